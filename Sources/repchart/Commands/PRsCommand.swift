import ArgumentParser
import Reports
import Workouts

/// `repchart prs`: personal records with the day each was reached.
struct PRsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prs",
        abstract: "Personal records: best estimated 1RM and 1, 3, 5 and 10 rep maxes, with dates.",
        discussion: """
            e1RM is the Epley estimate, load × (1 + reps / 30), a single being the load
            itself. An N rep max is the heaviest load lifted for at least N reps (a set
            of 6 at 100 kg also counts as a 5RM of 100 kg). Warm-up sets never count.
            Bodyweight sets count the body weight when `repchart settings bodyweight`
            knows it, else only the added load, for rep maxes but no e1RM. A tie keeps
            the day the record was first reached. Loads entered in either unit are
            compared after conversion.
            A set whose e1RM is over 1.8 times the best of the training days around it
            is left out as a likely typo, and named below the table with its ID.

            Examples:
              repchart prs                  # every exercise with a record
              repchart prs "bench press"    # one exercise (name or alias)
              repchart prs squat --unit lb
              repchart prs --json
            """)

    @Argument(help: ArgumentHelp("An exercise name or alias (default: every exercise).", valueName: "exercise"))
    var exercise: String?

    @Option(help: ArgumentHelp("Show loads in kg or lb (default: the config file, else the log's unit).",
                               valueName: "unit"))
    var unit: Unchecked<WeightUnit>?

    @Flag(help: "Print a JSON array instead of a table.")
    var json = false

    @OptionGroup var store: StoreOptions

    mutating func run() throws {
        let unit = try self.unit.checked()
        let (log, settings, _) = try store.open(reading: true)
        let lists = try log.personalRecords(exercise: exercise, unit: unit ?? settings.defaultUnit)
        if json {
            say(StatsOutput.recordsJSON(lists))
        } else if lists.isEmpty {
            let named = try exercise.map { name in [try log.resolveExercise(name)] } ?? log.exercises()
            let assisted = settings.bodyWeight == nil ? named.filter { AssistedLoad.isAssisted($0.name) } : []
            let outweighed = try Self.helpAboveBodyWeight(named, log: log, bodyWeight: settings.bodyWeight, unit: unit ?? settings.defaultUnit)
            if !assisted.isEmpty {
                say(Self.assistedLine(assisted))
            } else if !outweighed.isEmpty {
                outweighed.forEach { say($0) }
            } else {
                say("No records yet: log sets with reps and a load, e.g. `repchart log squat 5x5@100kg`.")
            }
        } else {
            say(StatsOutput.records(lists, paint: TerminalStyle.standardOutput().paint))
            // An added load alone gives no e1RM: say why the row is missing and how to get it.
            let unestimated = lists.filter { list in
                list.record(.estimatedOneRepMax) == nil && list.records.contains(where: \.isBodyweight)
            }
            if settings.bodyWeight == nil, !unestimated.isEmpty {
                say("No e1RM for \(unestimated.map { TerminalEscaping.escaped($0.exercise.name) }.joined(separator: ", ")): "
                    + "bodyweight sets need the body weight, e.g. `repchart settings bodyweight 80kg`.")
            }
            // Sets on an assisted machine lift the body weight less the help: with no body weight, nothing.
            let assisted = lists.filter { $0.records.isEmpty && AssistedLoad.isAssisted($0.exercise.name) }
            if settings.bodyWeight == nil, !assisted.isEmpty { say(Self.assistedLine(assisted.map(\.exercise))) }
            let unrecorded = lists.filter(\.records.isEmpty).map(\.exercise)
            for line in try Self.helpAboveBodyWeight(unrecorded, log: log, bodyWeight: settings.bodyWeight,
                                                     unit: unit ?? settings.defaultUnit) { say(line) }
        }
    }

    /// Why each of `exercises` without records has none when every set of it
    /// has as much help as the body weight set, or more: nothing is left
    /// lifted, so nothing counts. Empty without a body weight (`assistedLine`).
    static func helpAboveBodyWeight(_ exercises: [Exercise], log: WorkoutStore, bodyWeight: Weight?,
                                    unit: WeightUnit) throws -> [String] {
        guard let bodyWeight, bodyWeight.value.isFinite, !exercises.isEmpty else { return [] }
        let body = bodyWeight.value(in: .kg)
        return try exercises.compactMap { exercise in
            let helped = try log.sets(SetFilter(exerciseIds: [exercise.id])).filter { set in
                set.type != .warmup && set.reps != nil && set.isBodyweight
            }
            let helps = helped.compactMap { set in set.weight.map { -$0.value(in: .kg) } }
            guard !helps.isEmpty, helps.count == helped.count, let most = helps.max(), helps.allSatisfy({ $0 >= body }) else { return nil }
            let least = helps.min() ?? most
            let said = least == most ? Self.load(most, unit) : "\(Self.load(least, unit)) to \(Self.load(most, unit))"
            return "No records for \(TerminalEscaping.escaped(exercise.name)): the machine's help (\(said)) "
                + "is as much as the body weight set (\(Self.load(body, unit))) or more: nothing is left lifted. "
                + "If your body weight has changed: `repchart settings bodyweight 80kg`, say."
        }
    }

    private static func load(_ kilograms: Double, _ unit: WeightUnit) -> String {
        "\(Format.number(WeightUnit.kg.convert(kilograms, to: unit), maxFractionDigits: 1)) \(unit.rawValue)"
    }

    /// Why `exercises`, done on an assisted machine, have no records yet, and how to give them some.
    static func assistedLine(_ exercises: [Exercise]) -> String {
        "No records for \(exercises.map { TerminalEscaping.escaped($0.name) }.joined(separator: ", ")): "
            + "assisted sets are the body weight less the machine's help, e.g. `repchart settings bodyweight 80kg`."
    }
}
