import ArgumentParser
import Reports

/// `repchart chart progress EXERCISE`: a line per training day.
struct ChartProgressCommand: FastChartCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "One exercise over time (default: estimated 1RM over the last 12 weeks), its best day marked, with a trend.",
        discussion: """
              repchart chart progress "bench press"
              repchart chart progress squat --last 26w --metric volume --unit lb
              repchart chart progress deadlift --secondary volume --average --median
            """)

    @Argument(help: "The exercise, by name or alias.")
    var exercise: String

    @OptionGroup var period: ChartPeriodOptions
    @OptionGroup var metric: ChartMetricOptions
    @OptionGroup var lines: ChartProgressOptions
    @OptionGroup var common: ChartCommonOptions
    @OptionGroup var store: StoreOptions

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        let parts: [[ChartOptionSlot<Self>]] = [
            .group({ $1(&$0._period) }, ChartPeriodOptions.slots),
            .group({ $1(&$0._metric) }, ChartMetricOptions.slots),
            .group({ $1(&$0._lines) }, ChartProgressOptions.slots),
            .group({ $1(&$0._common) }, ChartCommonOptions.slots),
            .group({ $1(&$0._store) }, StoreOptions.slots),
        ]
        return parts.flatMap { $0 }
    }

    static var positional: ChartOptionSlot<Self>.Reach<Self, Argument<String>>? { { $1(&$0._exercise) } }

    func invocation() throws(ReportsError) -> ChartInvocation {
        var invocation = try ChartInvocation(.progress(exercise: exercise), period: period.flags, metric: metric,
                                             common: common, store: store)
        invocation.progress = try lines.lines()
        return invocation
    }
}
