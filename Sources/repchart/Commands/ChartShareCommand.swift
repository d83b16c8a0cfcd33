import ArgumentParser
import Reports

/// `repchart chart share`: a pie of each exercise's share.
struct ChartShareCommand: ChartInvocationCommand {
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
    @Flag(ShareOption.donut) var donut = false
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    static let chartKind = ChartKind.share(donut: false)

    static var chartOptions: [AnyChartOption] {
        PeriodOption.all + GroupingOption.all + MetricOption.all + [.init(ShareOption.donut)] + CommonOption.all
            + StoreOption.all
    }
}
