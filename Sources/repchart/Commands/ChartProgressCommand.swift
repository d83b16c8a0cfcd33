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
    @OptionGroup(.chartOptions) var period: ChartPeriodOptions
    @OptionGroup(.chartOptions) var metric: ChartMetricOptions
    @OptionGroup(.chartOptions) var lines: ChartProgressOptions
    @OptionGroup(.chartOptions) var common: ChartCommonOptions
    @OptionGroup(.chartOptions) var store: StoreOptions

    /// The exercise is placed by `ProgressOption.exercise`, which every reading requires.
    static let chartKind = ChartKind.progress(exercise: "")
}
