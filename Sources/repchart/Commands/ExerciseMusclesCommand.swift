import ArgumentParser
import Workouts

/// `repchart exercises muscles NAME [MUSCLE[:SHARE]…] [--clear]`.
struct MusclesExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "muscles",
        abstract: "Show or set the muscle groups an exercise works (stored in the log, winning over the catalogue).",
        discussion: """
              repchart exercises muscles "bench press"             # what it counts now
              repchart exercises muscles "Landmine Squat" quads glutes:0.5 adductors:0.5
              repchart exercises muscles "Landmine Squat" --clear  # back to the catalogue

            Muscle groups: \(MuscleGroup.allCases.map(\.rawValue).joined(separator: ", ")).

            A muscle alone counts a whole set; MUSCLE:0.5 counts half a set.
            """)

    @Argument(help: "The exercise name or alias.") var name: String
    @Argument(help: ArgumentHelp("Muscle groups, each with an optional share after ':'.", valueName: "muscle"))
    var muscles: [String] = []
    @Flag(help: "Remove the log's own mapping; the catalogue's applies again.") var clear = false
    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let log = try store.openStore()
        let exercise = try log.resolveExercise(name)
        if clear {
            guard muscles.isEmpty else { throw ValidationError("--clear takes no muscle groups") }
            try log.setMuscleMapping(nil, for: exercise)
        } else if !muscles.isEmpty {
            try log.setMuscleMapping(try MuscleMapping(parsing: muscles), for: exercise)
        }
        let resolver = try log.muscleResolver()
        let own = resolver.overrides[exercise.id] != nil
        guard let mapping = resolver.mapping(for: exercise) else {
            say("\(TerminalEscaping.escaped(exercise.name)) is not in the catalogue and has no muscle groups; set them with "
                + "`repchart exercises muscles \"\(TerminalEscaping.escaped(exercise.name))\" chest triceps:0.5`.")
            return
        }
        let source = own ? "your mapping" : "catalogue: \(resolver.catalogue.entry(for: exercise.name)?.name ?? exercise.name)"
        say("\(TerminalEscaping.escaped(exercise.name)) (\(TerminalEscaping.escaped(source))): \(mapping.text())")
    }
}

extension ListExercisesCommand {
    /// `--unmapped`: the exercises no muscle group counts, one per line.
    static func printUnmapped(_ log: WorkoutStore) throws {
        let unmapped = try log.muscleResolver().unmapped
        if unmapped.isEmpty {
            say("Every exercise maps to muscle groups.")
            return
        }
        for exercise in unmapped { say(TerminalEscaping.escaped(exercise.name)) }
        say("\(Format.count(unmapped.count, "exercise")) without muscle groups; map one with "
            + "`repchart exercises muscles NAME chest triceps:0.5`.")
    }
}
