import CSQLiteSetup
import FileOutput
import Foundation
import GRDB
import GRDBSQLite
import WorkoutModel

/// The training log on disk: one SQLite file in WAL mode, opened through GRDB.
///
/// Writes are IMMEDIATE transactions and every connection waits up to
/// `busyTimeout` for a lock, so several `repchart` processes can write at once
/// without losing a write or failing with "database is locked".
package final class WorkoutStore: Sendable {
    /// The database file.
    package let path: String
    /// The schema version this build writes; older files are upgraded, newer ones refused.
    package static var schemaVersion: Int { Schema.currentVersion }
    /// How long a connection waits for another process's lock.
    package static let busyTimeout: TimeInterval = 5

    /// The schema upgrade this open made (an older file, backed up first), if any.
    package let upgrade: SchemaChange?
    /// The file may not be written by this process (file mode, immutable
    /// attribute, read-only mount): it is read as it is, and every write is
    /// refused with `StoreError.readOnly`.
    package let isReadOnly: Bool
    /// Whether this open created the file (nothing was at `path` before).
    package let createdFile: Bool
    /// Whether the file was there but empty (0 bytes) before this open made it a log.
    package let startedEmpty: Bool

    /// A pool (a writer and readers), or one connection (`singleConnection`).
    let pool: any DatabaseWriter
    /// The names (hard links) the file has: SQLite keeps the write-ahead log
    /// and shared memory by name, so writes through two names lose sets, and
    /// a file with more than one is only read.
    let hardLinks: Int

    /// Opens (creating when missing, with its folders at 0700 and the file at 0600)
    /// and migrates the database at `path`. A file from an older RepChart is copied
    /// to `PATH.schema-N.backup` before it is upgraded (see `upgrade`); one from a
    /// newer RepChart is refused with `StoreError.newerSchema`.
    ///
    /// `singleConnection`: one SQLite connection instead of a pool (a writer
    /// plus a reader per concurrent read). A command that reads once and ends
    /// opens one connection instead of two; writes still work, serialized on it.
    ///
    /// `mustExist`: a command that only reads (or undoes) is refused with
    /// `StoreError.noLog` when there is no file, and creates no file or folder;
    /// with `StoreError.emptyLog` when the file is empty, which it leaves empty.
    /// A non-empty SQLite file that RepChart did not make is refused untouched
    /// (`StoreError.notALog`): no tables added, its journal mode kept.
    package init(path: String, singleConnection: Bool = false, mustExist: Bool = false) throws(StoreError) {
        _ = WorkoutStore.sqliteSetUp
        self.path = path
        createdFile = FileKind(atPath: path) == .missing
        if mustExist, createdFile { throw .noLog(path: path) }
        startedEmpty = FileKind(atPath: path) == .regular
            && (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0
        // An empty file would become a new, empty log here, and a read say "No sets." of a log lost to a failed copy.
        if mustExist, startedEmpty { throw .emptyLog(path: path) }
        try WorkoutStore.prepareFile(at: path)
        isReadOnly = ReadOnlyFile.isReadOnly(path)
        var info = stat()
        hardLinks = stat(path, &info) == 0 ? Int(info.st_nlink) : 1
        // A pool writes as it opens (it switches the file to WAL, and writes a
        // table and drops it when the WAL file is empty): a file is checked to
        // be ours first. One connection writes nothing before `SchemaUpgrade`
        // checks it.
        if !singleConnection, !isReadOnly, FileHeader.isSQLite(path: path) { try ForeignDatabase.refuse(path: path) }
        var configuration = Configuration()
        configuration.readonly = isReadOnly
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(WorkoutStore.busyTimeout)
        configuration.label = "repchart"
        configuration.prepareDatabase { db in
            // A bigger page cache for the writer keeps large imports from spilling
            // index pages to the WAL again and again (64 MB at most, only when used).
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -65536") }
        }
        var oneConnection = singleConnection
        do {
            let location = isReadOnly ? ReadOnlyFile.uri(path) : path
            if oneConnection {
                pool = try DatabaseQueue(path: location, configuration: configuration)
            } else {
                do {
                    pool = try DatabasePool(path: location, configuration: configuration)
                } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && !isReadOnly {
                    // A pool must set WAL mode, which SQLite refuses at once while
                    // another process loads the log with a rollback journal
                    // (`BulkJournal`). One connection reads the log as it was and
                    // writes after the load, like any other.
                    pool = try DatabaseQueue(path: location, configuration: configuration)
                    oneConnection = true
                }
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            throw StoreError(error, path: path)
        } catch {
            throw .cannotOpen(path: path, reason: UnreadableWAL.reason(path: path) ?? WorkoutStore.reason(error))
        }
        if hardLinks > 1 {
            // Read as it is: an upgrade would write through this name.
            do {
                upgrade = try SchemaUpgrade.run(pool, path: path, readOnly: true)
            } catch .readOnly, .cannotOpen {
                throw WorkoutStore.hardLinked(path, hardLinks)
            }
            return
        }
        upgrade = try SchemaUpgrade.run(pool, path: path, readOnly: isReadOnly)
        // A pool's writer is set to WAL by GRDB; one connection is not: a bulk
        // load killed with a rollback journal (see `BulkJournal`) leaves the
        // file in rollback mode (its journal rolled back by the line above).
        if oneConnection, !isReadOnly { pool.writeWithoutTransaction { db in BulkJournal.restoreWAL(db) } }
    }

    /// Opens the database chosen by `--db`, `REPCHART_DB` or the default location.
    /// `mustExist`: see `init(path:singleConnection:mustExist:)`.
    package static func open(explicitPath: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            singleConnection: Bool = false, mustExist: Bool = false)
        throws(StoreError) -> WorkoutStore {
        try WorkoutStore(path: StoreLocation.path(explicit: explicitPath, environment: environment),
                         singleConnection: singleConnection, mustExist: mustExist)
    }

    /// Closes the log and removes the file this open created, with its
    /// journal files: for a command that turned out to keep nothing (a
    /// refused import, a dry run), so no empty log is left where there was
    /// none and the next command still says there is no log; a file that was
    /// there empty is emptied again. Does nothing when the file held a log
    /// before, or when it holds anything by now
    /// (another process may have written to the new log meanwhile). The
    /// store must not be used afterwards.
    package func removeCreatedFile() {
        guard createdFile || startedEmpty, !isReadOnly else { return }
        let empty = try? pool.read { db in
            try Bool.fetchOne(db, sql: """
                SELECT NOT (EXISTS (SELECT 1 FROM workoutSet) OR EXISTS (SELECT 1 FROM exercise)
                            OR EXISTS (SELECT 1 FROM setting) OR EXISTS (SELECT 1 FROM batch))
                """)
        }
        guard empty == true else { return }
        try? pool.close()
        // A file that was there empty is left there empty, as it was.
        if startedEmpty { truncate(path, 0) }
        for suffix in createdFile ? ["", "-wal", "-shm", "-journal"] : ["-wal", "-shm", "-journal"] { unlink(path + suffix) }
    }

    // MARK: Access

    /// Runs `body` in one IMMEDIATE write transaction; throwing rolls everything back.
    /// Database failures become `StoreError`; other errors from `body` pass through unchanged.
    func writing<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        if isReadOnly { throw .readOnly(path: path) }
        if hardLinks > 1 { throw WorkoutStore.hardLinked(path, hardLinks) }
        do {
            return try pool.write(body)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Runs `body` on a read-only snapshot: inside `readingOneSnapshot`, that
    /// call's snapshot; otherwise one of its own.
    func reading<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            if let open = OpenSnapshot.current, open.store == ObjectIdentifier(self) { return try body(open.db) }
            return try pool.read(body)
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// Runs `body` with every read of this store on this thread seeing one
    /// snapshot of the log: a command that asks several questions (settings,
    /// exercises, totals, training days) while another process imports gets
    /// all its answers from before the import or all from after it, never a mix.
    /// Errors thrown by `body` pass through unchanged; a failure to begin the
    /// read arrives as `StoreError`. `body` must not write to this store.
    package func readingOneSnapshot<T>(_ body: () throws -> T) throws -> T {
        if let open = OpenSnapshot.current, open.store == ObjectIdentifier(self) { return try body() }
        var failure: (any Error)?   // body's own error, kept apart from the database's
        do {
            return try pool.read { db in
                try OpenSnapshot.$current.withValue(OpenSnapshot(db: db, store: ObjectIdentifier(self))) {
                    do { return try body() } catch { failure = error; throw error }
                }
            }
        } catch {
            throw failure ?? StoreError(error, path: path)
        }
    }

    /// One transaction for bulk work such as an import: everything `body` does is
    /// committed together or not at all. Errors thrown by `body` are rethrown as they
    /// are (after the rollback); database failures arrive as `StoreError`.
    ///
    /// `expectedSets`: about how many sets `body` will add (an import's estimate
    /// from its file). When that is at least `StoreWriter.bulkLoadMinimumSets`
    /// and more than the log holds, and no other connection has the file open,
    /// the transaction runs with a rollback journal instead of the WAL, so its
    /// new pages are written once instead of twice (see `BulkJournal`); the
    /// file is in WAL mode again when this returns or throws. This process's
    /// idle read connections are closed first (new ones open when needed).
    package func write<T>(expectingSets expectedSets: Int = 0, _ body: (StoreWriter) throws -> T) throws -> T {
        if isReadOnly { throw StoreError.readOnly(path: path) }
        if hardLinks > 1 { throw WorkoutStore.hardLinked(path, hardLinks) }
        do {
            var journal: BulkJournal?
            if expectedSets >= StoreWriter.bulkLoadMinimumSets {
                // Idle readers keep the file open in WAL mode, which SQLite then refuses to leave.
                (pool as? DatabasePool)?.releaseMemory()
                journal = try pool.writeWithoutTransaction { db in
                    try expectedSets > StoreWriter.storedSetNumbers(db) ? BulkJournal.enter(db) : nil
                }
            }
            defer { if let journal { pool.writeWithoutTransaction { db in journal.leave(db) } } }
            return try pool.write { db in try body(StoreWriter(db: db, path: path)) }
        } catch where error is DatabaseError || error is RowDecodingError {
            throw StoreError(error, path: path)
        }
    }

    /// The refusal to write a file with `links` names, and how to give it one.
    static func hardLinked(_ path: String, _ links: Int) -> StoreError {
        .cannotOpen(path: path, reason: "the file has \(links) hard links (names), and writes through more than one "
                        + "of them lose sets; give the log a file of its own with "
                        + "`cp \(path) \(path).own && mv \(path).own \(path)`, and use one name (reading still works)")
    }

    // MARK: Opening

    /// Process-wide SQLite settings, made once, before this process's first
    /// connection when it is a store's: memory statistics off, so that no
    /// allocation SQLite makes takes a global mutex to count itself (nothing
    /// here reads them). Too late (SQLite already in use), SQLite refuses and
    /// nothing changes.
    private static let sqliteSetUp: Void = { _ = rc_sqlite_memstatus_off() }()

    /// Whether SQLite counts its memory in this process (the statistics
    /// `sqliteSetUp` turns off when it comes first).
    static var sqliteCountsMemory: Bool {
        var current: Int64 = 0
        var highest: Int64 = 0
        return sqlite3_status64(SQLITE_STATUS_MEMORY_USED, &current, &highest, 0) == SQLITE_OK && highest > 0
    }

    /// Creates missing folders (0700) and an empty database file (0600) so SQLite
    /// never creates them with the umask's looser permissions.
    static func prepareFile(at path: String) throws(StoreError) {
        // Plain stat and string work: Foundation's URL and FileManager have a
        // first-use cost that every chart command would pay (docs/PERFORMANCE.md).
        switch FileKind(atPath: path) {
        case .regular: return
        case .missing: break
        case .folder, .stream, .other: throw .cannotOpen(path: path, reason: "it is \(FileKind.noun(atPath: path) ?? "missing"), not a database file")
        }
        try makeFolders(folder(of: path), for: path)
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            close(fd)
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// The folder holding `path` (`Folder.containing`).
    static func folder(of path: String) -> String { Folder.containing(path) }

    private static func makeFolders(_ folder: String, for path: String) throws(StoreError) {
        do {
            try Folder.make(folder, permissions: 0o700)
        } catch {
            switch error {
            case .notAFolder(let folder): throw .cannotOpen(path: path, reason: "\(folder) is not a folder")
            case .cannotCreate(let folder, let why): throw .cannotOpen(path: path, reason: "cannot create \(folder): \(why)")
            }
        }
    }

    static func reason(_ error: any Error) -> String {
        if let db = error as? DatabaseError { return StoreError.reason(db) }
        return String(describing: error)
    }
}
