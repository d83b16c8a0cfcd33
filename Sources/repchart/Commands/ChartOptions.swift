import ArgumentParser
import Foundation
import Reports
import Workouts

/// Options every chart command takes: look, size, output, database.
struct ChartCommonOptions: ParsableArguments {
    @Option(help: "Image format (default: from the -o extension, else png).")
    var format: Checked<ChartFormat>?

    @Option(help: ArgumentHelp("Size in layout units, WIDTHxHEIGHT (default 1600x1000; at least 240x160; at most 16384 px a side and 64 Mpx after --scale).",
                               valueName: "size"))
    var size: Checked<ChartSize>?

    @Option(help: "Pixels per layout unit, e.g. 2 for high-density screens (above 0, at most 8).")
    var scale: Float = Self.defaultScale
    static let defaultScale: Float = 1

    @Option(help: "Colours (default light).")
    var theme: Checked<ConfigTheme>?

    @Option(help: "Replace the chart's title.")
    var title: String?

    @Option(help: "A TrueType font file to draw text with (default: DejaVu Sans).")
    var font: String?

    @Option(name: .customLong("svg-text"), help: "How an SVG writes its words: text (real, selectable <text>; the default) or outlines (glyph shapes, the same without the font).")
    var svgText: Checked<SVGText>?

    @Option(name: [.short, .customLong("output")], help: "Output file, or - for standard output (default: a name such as 2026-W47-week.png).")
    var output: String?

    @Flag(help: "Replace an existing output file even when it is not the same kind of file.")
    var force = false

    @Flag(help: "Also show the chart in the terminal: the image in kitty, Ghostty, iTerm2 or WezTerm, else Unicode blocks (REPCHART_PREVIEW=kitty|iterm2|blocks overrides).")
    var preview = false

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        [
            .option("format") { $1(&$0._format) },
            .option("size") { $1(&$0._size) },
            .option("scale", default: defaultScale) { $1(&$0._scale) },
            .option("theme") { $1(&$0._theme) },
            .option("title") { $1(&$0._title) },
            .option("font") { $1(&$0._font) },
            .option("svg-text") { $1(&$0._svgText) },
            .option("output") { $1(&$0._output) },
            .flag("force") { $1(&$0._force) },
            .flag("preview") { $1(&$0._preview) },
        ]
    }

    /// The options as values.
    func look() throws(ReportsError) -> ChartLook {
        ChartLook(format: try format.checked(), size: try size.checked(), scale: scale, theme: try theme.checked(),
                  title: title, font: font, svgText: try svgText.checked(), output: output, force: force, preview: preview)
    }
}

/// `--metric` and `--unit`.
struct ChartMetricOptions: ParsableArguments {
    @Option(help: ArgumentHelp("What to add up (progress also: e1rm).", valueName: "metric"))
    var metric: Checked<ReportMetric>?

    @Option(help: "Weight unit for volume and 1RM (default: the log's unit).")
    var unit: Checked<WeightUnit>?

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        [.option("metric") { $1(&$0._metric) }, .option("unit") { $1(&$0._unit) }]
    }

    func resolved() throws(ReportsError) -> (ReportMetric?, WeightUnit?) {
        (try metric.checked(), try unit.checked())
    }
}

/// Runs a command body; a `ReportsError` reaches the root command, which
/// prints it as one line on stderr and exits non-zero.
func reportingErrors(_ body: () throws(ReportsError) -> Void) throws {
    try body()
}

/// The config file (`RepChartConfig`), or its one-line error.
func chartConfig() throws(ReportsError) -> RepChartConfig {
    do { return try RepChartConfig.load() } catch { throw ReportsError(error.description) }
}

/// The log's settings with the config file laid over them.
func chartSettings(_ store: WorkoutStore, _ config: RepChartConfig) throws(ReportsError) -> Settings {
    do { return config.applied(to: try store.settings()) } catch { throw ReportsError(error.description) }
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
/// `ChartJob`, made before the log is opened: it prepares fonts and canvas
/// on the second core while the log is read.
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
    let job = ChartJob(request)
    let store = try openChartLog(db: db, singleConnection: true)
    // The command only reads and the process ends next: closing would checkpoint
    // and delete the WAL (two fsyncs), and the next command would write a fresh
    // one (two more). SQLite is built to be left like this; exit closes the files.
    storesOpenUntilExit.append(store)
    // One snapshot for every question the chart asks, so an import running
    // meanwhile shows all or nothing.
    try readingOneSnapshot(of: store) { () throws(ReportsError) in
        let path = try job.run(store: store, settings: chartSettings(store, config))
        if path != "-" { print(path) }
        if preview { try printPreview(request, store: store, settings: chartSettings(store, config)) }
    }
}

/// `body` with every read of `store` on one snapshot (`WorkoutStore.readingOneSnapshot`).
func readingOneSnapshot<T>(of store: WorkoutStore, _ body: () throws(ReportsError) -> T) throws(ReportsError) -> T {
    do {
        return try store.readingOneSnapshot { try body() }
    } catch let error as ReportsError {
        throw error
    } catch let error as StoreError {
        throw ReportsError(error.description)
    } catch {
        throw ReportsError("\(error)")
    }
}
