import GRDB
import GRDBSQLite

/// A rollback journal instead of the WAL for one bulk load (a large import
/// into a log that holds fewer sets, see `WorkoutStore.writeInBulk`).
///
/// In WAL mode every page is written twice: to the WAL, then into the file by
/// the checkpoint that follows the commit (for 1,000,000 sets, a 240 MB WAL).
/// With a rollback journal, pages past the file's end when the transaction
/// began (nearly all of a bulk load's) are not journaled at all: they are
/// written once, into the file. A failure, a rollback or a kill still leaves
/// the file as it was: the journal holds the original of every page that
/// existed, and the file's original size, so the next connection to open the
/// file rolls a "hot" journal back before reading anything (SQLite does this
/// itself), and `WorkoutStore` sets WAL again when it opens the file.
///
/// SQLite only leaves WAL mode when no other connection has the file open
/// (this process's idle readers are closed first); otherwise the load simply
/// goes to the WAL as before. Never waiting for that: another process that
/// has the file open is not waited for.
enum BulkJournal {
    /// Switches `db`, outside any transaction, from WAL to a rollback journal
    /// (`journal_mode = DELETE`, with `synchronous = FULL`, the setting that
    /// keeps a rollback journal safe from a power cut). Returns whether it did;
    /// false (the file stays in WAL mode) when another connection has the file
    /// open or the switch failed otherwise.
    static func enter(_ db: Database) -> Bool {
        // Leaving WAL mode needs an exclusive lock at once: another connection
        // with the file open would make the busy handler wait its whole timeout.
        sqlite3_busy_timeout(db.sqliteConnection, 0)
        defer { sqlite3_busy_timeout(db.sqliteConnection, CInt(WorkoutStore.busyTimeout * 1000)) }
        guard let mode = try? String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE"), mode == "delete" else {
            return false
        }
        do {
            try db.execute(sql: "PRAGMA synchronous = FULL")
        } catch {
            leave(db)
            return false
        }
        return true
    }

    /// Back to WAL mode (and `synchronous = NORMAL`, as GRDB sets it for WAL)
    /// after the transaction, committed or rolled back. When that fails (a
    /// process that opened the file meanwhile still holds it past the busy
    /// timeout), the file stays in rollback mode, which is safe, until the next
    /// `WorkoutStore` opens it and sets WAL again.
    static func leave(_ db: Database) {
        guard !db.isInsideTransaction,
              let mode = try? String.fetchOne(db, sql: "PRAGMA journal_mode = WAL"), mode == "wal"
        else { return }
        try? db.execute(sql: "PRAGMA synchronous = NORMAL")
    }

    /// Whether the file `db` has open is in WAL mode; sets it when not (a
    /// bulk load that ended before it could set it back). For a writable
    /// connection that GRDB does not set up for WAL itself (a `DatabaseQueue`).
    static func restoreWAL(_ db: Database) {
        guard let mode = try? String.fetchOne(db, sql: "PRAGMA journal_mode"), mode != "wal" else { return }
        _ = try? String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
    }
}
