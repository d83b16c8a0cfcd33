import ArgumentParser
import Reports
import Workouts

/// `repchart chart weeks`: a stacked bar per week.
struct ChartWeeksCommand: FastChartCommand {
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
    var target: Checked<WeeklySetRange>?

    @Option(help: ArgumentHelp("Muscle groups to compare with --target, comma-separated.", valueName: "muscles"))
    var muscle: Checked<MuscleGroupList>?

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        let parts: [[ChartOptionSlot<Self>]] = [
            .group({ $1(&$0._period) }, ChartPeriodOptions.slots),
            .group({ $1(&$0._metric) }, ChartMetricOptions.slots),
            .group({ $1(&$0._grouping) }, ChartGroupingOptions.slots),
            [.option("target") { $1(&$0._target) }, .option("muscle") { $1(&$0._muscle) }],
            .group({ $1(&$0._common) }, ChartCommonOptions.slots),
            .group({ $1(&$0._store) }, StoreOptions.slots),
        ]
        return parts.flatMap { $0 }
    }

    func invocation() throws(ReportsError) -> ChartInvocation {
        var series = try grouping.series()
        series.target = try target.checked()
        series.muscles = try muscle.checked()
        return try ChartInvocation(.weeks, period: period.flags, metric: metric, series: series, common: common,
                                   store: store)
    }
}
