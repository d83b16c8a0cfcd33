import Foundation
import GRDB

/// The store inside one write transaction (see `WorkoutStore.write`): for imports
/// that validate first, then add exercises and stream many sets in one commit.
public final class StoreWriter {
    let db: Database
    private var nextPositions: [Day: Int] = [:]

    init(db: Database) { self.db = db }

    public func exercises() throws -> [Exercise] { try ExerciseRecords.all(db) }

    /// By name or alias, ignoring case; nil when unknown.
    public func exercise(named name: String) throws -> Exercise? { try ExerciseRecords.find(db, named: name) }

    public func exercise(id: UUID) throws -> Exercise? { try ExerciseRecords.find(db, id: id) }

    /// Adds an exercise (an empty `color` takes the next palette colour).
    @discardableResult
    public func addExercise(_ exercise: Exercise) throws -> Exercise { try ExerciseRecords.insert(db, exercise) }

    /// Starts a batch (one `log` call, one import) that `undo` can remove as a whole.
    public func beginBatch(source: String) throws -> UUID { try SetRecords.createBatch(db, source: source) }

    /// Validates and inserts `set`; a nil `position` takes the next one of its day.
    /// Returns the stored set, or nil when `skipDuplicates` and the same id or
    /// (source, sourceKey) is already stored.
    @discardableResult
    public func insert(_ set: WorkoutSet, skipDuplicates: Bool = false, index: Int = 1) throws -> WorkoutSet? {
        do { try set.validate() } catch { throw StoreError.invalidSet(index: index, reason: error.reason) }
        let position: Int
        if let given = set.position {
            position = given
            nextPositions[set.day] = max(nextPositions[set.day] ?? 1, given + 1)
        } else if let next = nextPositions[set.day] {
            position = next
        } else {
            position = try SetRecords.nextPosition(db, day: set.day)
        }
        if set.position == nil { nextPositions[set.day] = position + 1 }
        guard let number = try SetRecords.insert(db, set, position: position, skipDuplicates: skipDuplicates) else {
            return nil
        }
        var stored = set
        stored.number = number
        stored.position = position
        return stored
    }

    /// The stored set with this id, if any (to tell a true duplicate from a conflict).
    public func set(id: UUID) throws -> WorkoutSet? {
        try Row.fetchOne(db, sql: "SELECT \(SetRecords.columns) FROM workoutSet WHERE id = ?",
                         arguments: [id.uuidString]).map(SetRecords.decode)
    }

    public func settings() throws -> Settings { try SettingRecords.load(db) }

    public func saveSettings(_ settings: Settings) throws { try SettingRecords.save(db, settings) }
}
