import ArgumentParser
import Reports
import Workouts

/// `repchart chart calendar`: a training calendar.
struct ChartCalendarCommand: ChartInvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "A training calendar (default: the last 52 weeks): a column per week, a row per weekday.",
        discussion: """
              repchart chart calendar
              repchart chart calendar --year 2026 --metric sets
              repchart chart calendar --last 26w --metric volume --theme dark
              repchart chart calendar --from 2025-01-01 --to 2025-06-30
            """)

    @OptionGroup(.chartOptions) var period: ChartPeriodOptions
    @Option(MetricOption.metric(CalendarMetric.self)) var metric: Unchecked<CalendarMetric>?
    @Option(CalendarOption.unit) var unit: Unchecked<WeightUnit>?
    @OptionGroup(.chartOptions) var common: ChartCommonOptions
    @OptionGroup(.chartOptions) var store: StoreOptions

    /// Sessions unless `--metric` names another shading.
    static let chartKind = ChartKind.calendar(.sessions)
}
