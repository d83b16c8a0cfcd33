import ArgumentParser
import Reports
import Workouts

/// `repchart chart weeks`: a stacked bar per week.
struct ChartWeeksCommand: ChartInvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "weeks",
        abstract: "A stacked bar per week (default: the last 12 weeks, or since the log began), a segment per exercise or muscle group.",
        discussion: """
              repchart chart weeks --last 12w
              repchart chart weeks --by muscle   # working sets per muscle group a week
              repchart chart weeks --by muscle --muscle chest,lats --target 10-20
            """)

    @OptionGroup(.chartOptions) var period: ChartPeriodOptions
    @OptionGroup(.chartOptions) var metric: ChartMetricOptions
    @OptionGroup(.chartOptions) var grouping: ChartGroupingOptions
    @Option(WeeksOption.target) var target: Unchecked<WeeklySetRange>?
    @Option(WeeksOption.muscle) var muscle: Unchecked<MuscleGroupList>?
    @Option(WeeksOption.bin) var bin: Unchecked<ChartBin>?
    @Option(BarScaleOption.yMax) var yMax: Unchecked<ValueScaleTop>?
    @OptionGroup(.chartOptions) var common: ChartCommonOptions
    @OptionGroup(.chartOptions) var store: StoreOptions

    static let chartKind = ChartKind.weeks(target: nil)
}
