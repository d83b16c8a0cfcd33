import ArgumentParser
import Reports

/// `repchart chart progress EXERCISE`: a line per training day.
struct ChartProgressCommand: ChartInvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "One exercise over time (default: estimated 1RM over the last 12 weeks), its best day marked, with a trend.",
        discussion: """
              repchart chart progress "bench press"
              repchart chart progress squat --last 26w --metric volume --unit lb
              repchart chart progress deadlift --secondary volume --average --median
            """)

    @Argument(ProgressOption.exercise) var exercise: String
    @OptionGroup var period: ChartPeriodOptions
    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var lines: ChartProgressOptions
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    /// The exercise is placed by `ProgressOption.exercise`, which every reading requires.
    static let chartKind = ChartKind.progress(exercise: "")

    static var chartOptions: [AnyChartOption] {
        [.init(ProgressOption.exercise)] + PeriodOption.all + MetricOption.all + CommonOption.all + ProgressOption.lines
            + StoreOption.all
    }
}
