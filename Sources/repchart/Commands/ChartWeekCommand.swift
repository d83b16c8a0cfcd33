import ArgumentParser
import Reports
import Workouts

/// `repchart chart week`: stacked bars, a bar per day, a segment per exercise.
struct ChartWeekCommand: FastChartCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "A bar per day of a week, a segment per exercise, with totals and a legend.",
        discussion: """
              repchart chart week                          # this week
              repchart chart week --week 2026-W46 --metric reps
              repchart chart week --date yesterday --theme dark -o week.svg
            """)

    @Option(help: "An ISO week such as 2026-W47 (default: this week).")
    var week: String?

    @Option(help: "Any day of the week to show: today, yesterday, mon … sun or YYYY-MM-DD.")
    var date: String?

    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var grouping: ChartGroupingOptions
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        let parts: [[ChartOptionSlot<Self>]] = [
            [.option("week") { $1(&$0._week) }, .option("date") { $1(&$0._date) }],
            .group({ $1(&$0._metric) }, ChartMetricOptions.slots),
            .group({ $1(&$0._grouping) }, ChartGroupingOptions.slots),
            .group({ $1(&$0._common) }, ChartCommonOptions.slots),
            .group({ $1(&$0._store) }, StoreOptions.slots),
        ]
        return parts.flatMap { $0 }
    }

    func invocation() throws(ReportsError) -> ChartInvocation {
        try ChartInvocation(.week, period: PeriodFlags(week: week, date: date), metric: metric,
                            series: grouping.series(), common: common, store: store)
    }
}
