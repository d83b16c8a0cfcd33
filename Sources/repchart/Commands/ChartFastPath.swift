import ArgumentParser

/// `repchart chart …` read without ArgumentParser. Setting up ArgumentParser
/// costs a quarter of a chart's time, even for the chart subcommand alone (the Swift runtime
/// demangling metadata and scanning conformances for every property wrapper),
/// measured in docs/PERFORMANCE.md. So the common, well-formed
/// chart command lines fill in the command's own properties here, through
/// each command's `slots`, and run the same `invocation()`; anything else
/// (help, an unknown or repeated option, a value that looks like a flag or is
/// not of the option's type) returns nil and goes through ArgumentParser,
/// which gives its usual help and errors. Tests check that both readings agree.
enum ChartFastPath {
    static let commands: [any FastChartCommand.Type] = [
        ChartWeekCommand.self, ChartTotalsCommand.self, ChartShareCommand.self, ChartProgressCommand.self,
        ChartWeeksCommand.self, ChartCalendarCommand.self,
    ]

    /// The command `arguments` (without the program name) describe, or nil
    /// when ArgumentParser should read them.
    static func command(_ arguments: [String]) -> (any FastChartCommand)? {
        guard arguments.first == "chart", arguments.count >= 2 else { return nil }
        if let named = commands.first(where: { $0.configuration.commandName == arguments[1] }) {
            return read(named, arguments[2...])
        }
        // `chart`'s default subcommand.
        return arguments[1].hasPrefix("--") ? read(ChartWeekCommand.self, arguments[1...]) : nil
    }

    private static func read<Command: FastChartCommand>(_ type: Command.Type, _ rest: ArraySlice<String>) -> Command? {
        var command = Command()
        let slots = Command.slots
        for slot in slots { slot.reset(&command) }
        var seen: [String] = []   // arrays, not sets: no hashing set-up for a dozen words
        var positional: [String] = []
        var index = rest.startIndex
        while index < rest.endIndex {
            let token = rest[index]
            index += 1
            guard token.hasPrefix("-") else {
                positional.append(token)
                continue
            }
            guard let (name, inline) = optionName(token),
                  let slot = slots.first(where: { $0.name == name }), slot.repeats || !seen.contains(name) else {
                return nil
            }
            seen.append(name)
            let value: String
            if !slot.takesValue {
                guard inline == nil else { return nil }
                value = ""
            } else if let inline {
                value = inline
            } else {
                guard index < rest.endIndex else { return nil }
                value = rest[index]
                index += 1
                // ArgumentParser reads a dash-led word as a flag, except for --tz (an offset such as -05:00).
                if value.hasPrefix("-"), value != "-", name != "tz" { return nil }
            }
            guard slot.set(&command, value) else { return nil }
        }
        if let reach = Command.positional {
            guard positional.count == 1 else { return nil }
            reach(&command) { $0.wrappedValue = positional[0] }
        } else if !positional.isEmpty {
            return nil
        }
        return command
    }

    /// `--name`, `--name=value` or `-o` as (name, inline value); nil for anything else.
    private static func optionName(_ token: String) -> (String, String?)? {
        if token == "-o" { return ("output", nil) }
        guard token.hasPrefix("--"), token.count > 2 else { return nil }
        let body = token.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}
