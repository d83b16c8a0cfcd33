import ArgumentParser
import Reports

/// `chart progress`'s own options: the lines beside the metric's line and the weekly volume axis (`ProgressOption.lines`).
struct ChartProgressOptions: ParsableArguments {
    @Option(SecondaryOption.secondary(Unchecked<ProgressSecondary>.self)) var secondary: Unchecked<ProgressSecondary>?
    @Flag(ProgressOption.average) var average = false
    @Flag(ProgressOption.median) var median = false
    @Flag(ProgressOption.noTrend) var noTrend = false
}
