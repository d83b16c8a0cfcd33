import ArgumentParser
import Reports

/// `chart progress`'s own options: the lines beside the metric's line and the weekly volume axis.
struct ChartProgressOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A second value axis at the right: volume (weekly volume bars behind the line).",
                               valueName: "axis"))
    var secondary: Checked<ProgressSecondary>?

    @Flag(help: "Also draw a dashed line at the average of the shown training days.")
    var average = false

    @Flag(help: "Also draw a dotted line at the median of the shown training days.")
    var median = false

    @Flag(name: .customLong("no-trend"),
          help: "Leave out the trend (a least-squares line over the shown training days, drawn by default).")
    var noTrend = false

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        [
            .option("secondary") { $1(&$0._secondary) },
            .flag("average") { $1(&$0._average) },
            .flag("median") { $1(&$0._median) },
            .flag("no-trend") { $1(&$0._noTrend) },
        ]
    }

    /// The options as values.
    func lines() throws(ReportsError) -> ProgressLines {
        ProgressLines(average: average, median: median, trend: !noTrend, secondary: try secondary.checked())
    }
}
