import ArgumentParser
import Reports
import Workouts

struct ExercisesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercises",
        abstract: "List and manage exercises.",
        discussion: """
              repchart exercises                       # with all-time totals
              repchart exercises add "Bench Press" --alias bp
              repchart exercises rename "bench" "Bench Press"
              repchart exercises color squat '#D55E00'
              repchart exercises merge "DB Press" "Dumbbell Press"
              repchart exercises progression squat --step 5kg --reps 5
            """,
        subcommands: [
            ListExercisesCommand.self, AddExerciseCommand.self, RenameExerciseCommand.self,
            ColorExerciseCommand.self, AliasExerciseCommand.self, MergeExerciseCommand.self,
            MusclesExerciseCommand.self, ProgressionExerciseCommand.self,
        ],
        defaultSubcommand: ListExercisesCommand.self
    )
}

struct ListExercisesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List exercises with their all-time totals (the default for `repchart exercises`).",
        discussion: """
              repchart exercises list --unit lb
              repchart exercises --json
            """)

    @Option(help: "The unit of volume (default: the config file, else the log's setting).")
    var unit: Unchecked<WeightUnit>?

    @Flag(help: "Print a JSON array instead of a table.")
    var json = false

    @Flag(help: "List only the exercises that map to no muscle group (see `repchart exercises muscles`).")
    var unmapped = false

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let unit = try self.unit.checked()
        let (log, settings, _) = try store.open(reading: true)
        if unmapped { return try Self.printUnmapped(log) }
        let volumeUnit = unit ?? settings.defaultUnit
        let (summaries, progressions) = try log.readingOneSnapshot {
            (try log.exerciseSummaries(unit: volumeUnit), try log.progressionSettings())
        }
        if json {
            say(ExerciseListing.json(summaries, unit: volumeUnit, progressions: progressions))
        } else if summaries.isEmpty {
            say("No exercises yet. Add one with `repchart exercises add NAME` or `repchart log NAME 3x10 --new`.")
        } else {
            say(ExerciseListing.table(summaries, unit: volumeUnit, progressions: progressions))
        }
    }
}

struct AddExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an exercise.",
        discussion: "  repchart exercises add \"Bench Press\" --color '#0072B2' --alias bp")

    @Argument(help: "Its name (unique, ignoring case).")
    var name: String

    @Option(help: ArgumentHelp("Display colour as hex, e.g. #0072B2 (default: the next colour-blind-safe palette colour).",
                               valueName: "hex"))
    var color: String?

    @Option(help: "How it is measured.")
    var kind: ExerciseKind = .weightReps

    @Option(help: "Another name that finds it (repeatable).")
    var alias: [String] = []

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let exercise = try store.openStore().addExercise(name, color: color, kind: kind, aliases: alias)
        let aliases = exercise.aliases.isEmpty ? "" : ", aliases \(exercise.aliases.joined(separator: ", "))"
        say("Added \(TerminalEscaping.escaped(exercise.name)) (\(exercise.kind.rawValue), colour \(exercise.color)\(TerminalEscaping.escaped(aliases))).")
    }
}

struct RenameExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Rename an exercise (its sets follow).",
        discussion: "  repchart exercises rename bench \"Bench Press\"")

    @Argument(help: "The current name or an alias.") var old: String
    @Argument(help: "The new name.") var new: String
    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let exercise = try store.openStore().renameExercise(old, to: new)
        say("Renamed '\(TerminalEscaping.escaped(old))' to \(TerminalEscaping.escaped(exercise.name)).")
    }
}

struct ColorExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color", abstract: "Set an exercise's chart colour.",
        discussion: "  repchart exercises color \"bench press\" '#0072B2'")

    @Argument(help: "The exercise name or alias.") var name: String
    @Argument(help: ArgumentHelp("Hex colour, e.g. #D55E00.", valueName: "hex")) var color: String
    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let exercise = try store.openStore().setColor(color, ofExercise: name)
        say("\(TerminalEscaping.escaped(exercise.name)) is now drawn in \(exercise.color).")
    }
}

struct AliasExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alias", abstract: "Give an exercise another name.",
        discussion: "  repchart exercises alias \"bench press\" bp")

    @Argument(help: "The exercise name or alias.") var name: String
    @Argument(help: "The new alias.") var alias: String
    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let exercise = try store.openStore().addAlias(alias, toExercise: name)
        say("\(TerminalEscaping.escaped(exercise.name)) is also found as: \(TerminalEscaping.escaped(exercise.aliases.joined(separator: ", "))).")
    }
}

struct MergeExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Move every set of one exercise into another and remove the first.",
        discussion: """
            The removed exercise's name and aliases become aliases of the one kept.

              repchart exercises merge "DB Press" "Dumbbell Press"
            """)

    @Argument(help: "The exercise to merge away.") var from: String
    @Argument(help: "The exercise to keep.") var into: String
    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let (exercise, moved) = try store.openStore().mergeExercise(from, into: into)
        say("Moved \(Format.count(moved, "set")) into \(TerminalEscaping.escaped(exercise.name)); '\(TerminalEscaping.escaped(from))' now finds \(TerminalEscaping.escaped(exercise.name)).")
    }
}

struct ProgressionExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progression",
        abstract: "Set an exercise's load step and rep target for `repchart next`.",
        discussion: """
            Stored in the log. Without options: shows the exercise's setting. The rule
            is in docs/progression.md.

              repchart exercises progression squat --step 5kg
              repchart exercises progression "bench press" --step 1.25kg --reps 8
              repchart exercises progression squat --clear
            """)

    @Argument(help: "The exercise name or alias.") var name: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The load added after a successful session, with its unit, e.g. 5kg or 10lb.",
                               valueName: "load"))
    var step: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The reps every working set must reach (default: the first working set's).",
                               valueName: "n"))
    var reps: Int?

    @Flag(help: "Remove the exercise's own setting: the rule's defaults apply again.")
    var clear = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        try OptionNameAsValue.refuse([("--step <load>", step)])
        if clear, step != nil || reps != nil { throw ValidationError("--clear takes no --step or --reps") }
        if let reps, !(1...WorkoutSet.maxReps).contains(reps) {
            throw ValidationError(ProgressionSettingError.badReps(reps).description)
        }
        if let step { _ = try ProgressionSetting.step(step) }
    }

    mutating func run() throws {
        let wantsChange = clear || step != nil || reps != nil
        let log = try store.openStore(reading: !wantsChange)
        let exercise = try log.resolveExercise(name)
        var setting = try log.progressionSettings()[exercise.id] ?? ProgressionSetting()
        guard wantsChange else {
            say(setting.isEmpty ? "\(exercise.name) follows the rule's defaults (docs/progression.md)."
                                : "\(exercise.name): \(setting.text).")
            return
        }
        if clear { setting = ProgressionSetting() }
        if let step { setting.step = try ProgressionSetting.step(step) }
        if let reps { setting.targetReps = reps }
        try log.setProgression(setting, for: exercise)
        say(setting.isEmpty ? "\(exercise.name) follows the rule's defaults again."
                            : "\(exercise.name): \(setting.text).")
    }
}
