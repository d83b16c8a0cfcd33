import GRDB
import WorkoutModel

/// Settings as key/value rows, so new settings need no migration.
enum SettingRecords {
    static func load(_ db: Database) throws -> Settings {
        var values: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") { values[(try row.decode(atIndex: 0))] = (try row.decode(atIndex: 1)) }
        var settings = Settings()
        if let text = values["weekStart"], let start = WeekStart(rawValue: text) { settings.weekStart = start }
        if let text = values["defaultUnit"], let unit = WeightUnit(rawValue: text) { settings.defaultUnit = unit }
        settings.timeZone = values["timeZone"]
        if let text = values["bodyWeight"], let weight = Weight(parsing: text) { settings.bodyWeight = weight }
        return settings
    }

    static func save(_ db: Database, _ settings: Settings) throws {
        let pairs: [(String, String?)] = [
            ("weekStart", settings.weekStart.rawValue),
            ("defaultUnit", settings.defaultUnit.rawValue),
            ("timeZone", settings.timeZone),
            ("bodyWeight", settings.bodyWeight.map { "\(Format.number($0.value, maxFractionDigits: 3)) \($0.unit.rawValue)" }),
        ]
        for (key, value) in pairs {
            if let value {
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [key, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
            }
        }
    }
}
