import ArgumentParser
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
    @Argument(help: "Its new value.") var value: String?
    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let log = try store.openStore()
        var settings = try log.settings()
        if let key {
            guard let value else { throw ValidationError("give a value for \(key)") }
            try settings.set(key, to: value)
            try log.saveSettings(settings)
        }
        var table = TextTable(columns: [.init("SETTING"), .init("VALUE")])
        // A value from a shared log may hold escape codes: escaped as `sets` escapes names.
        for (key, value) in settings.textValues { table.append([key, TerminalEscaping.escaped(value)]) }
        say(table.render())
    }
}
