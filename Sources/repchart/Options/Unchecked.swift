import ArgumentParser
import Reports

/// An option's value as typed and not yet checked: the text is read as
/// `Value` (or refused) when the command runs, by `value`.
/// ArgumentParser shows `Value.choices` in help and lists them for shell
/// completion; a word that is not one of them is refused by `Value` itself,
/// in one line naming what was seen and the choices, with the exit status of
/// every other chart refusal (ArgumentParser's own message would add a usage
/// block and exit 64).
///
/// `Value` is unconstrained here, and `OptionValue` is asked for only where
/// it is used: so the type's metadata needs no conformance lookup at run
/// time (the Swift runtime scans every conformance record for one), which
/// `ChartLineReader` would pay for on every chart.
struct Unchecked<Value>: Sendable {
    /// The text as typed.
    let text: String

    /// A default, as it would be typed.
    init(default text: String) { self.text = text }
}

extension Unchecked: ExpressibleByArgument where Value: OptionValue {
    /// Nil for an option name (`--y-max --force`): ArgumentParser's refusal of
    /// it is worded as a value left out (`OptionNameAsValue.reworded`).
    init?(argument: String) {
        guard !OptionNameAsValue.isOptionName(argument) else { return nil }
        text = argument
    }

    static var allValueStrings: [String] { Value.choices }

    static var defaultCompletionKind: CompletionKind { Value.choices.isEmpty ? .default : .list(Value.choices) }

    /// A default shown in help as typed ("(default: kg)").
    var defaultValueDescription: String { text }
}

extension Unchecked where Value: OptionValue {
    /// The value the text names, or its one-line refusal.
    var value: Value {
        get throws(ReportsError) { try Value(parsing: text) }
    }
}

extension Optional {
    /// The value of an optional `Unchecked` option, nil when it is not given.
    func checked<Value: OptionValue>() throws(ReportsError) -> Value? where Wrapped == Unchecked<Value> {
        guard let self else { return nil }
        return try self.value
    }
}
