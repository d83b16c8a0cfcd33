import Foundation
import WorkoutModel
import WorkoutStorage

/// One Hevy workout as read, before its sets are placed in time (its
/// `start_time` may come after its exercises).
struct HevyWorkout {
    enum Start {
        /// An offset or epoch seconds: a point in time.
        case instant(Date)
        /// A time without an offset: the lifter's wall clock.
        case local(LocalDateTime)
    }

    var id: String?
    var title = ""
    var start: Start?
    var exercises: [Exercise] = []

    struct Exercise {
        var name: String
        var notes: String?
        var sets: [HevySet]
    }
}

/// One Hevy set's values.
struct HevySet {
    var type = SetType.normal
    var reps: Int?
    var weight: Weight?
    var rpe: Double?
    /// Seconds.
    var duration: Double?
    /// Metres.
    var distance: Double?
    var location: SourceLocation
}

/// Reads a workout object field by field. Fields Hevy adds that say nothing
/// about the work done (`description`, `prs`, `muscle_group`, ...) are
/// skipped; an unknown number on a set is refused, since it may be a
/// measurement RepChart would otherwise drop.
struct HevyWorkoutReader {
    let path: String
    let file: String

    private static let setNumbersIgnored: Set<JSONKey> = Set(["index", "id", "set_index", "custom_metric",
                                                              "rest_seconds", "superset_id"].map(JSONKey.init))

    func read(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> HevyWorkout? {
        var values = HevyValues(file: file)
        let startAt = try values.begin(&scanner)
        guard try values.expect(.object, &scanner, path, &problems) else { return nil }
        var workout = HevyWorkout()
        var failed = false
        var sawStart = false, sawExercises = false
        var seen = SeenKeys()
        try scanner.object(path: path) { scanner, key throws(ImportError) in
            let at = "\(path).\(key)"
            guard seen.isFirst(key.description) else {
                try values.repeated(key.description, &scanner, at, &problems)
                failed = true
                return
            }
            switch key.description {
            case "id":
                workout.id = try values.text(&scanner, at, &problems, allowNumber: true)
            case "title", "name":
                if let title = try values.text(&scanner, at, &problems) { workout.title = title }
            case "start_time":
                sawStart = true
                workout.start = try values.time(&scanner, at, &problems)
                if workout.start == nil { failed = true }
            case "exercises":
                sawExercises = true
                guard try values.expect(.array, &scanner, at, &problems) else {
                    failed = true
                    return
                }
                try scanner.array(path: at) { scanner, index throws(ImportError) in
                    if let exercise = try readExercise(&scanner, "\(at)[\(index)]", &values, &problems) {
                        workout.exercises.append(exercise)
                    } else {
                        failed = true
                    }
                }
            default:
                try scanner.skip(path: at)
            }
        }
        let here = SourceLocation(line: startAt.line, column: startAt.column, path: path)
        if !sawStart { problems.add(.hevy(.missingStartTime), at: here) }
        // Without it the workout would import as nothing: not a shape of Hevy's this reader knows.
        if !sawExercises { problems.add(.hevy(.missingExercises), at: here) }
        if !sawStart || !sawExercises { return nil }
        return failed ? nil : workout
    }

    private func readExercise(_ scanner: inout JSONScanner, _ base: String, _ values: inout HevyValues,
                              _ problems: inout ProblemLog) throws(ImportError) -> HevyWorkout.Exercise? {
        let startAt = try values.begin(&scanner)
        guard try values.expect(.object, &scanner, base, &problems) else { return nil }
        var name: String?, notes: String?, sets: [HevySet] = []
        var failed = false
        var seen = SeenKeys()
        try scanner.object(path: base) { scanner, key throws(ImportError) in
            let at = "\(base).\(key)"
            guard seen.isFirst(key.description) else {
                try values.repeated(key.description, &scanner, at, &problems)
                failed = true
                return
            }
            switch key.description {
            case "title":
                name = try values.text(&scanner, at, &problems)?.trimmingSpaces
            case "notes":
                notes = try values.text(&scanner, at, &problems)?.trimmingSpaces
            case "sets":
                guard try values.expect(.array, &scanner, at, &problems) else {
                    failed = true
                    return
                }
                try scanner.array(path: at) { scanner, index throws(ImportError) in
                    if let set = try readSet(&scanner, "\(at)[\(index)]", &values, &problems) {
                        sets.append(set)
                    } else {
                        failed = true
                    }
                }
            default:
                try scanner.skip(path: at)
            }
        }
        guard let name, !name.isEmpty else {
            problems.add(.hevy(.exerciseWithoutTitle), at: SourceLocation(line: startAt.line, column: startAt.column, path: base))
            return nil
        }
        return failed ? nil : HevyWorkout.Exercise(name: name, notes: notes.flatMap { $0.isEmpty ? nil : $0 }, sets: sets)
    }

    private func readSet(_ scanner: inout JSONScanner, _ base: String, _ values: inout HevyValues,
                         _ problems: inout ProblemLog) throws(ImportError) -> HevySet? {
        let startAt = try values.begin(&scanner)
        guard try values.expect(.object, &scanner, base, &problems) else { return nil }
        var set = HevySet(location: SourceLocation(line: startAt.line, column: startAt.column, path: base))
        var kilograms: (Double, String)?, pounds: (Double, String)?
        let before = problems.count
        var seen = SeenKeys()
        try scanner.object(path: base) { scanner, key throws(ImportError) in
            let at = "\(base).\(key)"
            guard seen.isFirst(key.description) else {
                try values.repeated(key.description, &scanner, at, &problems)
                return
            }
            switch key.description {
            case "type", "indicator":
                guard let text = try values.text(&scanner, at, &problems) else { return }
                do throws(FieldError) {
                    set.type = try SetTypeParsing.parse(text) ?? .normal
                } catch {
                    values.problem(error.problem, at, &problems)
                }
            case "reps":
                guard let value = try values.number(&scanner, at, &problems) else { return }
                if value != value.rounded() || value > 100_000 {
                    values.problem(.hevy(.repsNotWhole(value)), at, &problems)
                } else if value > 0 {
                    set.reps = Int(value)
                }
            case "weight_kg":
                kilograms = try values.number(&scanner, at, &problems).map { ($0, at) }
            case "weight_lbs", "weight_lb":
                pounds = try values.number(&scanner, at, &problems).map { ($0, at) }
            case "distance_meters", "distance_m":
                set.distance = try values.number(&scanner, at, &problems).flatMap { $0 > 0 ? $0 : nil }
            case "distance_km":
                set.distance = try values.number(&scanner, at, &problems).flatMap { $0 > 0 ? $0 * 1000 : nil }
            case "duration_seconds":
                set.duration = try values.number(&scanner, at, &problems).flatMap { $0 > 0 ? $0 : nil }
            case "rpe":
                guard let value = try values.number(&scanner, at, &problems), value != 0 else { return }
                if (1...10).contains(value) { set.rpe = value } else { values.problem(.hevy(.rpeOutOfRange(value)), at, &problems) }
            default:
                _ = try values.begin(&scanner)
                if try scanner.kind(path: at) == .number, !HevyWorkoutReader.setNumbersIgnored.contains(key) {
                    values.problem(.hevy(.unknownSetNumber(key: key.description)), at, &problems)
                }
                try scanner.skip(path: at)
            }
        }
        set.weight = weight(kilograms, pounds, &values, &problems)
        return problems.count == before ? set : nil
    }

    /// `weight_kg`, else `weight_lbs`; when both are given they must agree.
    private func weight(_ kilograms: (Double, String)?, _ pounds: (Double, String)?, _ values: inout HevyValues,
                        _ problems: inout ProblemLog) -> Weight? {
        for (value, at) in [kilograms, pounds].compactMap({ $0 }) where value > 2000 * (at.hasSuffix("kg") ? 1 : 2.2046) {
            values.problem(.hevy(.weightTooHeavy(value)), at, &problems)
            return nil
        }
        if let (kg, at) = kilograms, let (lb, _) = pounds, abs(WeightUnit.lb.convert(lb, to: .kg) - kg) > 0.05 + kg * 0.001 {
            values.problem(.hevy(.weightsDisagree(kilograms: kg, pounds: lb)), at, &problems)
            return nil
        }
        if let (kg, _) = kilograms { return kg > 0 ? Weight(kg, .kg) : nil }
        if let (lb, _) = pounds { return lb > 0 ? Weight(lb, .lb) : nil }
        return nil
    }
}
