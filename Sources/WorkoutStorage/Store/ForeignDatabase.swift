import GRDB
import WorkoutModel

/// A SQLite file RepChart did not make (another application's database):
/// opening it as a log would add our tables and switch it to WAL mode.
/// RepChart's files carry its migrations (`grdb_migrations` with "1-log");
/// an empty database (no tables) is a new log.
enum ForeignDatabase {
    /// The tables of a database RepChart did not make, or nil when it is
    /// RepChart's (or empty). Reads the schema only.
    static func tables(_ db: Database) throws -> [String]? {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name
            """)
        guard !tables.isEmpty else { return nil }
        if tables.contains("grdb_migrations") {
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            let ours = Set(Schema.migrator().migrations).union(Schema.retiredIdentifiers)
            // A newer RepChart's file still starts with our first migration.
            if applied.isEmpty || applied.contains(where: ours.contains) { return nil }
        }
        return tables
    }

    /// Throws `StoreError.notALog` when the file at `path` is another
    /// application's database, reading it through a read-only connection
    /// that changes nothing. Other failures are left to the real open.
    static func refuse(path: String) throws(StoreError) {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(WorkoutStore.busyTimeout)
        let found: [String]?
        do {
            // As a URI that creates no -wal or -shm file next to it.
            let queue = try DatabaseQueue(path: ReadOnlyFile.uri(path), configuration: configuration)
            defer { try? queue.close() }
            found = try queue.read { db in try tables(db) }
        } catch {
            return
        }
        if let found { throw .notALog(path: path, tables: found) }
    }
}
