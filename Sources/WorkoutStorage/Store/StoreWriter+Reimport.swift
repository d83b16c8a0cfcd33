import Foundation
import GRDB
import WorkoutModel

/// What a re-import of an app's export needs of the store: the stored set
/// the export names by its source key, that set updated in place, and the
/// app's sets the import did not meet (named, and removed when asked).
extension StoreWriter {
    /// The stored set of `source` with `sourceKey`, if any.
    package func set(source: String, sourceKey: String) throws -> WorkoutSet? {
        let statement = try db.cachedStatement(sql: "\(SetRecords.select) WHERE s.source = ? AND s.sourceKey = ?")
        return try Row.fetchOne(statement, arguments: [source, sourceKey]).map(SetRecords.decode)
    }

    /// Writes `set`'s values over the `stored` set: its id, number, batch,
    /// source key and creation time stay, and its place in the day unless
    /// the day changed (then it goes last in the new day). The set as it was
    /// is kept for taking back import `batch` (`ReplacedSets`), unless that
    /// import wrote it itself.
    package func update(_ stored: WorkoutSet, to set: WorkoutSet, index: Int, replacedBy batch: UUID) throws {
        do { try set.validate() } catch { throw StoreError.invalidSet(index: index, problem: error) }
        guard let number = stored.number else { preconditionFailure("a stored set has its number") }
        if stored.batchId != batch {
            try ReplacedSets.save(db, numbers: [number], batch: try batchNumber(batch), removed: false)
        }
        let position = set.day == stored.day ? (stored.position ?? 1) : try takeNextPosition(set.day)
        if set.day != stored.day, let old = stored.position { freed(old, on: stored.day) }
        let exercise = try exerciseNumber(set.exerciseId)
        let statement = try db.cachedStatement(sql: """
            UPDATE workoutSet SET exercise = ?, performedAt = ?, utcOffset = ?, day = ?, position = ?, reps = ?,
                weight = ?, unit = ?, loadKg = ?, bodyweight = ?, rpe = ?, rir = ?, type = ?, duration = ?,
                distance = ?, note = ?
            WHERE number = ?
            """)
        try statement.execute(arguments: [
            exercise, WorkoutSet.milliseconds(set.performedAt), set.utcOffset, set.day.description, position, set.reps,
            set.weight?.value, set.weight?.unit.rawValue, set.weight?.value(in: .kg), set.isBodyweight ? 1 : 0,
            set.rpe, set.rir, set.type.rawValue, set.duration, set.distance, set.note, number,
        ])
    }

    /// Starts noting the stored sets an import meets again (`noteMet`), in a
    /// table of this connection alone that the transaction's end forgets.
    package func beginNotingMetSets() throws {
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS importMet (number INTEGER PRIMARY KEY)")
        try db.execute(sql: "DELETE FROM temp.importMet")
    }

    /// Notes that the import met stored set `number` again.
    package func noteMet(_ number: Int64) throws {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO temp.importMet (number) VALUES (?)").execute(arguments: [number])
    }

    /// The numbers of the stored sets of `source` (with a source key) on
    /// `days` that batch `batch` neither wrote nor met, in the log's order.
    package func setsNotMet(source: String, days: ClosedRange<Day>, batch: UUID) throws -> [Int64] {
        try Int64.fetchAll(db, sql: """
            SELECT number FROM workoutSet
            WHERE source = ? AND sourceKey IS NOT NULL AND day BETWEEN ? AND ? AND batch IS NOT ?
              AND number NOT IN (SELECT number FROM temp.importMet)
            ORDER BY day, position, number
            """, arguments: [source, days.lowerBound.description, days.upperBound.description, try batchNumber(batch)])
    }

    /// The stored sets numbered `numbers`, in that order.
    package func sets(numbers: [Int64]) throws -> [WorkoutSet] {
        let found = Dictionary(try SetRecords.fetch(db, numbers: numbers).map { ($0.number ?? 0, $0) },
                               uniquingKeysWith: { first, _ in first })
        return numbers.compactMap { found[$0] }
    }

    /// Deletes the stored sets numbered `numbers`, kept as they were for
    /// taking back import `batch` (`ReplacedSets`).
    package func deleteSets(numbers: [Int64], replacedBy batch: UUID) throws {
        try ReplacedSets.save(db, numbers: numbers, batch: try batchNumber(batch), removed: true)
        try SetRecords.delete(db, numbers: numbers)
    }

    /// Source keys of `source` below `bound` (keys an earlier RepChart wrote,
    /// when the newer ones start above it), with their set numbers.
    package func sourceKeys(source: String, below bound: String) throws -> [(number: Int64, key: String)] {
        try Row.fetchAll(db, sql: """
            SELECT number, sourceKey FROM workoutSet WHERE source = ? AND sourceKey < ? ORDER BY number
            """, arguments: [source, bound]).map { ($0[0], $0[1]) }
    }

    /// Gives set `number` the source key `key`; false (and no change) when
    /// another set of its source already has it.
    package func setSourceKey(_ key: String, number: Int64) throws -> Bool {
        try db.cachedStatement(sql: "UPDATE OR IGNORE workoutSet SET sourceKey = ? WHERE number = ?")
            .execute(arguments: [key, number])
        return db.changesCount > 0
    }
}
