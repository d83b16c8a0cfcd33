import FileOutput
import Foundation
import GRDB
import WorkoutModel

/// What `repchart doctor` finds in a database file: its schema version and
/// history, what it holds, and every problem SQLite's integrity checks report.
///
/// Diagnosing never migrates or writes: it also reads files from older and
/// newer RepChart versions, and damaged ones.
package struct StoreDiagnosis: Sendable {
    /// Rows in each table of the log.
    package struct Counts: Hashable, Sendable {
        /// Stored sets.
        package var sets = 0
        /// Exercises.
        package var exercises = 0
        /// Aliases across all exercises.
        package var aliases = 0
        /// Batches: one per `log` call or import, what `undo` removes.
        package var batches = 0
        /// Distinct days with at least one set.
        package var trainingDays = 0
        /// Stored settings (keys given a value).
        package var settings = 0
        /// The first day with a set; nil for an empty log.
        package var firstDay: Day?
        /// The last day with a set; nil for an empty log.
        package var lastDay: Day?
    }

    /// The database file.
    package var path: String
    /// The file's size in bytes (without the write-ahead log).
    package var fileSize: Int64
    /// The write-ahead log's size; nil when there is none.
    package var walSize: Int64?
    /// The file's schema version (0 for an empty file); nil when it could not be read.
    package var schemaVersion: Int?
    /// Applied migration identifiers, in order.
    package var migrations: [String] = []
    /// Recorded schema upgrades, oldest first.
    package var changes: [SchemaChange] = []
    /// What the log holds; nil for a new file or one from a newer RepChart, whose tables may differ.
    package var counts: Counts?
    /// SQLite's page size in bytes.
    package var pageSize = 0
    /// Pages in the file.
    package var pageCount = 0
    /// Pages on the free list: space `VACUUM` would give back.
    package var freePages = 0
    /// True when `PRAGMA quick_check` ran instead of the full `integrity_check`.
    package var quick: Bool
    /// One line per problem found; empty for a healthy file.
    package var problems: [String] = []

    /// True when the checks found no problem.
    package var isHealthy: Bool { problems.isEmpty }
}

extension WorkoutStore {
    /// Checks the database file at `path` without changing it. Throws only when
    /// there is no such file or it is not a file (a folder, a device, a named
    /// pipe); everything wrong with a file is in `problems`.
    ///
    /// `quick` runs `PRAGMA quick_check` (no index cross-checks, much faster on big files).
    package static func diagnose(path: String, quick: Bool = false) throws(StoreError) -> StoreDiagnosis {
        switch FileKind(atPath: path) {
        case .missing: throw .noLog(path: path)
        case .regular: break
        // /dev/null reads as an empty database, a named pipe would block.
        case .folder, .stream, .other:
            throw .cannotOpen(path: path, reason: "it is \(FileKind.noun(atPath: path) ?? "missing"), not a database file")
        }
        var report = StoreDiagnosis(path: path, fileSize: fileSize(path) ?? 0, walSize: fileSize(path + "-wal"),
                                    quick: quick)
        if let problem = FileHeader.problem(path: path) {
            report.problems.append(problem)
            if !problem.hasPrefix("truncated") { return report }
        }
        do {
            var configuration = Configuration()
            // A WAL file may need its -shm created (nothing is written); a file
            // or folder this process may not write (a read-only mount) is read
            // as the store reads it, without one.
            let readOnly = ReadOnlyFile.isReadOnly(path) || access(folder(of: path), W_OK) != 0
            configuration.readonly = readOnly
            configuration.busyMode = .timeout(WorkoutStore.busyTimeout)
            let queue = try DatabaseQueue(path: readOnly ? ReadOnlyFile.uri(path) : path, configuration: configuration)
            try queue.read { db in try inspect(db, into: &report) }
            try queue.close()
        } catch {
            // Not a damaged log: one this process cannot read here.
            if let reason = UnreadableWAL.reason(path: path) { throw .cannotOpen(path: path, reason: reason) }
            report.problems.append(describe(error))
        }
        return report
    }

    private static func inspect(_ db: Database, into report: inout StoreDiagnosis) throws {
        report.pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0
        report.pageCount = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        report.freePages = try Int.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
        // Structure first: a damaged file may still answer the queries below.
        for line in try String.fetchAll(db, sql: report.quick ? "PRAGMA quick_check(50)" : "PRAGMA integrity_check(50)")
        where line != "ok" {
            report.problems.append(line)
        }
        let migrator = Schema.migrator()
        report.migrations = try migrator.appliedMigrations(db)
        let applied = try migrator.appliedIdentifiers(db)
        let version = Schema.version(applied: applied)
        report.schemaVersion = version
        if version == 0, let tables = try ForeignDatabase.tables(db) {
            report.problems.append("not a RepChart log: another application's SQLite database "
                                   + "(\(StoreError.tableList(tables))); RepChart leaves it as it is")
            report.schemaVersion = nil
            return
        }
        report.changes = try SchemaChange.all(db)
        // A newer file's tables may differ from what the counts below expect.
        guard version > 0, !Schema.isNewer(applied: applied) else {
            return
        }
        for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
            let table: String = (try row.decode(atIndex: 0))
            let rowid: Int64? = (try row.decode(atIndex: 1))
            let parent: String = (try row.decode(atIndex: 2))
            report.problems.append("\(table) row \(rowid.map(String.init) ?? "?") refers to a missing \(parent)")
        }
        var counts = StoreDiagnosis.Counts()
        counts.sets = try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") ?? 0
        counts.exercises = try Int.fetchOne(db, sql: "SELECT count(*) FROM exercise") ?? 0
        counts.aliases = try Int.fetchOne(db, sql: "SELECT count(*) FROM exerciseAlias") ?? 0
        counts.batches = try Int.fetchOne(db, sql: "SELECT count(*) FROM batch") ?? 0
        counts.settings = try Int.fetchOne(db, sql: "SELECT count(*) FROM setting") ?? 0
        counts.trainingDays = try Int.fetchOne(db, sql: "SELECT count(DISTINCT day) FROM workoutSet") ?? 0
        if let range = try Row.fetchOne(db, sql: "SELECT min(day), max(day) FROM workoutSet") {
            // Read as raw values: a damaged file may hold anything in `day`.
            counts.firstDay = String.fromDatabaseValue(range[0]).flatMap { try? Day(parsing: $0) }
            counts.lastDay = String.fromDatabaseValue(range[1]).flatMap { try? Day(parsing: $0) }
        }
        report.counts = counts
    }

    private static func describe(_ error: any Error) -> String {
        guard let db = error as? DatabaseError else { return String(describing: error) }
        switch db.resultCode {
        case .SQLITE_NOTADB: return "not a database file"
        case .SQLITE_CORRUPT: return "damaged: \(StoreError.reason(db))"
        default: return StoreError.reason(db)
        }
    }

    private static func fileSize(_ path: String) -> Int64? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int64(info.st_size)
    }
}
