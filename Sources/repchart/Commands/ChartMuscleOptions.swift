import ArgumentParser
import Reports
import Workouts

/// `--by exercise|muscle`, `--secondary`, `--top` and `--exercise`, for charts
/// that can show muscle groups (`GroupingOption`).
struct ChartGroupingOptions: ParsableArguments {
    @Option(GroupingOption.by) var by: Unchecked<ChartGrouping>?
    @Option(SecondaryOption.secondary(Double.self)) var secondary: Double?
    @Option(GroupingOption.top) var top: Int?
    @Option(GroupingOption.exercise) var exercise: [String] = []
}
