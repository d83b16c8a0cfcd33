import ArgumentParser
import Workouts

/// `repchart config`: the defaults file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or change your defaults in the config file (unit, week start, time zone, theme, size, font, output folder).",
        discussion: """
            The file is $XDG_CONFIG_HOME/repchart/config.json (else
            ~/.config/repchart/config.json): a JSON object whose keys are all
            optional. Command-line flags override it; it overrides the log's own
            settings (`repchart settings`), which override the built-in defaults.

            Keys:
            \(ConfigKey.allCases.map { "  \($0.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0))\($0.values)" }.joined(separator: "\n"))

            Examples:
              repchart config                 # every key, its value, what it takes
              repchart config set unit lb
              repchart config set week-start sunday
              repchart config set size 1200x800
              repchart config get theme
              repchart config unset font
              repchart config path
            """,
        subcommands: [ListConfigCommand.self, GetConfigCommand.self, SetConfigCommand.self, UnsetConfigCommand.self,
                      ConfigPathCommand.self],
        defaultSubcommand: ListConfigCommand.self)
}

/// A key typed on the command line: `weekStart`, `week-start` and `week_start` are one key.
struct ConfigKeyArgument: ExpressibleByArgument {
    let key: ConfigKey

    init?(argument: String) {
        guard let key = ConfigKey(name: argument) else { return nil }
        self.key = key
    }

    static var allValueStrings: [String] { ConfigKey.allCases.map(\.rawValue) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

struct ListConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every key with its value and the values it takes (the default for `repchart config`).",
        discussion: """
              repchart config list
              repchart config list --json     # the keys the file sets, as it holds them
            """)

    @Flag(help: "Print the keys the file sets as a JSON object.")
    var json = false

    mutating func run() throws {
        let path = RepChartConfig.path()
        let config = try RepChartConfig.load(path: path)
        if json {
            print(config.json, terminator: "")
            return
        }
        var table = TextTable(columns: [.init("KEY"), .init("VALUE"), .init("VALUES")])
        for key in ConfigKey.allCases {
            table.append([key.rawValue, config.value(of: key) ?? "(not set)", key.values])
        }
        say(table.render())
        say("File: \(path)")
    }
}

struct GetConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print one key's value (nothing, and exit status 1, when it is not set).",
        discussion: "  repchart config get unit")

    @Argument(help: ArgumentHelp("The key: \(ConfigKey.list).", valueName: "key"))
    var key: ConfigKeyArgument

    mutating func run() throws {
        let config = try RepChartConfig.load()
        guard let value = config.value(of: key.key) else { throw ExitCode(1) }
        say(value)
    }
}

struct SetConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set one key; the value is checked before the file is written.",
        discussion: """
              repchart config set unit lb
              repchart config set time-zone Europe/Berlin
              repchart config set output-folder ~/charts
            Values: \(ConfigKey.allCases.map { "\($0.rawValue) (\($0.values))" }.joined(separator: "; ")).
            """)

    @Argument(help: ArgumentHelp("The key: \(ConfigKey.list).", valueName: "key"))
    var key: ConfigKeyArgument

    @Argument(help: ArgumentHelp("Its new value.", valueName: "value"))
    var value: String

    mutating func run() throws {
        let path = RepChartConfig.path()
        var config = try RepChartConfig.load(path: path)
        do { try config.set(key.key, to: value) } catch {
            throw ConfigError(path: path, key: key.key.rawValue, .invalidValue(error))
        }
        try config.save(path: path)
        say("\(key.key.rawValue) = \(config.value(of: key.key) ?? value)")
    }
}

struct UnsetConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unset",
        abstract: "Remove one key, so the log's setting or the built-in default applies again.",
        discussion: "  repchart config unset theme")

    @Argument(help: ArgumentHelp("The key: \(ConfigKey.list).", valueName: "key"))
    var key: ConfigKeyArgument

    mutating func run() throws {
        let path = RepChartConfig.path()
        var config = try RepChartConfig.load(path: path)
        config.unset(key.key)
        try config.save(path: path)
        say("\(key.key.rawValue) unset")
    }
}

struct ConfigPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print where the config file is (it need not exist yet).",
        discussion: "  repchart config path\n  $EDITOR \"$(repchart config path)\"")

    mutating func run() throws {
        say(RepChartConfig.path())
    }
}
