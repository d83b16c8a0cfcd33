import ArgumentParser
import Reports

extension ChartInvocation {
    /// What `command`, as ArgumentParser parsed it, asks for: each option's
    /// value placed by its declaration, in `chartOptions`' order.
    init<Command: ChartInvocationCommand>(parsed command: Command) throws(ReportsError) {
        self.init(kind: Command.chartKind)
        try place(Command.chartOptions, parsedIn: command)
    }

    /// Places the values of `options` that ArgumentParser parsed into
    /// `parsed` (a command or an option group), in `options`' order.
    mutating func place(_ options: [AnyChartOption], parsedIn parsed: some ParsableArguments) throws(ReportsError) {
        var values: [String: Any] = [:]
        for (property, value) in Self.parsedValues(of: parsed) { values[property] = value }
        for option in options {
            if let value = values[option.property] { try option.placeParsed(value, &self) }
        }
    }

    /// Every wrapper of `parsed` and of its option groups, by property name,
    /// with its value: read through `Mirror` (a wrapper's storage is its
    /// property's name after an underscore) and the wrappers' public
    /// `wrappedValue`.
    static func parsedValues(of parsed: Any) -> [(property: String, value: Any)] {
        Mirror(reflecting: parsed).children.flatMap { child -> [(property: String, value: Any)] in
            guard let label = child.label, label.hasPrefix("_"), let wrapper = child.value as? ParsedChartValue else {
                return []
            }
            if wrapper.isGroup { return parsedValues(of: wrapper.parsedValue) }
            return [(String(label.dropFirst()), wrapper.parsedValue)]
        }
    }
}
