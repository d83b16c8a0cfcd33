import Foundation
import GRDB
import WorkoutModel

/// What `undoLastBatch` or `undoImport` removed.
package struct UndoResult: Sendable {
    /// The sets removed.
    package var sets: [WorkoutSet]
    /// Exercises that batch created and that have no sets left.
    package var removedExercises: [Exercise]
    /// Imports written after the removed batch, which stay (newest first):
    /// `undo` after an import reaches past it to the `log` entry before.
    package var importsAfter: [ImportBatch] = []
    /// Sets an import wrote over or removed, given back as they were before it.
    package var restored: [WorkoutSet] = []
    /// Sets the import wrote over that a later import wrote over again: left
    /// as they are (taking that one back first gives them back in turn).
    package var changedSince: [WorkoutSet] = []
    /// When the removed batch was written.
    package var writtenAt: Date?
}

/// One import as the log records it: the batch its sets were written in.
package struct ImportBatch: Hashable, Sendable {
    /// The batch's stable id; its first 8 characters take it back
    /// (`repchart undo --import ID`).
    package var id: UUID
    /// When it was written.
    package var date: Date
    /// Its sets still in the log.
    package var sets: Int
    /// Sets it wrote over or removed (a re-import), which taking it back gives back.
    package var replaced: Int = 0

    /// The id as `undo --import` takes it: its first 13 characters, lower case
    /// ("01a22cc2-5833"). Import ids are time-ordered, their first 12 digits
    /// the moment to the millisecond: 8 were shared by imports a minute apart.
    package var shortID: String { String(id.uuidString.prefix(13)).lowercased() }
}

extension WorkoutStore {
    /// The batch source of imports (`ImportWriter.batchSource`).
    static let importSource = "import"

    /// Removes every remaining set of the latest batch written by one of `sources`
    /// (by default, the last `repchart log`), and the exercises it created that are
    /// left without sets; says which imports came after it (they stay). A
    /// batch whose sets were all deleted since is the latest still: it goes
    /// with no sets (`UndoResult.sets` empty), so an undo never reaches past
    /// the last entry to an older one unasked.
    @discardableResult
    package func undoLastBatch(sources: [String] = ["log"]) throws(StoreError) -> UndoResult {
        try writing { db in
            guard let batch = try Row.fetchOne(db, sql: """
                SELECT b.number, b.createdAt FROM batch b
                WHERE b.source IN (\(AggregateSQL.marks(sources.count)))
                ORDER BY b.createdAt DESC, b.number DESC LIMIT 1
                """, arguments: StatementArguments(sources)) else {
                throw StoreError.nothingToUndo
            }
            let number: Int64 = batch[0]
            let createdAt: Int64 = batch[1]
            var result = try Self.removeBatch(db, number: number)
            result.writtenAt = Date(timeIntervalSince1970: Double(createdAt) / 1000)
            if !sources.contains(Self.importSource) {
                result.importsAfter = try Self.imports(db, sql: """
                    WHERE b.source = ? AND (b.createdAt > ? OR (b.createdAt = ? AND b.number > ?))
                    """, arguments: [Self.importSource, createdAt, createdAt, number])
            }
            return result
        }
    }

    /// Takes back one import: `reference` is its id or the first 8+ characters
    /// of it (as `undo` names it); nil, the latest import that still has sets.
    /// Its sets go, and the exercises it created that are left without sets.
    @discardableResult
    package func undoImport(_ reference: String?) throws(StoreError) -> (batch: ImportBatch, result: UndoResult) {
        try writing { db in
            let found: [ImportBatch]
            if let reference {
                let text = reference.trimmingCharacters(in: .whitespaces).uppercased()
                guard text.count >= 8, text.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
                    throw StoreError.unknownImport(reference)
                }
                found = try Self.imports(db, sql: "WHERE b.source = ? AND b.id >= ? AND b.id < ?",
                                         arguments: [Self.importSource, text, text + "\u{7F}"])
                guard found.count < 2 else { throw StoreError.ambiguousImport(reference) }
            } else {
                found = try Self.imports(db, sql: "WHERE b.source = ?", arguments: [Self.importSource])
            }
            guard let batch = found.first,
                  let number = try Int64.fetchOne(db, sql: "SELECT number FROM batch WHERE id = ?",
                                                  arguments: [batch.id.uuidString]) else {
                throw StoreError.unknownImport(reference)
            }
            return (batch, try Self.removeBatch(db, number: number))
        }
    }

    /// Imports with sets left or sets they replaced, matching `sql` (a WHERE
    /// clause on batch `b`), newest first.
    private static func imports(_ db: Database, sql: String, arguments: StatementArguments) throws -> [ImportBatch] {
        let replacing = try db.tableExists(ReplacedSets.table)
        let replaced = replacing ? "(SELECT COUNT(*) FROM replacedSet r WHERE r.replacedBy = b.number)" : "0"
        return try Row.fetchAll(db, sql: """
            SELECT b.id, b.createdAt, (SELECT COUNT(*) FROM workoutSet s WHERE s.batch = b.number) AS sets,
                   \(replaced) AS replaced
            FROM batch b \(sql)
              AND (EXISTS (SELECT 1 FROM workoutSet s WHERE s.batch = b.number) OR \(replaced) > 0)
            ORDER BY b.createdAt DESC, b.number DESC
            """, arguments: arguments).compactMap { row in
            guard let id = UUID(uuidString: row[0]) else { return nil }
            let milliseconds: Int64 = row[1]
            return ImportBatch(id: id, date: Date(timeIntervalSince1970: Double(milliseconds) / 1000), sets: row[2],
                               replaced: row[3])
        }
    }

    /// Deletes batch `number`'s sets, the exercises it created that are left
    /// without sets, and the batch.
    private static func removeBatch(_ db: Database, number batch: Int64) throws -> UndoResult {
        let sets = try Row.fetchAll(db, sql: "\(SetRecords.select) WHERE s.batch = ? ORDER BY s.number",
                                    arguments: [batch]).map(SetRecords.decode)
        try db.execute(sql: "DELETE FROM workoutSet WHERE batch = ?", arguments: [batch])
        // Before the orphans: a set written over onto a new exercise goes back to its own.
        let (restored, changedSince) = try ReplacedSets.restore(db, batch: batch)
        let orphans = try String.fetchAll(db, sql: """
            SELECT id FROM exercise e
            WHERE e.batch = ? AND NOT EXISTS (SELECT 1 FROM workoutSet s WHERE s.exercise = e.number)
            """, arguments: [batch]).compactMap(UUID.init(uuidString:))
        let removed = try orphans.compactMap { id throws in try ExerciseRecords.find(db, id: id) }
        for exercise in removed {
            try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [exercise.id.uuidString])
        }
        try db.execute(sql: "DELETE FROM batch WHERE number = ?", arguments: [batch])
        return UndoResult(sets: sets, removedExercises: removed,
                          restored: try SetRecords.fetch(db, numbers: restored),
                          changedSince: try SetRecords.fetch(db, numbers: changedSince))
    }
}
