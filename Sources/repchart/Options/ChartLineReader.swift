import Reports

/// `repchart chart …` read without ArgumentParser. Setting up ArgumentParser
/// costs a quarter of a chart's time, even for the chart subcommand alone (the
/// Swift runtime demangling metadata and scanning conformances for every
/// property wrapper), measured in docs/PERFORMANCE.md. So the common,
/// well-formed chart command lines are read here straight into a
/// `ChartInvocation`, by the same declarations (`ChartOption`) the
/// command's ArgumentParser wrappers are made from; anything else (help, an
/// unknown or repeated option, a value that looks like a flag or is not of
/// the option's type) returns nil and goes through ArgumentParser, which
/// gives its usual help and errors. Tests check that both readings agree.
enum ChartLineReader {
    static let commands: [any ChartInvocationCommand.Type] = [
        ChartWeekCommand.self, ChartTotalsCommand.self, ChartShareCommand.self, ChartProgressCommand.self,
        ChartWeeksCommand.self, ChartCalendarCommand.self,
    ]

    /// The chart `arguments` (without the program name) describe, or nil
    /// when ArgumentParser should read them.
    static func read(_ arguments: [String]) -> ChartLine? {
        guard arguments.first == "chart", arguments.count >= 2 else { return nil }
        if let named = commands.first(where: { $0.configuration.commandName == arguments[1] }) {
            return read(named, arguments[2...])
        }
        // `chart`'s default subcommand.
        return arguments[1].hasPrefix("--") ? read(ChartWeekCommand.self, arguments[1...]) : nil
    }

    private static func read(_ command: any ChartInvocationCommand.Type, _ rest: ArraySlice<String>) -> ChartLine? {
        let options = command.chartOptions
        // Each option's placings, kept apart so they run in the options' order.
        var placings = [[AnyChartOption.Placing]](repeating: [], count: options.count)
        var index = rest.startIndex
        while index < rest.endIndex {
            let token = rest[index]
            index += 1
            guard token.hasPrefix("-") else {
                guard let slot = options.firstIndex(where: { $0.form == .argument }), placings[slot].isEmpty,
                      let placing = options[slot].read(token) else { return nil }
                placings[slot].append(placing)
                continue
            }
            guard let (name, inline, short) = optionName(token),
                  let slot = options.firstIndex(where: { $0.form != .argument && $0.isNamed(name, short: short) }) else {
                return nil
            }
            let option = options[slot]
            guard option.form == .list || placings[slot].isEmpty else { return nil }
            let value: String
            if option.form == .flag {
                guard inline == nil else { return nil }
                value = ""
            } else if let inline {
                // ArgumentParser refuses `--name=` with nothing after it ("Missing value").
                guard !inline.isEmpty else { return nil }
                value = inline
            } else {
                guard index < rest.endIndex else { return nil }
                value = rest[index]
                index += 1
                // `--db ""`: ArgumentParser's reading, whose validation refuses it (`StoreOptions`).
                guard !value.isEmpty || !option.isNamed("db", short: false) else { return nil }
                // ArgumentParser reads a dash-led word as a flag, except for --tz (an offset such as -05:00).
                if value.hasPrefix("-"), value != "-", !option.takesDashedValues { return nil }
                // An option name is no value even of an option that takes dashes (`OptionNameAsValue`).
                if OptionNameAsValue.isOptionName(value) { return nil }
            }
            guard let placing = option.read(value) else { return nil }
            placings[slot].append(placing)
        }
        if let slot = options.firstIndex(where: { $0.form == .argument }), placings[slot].isEmpty { return nil }
        let kind = command.chartKind
        return ChartLine(command: command, invocation: Result { () throws(ReportsError) in
            var invocation = ChartInvocation(kind: kind)
            for placing in placings.joined() { try placing(&invocation) }
            return invocation
        })
    }

    /// `--name`, `--name=value` or `-o` as (name, inline value, whether it is
    /// a one-letter name); nil for anything else.
    private static func optionName(_ token: String) -> (String, String?, Bool)? {
        if token.count == 2, let letter = token.last, letter != "-" { return (String(letter), nil, true) }
        guard token.hasPrefix("--"), token.count > 2 else { return nil }
        let body = token.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil, false) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]), false)
    }
}

/// A chart command line `ChartLineReader` read: which command it names and
/// what it asks for (or the first option that names nothing).
struct ChartLine {
    let command: any ChartInvocationCommand.Type
    let invocation: Result<ChartInvocation, ReportsError>

    /// Draws the chart.
    func run() throws {
        try invocation.get().run()
    }
}
