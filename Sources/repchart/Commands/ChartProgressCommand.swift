import ArgumentParser
import Reports

/// `repchart chart progress EXERCISE`: a line per training day.
struct ChartProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "One exercise over time (default: estimated 1RM over the last 12 weeks), with average and median.",
        discussion: """
              repchart chart progress "bench press"
              repchart chart progress squat --last 26w --metric volume --unit lb
            """)

    @Argument(help: "The exercise, by name or alias.")
    var exercise: String

    @OptionGroup var period: ChartPeriodOptions
    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        try reportingErrors { () throws(ReportsError) in
            let config = try chartConfig()
            let (metric, unit) = try metric.resolved()
            try runChart(ChartRequest(kind: .progress(exercise: exercise), metric: metric, unit: unit,
                                      periodFlags: period.flags, style: try common.style(config), output: common.output,
                                      force: common.force), store: store, config: config,
                         preview: common.preview)
        }
    }
}
