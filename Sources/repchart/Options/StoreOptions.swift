import ArgumentParser
import Foundation
import Workouts

/// Options every command that touches the log shares.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The database file.",
        discussion: "Default: $REPCHART_DB, else $XDG_DATA_HOME/repchart/repchart.sqlite (~/.local/share/repchart/).",
        valueName: "path"))
    var db: String?

    @Option(name: .long, help: ArgumentHelp(
        "Time zone for days and weeks, e.g. Europe/Berlin or +01:00 (default: the setting, else the system's).",
        valueName: "zone"))
    var tz: String?

    func openStore() throws(StoreError) -> WorkoutStore {
        try WorkoutStore.open(explicitPath: db)
    }

    /// `--tz` when given, else `settings`' time zone, else the system's.
    func timeZone(_ settings: Settings) throws(DateInputError) -> TimeZone {
        try settings.resolvedTimeZone(override: tz)
    }

    /// The store, its settings with the config file laid over them (flags > config
    /// file > the log's settings), and the time zone (--tz first).
    func open() throws -> (store: WorkoutStore, settings: Settings, timeZone: TimeZone) {
        let store = try openStore()
        let settings = try RepChartConfig.load().applied(to: store.settings())
        return (store, settings, try settings.resolvedTimeZone(override: tz))
    }
}

extension WeightUnit: ExpressibleByArgument {}
extension ExerciseKind: ExpressibleByArgument {}

/// Writes text and a newline to standard output.
func say(_ text: String) {
    print(text)
}
