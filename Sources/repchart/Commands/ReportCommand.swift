import ArgumentParser
import Reports

/// `repchart report`: the training review as one web page (`--html`) or one
/// image (`--poster`); without either, a folder of weekly charts.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "The training review of a period as one web page (--html) or a poster (--poster); else weekly charts.",
        discussion: """
            The page holds the headline numbers against the previous period of the same
            length, volume per week, working sets per muscle group against a target, the
            calendar, the records set, the main lifts' e1RM, cardio and a table of every
            exercise. It is one file with no script and no request outside it; it follows
            the reader's light or dark setting unless --theme names one.

              repchart report --html -o review.html          # the last 12 weeks
              repchart report --html --year 2026 -o 2026.html
              repchart report --html --from 2026-09-01 --to 2026-11-22 --target 12-18
              repchart report --poster -o block.png          # 1080x1350 to share
              repchart report --weeks 12 --out report        # a PNG of each week and more
            """)

    @Flag(help: "Write the review as one self-contained HTML page.")
    var html = false

    @Flag(help: "Write the review as one PNG to share (1080x1350 unless --size).")
    var poster = false

    /// The period of the page or poster (default: the last 12 weeks), as every chart takes it.
    @OptionGroup var period: ChartPeriodOptions

    @Option(help: ArgumentHelp("With --html/--poster: weekly working sets per muscle group to aim for (default 10-20).",
                               valueName: "LOW-HIGH"))
    var target: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --html/--poster: at most this many series in a stacked chart, \"Other\" included (2 to 512; default 8).", valueName: "n"))
    var top: Int?

    @Option(parsing: .unconditional, help: "Without --html/--poster: how many weeks, ending with this one (1 to 520; default 4).")
    var weeks: Int?

    @Option(help: "Without --html/--poster: the folder to write into (created when missing; default: the current folder).")
    var out: String?

    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        try reportingErrors { () throws(ReportsError) in
            if html || poster { return try review() }
            if period.flags != PeriodFlags() {
                throw ReportsError("the period flags go with --html or --poster; the folder of weekly charts takes --weeks N")
            }
            if top != nil { throw ReportsError("--top goes with --html or --poster; the weekly charts show every exercise") }
            let config = try chartConfig()
            let (metric, unit) = try metric.resolved()
            if common.output != nil { throw ReportsError("report writes several files; use --out DIR instead of -o (or --html)") }
            if out == nil, let folder = config.outputFolder { try OutputFile.requireConfiguredFolder(folder) }
            let log = try openChartLog(db: store.db)
            let request = WeeklyChartFolderRequest(weeks: weeks ?? 4, folder: out ?? config.outputFolder, metric: metric,
                                              unit: unit, style: try common.look().style(config), force: common.force,
                                              timeZone: store.tz)
            let bar = ProgressBar(label: "report")
            let paths = try readingOneSnapshot(of: log) { () throws(ReportsError) in
                try WeeklyChartFolder.run(request, store: log, settings: chartSettings(log, config), progress: bar.callback)
            }
            for path in paths { print(path) }
        }
    }

    private func review() throws(ReportsError) {
        if html && poster { throw ReportsError("--html and --poster each write one file; choose one") }
        if out != nil { throw ReportsError("--out is for the folder of weekly charts; use -o FILE with --html or --poster") }
        if common.format != nil { throw ReportsError("--format is for the folder of weekly charts; --html writes HTML, --poster PNG") }
        try refuseChartOnlyOptions()
        let config = try chartConfig()
        let (_, unit) = try metric.resolved()
        let output = html ? PeriodReportRequest.Output.html : try PeriodReportRequest.posterSize(parsing: common.size?.text)
        if html, common.size != nil { throw ReportsError("--size is for the poster; the page fits any screen") }
        let request = PeriodReportRequest(
            output: output, periodFlags: period.flags,
            target: try target.map { text throws(ReportsError) in try PeriodReportRequest.target(parsing: text) } ?? 10...20,
            theme: try common.theme.checked().map(ChartStyle.theme),
            topSeries: top ?? 8, unit: unit, path: common.output, force: common.force, timeZone: store.tz,
            fontPath: common.font)
        let log = try openChartLog(db: store.db)
        print(try readingOneSnapshot(of: log) { () throws(ReportsError) in
            try PeriodReport.run(request, store: log, settings: chartSettings(log, config))
        })
    }

    /// Options of the folder of weekly charts that the page and the poster
    /// cannot honour, each refused in one line rather than ignored.
    private func refuseChartOnlyOptions() throws(ReportsError) {
        let mode = html ? "--html" : "--poster"
        if weeks != nil {
            throw ReportsError("--weeks is for the folder of weekly charts; \(mode) takes a period: --last 4w, --from/--to, --week or --year")
        }
        if metric.metric != nil {
            throw ReportsError("--metric is for the folder of weekly charts; \(mode) shows volume, sets and e1RM side by side")
        }
        if common.title != nil { throw ReportsError("--title is for the folder of weekly charts; \(mode) has its own headings") }
        if common.scale != ChartCommonOptions.defaultScale {
            throw ReportsError(html ? "--scale is for images; the page fits any screen"
                                    : "--scale is for charts; the poster is --size pixels (e.g. --size 2160x2700)")
        }
    }
}
