import ArgumentParser
import Reports

/// A chart command whose whole job is its `ChartInvocation`.
protocol ChartInvocationCommand: ParsableCommand {
    /// The command line as values, or the first option that names none.
    func invocation() throws(ReportsError) -> ChartInvocation
}

extension ChartInvocationCommand {
    /// Draws the chart.
    func run() throws {
        try invocation().run()
    }
}
