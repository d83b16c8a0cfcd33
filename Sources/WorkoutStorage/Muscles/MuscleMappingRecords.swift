import Foundation
import GRDB
import WorkoutModel

/// A log's own muscle mappings, as rows of the key/value `setting` table
/// ("muscles:<exercise id>" → "chest triceps:0.5"): a new kind of row, not
/// a new table, so logs with and without mappings share one schema.
enum MuscleMappingRecords {
    static let prefix = "muscles:"

    static func all(_ db: Database) throws -> [UUID: MuscleMapping] {
        var result: [UUID: MuscleMapping] = [:]
        let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE 'muscles:%'")
        for row in rows {
            let key: String = try row.decode(atIndex: 0)
            let value: String = try row.decode(atIndex: 1)
            // A damaged row is ignored: the catalogue's mapping applies again.
            guard let id = UUID(uuidString: String(key.dropFirst(prefix.count))),
                  let mapping = try? MuscleMapping(parsing: value.split(separator: " ").map(String.init)) else { continue }
            result[id] = mapping
        }
        return result
    }

    static func set(_ db: Database, exercise: UUID, mapping: MuscleMapping?) throws {
        let key = prefix + exercise.uuidString
        if let mapping {
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key, mapping.text()])
        } else {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
    }
}

extension WorkoutStore {
    /// The mappings set in this log, by exercise id.
    package func muscleMappings() throws(StoreError) -> [UUID: MuscleMapping] {
        try reading { db in try MuscleMappingRecords.all(db) }
    }

    /// Sets (or with nil, removes) the log's own mapping of an exercise.
    package func setMuscleMapping(_ mapping: MuscleMapping?, for exercise: Exercise) throws(StoreError) {
        try writing { db in try MuscleMappingRecords.set(db, exercise: exercise.id, mapping: mapping) }
    }
}
