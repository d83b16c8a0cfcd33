import Foundation
import Workouts

/// Import of a generated RepChart JSON export into a fresh database:
/// wall time, CPU time and the process's peak memory for 1,000,000 sets
/// (REPCHART_IMPORT_SETS changes the size). Then a generated 50,000-row
/// Strong CSV. Both budgets are in docs/PERFORMANCE.md's table. For profiling,
/// REPCHART_IMPORT_JSON=PATH runs only the JSON import, from PATH (written
/// there when missing, and kept).
enum ImportBench {
    static func run() throws {
        if ProcessInfo.processInfo.environment["REPCHART_IMPORT_JSON"] == nil {
            try strongCSV(rows: 50_000)
        }
        try json()
    }

    /// A Strong export of `rows` rows in the shape real ones have: a workout
    /// every other day, five exercises of five sets, a warm-up, a rest timer
    /// and now and then a planned set never done (0 reps).
    static func strongCSV(rows: Int) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("repchart-strong-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("strong.csv").path
        var text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let lifts = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
                     "Bent Over Row (Barbell)", "Pull Up", "Lat Pulldown (Cable)", "Bicep Curl (Dumbbell)"]
        var row = 0
        var day = 0
        while row < rows {
            let date = Date(timeIntervalSince1970: 1_500_000_000 + Double(day) * 172_800)
            let stamp = ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC")!,
                                                    formatOptions: [.withFullDate, .withSpaceBetweenDateAndTime, .withTime, .withColonSeparatorInTime])
            for exercise in 0..<5 where row < rows {
                let name = lifts[(day + exercise) % lifts.count]
                for set in 0..<6 where row < rows {
                    let order = set == 0 ? "W" : String(set)
                    let reps = (day + set) % 37 == 0 ? 0 : 5 + set % 3
                    text += "\(stamp),\"Day \(day % 3 + 1)\",1h 12m,\"\(name)\",\(order),\(40 + (day + set * 5) % 80).0,\(reps),0,0,\"\",\"\",\(set == 5 ? "8.5" : "")\n"
                    row += 1
                }
                if row < rows {
                    text += "\(stamp),\"Day \(day % 3 + 1)\",1h 12m,\"\(name)\",Rest Timer,0,0,0,120.0,,,\n"
                    row += 1
                }
            }
            day += 1
        }
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let store = try WorkoutStore(path: folder.appendingPathComponent("bench.sqlite").path)
        let cpuBefore = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let summary = try Importer.run(file: file, into: store, options: ImportOptions(unit: .kg))
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuBefore
        print(String(format: "import %d-row Strong CSV (%d sets, %d skipped) %8.2f s wall  %6.2f s CPU (budget 2 s)",
                     rows, summary.setsAdded, summary.rowsSkipped, wall, cpu))
    }

    static func json() throws {
        let count = ProcessInfo.processInfo.environment["REPCHART_IMPORT_SETS"].flatMap(Int.init) ?? 1_000_000
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("repchart-import-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = ProcessInfo.processInfo.environment["REPCHART_IMPORT_JSON"]
        let file = kept ?? folder.appendingPathComponent("sets.json").path
        if kept == nil || !FileManager.default.fileExists(atPath: file) {
            try SampleExport.write(sets: count, toFile: file)
        }
        let size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0

        let store = try WorkoutStore(path: folder.appendingPathComponent("bench.sqlite").path)
        let cpuBefore = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let summary = try Importer.run(file: file, into: store)
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuBefore
        print(String(format: "import %d sets (%.0f MB JSON)         %8.2f s wall  %6.2f s CPU",
                     summary.setsAdded, Double(size) / 1e6, wall, cpu))
        print(String(format: "import peak memory (whole process)        %8.0f MB", peakMegabytes()))
    }

    #if canImport(Glibc)
    private static let RUSAGE_SELF_WHO = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    private static let RUSAGE_SELF_WHO = RUSAGE_SELF
    #endif

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF_WHO, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    private static func peakMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF_WHO, &usage)
        return Double(usage.ru_maxrss) / 1024  // Linux reports kilobytes
    }
}
