import Charts
import Foundation
import PNGCodec
import Reports
import TrainingDemo
import Workouts

/// Chart benchmarks on a year of generated training (the demo history, 52 weeks).
/// Its budgets (one 1600×1000 chart rendered without encoding; 52 weekly
/// charts in one command) are in docs/PERFORMANCE.md's table. The
/// whole-process figure for `repchart chart week` comes from hyperfine
/// (Scripts/bench-peers).
enum ChartBench {
    static let today = Day(year: 2026, month: 11, day: 21) ?? Day(daysSinceEpoch: 20_778)

    static func run() throws {
        let folder = NSTemporaryDirectory() + "repchart-bench-chart-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try WorkoutStore(path: folder + "/year.sqlite")
        let utc = TimeZone(identifier: "UTC") ?? .current
        var ids: [String: UUID] = [:]
        for lift in DemoHistory.lifts { ids[lift.name] = try store.addExercise(lift.name, kind: lift.kind).id }
        let sets = DemoHistory(weeks: 52, today: today).sets(exerciseIds: ids, timeZone: utc)
        try store.insert(sets, source: "demo")
        print("(\(sets.count) sets over 52 weeks)")

        let style = ChartStyle()
        let fonts = try ChartFonts.locate()
        let request = ChartRequest(kind: .week, period: .week(Week(containing: today).adding(weeks: -1)), style: style,
                                   today: today)
        let data = try ChartData(store: store)
        let graph = try ChartRenderer.prepare(request, data: data).graph
        let size = Size(width: 1600, height: 1000)
        try measure("chart: week query + data source + graph") {
            blackHole(try ChartRenderer.prepare(request, data: data))
        }
        try measure("chart: render week 1600x1000 (no encoding)", pixels: 1_600_000) {
            blackHole(try graph.renderCanvas(size: size, scale: 1, theme: .light, fonts: fonts))
        }
        try measure("chart: render + encode week PNG", pixels: 1_600_000) {
            blackHole(try ChartRenderer.render(graph, style: style, fonts: fonts))
        }
        // Which PNG settings suit a week chart best (size and time), for the whole-process budget.
        let canvas = try graph.renderCanvas(size: size, scale: 1, theme: .light, fonts: fonts)
        let variants: [(String, PNGEncodeOptions)] = [
            ("default (level 2, no filter)", .default),
            ("level 1, no filter", PNGEncodeOptions(compression: .zlib(level: 1))),
            ("level 1, up, rle", PNGEncodeOptions(compression: .zlib(level: 1, filter: .up, strategy: .rle))),
            ("level 2, sub, rle", PNGEncodeOptions(compression: .zlib(level: 2, filter: .sub, strategy: .rle))),
            ("level 6, up", PNGEncodeOptions(compression: .zlib(level: 6, filter: .up))),
        ]
        for (name, options) in variants {
            var bytes = 0
            try measure("chart: encode week PNG, \(name)") {
                bytes = try canvas.withUnsafeBytes { raw in
                    try PNGEncoder.encode(width: canvas.width, height: canvas.height, premultipliedRGBA: raw, options: options)
                }.count
            }
            print("    \(bytes / 1024) KiB")
        }
        try measure("chart: whole week chart in process (write)") {
            var r = request
            r.output = folder + "/week.png"
            try ChartRenderer.run(r, store: store)
        }
        let report = WeeklyChartFolderRequest(weeks: 52, folder: folder + "/report", style: style, force: true, today: today)
        try measure("chart: 52 weekly charts + totals + share", runs: 5) {
            blackHole(try WeeklyChartFolder.run(report, store: store))
        }
    }
}

/// The store's weekly aggregate over a million sets.
/// Its budget per weekly query is in docs/PERFORMANCE.md's table.
enum StoreBench {
    static func run() throws {
        try measureQueries(try millionSetLog().store)
    }

    /// The million-set log, built once and kept in the temporary folder: ten
    /// exercises, about 270 sets a day for ten years.
    static func millionSetLog() throws -> (store: WorkoutStore, path: String) {
        let path = NSTemporaryDirectory() + "repchart-bench-1m.sqlite"
        let wanted = 1_000_000
        // A kept database from an older schema (or a half-built one) is made again.
        if let kept = try? WorkoutStore(path: path), (try? kept.setCount()) == wanted { return (kept, path) }
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        let fresh = try WorkoutStore(path: path)
        try generate(fresh, count: wanted)
        return (fresh, path)
    }

    static func generate(_ store: WorkoutStore, count: Int) throws {
        let start = DispatchTime.now().uptimeNanoseconds
        var ids: [UUID] = []
        for i in 0..<10 { ids.append(try store.addExercise("Exercise \(i)").id) }
        let first = ChartBench.today.adding(days: -3650)
        try store.write { writer in
            for n in 0..<count {
                let day = first.adding(days: n * 3650 / count)
                let instant = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + 43_200)
                let set = WorkoutSet(exerciseId: ids[n % ids.count], performedAt: instant, utcOffset: 0, day: day,
                                     position: n % 1000 + 1, reps: 1 + n % 12, weight: Weight(Double(20 + n % 160), .kg),
                                     type: n % 9 == 0 ? .warmup : .normal, source: "bench")
                try writer.insert(set)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "(generated %d sets in %.1f s)", count, seconds))
    }

    static func measureQueries(_ store: WorkoutStore) throws {
        let week = Week(containing: ChartBench.today).adding(weeks: -10).days()
        for metric in [Metric.volume, .reps] {
            let query = AggregateQuery(range: week, metric: metric, unit: .kg)
            try measure("store: weekly \(metric.rawValue) per day/exercise, 1M sets") {
                blackHole(try store.dailyTotals(query))
            }
        }
        let year = DayRange(week.from.adding(days: -365), week.to)
        try measure("store: one year per day/exercise, 1M sets", runs: 5) {
            blackHole(try store.dailyTotals(AggregateQuery(range: year, metric: .volume, unit: .kg)))
        }
    }
}
