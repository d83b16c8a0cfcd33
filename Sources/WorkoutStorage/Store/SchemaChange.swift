import Foundation
import GRDB
import WorkoutModel

/// One change of a database's schema version, as recorded in the file: a new
/// file records the version it was created at (from 0), an upgrade records
/// the version it came from and where the copy of the old file went.
package struct SchemaChange: Hashable, Sendable {
    /// The schema version reached.
    package var version: Int
    /// The version before; 0 for a new file.
    package var fromVersion: Int
    /// When the change was made.
    package var changedAt: Date
    /// The copy of the file made before the upgrade (nil for a new file).
    package var backup: String?

    /// A change from its parts, as recorded in the file.
    package init(version: Int, fromVersion: Int, changedAt: Date, backup: String?) {
        self.version = version
        self.fromVersion = fromVersion
        self.changedAt = changedAt
        self.backup = backup
    }

    func insert(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO schemaChange (version, fromVersion, changedAt, backup) VALUES (?, ?, ?, ?)",
                       arguments: [version, fromVersion, Int64((changedAt.timeIntervalSince1970 * 1000).rounded()),
                                   backup])
    }

    /// The changes recorded in the file, oldest first (none before schema 2).
    static func all(_ db: Database) throws -> [SchemaChange] {
        guard try db.tableExists("schemaChange") else { return [] }
        return try Row.fetchAll(db, sql: "SELECT * FROM schemaChange ORDER BY version").map { row in
            let ms: Int64 = (try row.decode(forColumn: "changedAt"))
            return SchemaChange(version: (try row.decode(forColumn: "version")), fromVersion: (try row.decode(forColumn: "fromVersion")),
                                changedAt: Date(timeIntervalSince1970: Double(ms) / 1000), backup: (try row.decode(forColumn: "backup")))
        }
    }
}
