import Foundation
import GRDB
import WorkoutModel

/// Exercises' own progression settings, as rows of the key/value `setting`
/// table ("progression:<exercise id>" → "step=5kg reps=5"), as the muscle
/// mappings are: a new kind of row, so every log keeps one schema.
enum ProgressionRecords {
    static let prefix = "progression:"

    static func all(_ db: Database) throws -> [UUID: ProgressionSetting] {
        var result: [UUID: ProgressionSetting] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE 'progression:%'") {
            let key: String = try row.decode(atIndex: 0)
            let value: String = try row.decode(atIndex: 1)
            // A damaged row is ignored: the rule's defaults apply again.
            guard let id = UUID(uuidString: String(key.dropFirst(prefix.count))),
                  let setting = ProgressionSetting(storedText: value) else { continue }
            result[id] = setting
        }
        return result
    }

    static func find(_ db: Database, exercise: UUID) throws -> ProgressionSetting? {
        try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [prefix + exercise.uuidString])
            .flatMap(ProgressionSetting.init(storedText:))
    }

    static func set(_ db: Database, exercise: UUID, setting: ProgressionSetting) throws {
        let key = prefix + exercise.uuidString
        if setting.isEmpty {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        } else {
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key, setting.storedText])
        }
    }
}

extension WorkoutStore {
    /// The progression settings set in this log, by exercise id.
    package func progressionSettings() throws(StoreError) -> [UUID: ProgressionSetting] {
        try reading { db in try ProgressionRecords.all(db) }
    }

    /// Sets an exercise's progression (an empty setting removes it: the defaults apply).
    package func setProgression(_ setting: ProgressionSetting, for exercise: Exercise) throws(StoreError) {
        try writing { db in try ProgressionRecords.set(db, exercise: exercise.id, setting: setting) }
    }
}
