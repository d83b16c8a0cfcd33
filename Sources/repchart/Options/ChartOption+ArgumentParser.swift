import ArgumentParser

// ArgumentParser's wrappers made from a `ChartOption` with its public
// initialisers only: the name, help and reading strategy come from the
// declaration, completion and validation from the value's type, as for any
// `@Option`. Each hands its declaration to `ChartOptionRecorder`, which
// makes a command's list of options from them.

extension Option {
    /// `@Option(declaration) var name: T?`: nil unless given.
    init<T: ExpressibleByArgument>(_ option: ChartOption<T>) where Value == T? {
        ChartOptionRecorder.record(option)
        self.init(name: option.names, parsing: option.parsing, help: option.help)
    }

    /// `@Option(declaration) var name: T = initial`.
    init(wrappedValue: Value, _ option: ChartOption<Value>) where Value: ExpressibleByArgument {
        ChartOptionRecorder.record(option)
        self.init(wrappedValue: wrappedValue, name: option.names, parsing: option.parsing, help: option.help)
    }

    /// `@Option(declaration) var names: [T] = []`, repeatable.
    init<T: ExpressibleByArgument>(wrappedValue: [T], _ option: ChartOption<[T]>) where Value == [T] {
        ChartOptionRecorder.record(option)
        self.init(wrappedValue: wrappedValue, name: option.names, help: option.help)
    }
}

extension Flag where Value == Bool {
    /// `@Flag(declaration) var name = false`.
    init(wrappedValue: Bool, _ option: ChartOption<Bool>) {
        ChartOptionRecorder.record(option)
        self.init(wrappedValue: wrappedValue, name: option.names, help: option.help)
    }
}

extension Argument where Value == String {
    /// `@Argument(declaration) var name: String`.
    init(_ option: ChartOption<String>) {
        ChartOptionRecorder.record(option)
        self.init(help: option.help)
    }
}

/// An ArgumentParser wrapper whose value `ChartInvocation(parsed:)` reads
/// through `Mirror`, by the public `wrappedValue`.
protocol ParsedChartValue {
    /// The wrapper's value after parsing.
    var parsedValue: Any { get }
    /// Whether the value is an option group to look into.
    var isGroup: Bool { get }
}

extension ParsedChartValue {
    var isGroup: Bool { false }
}

extension Option: ParsedChartValue {
    var parsedValue: Any { wrappedValue }
}

extension Flag: ParsedChartValue {
    var parsedValue: Any { wrappedValue }
}

extension Argument: ParsedChartValue {
    var parsedValue: Any { wrappedValue }
}

extension OptionGroup: ParsedChartValue {
    var parsedValue: Any { wrappedValue }
    var isGroup: Bool { true }
}
