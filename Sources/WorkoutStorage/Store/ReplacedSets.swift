import GRDB
import WorkoutModel

/// The sets an import wrote over (a re-import of an edited set) or removed
/// (`--remove-missing`), as they were before it, so taking that import back
/// gives them back: without them, `undo --import` removed the sets an import
/// added and left its edits and removals standing, unsaid.
///
/// Made by the first import that replaces a set, not by a migration (as
/// `keptSet`, see `Schema`): most logs never need it, and older RepChart
/// versions read the file as it was.
enum ReplacedSets {
    static let table = "replacedSet"

    /// The set columns kept, in `workoutSet`'s order.
    static let columns = ["number", "id", "exercise", "performedAt", "utcOffset", "day", "position", "reps", "weight",
                          "unit", "loadKg", "bodyweight", "rpe", "rir", "type", "duration", "distance", "note",
                          "source", "sourceKey", "batch", "createdAt"]
    /// The columns an update writes (`StoreWriter.update`), so the ones an undo writes back.
    static let updatedColumns = ["exercise", "performedAt", "utcOffset", "day", "position", "reps", "weight", "unit",
                                 "loadKg", "bodyweight", "rpe", "rir", "type", "duration", "distance", "note"]

    static let create = """
        CREATE TABLE IF NOT EXISTS replacedSet (
            replacedBy  INTEGER NOT NULL,     -- batch.number of the import that replaced it
            removed     INTEGER NOT NULL,     -- 1: removed, 0: written over
            \(columns.joined(separator: ", ")),  -- as in workoutSet, untyped: kept as they were

            PRIMARY KEY (replacedBy, number)
        )
        """

    /// Keeps sets `numbers` as they are now, before batch `batch` writes over
    /// them (`removed` false) or removes them. The first state a batch met is kept.
    static func save(_ db: Database, numbers: [Int64], batch: Int64, removed: Bool) throws {
        try db.execute(sql: create)
        let statement = try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO replacedSet (replacedBy, removed, \(columns.joined(separator: ", ")))
            SELECT ?, ?, \(columns.joined(separator: ", ")) FROM workoutSet WHERE number = ?
            """)
        for number in numbers { try statement.execute(arguments: [batch, removed, number]) }
    }

    /// Whether batch `batch` replaced any set.
    static func replacedAny(_ db: Database, batch: Int64) throws -> Bool {
        guard try db.tableExists(table) else { return false }
        return try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM replacedSet WHERE replacedBy = ?)",
                                 arguments: [batch]) ?? false
    }

    /// Gives back what batch `batch` replaced: sets it wrote over get their
    /// values back, sets it removed come back with their numbers and ids.
    /// A set written over again by a later import is left as it is (returned
    /// in `left`), and that import's undo then gives back what was there
    /// before this one; a set deleted since stays deleted; a removed set whose exercise or import
    /// is gone since stays gone. The batch's rows go.
    static func restore(_ db: Database, batch: Int64) throws -> (restored: [Int64], left: [Int64]) {
        guard try db.tableExists(table) else { return ([], []) }
        let written = try Int64.fetchAll(db, sql: """
            SELECT r.number FROM replacedSet r
            WHERE r.replacedBy = ? AND r.removed = 0 AND EXISTS (SELECT 1 FROM workoutSet s WHERE s.number = r.number)
            ORDER BY r.number
            """, arguments: [batch])
        let rewritable = try Int64.fetchAll(db, sql: """
            SELECT r.number FROM replacedSet r
            WHERE r.replacedBy = ? AND r.removed = 0
              AND EXISTS (SELECT 1 FROM workoutSet s WHERE s.number = r.number)
              AND EXISTS (SELECT 1 FROM exercise e WHERE e.number = r.exercise)
              AND NOT EXISTS (SELECT 1 FROM replacedSet later
                              WHERE later.number = r.number AND later.replacedBy > r.replacedBy)
            ORDER BY r.number
            """, arguments: [batch])
        let returning = try Int64.fetchAll(db, sql: """
            SELECT r.number FROM replacedSet r
            WHERE r.replacedBy = ? AND r.removed = 1
              AND NOT EXISTS (SELECT 1 FROM workoutSet s WHERE s.number = r.number OR s.id = r.id)
              AND EXISTS (SELECT 1 FROM exercise e WHERE e.number = r.exercise)
              AND (r.batch IS NULL OR EXISTS (SELECT 1 FROM batch b WHERE b.number = r.batch))
            ORDER BY r.number
            """, arguments: [batch])
        let rewrite = try db.cachedStatement(sql: """
            UPDATE workoutSet SET (\(updatedColumns.joined(separator: ", "))) =
                (SELECT \(updatedColumns.joined(separator: ", ")) FROM replacedSet WHERE replacedBy = ? AND number = ?)
            WHERE number = ?
            """)
        for number in rewritable { try rewrite.execute(arguments: [batch, number, number]) }
        let reinsert = try db.cachedStatement(sql: """
            INSERT INTO workoutSet (\(columns.joined(separator: ", ")))
            SELECT \(columns.joined(separator: ", ")) FROM replacedSet WHERE replacedBy = ? AND number = ?
            """)
        for number in returning { try reinsert.execute(arguments: [batch, number]) }
        let restored = Set(rewritable)
        let left = written.filter { !restored.contains($0) }
        // The next import that wrote over a left set now gives back what was there
        // before this one, as if this one had never been.
        let handOn = try db.cachedStatement(sql: """
            UPDATE replacedSet SET (\(updatedColumns.joined(separator: ", "))) =
                (SELECT \(updatedColumns.joined(separator: ", ")) FROM replacedSet WHERE replacedBy = ? AND number = ?)
            WHERE number = ? AND replacedBy = (SELECT MIN(replacedBy) FROM replacedSet WHERE number = ? AND replacedBy > ?)
            """)
        for number in left { try handOn.execute(arguments: [batch, number, number, number, batch]) }
        try db.execute(sql: "DELETE FROM replacedSet WHERE replacedBy = ?", arguments: [batch])
        return ((rewritable + returning).sorted(), left)
    }
}
