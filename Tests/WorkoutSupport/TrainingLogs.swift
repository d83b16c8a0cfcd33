import Foundation
import Workouts

/// Small training logs whose records and totals were worked out by hand,
/// shared by the log's own tests (WorkoutStorageTests) and the tests of the CLI's
/// text (repchartTests), so both read the same numbers.
package enum TrainingLogs {
    /// Bench press over three weeks and pull-ups, records worked out by hand:
    ///   Mon 2026-11-02: warm-up 1@150 kg (never counts), 3 × 5@100 kg
    ///   Mon 2026-11-09: 3@110, 1@120, 10@80 kg
    ///   Mon 2026-11-16: 6@100 kg (ties the 5RM: the old date stays), 5@225 lb (= 102.06 kg, a new 5RM);
    ///   pull-ups 8 at bodyweight + 10 kg and 12 at bodyweight.
    /// Bench Press has the alias "bp".
    package static func records(in store: WorkoutStore) throws -> (bench: Exercise, pull: Exercise) {
        let bench = try store.addExercise("Bench Press", aliases: ["bp"])
        let pull = try store.addExercise("Pull Ups")
        var sets = [set(bench, "2026-11-02", 1, Weight(150, .kg), warmup: true)]
        sets += (0..<3).map { _ in set(bench, "2026-11-02", 5, Weight(100, .kg)) }
        sets += [set(bench, "2026-11-09", 3, Weight(110, .kg)), set(bench, "2026-11-09", 1, Weight(120, .kg)),
                 set(bench, "2026-11-09", 10, Weight(80, .kg)), set(bench, "2026-11-16", 6, Weight(100, .kg)),
                 set(bench, "2026-11-16", 5, Weight(225, .lb)),
                 set(pull, "2026-11-16", 8, Weight(10, .kg), bodyweight: true), set(pull, "2026-11-16", 12, nil, bodyweight: true)]
        try store.insert(sets)
        return (bench, pull)
    }

    /// ISO weeks 46 and 47 of 2026 (today: Saturday 2026-11-21).
    /// Last week (W46): bench 3 × 5@100 on the 10th, squat 3 × 5@140 on the 12th.
    /// This week (W47): bench warm-ups 2 × 5@60 and 3 × 5@105 on the 17th, 3@110
    /// on the 19th; a first deadlift 5@180 on the 19th (nothing to beat yet).
    package static func summary(in store: WorkoutStore) throws -> (bench: Exercise, squat: Exercise, deadlift: Exercise) {
        let bench = try store.addExercise("Bench Press")
        let squat = try store.addExercise("Squat")
        let deadlift = try store.addExercise("Deadlift")
        var sets = (0..<3).map { _ in set(bench, "2026-11-10", 5, Weight(100, .kg)) }
        sets += (0..<3).map { _ in set(squat, "2026-11-12", 5, Weight(140, .kg)) }
        sets += (0..<2).map { _ in set(bench, "2026-11-17", 5, Weight(60, .kg), warmup: true) }
        sets += (0..<3).map { _ in set(bench, "2026-11-17", 5, Weight(105, .kg)) }
        sets += [set(bench, "2026-11-19", 3, Weight(110, .kg)), set(deadlift, "2026-11-19", 5, Weight(180, .kg))]
        try store.insert(sets)
        return (bench, squat, deadlift)
    }

    /// A set at noon UTC on `dayText`.
    private static func set(_ exercise: Exercise, _ dayText: String, _ reps: Int, _ weight: Weight?,
                            warmup: Bool = false, bodyweight: Bool = false) -> WorkoutSet {
        // Typed by hand above; a typo should fail loudly.
        guard let day = try? Day(parsing: dayText) else { fatalError("bad test day \(dayText)") }
        let noon = Date(timeIntervalSince1970: Double(day.daysSinceEpoch * 86_400 + 43_200))
        return WorkoutSet(exerciseId: exercise.id, performedAt: noon, utcOffset: 0, day: day, reps: reps,
                          weight: weight, isBodyweight: bodyweight, type: warmup ? .warmup : .normal)
    }
}
