import Foundation
import GRDB

/// The store inside one write transaction (see `WorkoutStore.write`): for imports
/// that validate first, then add exercises and stream many sets in one commit.
public final class StoreWriter {
    let db: Database
    private var nextPositions: [Day: Int] = [:]
    // Row numbers of exercises and batches already looked up in this transaction.
    private var exerciseNumbers: [UUID: Int64] = [:]
    private var batchNumbers: [UUID: Int64] = [:]

    /// The database file, for error messages.
    let path: String

    init(db: Database, path: String) {
        self.db = db
        self.path = path
    }

    public func exercises() throws -> [Exercise] { try ExerciseRecords.all(db) }

    /// By name or alias, ignoring case; nil when unknown.
    public func exercise(named name: String) throws -> Exercise? { try ExerciseRecords.find(db, named: name) }

    public func exercise(id: UUID) throws -> Exercise? { try ExerciseRecords.find(db, id: id) }

    /// Adds an exercise (an empty `color` takes the next palette colour). With `batch`,
    /// undoing that batch also removes the exercise when no sets are left on it.
    @discardableResult
    public func addExercise(_ exercise: Exercise, batch: UUID? = nil) throws -> Exercise {
        let number = try batch.map { id throws in try batchNumber(id) }
        return try ExerciseRecords.insert(db, exercise, batch: number)
    }

    /// Starts a batch (one `log` call, one import) that `undo` can remove as a whole.
    public func beginBatch(source: String) throws -> UUID {
        let batch = try SetRecords.createBatch(db, source: source)
        batchNumbers[batch.id] = batch.number
        return batch.id
    }

    /// Validates and inserts `set`; a nil `position` takes the next one of its day.
    /// Returns the stored set, or nil when `skipDuplicates` and the same id or
    /// (source, sourceKey) is already stored.
    @discardableResult
    public func insert(_ set: WorkoutSet, skipDuplicates: Bool = false, index: Int = 1) throws -> WorkoutSet? {
        do { try set.validate() } catch { throw StoreError.invalidSet(index: index, reason: error.reason) }
        // The next free position of each day is read once per transaction, then counted here.
        let next = try nextPositions[set.day] ?? SetRecords.nextPosition(db, day: set.day)
        let position = set.position ?? next
        let exercise = try exerciseNumber(set.exerciseId)
        let batch = try set.batchId.map { id throws in try batchNumber(id) }
        guard let number = try SetRecords.insert(db, set, exercise: exercise, batch: batch, position: position,
                                                 skipDuplicates: skipDuplicates) else {
            return nil
        }
        nextPositions[set.day] = max(next, position + 1)
        var stored = set
        stored.number = number
        stored.position = position
        return stored
    }

    /// The stored set with this id, if any (to tell a true duplicate from a conflict).
    public func set(id: UUID) throws -> WorkoutSet? {
        try Row.fetchOne(db, sql: "\(SetRecords.select) WHERE s.id = ?", arguments: [id.uuidString]).map(SetRecords.decode)
    }

    private func exerciseNumber(_ id: UUID) throws -> Int64 {
        if let known = exerciseNumbers[id] { return known }
        guard let number = try ExerciseRecords.number(db, id: id) else {
            throw StoreError.missingExercise(id.uuidString)
        }
        exerciseNumbers[id] = number
        return number
    }

    private func batchNumber(_ id: UUID) throws -> Int64 {
        if let known = batchNumbers[id] { return known }
        guard let number = try SetRecords.batchNumber(db, id: id) else {
            throw StoreError.database("no batch \(id.uuidString); start one with beginBatch(source:)")
        }
        batchNumbers[id] = number
        return number
    }

    public func settings() throws -> Settings { try SettingRecords.load(db) }

    public func saveSettings(_ settings: Settings) throws { try SettingRecords.save(db, settings) }
}
