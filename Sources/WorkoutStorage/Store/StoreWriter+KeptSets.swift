import Foundation
import GRDB
import WorkoutModel

/// Marks an import carries over (a RepChart file's `kept`): noted by set id
/// while the sets are queued, then written once the load is done and the id
/// index is back, against the sets as stored.
///
/// Only a set the import itself wrote takes the mark, so taking the import
/// back (`undo --import`) takes the mark with it. A set the log already held
/// unkept is left as it is and named, for the lifter to keep by hand.
extension StoreWriter {
    /// What the noted marks came to: the sets kept, and the stored sets the
    /// file keeps but the log does not (their numbers, in the log's order).
    package struct KeptOutcome: Hashable, Sendable {
        package var kept = 0
        package var notKeptHere: [Int64] = []
    }

    /// Notes that the set with `id` was kept as real where the file came from,
    /// in a table of this connection alone that the transaction's end forgets.
    package func noteKept(_ id: UUID) throws {
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS importKept (id TEXT PRIMARY KEY)")
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO temp.importKept (id) VALUES (?)")
            .execute(arguments: [id.uuidString])
    }

    /// Keeps the noted sets that import `batch` wrote as real, as they are now
    /// stored (`KeptSets`); with `marking` false (a dry run) only counts them.
    package func keepNoted(batch: UUID, at date: Date, marking: Bool = true) throws -> KeptOutcome {
        guard try db.tableExists("importKept", in: "temp") else { return KeptOutcome() }
        let batchNumber = try batchNumber(batch)
        let written = "temp.importKept k JOIN workoutSet s ON s.id = k.id WHERE s.batch = ?"
        var outcome = KeptOutcome()
        if marking {
            try KeptSets.prepare(db)
            try db.execute(sql: """
                INSERT OR REPLACE INTO keptSet (number, reps, weight, unit, keptAt)
                SELECT s.number, s.reps, s.weight, s.unit, ? FROM \(written)
                """, arguments: [WorkoutSet.milliseconds(date), batchNumber])
            outcome.kept = db.changesCount
        } else {
            outcome.kept = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(written)", arguments: [batchNumber]) ?? 0
        }
        let kept = try KeptSets.numbers(db)
        outcome.notKeptHere = try Int64.fetchAll(db, sql: """
            SELECT s.number FROM temp.importKept k JOIN workoutSet s ON s.id = k.id
            WHERE s.batch IS NOT ? ORDER BY s.day, s.position, s.number
            """, arguments: [batchNumber]).filter { !kept.contains($0) }
        try db.execute(sql: "DROP TABLE temp.importKept")
        return outcome
    }

    /// Whether stored set `number` is kept as real as it stands (`KeptSets`):
    /// a re-import about to change it says the mark no longer holds.
    package func isKept(_ number: Int64) throws -> Bool {
        guard try db.tableExists(KeptSets.table) else { return false }
        return try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM \(KeptSets.unchanged) AND k.number = ?)
            """, arguments: [number]) ?? false
    }
}
