import ArgumentParser
import Foundation
import Workouts

/// Options every command that touches the log shares (`StoreOption`).
struct StoreOptions: ParsableArguments {
    @Option(StoreOption.db) var db: String?
    @Option(StoreOption.tz) var tz: String?

    /// `--db ""` (an unset variable, `--db "$LOG"`) names no file: a usage
    /// error like `--db=`, never the default log.
    func validate() throws {
        try OptionNameAsValue.refuse([("--tz <zone>", tz)])
        if db?.isEmpty == true {
            throw ValidationError("--db was given an empty path; name a file, or leave --db out for the default log")
        }
    }

    /// The store; after upgrading an older file's schema, says so on stderr with
    /// where the copy of the old file is. `reading` for a command that only
    /// reads (or undoes): a missing file is refused and none is created, and
    /// one connection is opened, which never waits for another process's
    /// write (a pool's set-up may write to the file, and so wait).
    func openStore(reading: Bool = false) throws(StoreError) -> WorkoutStore {
        let store = try WorkoutStore.open(explicitPath: db, singleConnection: reading, mustExist: reading)
        announceUpgrade(of: store)
        return store
    }

    /// `--tz` when given, else `settings`' time zone, else the system's.
    func timeZone(_ settings: Settings) throws(DateInputError) -> TimeZone {
        try settings.resolvedTimeZone(override: tz)
    }

    /// The store, its settings with the config file laid over them (flags > config
    /// file > the log's settings), and the time zone (--tz first).
    func open(reading: Bool = false) throws -> (store: WorkoutStore, settings: Settings, timeZone: TimeZone) {
        // The config first: its errors are the user's to fix whatever the log.
        let config = try RepChartConfig.load()
        let store = try openStore(reading: reading)
        let settings = config.applied(to: try store.settings())
        return (store, settings, try settings.resolvedTimeZone(override: tz))
    }
}

extension ExerciseKind: ExpressibleByArgument {}

/// After `store` upgraded an older file's schema, says so on stderr with where
/// the copy of the old file is.
func announceUpgrade(of store: WorkoutStore) {
    guard let upgrade = store.upgrade else { return }
    var note = "note: upgraded \(store.path) from schema \(upgrade.fromVersion) to \(upgrade.version)"
    if let backup = upgrade.backup { note += "; the old file is kept at \(backup)" }
    FileHandle.standardError.write(Data((note + "\n").utf8))
}

/// Writes text and a newline to standard output, control characters a value
/// may have brought escaped (line breaks, tabs and colour codes kept).
func say(_ text: String) {
    print(TerminalEscaping.escaped(text, colors: true, lines: true))
}
