import ArgumentParser
import Reports

/// What `--secondary` names in a chart command: with `--by muscle`, the
/// share of a set a secondary muscle gets (`Double`); in `chart progress`,
/// a second value axis (`Unchecked<ProgressSecondary>`). One declaration
/// (`SecondaryOption.secondary`) takes either; its type says how a word is
/// read and refused, as before: a share that is not a number by
/// ArgumentParser, an axis late, by `ProgressSecondary`.
protocol ChartSecondary: ExpressibleByArgument {
    static var secondaryHelp: ArgumentHelp { get }
    static var stage: ChartOptionStage { get }
    /// The value a word names; nil when ArgumentParser should refuse it.
    static func read(_ text: String) -> Self?
    /// Writes the value into the invocation, or refuses it.
    func place(in invocation: inout ChartInvocation) throws(ReportsError)
}

extension Double: ChartSecondary {
    static var secondaryHelp: ArgumentHelp {
        ArgumentHelp("With --by muscle: the share of a set a secondary muscle gets (default 0.5).", valueName: "fraction")
    }
    static var stage: ChartOptionStage { .grouping }
    static func read(_ text: String) -> Double? { Double(argument: text) }
    func place(in invocation: inout ChartInvocation) { invocation.series.secondary = self }
}

extension Unchecked: ChartSecondary where Value == ProgressSecondary {
    static var secondaryHelp: ArgumentHelp {
        ArgumentHelp("A second value axis at the right: volume (weekly volume bars behind the line).", valueName: "axis")
    }
    static var stage: ChartOptionStage { .progressLines }
    static func read(_ text: String) -> Self? { Self(argument: text) }
    func place(in invocation: inout ChartInvocation) throws(ReportsError) { invocation.progress.secondary = try value }
}
