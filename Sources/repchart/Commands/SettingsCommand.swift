import ArgumentParser
import Basics
import Workouts

struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change the log's settings (week start, default unit, time zone, body weight).",
        discussion: """
              repchart settings
              repchart settings week-start sunday
              repchart settings bodyweight 80kg

            Keys: \(Settings.keys.map { "\($0.key) (\($0.values))" }.joined(separator: "; ")).

            The config file (`repchart config`) overrides week-start, unit and timezone.
            """
    )

    @Argument(help: ArgumentHelp("A setting to change: \(Settings.keys.map(\.key).joined(separator: ", ")).",
                                 valueName: "key")) var key: String?
    /// Words after the key, a dashed one too (`timezone -05:00` is an offset,
    /// not an option): one value, or none to show the settings.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Its new value.", valueName: "value")) var values: [String] = []
    @OptionGroup var store: StoreOptions

    var value: String? { values.first }

    func validate() throws {
        if values.count > 1 {
            throw ValidationError("one value for \(key ?? "a setting"), got \(values.count): "
                                  + values.map { "'\(QuotedInput.clipped($0))'" }.joined(separator: " "))
        }
        if key == nil, let first = values.first { throw ValidationError("'\(QuotedInput.clipped(first))' needs a setting before it") }
    }

    mutating func run() throws {
        let log = try store.openStore()
        var settings = try log.settings()
        if let key {
            guard let value else {
                log.removeCreatedFile()
                throw ValidationError("give a value for \(key)")
            }
            do {
                try settings.set(key, to: value)
            } catch {
                log.removeCreatedFile()   // a refused value makes no log
                throw error
            }
            try log.saveSettings(settings)
        } else {
            // Showing the defaults makes no log: none where there was none, an empty file left empty.
            log.removeCreatedFile()
        }
        var table = TextTable(columns: [.init("SETTING"), .init("VALUE")])
        // A value from a shared log may hold escape codes: escaped as `sets` escapes names.
        for (key, value) in settings.textValues { table.append([key, TerminalEscaping.escaped(value)]) }
        say(table.render())
    }
}
