import Charts
import FileOutput
import Foundation
import TrainingDemo
import Workouts

/// What `repchart demo` asks for.
package struct DemoRequest: Sendable {
    /// A database to fill; nil creates a fresh one in the temporary folder
    /// (the user's own log is never touched unless named here).
    package var databasePath: String?
    /// Weeks of history, the current week included (1 to 520).
    package var weeks: Int
    /// Where the charts go.
    package var folder: String
    /// Format, size, theme and font of the charts.
    package var style: ChartStyle
    /// Replace chart files that already exist (`--force`); otherwise they are refused before anything is drawn.
    package var force: Bool
    /// nil: the current day in `timeZone`.
    package var today: Day?
    /// `--tz`; nil: the system's time zone.
    package var timeZone: String?
    /// Which generated history fills the log.
    package var history: DemoHistoryKind = .programme

    /// A demo request; the defaults write 26 weeks to a fresh database and `charts/`.
    package init(databasePath: String? = nil, weeks: Int = 26, folder: String = "charts", style: ChartStyle = ChartStyle(),
                force: Bool = false, today: Day? = nil, timeZone: String? = nil) {
        self.databasePath = databasePath
        self.weeks = weeks
        self.folder = folder
        self.style = style
        self.force = force
        self.today = today
        self.timeZone = timeZone
    }

    /// `$TMPDIR/repchart-demo/demo.sqlite`.
    package static var defaultDatabasePath: String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-demo").path
        return folder + "/demo.sqlite"
    }
}

/// What the demo did.
package struct DemoResult: Sendable {
    /// The database that was filled.
    package var databasePath: String
    /// Sets added (0 when the database already held the demo history).
    package var setsAdded: Int
    /// The chart files written, in the order drawn.
    package var files: [String]
    /// The charts' notices (`WrittenChart.notice`), in the same order, for the caller to say.
    package var notices: [TrainingHint] = []
}

/// Fills a database with `DemoHistory` and renders the full set of charts.
package enum DemoRun {
    /// Fills the database and draws every chart; `progress` is called with charts done and the total.
    package static func run(_ request: DemoRequest,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) throws(ReportsError) -> DemoResult {
        let size = try request.style.size.checked(scale: request.style.scale)
        guard (1...520).contains(request.weeks) else {
            throw ReportsError(RequestProblem.weeksOutOfRange(request.weeks, limit: 520))
        }
        let zone = try LogCalendar.timeZone(flag: request.timeZone, configured: nil)
        let today = request.today
            ?? (request.history == .realShape ? RealShapeHistory.defaultEndDay : LogCalendar.today(in: zone))
        let path = request.databasePath ?? DemoRequest.defaultDatabasePath
        if request.databasePath == nil {
            // Fresh every time: the demo's own file, never anything else.
            for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        } else if FileKind(atPath: path) != .missing {
            try refuseAnotherLog(path)
        }
        let store: WorkoutStore
        do { store = try WorkoutStore(path: path) } catch { throw ReportsError(error) }
        let added = switch request.history {
        case .programme: try fill(store, history: DemoHistory(weeks: request.weeks, today: today), timeZone: zone)
        // UTC whatever --tz says, so the history's instants (and the fixture) are the same everywhere.
        case .realShape: try fill(store, history: RealShapeHistory(endDay: today), timeZone: RealShapeHistory.timeZone)
        }
        try OutputFile.makeFolder(request.folder)
        let requests = chartRequests(request, today: today)
        // Every destination is checked before anything is drawn, and written from that same look.
        // The charts prepared for that look are the ones drawn.
        var looked = [OutputTarget?](repeating: nil, count: requests.count)
        var made = [PreparedChart?](repeating: nil, count: requests.count)
        if !request.force {
            let data = try ChartData(store: store)
            for (index, chart) in requests.enumerated() {
                let prepared = try ChartRenderer.prepare(chart, data: data)
                let target = OutputTarget(OutputFile.path(folder: request.folder, name: prepared.defaultFileName))
                try OutputFile.checkReplaceable(target, format: chart.style.format)
                looked[index] = target
                made[index] = prepared
            }
        }
        let targets = looked, prepared = made
        let files = FileList(count: requests.count)
        try ParallelRender.run(requests.count, progress: progress) { index throws(ReportsError) in
            var chart = requests[index]
            chart.force = true
            files.set(index, try ChartRenderer.run(chart, store: store, settings: nil, size: size, target: targets[index],
                                                   prepared: prepared[index]))
        }
        return DemoResult(databasePath: path, setsAdded: added, files: files.all.map(\.path),
                          notices: files.all.compactMap(\.notice))
    }

    /// The source of the demo's batches: a log whose sets all came in such
    /// batches is the demo's own, filled again; any other is refused.
    static let batchSource = "demo"

    /// Refuses a log at `path` that holds sets the demo did not write (a
    /// real log named by mistake), before anything is written to it.
    static func refuseAnotherLog(_ path: String) throws(ReportsError) {
        let others: Int
        do {
            others = try WorkoutStore(path: path, singleConnection: true, mustExist: true)
                .setCount(outsideBatchesOf: batchSource)
        } catch { throw ReportsError(error) }
        guard others == 0 else {
            throw ReportsError(.logNotDemo(path: path, sets: others))
        }
    }

    /// Adds the demo's exercises (reusing same-named ones) and sets. Sets
    /// carry stable source keys, so a second run adds nothing.
    static func fill(_ store: WorkoutStore, history: DemoHistory, timeZone: TimeZone) throws(ReportsError) -> Int {
        do throws(StoreError) {
            var ids: [String: UUID] = [:]
            let before = Set(try store.exercises().map(\.id))
            for lift in DemoHistory.lifts {
                ids[lift.name] = try exerciseId(lift.name, kind: lift.kind, in: store)
            }
            let sets = history.sets(exerciseIds: ids, timeZone: timeZone)
            let inserted = try store.insert(sets, source: batchSource, skipDuplicates: true).inserted.count
            // Coloured as an import colours its new exercises: the most trained far apart.
            try store.assignColorsByVolume(DemoHistory.lifts.compactMap { ids[$0.name] }.filter { !before.contains($0) })
            return inserted
        } catch {
            throw ReportsError(error)
        }
    }

    /// The id of the exercise called `name`, added (with `id`) when the log has none.
    private static func exerciseId(_ name: String, kind: ExerciseKind, id: UUID = UUID(),
                                   in store: WorkoutStore) throws(StoreError) -> UUID {
        if let existing = try store.exercise(named: name) { return existing.id }
        return try store.addExercise(name, kind: kind, id: id).id
    }

    /// Adds the real-shape history's exercises (with their own ids; colours from
    /// the store's palette, by volume) and sets. A second run adds nothing.
    static func fill(_ store: WorkoutStore, history: RealShapeHistory, timeZone: TimeZone) throws(ReportsError) -> Int {
        let made = history.make(timeZone: timeZone)
        do throws(StoreError) {
            var ids: [UUID: UUID] = [:]
            let before = Set(try store.exercises().map(\.id))
            for exercise in made.exercises {
                ids[exercise.id] = try exerciseId(exercise.name, kind: exercise.kind, id: exercise.id, in: store)
            }
            let added = made.exercises.map(\.id).filter { ids[$0] == $0 && !before.contains($0) }
            let sets = made.sets.map { set in
                var set = set
                set.exerciseId = ids[set.exerciseId] ?? set.exerciseId
                return set
            }
            // The sets say "log" as a real log's do; their batch says they are the demo's.
            let inserted = try store.insert(sets, source: batchSource, skipDuplicates: true).inserted.count
            // Coloured as an import colours its new exercises: the most trained far apart.
            try store.assignColorsByVolume(added)
            return inserted
        } catch {
            throw ReportsError(error)
        }
    }

    /// The full set: this week (light, dark, reps, SVG), last week, totals and
    /// share of the last four weeks, and the main lifts' progress over 26 weeks.
    static func chartRequests(_ request: DemoRequest, today: Day) -> [ChartRequest] {
        func chart(_ kind: ChartKind, metric: ChartMetric? = nil, period: Period? = nil,
                   horizontal: Bool = false, donut: Bool = false, theme: Theme? = nil,
                   format: ChartFormat? = nil) -> ChartRequest {
            var style = request.style
            if let theme { style.theme = theme }
            if let format { style.format = format }
            return ChartRequest(kind: kind, metric: metric, period: period, horizontal: horizontal, donut: donut,
                                style: style, outputFolder: request.folder, force: request.force, today: today)
        }
        let lastWeek = Week(containing: today).adding(weeks: -1)
        return [
            chart(.week),
            chart(.week, theme: .dark),
            chart(.week, metric: .reps),
            chart(.week, period: .week(lastWeek)),
            chart(.week, format: .svg),
            chart(.totals, period: .last(days: 28)),
            chart(.totals, metric: .sets, period: .last(days: 28), horizontal: true),
            chart(.share, period: .last(days: 28), donut: true),
        ] + progressRequests(request.history, chart) + analysisRequests(chart)
    }

    /// The main lifts' progress over half a year; for the real-shape history also
    /// pull-ups, running and the whole history at once.
    static func progressRequests(_ history: DemoHistoryKind,
                                 _ chart: (ChartKind, ChartMetric?, Period?, Bool, Bool, Theme?, ChartFormat?) -> ChartRequest)
        -> [ChartRequest] {
        func progress(_ name: String, days: Int) -> ChartRequest {
            chart(.progress(exercise: name), nil, .last(days: days), false, false, nil, nil)
        }
        switch history {
        case .programme:
            return ["Squat", "Bench Press", "Deadlift"].map { progress($0, days: 182) }
        case .realShape:
            return ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)"].map { progress($0, days: 182) }
                + [progress("Pull Up", days: 610), progress("Running", days: 731),
                   chart(.totals, nil, .last(days: 731), false, false, nil, nil),
                   chart(.weeks, nil, .last(days: 105), false, false, nil, nil)]
        }
    }

    /// The training-analysis charts: muscle groups, weeks side by side, the calendar.
    static func analysisRequests(_ chart: (ChartKind, ChartMetric?, Period?, Bool, Bool, Theme?, ChartFormat?) -> ChartRequest)
        -> [ChartRequest] {
        func muscles(_ request: ChartRequest) -> ChartRequest {
            var request = request
            request.byMuscle = true
            return request
        }
        var target = muscles(chart(.weeks, nil, nil, false, false, nil, nil))
        target.target = 10...20
        target.muscles = [.chest, .upperBack, .quads]
        return [
            chart(.weeks, nil, nil, false, false, nil, nil),
            muscles(chart(.weeks, nil, nil, false, false, nil, nil)),
            muscles(chart(.weeks, nil, nil, false, false, .dark, nil)),
            target,
            muscles(chart(.week, nil, nil, false, false, nil, nil)),
            muscles(chart(.totals, nil, .last(days: 28), true, false, nil, nil)),
            muscles(chart(.share, nil, .last(days: 28), false, true, nil, nil)),
            chart(.calendar(.sessions), nil, nil, false, false, nil, nil),
            chart(.calendar(.sets), nil, nil, false, false, .dark, nil),
            chart(.calendar(.volume), nil, nil, false, false, nil, .svg),
        ]
    }
}

/// The generated histories `repchart demo --history` offers.
package enum DemoHistoryKind: String, Sendable, CaseIterable {
    /// Half a year (or `--weeks`) of a three-day programme up to today.
    case programme
    /// `RealShapeHistory`: 150 exercises over two years with gaps and outliers, to a fixed day.
    case realShape = "real-shape"
}

/// Paths filled in by parallel jobs, in job order.
private final class FileList: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [WrittenChart?]

    init(count: Int) { paths = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ path: WrittenChart) {
        lock.lock()
        paths[index] = path
        lock.unlock()
    }

    var all: [WrittenChart] {
        lock.lock()
        defer { lock.unlock() }
        return paths.compactMap { $0 }
    }
}
