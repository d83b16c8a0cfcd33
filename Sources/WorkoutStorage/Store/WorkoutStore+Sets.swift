import Foundation
import GRDB
import WorkoutModel

/// Which sets to list.
public struct SetFilter: Hashable, Sendable {
    /// Only sets on these days; nil: every day.
    public var range: DayRange?
    /// Only sets of these exercises; nil: every exercise.
    public var exerciseIds: [UUID]?
    /// Keep only the latest `limit` sets (still listed oldest first).
    public var limit: Int?

    /// A filter; the defaults list every set.
    public init(range: DayRange? = nil, exerciseIds: [UUID]? = nil, limit: Int? = nil) {
        self.range = range
        self.exerciseIds = exerciseIds
        self.limit = limit
    }
}

/// What `undoLastBatch` removed.
public struct UndoResult: Sendable {
    /// The sets removed.
    public var sets: [WorkoutSet]
    /// Exercises that batch created and that have no sets left.
    public var removedExercises: [Exercise]
}

/// What an insert did.
public struct InsertResult: Hashable, Sendable {
    /// The stored sets, with their numbers and positions.
    public var inserted: [WorkoutSet]
    /// Sets left out because the same id or (source, sourceKey) was already stored.
    public var skippedDuplicates: Int
    /// The batch the sets were stored in, which `undo` removes as one.
    public var batchId: UUID?
}

extension WorkoutStore {
    /// Validates every set, then stores them all in one transaction as one batch
    /// (which `undoLastBatch` removes as a whole). Nothing is written when any set
    /// is invalid or names an unknown exercise.
    @discardableResult
    public func insert(_ sets: [WorkoutSet], source: String = "log",
                       skipDuplicates: Bool = false) throws(StoreError) -> InsertResult {
        for (index, set) in sets.enumerated() {
            do { try set.validate() } catch { throw .invalidSet(index: index + 1, reason: error.reason) }
        }
        return try writing { db in
            let writer = StoreWriter(db: db, path: path)
            let batch = try writer.beginBatch(source: source)
            var result = InsertResult(inserted: [], skippedDuplicates: 0, batchId: batch)
            for (index, var set) in sets.enumerated() {
                set.batchId = batch
                if let stored = try writer.insert(set, skipDuplicates: skipDuplicates, index: index + 1) {
                    result.inserted.append(stored)
                } else {
                    result.skippedDuplicates += 1
                }
            }
            return result
        }
    }

    /// Sets in order of day and position (oldest first).
    public func sets(_ filter: SetFilter = SetFilter()) throws(StoreError) -> [WorkoutSet] {
        var conditions: [String] = []
        var arguments: [(any DatabaseValueConvertible)?] = []
        if let range = filter.range {
            conditions.append("s.day BETWEEN ? AND ?")
            arguments += [range.from.description, range.to.description]
        }
        if let ids = filter.exerciseIds {
            conditions.append("s.exercise IN (SELECT number FROM exercise WHERE id IN (\(AggregateSQL.marks(ids.count))))")
            arguments += ids.map(\.uuidString)
        }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let limit = filter.limit.map { " LIMIT \(max(0, $0))" } ?? ""
        let sql = "\(SetRecords.select) \(whereClause) ORDER BY s.day DESC, s.position DESC, s.number DESC\(limit)"
        let args = StatementArguments(arguments)
        return try reading { db in try Row.fetchAll(db, sql: sql, arguments: args).map(SetRecords.decode).reversed() }
    }

    /// The set with this stable id.
    public func set(id: UUID) throws(StoreError) -> WorkoutSet? {
        try reading { db in try StoreWriter(db: db, path: path).set(id: id) }
    }

    /// Deletes the sets given by number (`42`), id, or id prefix (8+ characters).
    /// Every reference is checked first; an unknown one deletes nothing.
    @discardableResult
    public func deleteSets(_ references: [String]) throws(StoreError) -> [WorkoutSet] {
        try writing { db in
            var numbers: [Int64] = []
            for reference in references {
                let number = try SetRecords.resolve(db, reference: reference)
                if !numbers.contains(number) { numbers.append(number) }
            }
            let sets = try SetRecords.fetch(db, numbers: numbers)
            try SetRecords.delete(db, numbers: numbers)
            return sets
        }
    }

    /// Removes every remaining set of the latest batch written by one of `sources`
    /// (by default, the last `repchart log`), and the exercises it created that are
    /// left without sets.
    @discardableResult
    public func undoLastBatch(sources: [String] = ["log"]) throws(StoreError) -> UndoResult {
        try writing { db in
            guard let batch = try Int64.fetchOne(db, sql: """
                SELECT b.number FROM batch b
                WHERE b.source IN (\(AggregateSQL.marks(sources.count)))
                  AND EXISTS (SELECT 1 FROM workoutSet s WHERE s.batch = b.number)
                ORDER BY b.createdAt DESC, b.number DESC LIMIT 1
                """, arguments: StatementArguments(sources)) else {
                throw StoreError.nothingToUndo
            }
            let sets = try Row.fetchAll(db, sql: "\(SetRecords.select) WHERE s.batch = ? ORDER BY s.number",
                                        arguments: [batch]).map(SetRecords.decode)
            try db.execute(sql: "DELETE FROM workoutSet WHERE batch = ?", arguments: [batch])
            let orphans = try String.fetchAll(db, sql: """
                SELECT id FROM exercise e
                WHERE e.batch = ? AND NOT EXISTS (SELECT 1 FROM workoutSet s WHERE s.exercise = e.number)
                """, arguments: [batch]).compactMap(UUID.init(uuidString:))
            let removed = try orphans.compactMap { id throws in try ExerciseRecords.find(db, id: id) }
            for exercise in removed {
                try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [exercise.id.uuidString])
            }
            try db.execute(sql: "DELETE FROM batch WHERE number = ?", arguments: [batch])
            return UndoResult(sets: sets, removedExercises: removed)
        }
    }

    /// How many sets are stored.
    public func setCount() throws(StoreError) -> Int {
        try reading { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM workoutSet") ?? 0 }
    }

    // MARK: Settings

    /// The log's settings; a new log's defaults for anything never set.
    public func settings() throws(StoreError) -> Settings {
        try reading { db in try SettingRecords.load(db) }
    }

    /// Stores `settings`, replacing the log's.
    public func saveSettings(_ settings: Settings) throws(StoreError) {
        try writing { db in try SettingRecords.save(db, settings) }
    }
}
