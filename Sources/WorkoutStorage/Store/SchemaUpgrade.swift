import Foundation
import GRDB
import WorkoutModel

/// Brings a database to `Schema.currentVersion` when it is opened.
///
/// A new file is simply migrated. A file from an older RepChart is first
/// copied next to itself (`PATH.schema-N.backup`, 0600, through SQLite's
/// backup API so the WAL's content is included), then migrated; the copy's
/// path is recorded in the file. A file from a newer RepChart is refused
/// untouched.
enum SchemaUpgrade {
    /// Migrates the database at `path`; returns the upgrade made, or nil when the
    /// file was new or already current.
    static func run(_ pool: any DatabaseWriter, path: String, readOnly: Bool = false) throws(StoreError) -> SchemaChange? {
        // Two processes may open a fresh file at once; GRDB checks applied migrations
        // outside the migration's transaction, so the loser of that race fails with
        // "table already exists". Re-checking settles it.
        var attempts = 0
        while true {
            do {
                let applied = try pool.read { db in try Schema.migrator().appliedIdentifiers(db) }
                let version = try check(applied, path: path)
                if version == Schema.currentVersion { return nil }
                if version == 0, let tables = try pool.read({ db in try ForeignDatabase.tables(db) }) {
                    throw StoreError.notALog(path: path, tables: tables)
                }
                if readOnly && version == 0 { throw StoreError.readOnly(path: path) }
                if readOnly {
                    throw StoreError.cannotOpen(path: path, reason: "it needs an upgrade from schema \(version) "
                                                + "but it is read-only; nothing was changed")
                }
                if version == 0 {
                    try Schema.migrator().migrate(pool)
                    return nil
                }
                return try upgrade(pool, path: path)
            } catch let error as StoreError {
                throw error
            } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FULL, .SQLITE_READONLY,
                                                      .SQLITE_IOERR].contains(error.resultCode) {
                throw StoreError(error, path: path)
            } catch {
                attempts += 1
                if attempts >= 5 { throw .cannotOpen(path: path, reason: WorkoutStore.reason(error)) }
                usleep(20_000)
            }
        }
    }

    /// Copies and upgrades an older file. One process at a time does this (a lock
    /// on the folder), so processes that open the file together make one copy.
    static func upgrade(_ pool: any DatabaseWriter, path: String) throws -> SchemaChange? {
        let lock = try FolderLock(holding: path)
        defer { lock.unlock() }
        // Another process may have upgraded the file while this one waited.
        let version = try check(pool.read { db in try Schema.migrator().appliedIdentifiers(db) }, path: path)
        guard version > 0, version < Schema.currentVersion else { return nil }
        let backup = try backUp(pool, path: path, version: version)
        // The copy is made; the migration then runs in its own transaction.
        try Schema.migrator(backup: backup, upgradingFrom: version).migrate(pool)
        return SchemaChange(version: Schema.currentVersion, fromVersion: version, changedAt: Date(), backup: backup)
    }

    /// The schema version of a file with `applied` migrations, refusing files this
    /// build cannot read.
    static func check(_ applied: Set<String>, path: String) throws(StoreError) -> Int {
        if !applied.isDisjoint(with: Schema.retiredIdentifiers) {
            throw .cannotOpen(path: path, reason: "it was made by a development build of RepChart "
                              + "with an older schema; move it away and start a new log")
        }
        let version = Schema.version(applied: applied)
        if Schema.isNewer(applied: applied) { throw .newerSchema(path: path, version: version) }
        return version
    }

    /// Copies the database, as one read snapshot (WAL content included), to a new
    /// `PATH.schema-N.backup`, and returns that path.
    static func backUp(_ pool: any DatabaseWriter, path: String, version: Int) throws -> String {
        let target = try createBackupFile(for: path, version: version)
        do {
            let copy = try DatabaseQueue(path: target)
            try pool.read { db in try copy.writeWithoutTransaction { copyDb in try db.backup(to: copyDb) } }
            try copy.close()
            return target
        } catch {
            try? FileManager.default.removeItem(atPath: target)
            let reason = (error as? DatabaseError)?.resultCode == .SQLITE_FULL ? "the disk is full" : WorkoutStore.reason(error)
            throw StoreError.cannotOpen(path: path, reason: "it needs an upgrade from schema \(version) "
                                        + "but the backup copy \(target) failed (\(reason)); nothing was changed")
        }
    }

    /// A new, empty, user-only file `PATH.schema-N.backup` (with -2, -3… when taken).
    static func createBackupFile(for path: String, version: Int) throws(StoreError) -> String {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path   // recorded, so absolute
        for attempt in 1...1000 {
            let target = "\(path).schema-\(version)\(attempt == 1 ? "" : "-\(attempt)").backup"
            let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 {
                close(fd)
                return target
            }
            if errno != EEXIST {
                throw .cannotOpen(path: path, reason: "it needs an upgrade from schema \(version) but the backup copy "
                                  + "\(target) cannot be created (\(String(cString: strerror(errno)))); nothing was changed")
            }
        }
        throw .cannotOpen(path: path, reason: "too many backup copies next to it; move some away")
    }
}
