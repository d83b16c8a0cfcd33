import ArgumentParser

/// A chart command `ChartFastPath` can fill in without ArgumentParser.
protocol FastChartCommand: ChartInvocationCommand {
    /// Every option the command takes, in the order of its properties.
    static var slots: [ChartOptionSlot<Self>] { get }
    /// Where the one positional argument goes (`progress`'s exercise); nil: none.
    static var positional: ChartOptionSlot<Self>.Reach<Self, Argument<String>>? { get }
}

extension FastChartCommand {
    static var positional: ChartOptionSlot<Self>.Reach<Self, Argument<String>>? { nil }
}
