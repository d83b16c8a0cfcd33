import ArgumentParser
import Reports

/// `repchart report --weeks N [--out DIR]`: a folder of weekly charts plus totals and share.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Weekly charts for the last N weeks, plus totals and share for the period, drawn in parallel.",
        discussion: """
              repchart report --weeks 12 --out report      # 2026-W36-week.png … plus totals and share
              repchart report --weeks 4 --theme dark --format svg
            """)

    @Option(help: "How many weeks, ending with this one (1 to 520).")
    var weeks: Int = 4

    @Option(help: "The folder to write into (created when missing; default: the current folder).")
    var out: String?

    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        try reportingErrors { () throws(ReportsError) in
            let config = try chartConfig()
            let (metric, unit) = try metric.resolved()
            if common.output != nil { throw ReportsError("report writes several files; use --out DIR instead of -o") }
            if out == nil, let folder = config.outputFolder { try OutputFile.requireConfiguredFolder(folder) }
            let log = try openChartLog(db: store.db)
            let request = WeeklyReportRequest(weeks: weeks, folder: out ?? config.outputFolder, metric: metric,
                                              unit: unit, style: try common.look.style(config), force: common.force,
                                              timeZone: store.tz)
            let bar = Reports.ProgressBar(label: "report")
            for path in try WeeklyReport.run(request, store: log, settings: chartSettings(log, config),
                                                 progress: bar.callback) { print(path) }
        }
    }
}
