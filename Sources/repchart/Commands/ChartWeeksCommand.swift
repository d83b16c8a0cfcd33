import ArgumentParser
import Reports
import Workouts

/// `repchart chart weeks`: a stacked bar per week.
struct ChartWeeksCommand: ChartInvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "weeks",
        abstract: "A stacked bar per week (default: the last 12 weeks), a segment per exercise or muscle group.",
        discussion: """
              repchart chart weeks --last 12w
              repchart chart weeks --by muscle                     # working sets per muscle group per week
              repchart chart weeks --by muscle --muscle chest,lats --target 10-20
            """)

    @OptionGroup var period: ChartPeriodOptions
    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var grouping: ChartGroupingOptions

    @Option(help: ArgumentHelp("With --by muscle and --muscle: a weekly range of working sets to aim for, shaded "
                               + "behind the bars, e.g. 10-20.", valueName: "low-high"))
    var target: String?

    @Option(help: ArgumentHelp("Muscle groups to compare with --target, comma-separated (chest, upper-back, lats, "
                               + "front-delts, …).", valueName: "muscles"))
    var muscle: String?

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    var invocation: ChartInvocation {
        var invocation = ChartInvocation(.weeks, period: period.flags, metric: metric, grouping: grouping,
                                         common: common, store: store)
        invocation.target = target
        invocation.muscle = muscle
        return invocation
    }
}

/// `repchart chart calendar`: a training calendar.
struct ChartCalendarCommand: ParsableCommand {
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

    @Option(help: ArgumentHelp("What shades a day: sessions (trained or not), sets (working sets) or volume.",
                               valueName: "metric"))
    var metric: String?

    @Option(help: "Weight unit for volume: kg or lb (default: the log's unit).")
    var unit: String?

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        try reportingErrors { () throws(ReportsError) in
            let kind: CalendarMetric
            if let metric {
                guard let found = CalendarMetric(rawValue: metric.lowercased()) else {
                    throw ReportsError("unknown calendar metric '\(metric.prefix(80))'; use sessions, sets or volume")
                }
                kind = found
            } else {
                kind = .sessions
            }
            let flags = period.flags
            let unit = try ChartInvocation.resolve(unit: self.unit)
            let config = try chartConfig()
            let request = ChartRequest(kind: .calendar(kind), unit: unit, periodFlags: flags,
                                       style: try common.look.style(config), output: common.output, force: common.force)
            try runChart(request, db: store.db, tz: store.tz, config: config, preview: common.preview,
                         session: ChartSession())
        }
    }
}
