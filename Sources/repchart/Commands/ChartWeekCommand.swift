import ArgumentParser
import Reports
import Workouts

/// `repchart chart week`: stacked bars, a bar per day, a segment per exercise.
struct ChartWeekCommand: ChartInvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "A bar per day of a week, a segment per exercise, with totals and a legend.",
        discussion: """
              repchart chart week                          # this week
              repchart chart week --week 2026-W46 --metric reps
              repchart chart week --date yesterday --theme dark -o week.svg
            """)

    @Option(WeekOption.week) var week: String?
    @Option(WeekOption.date) var date: String?
    @OptionGroup(.chartOptions) var metric: ChartMetricOptions
    @Option(BarScaleOption.yMax) var yMax: Unchecked<ValueScaleTop>?
    @OptionGroup(.chartOptions) var grouping: ChartGroupingOptions
    @OptionGroup(.chartOptions) var common: ChartCommonOptions
    @OptionGroup(.chartOptions) var store: StoreOptions

    static let chartKind = ChartKind.week
}
