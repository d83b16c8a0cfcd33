import ArgumentParser
import Foundation
import Workouts

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log sets of an exercise.",
        discussion: """
            The exercise matches names and aliases ignoring case; a new one needs --new.
            The notation is described in docs/notation.md. Examples:

              repchart log "bench press" 5x5@100kg rpe 8
              repchart log squat w 2x5@60 3x5@100 --date yesterday --time 18:30
              repchart log "pull ups" 3x8@bw+10kg --new
              repchart log plank 3x60s
            """
    )

    @Argument(help: "The exercise name or alias (quote names with spaces).")
    var exercise: String

    @Argument(help: "Set notation, e.g. 5x5@100kg rpe 8 (put -- before words that start with '-').")
    var notation: [String] = []

    @Option(help: ArgumentHelp("The day: today, yesterday, mon … sun (the most recent), or YYYY-MM-DD.",
                               valueName: "day"))
    var date: String?

    @Option(help: ArgumentHelp("The time of day, HH:MM (default: now today, 12:00 on other days).", valueName: "HH:MM"))
    var time: String?

    @Option(help: "The unit of loads written without one (default: the config file, else the log's setting).")
    var unit: WeightUnit?

    @Flag(help: "Create the exercise when no name or alias matches.")
    var new = false

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let words = notation
        guard !words.isEmpty else {
            throw ValidationError("missing set notation after '\(exercise)'; for example: repchart log \"\(exercise)\" 3x10")
        }
        let (log, settings, zone) = try store.open()
        let request = LogRequest(exercise: exercise, notation: words.joined(separator: " "), date: date, time: time,
                                 unit: unit ?? settings.defaultUnit, createExercise: new, timeZone: zone,
                                 weekStart: settings.weekStart)
        let result = try log.log(request)
        say(LogSummary.text(result, unit: unit ?? settings.defaultUnit))
    }
}
