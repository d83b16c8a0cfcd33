import Basics
import ArgumentParser
import Reports
import Foundation
import Workouts

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log sets of an exercise.",
        discussion: """
            The exercise matches names and aliases ignoring case; a new one needs --new. \
            The notation is described in docs/notation.md. `same` logs last session's sets \
            again (warm-ups as warm-ups, effort not copied), changed by +2.5kg, -5lb or +1rep.

            After the sets, a line compares them with the last session and a line names each \
            record they set (as `repchart prs` counts them). Without sets: the last sessions \
            and a suggested next one, nothing logged. Examples:

              repchart log "bench press" 5x5@100kg rpe 8
              repchart log squat w 2x5@60 3x5@100 --date yesterday --time 18:30
              repchart log squat same +2.5kg rpe 8
              repchart log "pull ups" 3x8@bw+10kg --new
              repchart log plank 3x60s
              repchart log squat       # the last sessions and the next, nothing logged
            """
    )

    @Argument(help: "The exercise name or alias (quote names with spaces).")
    var exercise: String

    // allUnrecognized: "same -5lb" is notation, not an option; a mistyped flag reaches the notation parser and is refused there.
    @Argument(parsing: .allUnrecognized, help: "Set notation, e.g. 5x5@100kg rpe 8, or same +2.5kg or same -5lb.")
    var notation: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The day: today, yesterday, mon … sun (the most recent), or YYYY-MM-DD.",
                               valueName: "day"))
    var date: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The time of day, HH:MM (default: now today, 12:00 on other days).", valueName: "HH:MM"))
    var time: String?

    @Option(help: "The unit of loads written without one (default: the config file, else the log's setting).")
    var unit: Unchecked<WeightUnit>?

    @Flag(help: "Create the exercise when no name or alias matches.")
    var new = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try OptionNameAsValue.refuse([("--date <day>", date), ("--time <HH:MM>", time)])
    }

    mutating func run() throws {
        let unit = try self.unit.checked()
        let words = try Self.notationWords(notation)
        guard !words.isEmpty else { return try showLastAndNext(unit: unit) }
        let (log, settings, zone) = try store.open()
        let request = LogRequest(exercise: exercise, notation: words.joined(separator: " "), date: date, time: time,
                                 unit: unit ?? settings.defaultUnit, createExercise: new, timeZone: zone,
                                 weekStart: settings.weekStart)
        // The names `log` without --new would have offered: a new exercise beside them splits a history.
        var near: [String] = []
        if new {
            do {
                _ = try log.resolveExercise(exercise)
            } catch {
                if case .unknownExercise(_, let suggestions) = error { near = suggestions }
            }
        }
        let result = try log.log(request)
        // Numbered as in the log: a second entry of the day starts where the first ended.
        say(LogSummary.text(result, unit: unit ?? settings.defaultUnit, bodyWeight: settings.bodyWeight,
                            places: try log.placesInDay(of: result.sets)))
        if let pair = SetNotation.timeBesideDistance(in: request.notation, defaultUnit: request.unit ?? settings.defaultUnit) {
            say(Self.twoSets(pair))
        }
        // Near the words typed or the name made of them ("ohp" made Overhead Press, beside Overhead Press (Barbell)).
        if result.createdExercise {
            let made = try log.nearNames(to: result.exercise.name, except: result.exercise.id)
            // Two exercises the catalogue tells apart are no spellings of one (Romanian Deadlift beside Deadlift).
            let catalogue = ExerciseCatalogue.builtIn
            let own = catalogue.entry(for: result.exercise.name)?.name
            let all = (near + made.filter { !near.contains($0) && $0 != result.exercise.name }).filter { name in
                guard let own, let other = catalogue.entry(for: name)?.name else { return true }
                return other == own
            }
            if !all.isEmpty { say(Self.nearNames(Array(all.prefix(3)), created: result.exercise.name)) }
        }
    }

    /// "`30min` and `5km` are two sets as written …", after a time alone beside a
    /// distance alone: a run of 5 km in 30 minutes is one set.
    static func twoSets(_ pair: TimeBesideDistance) -> String {
        let first = TerminalEscaping.escaped(pair.written.first), second = TerminalEscaping.escaped(pair.written.second)
        let oneSet = TerminalEscaping.escaped(pair.oneSet)
        return "`\(first)` and `\(second)` are two sets as written, a time and a distance; "
            + "for one set of \(oneSet), `repchart undo` and log `\(oneSet)`."
    }

    /// "The log also has Deadlift (Barbell) and …: if Deadlift is one of them, …", after `--new` made an exercise.
    static func nearNames(_ names: [String], created: String) -> String {
        let quoted = names.map { "'\(TerminalEscaping.escaped($0))'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
        let target = TrainingOutput.shellWord(names[0])
        return "The log also has \(list): if \(TerminalEscaping.escaped(created)) is "
            + (names.count == 1 ? "the same" : "one of them")
            + ", `repchart exercises merge \(TrainingOutput.shellWord(created)) \(target)` puts its sets there."
    }

    /// The notation's words without the `--` that ends options; a `--word` before
    /// it (and before a note) is a mistyped option, refused as ArgumentParser would.
    static func notationWords(_ words: [String]) throws -> [String] {
        var result: [String] = []
        var optionsEnded = false
        var inNote = false
        for word in words {
            if word == "--", !optionsEnded, !inNote {
                optionsEnded = true
                continue
            }
            if !optionsEnded, !inNote, word.hasPrefix("--") {
                throw ValidationError("Unknown option '\(QuotedInput.clipped(word))'; see `repchart log --help`")
            }
            if word.hasPrefix("#") || word.contains(" #") { inNote = true }
            result.append(word)
        }
        return result
    }

    /// `log EXERCISE` alone: the last sessions and a ready-to-type next one; writes nothing.
    private func showLastAndNext(unit: WeightUnit?) throws {
        let (log, settings, zone) = try store.open(reading: true)
        let today = Day(containing: Date(), in: zone)
        let (found, sessions, plan) = try log.readingOneSnapshot {
            let found = try log.resolveExercise(exercise)
            return (found, try log.lastSessions(of: found, count: 3, unit: unit ?? settings.defaultUnit, screened: true),
                    try log.nextPlan(exercises: [found.name], today: today))
        }
        var text = TrainingOutput.sessions(sessions, exercise: found, today: today)
        // A typo the sessions above named already is not named again.
        let named = Set(sessions.flatMap(\.unlikely).compactMap(\.number))
        if var item = plan.exercises.first {
            item.passedOver.removeAll { $0.set.setNumber.map(named.contains) == true }
            if !item.passedOver.isEmpty { text += "\n" + TrainingOutput.passedOver(item).joined(separator: "\n") }
        }
        if let suggestion = plan.exercises.first?.suggestion {
            text += "\n" + TrainingOutput.suggestion(suggestion, exercise: found)
        }
        say(text)
    }
}
