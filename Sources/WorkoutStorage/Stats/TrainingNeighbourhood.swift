import GRDB
import WorkoutModel

/// The days `UnlikelyLevel` weighs one training day of an exercise against:
/// up to `UnlikelyLevel.reach` training days on each side, within
/// `UnlikelyLevel.window` days. Reading the candidates of this stretch alone
/// judges a day as reading the whole window would, with a few days' sets
/// instead of twelve weeks' (a big history's `log` judges several days).
enum TrainingNeighbourhood {
    /// The stretch around `day` for exercise `number`; the training days counted
    /// are those with a record candidate (no warm-ups, reps, a load).
    static func range(_ db: Database, exercise number: Int64, around day: Day, bodyWeight: Weight?) throws -> DayRange {
        let counted = "exercise = ? AND type <> 'warmup' AND reps >= 1 AND \(AggregateSQL.loadKg(bodyWeight: bodyWeight)) > 0"
        let first = try String.fetchOne(db, sql: """
            SELECT MIN(day) FROM (SELECT DISTINCT day FROM workoutSet
                                  WHERE \(counted) AND day < ? AND day >= ? ORDER BY day DESC LIMIT ?)
            """, arguments: [number, day.description, day.adding(days: -UnlikelyLevel.window).description,
                             UnlikelyLevel.reach])
        let last = try String.fetchOne(db, sql: """
            SELECT MAX(day) FROM (SELECT DISTINCT day FROM workoutSet
                                  WHERE \(counted) AND day > ? AND day <= ? ORDER BY day LIMIT ?)
            """, arguments: [number, day.description, day.adding(days: UnlikelyLevel.window).description,
                             UnlikelyLevel.reach])
        return DayRange(first.flatMap { try? Day(parsing: $0) } ?? day, last.flatMap { try? Day(parsing: $0) } ?? day)
    }
}
