import ArgumentParser
import Reports
import Foundation
import Workouts

/// `repchart last EXERCISE`: the latest sessions of one exercise.
struct LastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "last",
        abstract: "Show the last sessions of an exercise: sets, best e1RM, volume, how long ago.",
        discussion: """
            The sets are written in RepChart's notation (docs/notation.md), so a line can be \
            typed again; `repchart log EXERCISE same` does exactly that.

              repchart last squat
              repchart last "bench press" --sessions 5
              repchart last squat --json
            """)

    @Argument(help: "The exercise name or alias.")
    var exercise: String

    @Option(parsing: .unconditional, help: ArgumentHelp("How many sessions to show (default 3).", valueName: "n"))
    var sessions: Int = 3

    @Option(help: "Show e1RM and volume in kg or lb (default: the config file, else the log's unit).")
    var unit: Unchecked<WeightUnit>?

    @Flag(help: "Print a JSON array instead of a table.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        guard (1...1000).contains(sessions) else {
            throw ValidationError("--sessions must be 1 to 1000, not \(sessions)")
        }
    }

    mutating func run() throws {
        let unit = try self.unit.checked()
        let (log, settings, zone) = try store.open(reading: true)
        let today = Day(containing: Date(), in: zone)
        let (found, list) = try log.readingOneSnapshot {
            let found = try log.resolveExercise(exercise)
            return (found, try log.lastSessions(of: found, count: sessions, unit: unit ?? settings.defaultUnit, screened: true))
        }
        say(json ? TrainingOutput.sessionsJSON(list, exercise: found, today: today)
                 : TrainingOutput.sessions(list, exercise: found, today: today))
    }
}
