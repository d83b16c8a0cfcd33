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
    @Option(WeeksOption.target) var target: Checked<WeeklySetRange>?
    @Option(WeeksOption.muscle) var muscle: Checked<MuscleGroupList>?
    @Option(WeeksOption.bin) var bin: Checked<ChartBin>?
    @Option(BarScaleOption.yMax) var yMax: Checked<ValueScaleTop>?
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    static let chartKind = ChartKind.weeks(target: nil)

    static var chartOptions: [AnyChartOption] {
        PeriodOption.all + GroupingOption.all + WeeksOption.all + MetricOption.all + BarScaleOption.all + CommonOption.all + StoreOption.all
    }
}
