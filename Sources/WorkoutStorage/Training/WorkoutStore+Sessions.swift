import Foundation
import GRDB
import WorkoutModel

extension WorkoutStore {
    /// The latest `count` sessions of `exercise` (newest first) on days before
    /// `day` (nil: any day). Two indexed queries on (exercise, day): the days,
    /// then their sets. With `screened`, the sets records leave out as likely
    /// typos are found as `prs` finds them, and left out of each session's e1RM
    /// (`ExerciseSession.unlikely`).
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
            // Screened as `next` screens: from the reach of the oldest session's neighbours on, which
            // judges these days as the whole history would (a pass over all of it made `last` 40 times slower).
            var typos: Set<Int64> = []
            if screened, let oldest = days.last.flatMap({ try? Day(parsing: $0) }) {
                let candidates = try Self.recordCandidates(db, exerciseId: exercise.id,
                                                           from: oldest.adding(days: -UnlikelyLevel.window),
                                                           bodyWeight: settings.bodyWeight)
                typos = Set(RecordCandidateScreen(candidates).unlikely.map(\.candidate.number))
            }
            return days.compactMap { text in
                guard let day = try? Day(parsing: text), let sets = byDay[day] else { return nil }
                return ExerciseSession(exercise: exercise, day: day, sets: sets, unit: outputUnit,
                                       bodyWeight: settings.bodyWeight, likelyTypos: typos)
            }
        }
    }
}
