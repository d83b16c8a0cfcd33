import GRDB
import GRDBSQLite
import WorkoutModel

/// A rollback journal instead of the WAL for one bulk load (a large import
/// into a log that holds fewer sets, see `WorkoutStore.write(expectingSets:_:)`).
///
/// In WAL mode every page is written twice: to the WAL, then into the file by
/// the checkpoint that follows the commit (for the million-set import, a WAL
/// the size of the whole load: docs/PERFORMANCE.md, "Issue 17: import at SQLite's speed").
/// With a rollback journal, pages past the file's end when the transaction
/// began (nearly all of a bulk load's) are not journaled at all: they are
/// written once, into the file. A failure, a rollback or a kill still leaves
/// the file as it was: the journal holds the original of every page that
/// existed, and the file's original size, so the next connection to open the
/// file rolls a "hot" journal back before reading anything (SQLite does this
/// itself), and `WorkoutStore` sets WAL again when it opens the file.
///
/// Other processes can still read the log as it was while the load runs:
/// the load's pages stay in its page cache (up to `spillKilobytes`) instead of
/// being written to the file before the commit, so the load holds SQLite's
/// exclusive lock, which keeps readers out, only while it commits. Past that
/// size, pages are written early and readers wait (up to their busy timeout)
/// from then on.
///
/// SQLite only leaves WAL mode when no other connection has the file open
/// (this process's idle readers are closed first); otherwise the load simply
/// goes to the WAL as before. Never waiting for that: another process that
/// has the file open is not waited for.
struct BulkJournal {
    /// The page cache a bulk load fills before it writes pages to the file
    /// (and locks readers out) ahead of its commit. With the import's cache
    /// (which also sizes SQLite's sorter when the indexes are built at the
    /// end) it bounds an import's memory whatever the file's length.
    static let spillKilobytes = 256 * 1024

    /// The connection's `cache_spill` before, set back by `leave`.
    private let spillPages: Int

    /// Switches `db`, outside any transaction, from WAL to a rollback journal
    /// (`journal_mode = DELETE`, with `synchronous = FULL`, the setting that
    /// keeps a rollback journal safe from a power cut, and `cache_spill` at
    /// `spillKilobytes`). Returns nil (the file stays in WAL mode) when another
    /// connection has the file open or the switch failed otherwise.
    static func enter(_ db: Database, spillKilobytes: Int = BulkJournal.spillKilobytes) -> BulkJournal? {
        guard withoutWaiting(db, { try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE") }) == "delete" else {
            return nil
        }
        do {
            let spill = try Int.fetchOne(db, sql: "PRAGMA cache_spill") ?? 0
            let pageSize = max(512, try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096)
            try db.execute(sql: "PRAGMA synchronous = FULL")
            try setSpill(db, pages: max(1, spillKilobytes * 1024 / pageSize))  // last: nothing to undo after it
            return BulkJournal(spillPages: spill)
        } catch {
            setWAL(db)
            return nil
        }
    }

    /// Back to WAL mode (and `synchronous = NORMAL`, as GRDB sets it for WAL)
    /// after the transaction, committed or rolled back. When that fails (a
    /// process that opened the file meanwhile still holds it past the busy
    /// timeout), the file stays in rollback mode, which is safe, until the next
    /// `WorkoutStore` opens it and sets WAL again.
    func leave(_ db: Database) {
        try? BulkJournal.setSpill(db, pages: spillPages)
        BulkJournal.setWAL(db)
    }

    /// Spills the page cache to the file past `pages` pages (0: never).
    /// SQLite reads `cache_spill = N` also as a switch, by N's lowest byte
    /// (`getSafetyLevel` keeps a `u8`), so a multiple of 256 would turn
    /// spilling off: the size is set, then the switch, each on its own.
    static func setSpill(_ db: Database, pages: Int) throws {
        if pages > 0 { try db.execute(sql: "PRAGMA cache_spill = \(pages)") }
        try db.execute(sql: pages > 0 ? "PRAGMA cache_spill = ON" : "PRAGMA cache_spill = OFF")
    }

    private static func setWAL(_ db: Database) {
        guard !db.isInsideTransaction,
              let mode = try? String.fetchOne(db, sql: "PRAGMA journal_mode = WAL"), mode == "wal"
        else { return }
        try? db.execute(sql: "PRAGMA synchronous = NORMAL")
    }

    /// Sets WAL mode when the file `db` has open is not in it (a bulk load
    /// that ended before it could set it back), for a writable connection
    /// that GRDB does not set up for WAL itself (a `DatabaseQueue`). Not
    /// waiting: when another process holds a lock, it is writing the file and
    /// this is left to it (or to the next open).
    static func restoreWAL(_ db: Database) {
        guard let mode = try? String.fetchOne(db, sql: "PRAGMA journal_mode"), mode != "wal" else { return }
        _ = withoutWaiting(db) { try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
    }

    /// Runs `body` with no busy timeout: a lock held elsewhere fails it at once
    /// (nil) instead of waiting `WorkoutStore.busyTimeout` for it.
    private static func withoutWaiting<T>(_ db: Database, _ body: () throws -> T?) -> T? {
        sqlite3_busy_timeout(db.sqliteConnection, 0)
        defer { sqlite3_busy_timeout(db.sqliteConnection, CInt(WorkoutStore.busyTimeout * 1000)) }
        return try? body()
    }
}
