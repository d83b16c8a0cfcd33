import ArgumentParser
import Reports

/// `repchart chart share`: a pie of each exercise's share.
struct ChartShareCommand: FastChartCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "A pie of each exercise's share of a period (default: the last 4 weeks); small shares become \"Other\".",
        discussion: """
              repchart chart share --last 4w --donut
              repchart chart share --week 2026-W47 --metric reps
            """)

    @OptionGroup var period: ChartPeriodOptions
    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var grouping: ChartGroupingOptions

    @Flag(help: "A ring with the total in the middle.")
    var donut = false

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        let parts: [[ChartOptionSlot<Self>]] = [
            .group({ $1(&$0._period) }, ChartPeriodOptions.slots),
            .group({ $1(&$0._metric) }, ChartMetricOptions.slots),
            .group({ $1(&$0._grouping) }, ChartGroupingOptions.slots),
            [.flag("donut") { $1(&$0._donut) }],
            .group({ $1(&$0._common) }, ChartCommonOptions.slots),
            .group({ $1(&$0._store) }, StoreOptions.slots),
        ]
        return parts.flatMap { $0 }
    }

    func invocation() throws(ReportsError) -> ChartInvocation {
        var invocation = try ChartInvocation(.share, period: period.flags, metric: metric, series: grouping.series(),
                                             common: common, store: store)
        invocation.donut = donut
        return invocation
    }
}
