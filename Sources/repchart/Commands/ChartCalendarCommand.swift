import ArgumentParser
import Reports
import Workouts

/// `repchart chart calendar`: a training calendar.
struct ChartCalendarCommand: FastChartCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "A training calendar (default: the last 52 weeks): a column per week, a row per weekday.",
        discussion: """
              repchart chart calendar
              repchart chart calendar --year 2026 --metric sets
              repchart chart calendar --last 26w --metric volume --theme dark
              repchart chart calendar --from 2025-01-01 --to 2025-06-30
            """)

    @OptionGroup var period: ChartPeriodOptions

    @Option(help: ArgumentHelp("What shades a day: sessions (trained or not, the default), sets (working sets) or volume.",
                               valueName: "metric"))
    var metric: Checked<CalendarMetric>?

    @Option(help: "Weight unit for volume (default: the log's unit).")
    var unit: Checked<WeightUnit>?

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        let parts: [[ChartOptionSlot<Self>]] = [
            .group({ $1(&$0._period) }, ChartPeriodOptions.slots),
            [.option("metric") { $1(&$0._metric) }, .option("unit") { $1(&$0._unit) }],
            .group({ $1(&$0._common) }, ChartCommonOptions.slots),
            .group({ $1(&$0._store) }, StoreOptions.slots),
        ]
        return parts.flatMap { $0 }
    }

    func invocation() throws(ReportsError) -> ChartInvocation {
        ChartInvocation(kind: .calendar(try metric.checked() ?? .sessions), period: period.flags,
                        unit: try unit.checked(), look: try common.look(), db: store.db, tz: store.tz)
    }
}
