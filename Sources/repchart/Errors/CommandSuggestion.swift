import ArgumentParser
import WorkoutStorage

/// "Did you mean …?" for a mistyped command name (`chart weak`, `chrat
/// week`), as `log sqaut` has for exercises: ArgumentParser only says the
/// word was unexpected.
enum CommandSuggestion {
    /// `arguments` with its one mistyped command name replaced by the command
    /// it is closest to, or nil when no command word is mistyped (or more
    /// than one command is as close).
    static func corrected(_ arguments: [String], root: any ParsableCommand.Type = RepChart.self) -> [String]? {
        var command = root
        for (index, word) in arguments.enumerated() {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !word.hasPrefix("-") else { return nil }
            if let next = subcommands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }) {
                command = next
                continue
            }
            let typed = Array(word.lowercased())
            let scored = subcommands.map { ($0._commandName, NameSuggestions.editDistance(typed, Array($0._commandName))) }
            guard let best = scored.map(\.1).min(), best <= min(2, max(1, typed.count / 3)) else { return nil }
            let closest = scored.filter { $0.1 == best }
            guard closest.count == 1 else { return nil }
            var fixed = arguments
            fixed[index] = closest[0].0
            return fixed
        }
        return nil
    }

    /// The parse failure `error` of `arguments`, with the command meant when a
    /// command name was mistyped; otherwise `error` as it is.
    static func explained(_ error: any Error, arguments: [String]) -> any Error {
        guard let fixed = corrected(arguments), let index = arguments.indices.first(where: { arguments[$0] != fixed[$0] }) else {
            return error
        }
        let line = (["repchart"] + fixed).map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
        return ValidationError("unknown command '\(arguments[index])'; did you mean `\(line)`?")
    }
}
