import ArgumentParser
import Foundation
import Reports
import Workouts

/// Options every chart command takes: look, size, output (`CommonOption`).
struct ChartCommonOptions: ParsableArguments {
    @Option(CommonOption.format) var format: Unchecked<ChartFormat>?
    @Option(CommonOption.size) var size: Unchecked<ChartSize>?
    @Option(CommonOption.scale) var scale: Float = Self.defaultScale
    static let defaultScale: Float = 1
    @Option(CommonOption.theme) var theme: Unchecked<ConfigTheme>?
    @Option(CommonOption.title) var title: String?
    @Option(CommonOption.font) var font: String?
    @Option(CommonOption.svgText) var svgText: Unchecked<SVGTextMode>?
    @Option(CommonOption.output) var output: String?
    @Flag(CommonOption.force) var force = false
    @Flag(CommonOption.preview) var preview = false

    func validate() throws {
        try OptionNameAsValue.refuse([("--title <title>", title), ("--size <size>", size?.text)])
    }

    /// The options as values, placed by their declarations.
    func look() throws(ReportsError) -> ChartLook {
        var invocation = ChartInvocation(kind: .week)
        try invocation.place(ChartOptionRecorder.options(of: Self.self), parsedIn: self)
        return invocation.look
    }
}

/// `--metric` and `--unit` (`MetricOption`).
struct ChartMetricOptions: ParsableArguments {
    @Option(MetricOption.metric(ChartMetric.self)) var metric: Unchecked<ChartMetric>?
    @Option(MetricOption.unit) var unit: Unchecked<WeightUnit>?

    /// The options as values, placed by their declarations.
    func resolved() throws(ReportsError) -> (ChartMetric?, WeightUnit?) {
        var invocation = ChartInvocation(kind: .week)
        try invocation.place(ChartOptionRecorder.options(of: Self.self), parsedIn: self)
        return (invocation.metric, invocation.unit)
    }
}

/// Runs a command body; a `ReportsError` reaches the root command, which
/// prints it as one line on stderr and exits non-zero.
func reportingErrors(_ body: () throws(ReportsError) -> Void) throws {
    try body()
}

/// The config file (`RepChartConfig`), or its one-line error.
func chartConfig() throws(ReportsError) -> RepChartConfig {
    do { return try RepChartConfig.load() } catch { throw ReportsError(.config(error)) }
}

/// The log's settings with the config file laid over them.
func chartSettings(_ store: WorkoutStore, _ config: RepChartConfig) throws(ReportsError) -> Settings {
    do { return config.applied(to: try store.settings()) } catch { throw ReportsError(.store(error)) }
}

/// Stores a command leaves open for the process's last moments (see `runChart`);
/// held here rather than leaked so leak checkers see them as reachable.
nonisolated(unsafe) private var storesOpenUntilExit: [WorkoutStore] = []

/// The log at `db` (nil: the usual place), for chart commands (their errors are `ReportsError`s).
func openChartLog(db: String?, singleConnection: Bool = false) throws(ReportsError) -> WorkoutStore {
    let store = try LogCalendar.openStore(path: db, singleConnection: singleConnection)
    announceUpgrade(of: store)
    return store
}

/// Runs `request` against the log at `db` (flags first, then the config file,
/// then the log's settings), and says where the chart went. The chart is one
/// `ChartJob.run`, which starts before the log is opened: it prepares fonts
/// and canvas on the second core while the log is read.
func runChart(_ request: ChartRequest, db: String?, tz: String?, config: RepChartConfig,
              preview: Bool = false) throws(ReportsError) {
    if preview && request.output == "-" {
        throw ReportsError("--preview cannot be used with -o - (the image already goes to standard output)")
    }
    var request = request
    request.timeZone = tz
    if request.output == nil, request.outputFolder == nil, let folder = config.outputFolder {
        try OutputFile.requireConfiguredFolder(folder)
        request.outputFolder = folder
    }
    try ChartJob.run(request, logAt: db) { store, draw throws(ReportsError) in
        announceUpgrade(of: store)
        // The command only reads and the process ends next: closing would checkpoint
        // and delete the WAL (two fsyncs), and the next command would write a fresh
        // one (two more). SQLite is built to be left like this; exit closes the files.
        storesOpenUntilExit.append(store)
        // One snapshot for every question the chart asks, so an import running
        // meanwhile shows all or nothing.
        try readingOneSnapshot(of: store) { () throws(ReportsError) in
            let drawn = try draw(chartSettings(store, config))
            if let notice = drawn.notice { sayNoTraining(notice) }
            if drawn.path != "-" { print(drawn.path) }
            if preview {
                try printPreview(request, store: store, settings: chartSettings(store, config), size: drawn.size)
            }
        }
    }
}

/// Says on standard error that a chart's period has no training, and where
/// the training is (`WrittenChart.notice`); after the chart is written, so a
/// failure stays one line.
func sayNoTraining(_ notice: TrainingHint) {
    FileHandle.standardError.write(Data("repchart: no training in this period; \(notice.commandLineText)\n".utf8))
}

/// `body` with every read of `store` on one snapshot (`WorkoutStore.readingOneSnapshot`).
func readingOneSnapshot<T>(of store: WorkoutStore, _ body: () throws(ReportsError) -> T) throws(ReportsError) -> T {
    do {
        return try store.readingOneSnapshot { try body() }
    } catch let error as ReportsError {
        throw error
    } catch let error as StoreError {
        throw ReportsError(.store(error))
    } catch {
        throw ReportsError("\(error)")
    }
}
