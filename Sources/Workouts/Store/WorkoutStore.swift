import Foundation
import GRDB

/// The training log on disk: one SQLite file in WAL mode, opened through GRDB.
///
/// Writes are IMMEDIATE transactions and every connection waits up to
/// `busyTimeout` for a lock, so several `repchart` processes can write at once
/// without losing a write or failing with "database is locked".
public final class WorkoutStore: Sendable {
    /// The database file.
    public let path: String
    /// How long a connection waits for another process's lock.
    public static let busyTimeout: TimeInterval = 5

    let pool: DatabasePool

    /// Opens (creating when missing, with its folders at 0700 and the file at 0600)
    /// and migrates the database at `path`.
    public init(path: String) throws(StoreError) {
        self.path = path
        try WorkoutStore.prepareFile(at: path)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(WorkoutStore.busyTimeout)
        configuration.label = "repchart"
        configuration.prepareDatabase { db in
            // A bigger page cache for the writer keeps large imports from spilling
            // index pages to the WAL again and again (64 MB at most, only when used).
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -65536") }
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw .cannotOpen(path: path, reason: WorkoutStore.reason(error))
        }
        try migrate()
    }

    /// Opens the database chosen by `--db`, `REPCHART_DB` or the default location.
    public static func open(explicitPath: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StoreError) -> WorkoutStore {
        try WorkoutStore(path: StoreLocation.path(explicit: explicitPath, environment: environment))
    }

    // MARK: Access

    /// Runs `body` in one IMMEDIATE write transaction; throwing rolls everything back.
    /// Database failures become `StoreError`; other errors from `body` pass through unchanged.
    func writing<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try pool.write(body)
        } catch {
            throw StoreError(error)
        }
    }

    /// Runs `body` on a read-only snapshot.
    func reading<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try pool.read(body)
        } catch {
            throw StoreError(error)
        }
    }

    /// One transaction for bulk work such as an import: everything `body` does is
    /// committed together or not at all. Errors thrown by `body` are rethrown as they
    /// are (after the rollback); database failures arrive as `StoreError`.
    public func write<T>(_ body: (StoreWriter) throws -> T) throws -> T {
        do {
            return try pool.write { db in try body(StoreWriter(db: db)) }
        } catch let error as DatabaseError {
            throw StoreError(error)
        }
    }

    // MARK: Opening

    private func migrate() throws(StoreError) {
        let migrator = Schema.migrator
        // Two processes may open a fresh file at once; GRDB checks applied migrations
        // outside the migration's transaction, so the loser of that race fails with
        // "table already exists". Re-checking settles it.
        var attempts = 0
        while true {
            do {
                let state = try pool.read { db in
                    (try migrator.hasCompletedMigrations(db), try migrator.hasBeenSuperseded(db),
                     try migrator.appliedIdentifiers(db))
                }
                if !state.2.isDisjoint(with: Schema.retiredIdentifiers) {
                    throw StoreError.cannotOpen(path: path, reason: "it was made by a development build of RepChart "
                                                + "with an older schema; move it away and start a new log")
                }
                if state.1 { throw StoreError.newerSchema(path: path) }
                if state.0 { return }
                try migrator.migrate(pool)
                return
            } catch let error as StoreError {
                throw error
            } catch {
                attempts += 1
                if attempts >= 5 { throw .cannotOpen(path: path, reason: WorkoutStore.reason(error)) }
                usleep(20_000)
            }
        }
    }

    /// Creates missing folders (0700) and an empty database file (0600) so SQLite
    /// never creates them with the umask's looser permissions.
    static func prepareFile(at path: String) throws(StoreError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw .cannotOpen(path: path, reason: "it is a folder") }
            return
        }
        try makeFolders(folder, for: path)
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            close(fd)
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    private static func makeFolders(_ folder: String, for path: String) throws(StoreError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            if !isDirectory.boolValue { throw .cannotOpen(path: path, reason: "\(folder) is not a folder") }
            return
        }
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        if parent != folder { try makeFolders(parent, for: path) }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .cannotOpen(path: path, reason: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
    }

    static func reason(_ error: any Error) -> String {
        if let db = error as? DatabaseError {
            if db.resultCode == .SQLITE_NOTADB { return "not a database file" }
            return db.message ?? "\(db.resultCode)"
        }
        return String(describing: error)
    }
}
