import ArgumentParser
import Reports

/// `repchart chart totals`: a bar per exercise, sorted, values labelled.
struct ChartTotalsCommand: ChartInvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "totals",
        abstract: "A bar per exercise over a period (default: the last 4 weeks), largest first.",
        discussion: """
              repchart chart totals --last 8w --horizontal
              repchart chart totals --from 2026-10-01 --to 2026-10-31 --metric sets
            """)

    @OptionGroup(.chartOptions) var period: ChartPeriodOptions
    @OptionGroup(.chartOptions) var metric: ChartMetricOptions
    @OptionGroup(.chartOptions) var grouping: ChartGroupingOptions
    @Flag(TotalsOption.horizontal) var horizontal = false
    @Option(BarScaleOption.yMax) var yMax: Unchecked<ValueScaleTop>?
    @OptionGroup(.chartOptions) var common: ChartCommonOptions
    @OptionGroup(.chartOptions) var store: StoreOptions

    static let chartKind = ChartKind.totals(horizontal: false)
}
