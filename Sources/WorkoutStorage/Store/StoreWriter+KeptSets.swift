import Foundation
import GRDB
import WorkoutModel

/// Marks an import carries over (a RepChart file's `kept`): noted by set id
/// while the sets are queued, then written once the load is done and the id
/// index is back, against the sets as stored.
extension StoreWriter {
    /// Notes that the set with `id` was kept as real where the file came from,
    /// in a table of this connection alone that the transaction's end forgets.
    package func noteKept(_ id: UUID) throws {
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS importKept (id TEXT PRIMARY KEY)")
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO temp.importKept (id) VALUES (?)")
            .execute(arguments: [id.uuidString])
    }

    /// Keeps the noted sets as real, as they are now stored (`KeptSets`);
    /// the count marked. A noted set that was not stored marks nothing.
    package func keepNoted(at date: Date) throws -> Int {
        guard try db.tableExists("importKept", in: "temp") else { return 0 }
        try db.execute(sql: KeptSets.create)
        try db.execute(sql: """
            INSERT OR REPLACE INTO keptSet (number, reps, weight, unit, keptAt)
            SELECT s.number, s.reps, s.weight, s.unit, ? FROM temp.importKept k JOIN workoutSet s ON s.id = k.id
            """, arguments: [WorkoutSet.milliseconds(date)])
        let marked = db.changesCount
        try db.execute(sql: "DROP TABLE temp.importKept")
        return marked
    }
}
