import ArgumentParser

/// A chart command whose whole job is its `ChartInvocation`.
protocol ChartInvocationCommand: ParsableCommand {
    /// The command line as plain values.
    var invocation: ChartInvocation { get }
}

extension ChartInvocationCommand {
    /// Draws the chart.
    func run() throws {
        try invocation.run()
    }
}
