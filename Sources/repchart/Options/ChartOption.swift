import ArgumentParser
import Reports

/// One option of the chart commands, declared once: its name, its help, how
/// its text is read and its place in a `ChartInvocation`. ArgumentParser's
/// wrappers are made from it (`@Option(CommonOption.theme) var theme`, see
/// ChartOption+ArgumentParser.swift), so help, completion and validation
/// come from here; `ChartLineReader` reads command lines by the same
/// declarations without ArgumentParser, and a command ArgumentParser parsed
/// reaches the invocation through the same places (`ChartInvocation(parsed:)`).
struct ChartOption<Value> {

    /// The long name (`theme` for `--theme`); for an argument, its property's name.
    let name: String
    /// The one-letter name (`o` for `--output`), if any.
    let short: Character?
    let help: ArgumentHelp
    let form: ChartOptionForm
    /// When its value is placed among the command's others.
    let stage: ChartOptionStage
    /// Where it is declared (file and line): every command that takes the
    /// option takes this one declaration, perhaps `worded` for itself.
    let site: ChartOptionSite
    /// Whether a value may start with a dash (`--tz -05:00`, a number's sign,
    /// a title): `--top -3`, `--last -4w` or `--size -800x500` is refused for
    /// what it says, not as a value left out.
    let takesDashedValues: Bool
    /// The value a word names; nil when it names none of `Value`.
    let read: (String) -> Value?
    /// Writes a given value into the invocation; an `Unchecked` value is
    /// refused here, late, with a chart's exit status.
    let place: (inout ChartInvocation, Value) throws(ReportsError) -> Void

    /// The same option with help worded for one command (`chart week`'s
    /// `--week` has a default the other periods lack): same name, value,
    /// reading and place.
    func worded(_ help: ArgumentHelp) -> Self {
        Self(name: name, short: short, help: help, form: form, stage: stage, site: site,
             takesDashedValues: takesDashedValues, read: read, place: place)
    }

    /// ArgumentParser's names for the option.
    var names: NameSpecification {
        guard let short else { return .customLong(name) }
        return [.customShort(short), .customLong(name)]
    }

    /// ArgumentParser's reading of a value that may start with a dash, or not.
    var parsing: SingleValueParsingStrategy { takesDashedValues ? .unconditional : .next }
}

extension ChartOption where Value: ExpressibleByArgument {
    /// `--name VALUE`, read by `Value(argument:)` as ArgumentParser reads it.
    static func value(_ name: String, short: Character? = nil, takesDashedValues: Bool = false, stage: ChartOptionStage,
                      help: ArgumentHelp, file: StaticString = #fileID, line: UInt = #line,
                      place: @escaping (inout ChartInvocation, Value) -> Void) -> Self {
        Self(name: name, short: short, help: help, form: .value, stage: stage, site: ChartOptionSite(file: file, line: line),
             takesDashedValues: takesDashedValues,
             read: { Value(argument: $0) }, place: place)
    }
}

extension ChartOption {
    /// `--name VALUE` whose word is read late (`Unchecked`): the value it
    /// names is placed when the invocation is made, and a word that names
    /// none is refused then, with a chart's exit status.
    static func checked<Wrapped: OptionValue>(_ name: String, takesDashedValues: Bool = false, stage: ChartOptionStage,
                                              help: ArgumentHelp,
                                              file: StaticString = #fileID, line: UInt = #line,
                                              place: @escaping (inout ChartInvocation, Wrapped) -> Void) -> Self
    where Value == Unchecked<Wrapped> {
        Self(name: name, short: nil, help: help, form: .value, stage: stage, site: ChartOptionSite(file: file, line: line),
             takesDashedValues: takesDashedValues,
             read: { Unchecked(argument: $0) },
             place: { invocation, checked throws(ReportsError) in place(&invocation, try checked.value) })
    }
}

extension ChartOption where Value == Bool {
    /// `--name`; placed as true when given.
    static func flag(_ name: String, stage: ChartOptionStage, help: ArgumentHelp, file: StaticString = #fileID,
                     line: UInt = #line, place: @escaping (inout ChartInvocation, Bool) -> Void) -> Self {
        Self(name: name, short: nil, help: help, form: .flag, stage: stage, site: ChartOptionSite(file: file, line: line),
             takesDashedValues: false, read: { _ in true }, place: place)
    }
}

extension ChartOption where Value == [String] {
    /// `--name VALUE`, repeatable; `place` adds the values it is handed to those before.
    static func list(_ name: String, stage: ChartOptionStage, help: ArgumentHelp, file: StaticString = #fileID,
                     line: UInt = #line, place: @escaping (inout ChartInvocation, [String]) -> Void) -> Self {
        Self(name: name, short: nil, help: help, form: .list, stage: stage, site: ChartOptionSite(file: file, line: line),
             takesDashedValues: false, read: { [$0] }, place: place)
    }
}

extension ChartOption where Value == String {
    /// A positional word; `name` is its property's name.
    static func argument(_ name: String, stage: ChartOptionStage, help: ArgumentHelp, file: StaticString = #fileID,
                         line: UInt = #line, place: @escaping (inout ChartInvocation, String) -> Void) -> Self {
        Self(name: name, short: nil, help: help, form: .argument, stage: stage, site: ChartOptionSite(file: file, line: line),
             takesDashedValues: false, read: { $0 }, place: place)
    }
}

/// Where an option is declared, which tests compare: one per long name.
struct ChartOptionSite: Hashable, CustomStringConvertible {
    let file: StaticString
    let line: UInt

    var description: String { "\(file):\(line)" }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
    func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// How a chart option appears on a command line.
enum ChartOptionForm {
    /// `--name VALUE`, once.
    case value
    /// `--name`.
    case flag
    /// `--name VALUE`, as often as wanted.
    case list
    /// A word without a dash (`chart progress`'s exercise).
    case argument
}
