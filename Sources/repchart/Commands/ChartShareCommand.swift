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

    @OptionGroup(.chartOptions) var period: ChartPeriodOptions
    @OptionGroup(.chartOptions) var metric: ChartMetricOptions
    @OptionGroup(.chartOptions) var grouping: ChartGroupingOptions
    @Flag(ShareOption.donut) var donut = false
    @OptionGroup(.chartOptions) var common: ChartCommonOptions
    @OptionGroup(.chartOptions) var store: StoreOptions

    static let chartKind = ChartKind.share(donut: false)
}
