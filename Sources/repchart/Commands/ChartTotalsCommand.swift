import ArgumentParser
import Reports

/// `repchart chart totals`: a bar per exercise, sorted, values labelled.
struct ChartTotalsCommand: FastChartCommand {
    static let configuration = CommandConfiguration(
        commandName: "totals",
        abstract: "A bar per exercise over a period (default: the last 4 weeks), largest first.",
        discussion: """
              repchart chart totals --last 8w --horizontal
              repchart chart totals --from 2026-10-01 --to 2026-10-31 --metric sets
            """)

    @OptionGroup var period: ChartPeriodOptions
    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var grouping: ChartGroupingOptions

    @Flag(help: "Bars grow to the right, largest at the top.")
    var horizontal = false

    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        let parts: [[ChartOptionSlot<Self>]] = [
            .group({ $1(&$0._period) }, ChartPeriodOptions.slots),
            .group({ $1(&$0._metric) }, ChartMetricOptions.slots),
            .group({ $1(&$0._grouping) }, ChartGroupingOptions.slots),
            [.flag("horizontal") { $1(&$0._horizontal) }],
            .group({ $1(&$0._common) }, ChartCommonOptions.slots),
            .group({ $1(&$0._store) }, StoreOptions.slots),
        ]
        return parts.flatMap { $0 }
    }

    func invocation() throws(ReportsError) -> ChartInvocation {
        var invocation = try ChartInvocation(.totals, period: period.flags, metric: metric, series: grouping.series(),
                                             common: common, store: store)
        invocation.horizontal = horizontal
        return invocation
    }
}
