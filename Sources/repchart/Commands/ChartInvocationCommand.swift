import ArgumentParser
import Reports

/// A chart command whose whole job is its `ChartInvocation`.
protocol ChartInvocationCommand: ParsableCommand {
    /// The chart before any option is placed.
    static var chartKind: ChartKind { get }
}

extension ChartInvocationCommand {
    /// Every option the command takes, from its wrappers, in the order their
    /// values are checked (the first refused one is the one reported).
    static var chartOptions: [AnyChartOption] { ChartOptionRecorder.options(of: Self.self) }

    /// The command line as values, or the first option that names none.
    func invocation() throws(ReportsError) -> ChartInvocation {
        try ChartInvocation(parsed: self)
    }

    /// Draws the chart.
    func run() throws {
        try invocation().run()
    }
}
