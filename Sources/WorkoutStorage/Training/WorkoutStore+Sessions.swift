import Foundation
import GRDB
import WorkoutModel

extension WorkoutStore {
    /// The latest `count` sessions of `exercise` (newest first) on days before
    /// `day` (nil: any day). Two indexed queries on (exercise, day): the days,
    /// then their sets. With `screened`, the sets records leave out as likely
    /// typos are found among the exercise's whole history, as `prs` finds them,
    /// and left out of each session's e1RM (`ExerciseSession.unlikely`).
    package func lastSessions(of exercise: Exercise, count: Int, before day: Day? = nil,
                             unit: WeightUnit? = nil, screened: Bool = false) throws(StoreError) -> [ExerciseSession] {
        guard count > 0 else { return [] }
        let settings = try self.settings()
        let outputUnit = unit ?? settings.defaultUnit
        return try reading { db in
            guard let number = try Int64.fetchOne(db, sql: "SELECT number FROM exercise WHERE id = ?",
                                                  arguments: [exercise.id.uuidString]) else { return [] }
            let days = try String.fetchAll(db, sql: """
                SELECT DISTINCT day FROM workoutSet WHERE exercise = ? AND day < ? ORDER BY day DESC LIMIT ?
                """, arguments: [number, day?.description ?? "9999-12-31", count])
            guard !days.isEmpty else { return [] }
            var arguments: [(any DatabaseValueConvertible)?] = [number]
            arguments += days
            let sets = try Row.fetchAll(db, sql: """
                \(SetRecords.select) WHERE s.exercise = ? AND s.day IN (\(AggregateSQL.marks(days.count)))
                ORDER BY s.day DESC, s.position, s.number
                """, arguments: StatementArguments(arguments)).map(SetRecords.decode)
            let byDay = Dictionary(grouping: sets, by: \.day)
            let typos = screened ? try Self.unlikelyNumbers(db, among: sets.compactMap(\.number)) : []
            return days.compactMap { text in
                guard let day = try? Day(parsing: text), let sets = byDay[day] else { return nil }
                return ExerciseSession(exercise: exercise, day: day, sets: sets, unit: outputUnit,
                                       bodyWeight: settings.bodyWeight, likelyTypos: typos)
            }
        }
    }
}
