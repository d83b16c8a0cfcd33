import Foundation
import GRDB
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// A large import into a log that holds fewer sets runs with a rollback
/// journal instead of the WAL (its new pages written once, see
/// `BulkJournal`), and the file is in WAL mode again afterwards, whether the
/// import was committed, refused or dry; when another connection has the
/// file open, the import goes to the WAL as before.
@Suite struct ImportJournalTests {
    /// A RepChart export of `sets` sets, padded with trailing spaces to the
    /// size of a bulk load (`ImportWriter.estimatedSets`), with `edit` applied
    /// to the whole text.
    private func largeFile(_ folder: TestFolder, sets: Int, _ edit: (String) -> String = { $0 }) throws -> String {
        let path = folder.file("large.json")
        try SampleExport.write(sets: sets, toFile: path)
        let text = edit(try String(contentsOfFile: path, encoding: .utf8))
        try (text + String(repeating: " ", count: 13 << 20)).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(ImportWriter.estimatedSets(path) >= StoreWriter.bulkLoadMinimumSets)
        return path
    }

    /// What the files next to the database were while the import wrote (seen
    /// from its progress callback, called on the writing thread once the
    /// transaction has begun, at every 4096th set).
    private final class Watch: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: (journal: Bool, wal: Bool)?
        private var counted: Int?
        let database: String

        init(_ database: String) { self.database = database }

        var options: ImportOptions {
            var options = ImportOptions(timeZone: importUTC)
            options.progress = { [self] fraction in
                guard fraction < 1 else { return }
                lock.lock()
                defer { lock.unlock() }
                if seen == nil {
                    seen = (FileManager.default.fileExists(atPath: database + "-journal"),
                            FileManager.default.fileExists(atPath: database + "-wal"))
                    // Another connection reads meanwhile, without waiting for any lock.
                    if let reader = try? DatabaseQueue(path: database) {
                        counted = try? reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") }
                        try? reader.close()
                    }
                }
            }
            return options
        }

        /// The sets another connection counted part-way (nil: it could not read).
        var countedDuringImport: Int? {
            lock.lock()
            defer { lock.unlock() }
            return counted
        }

        /// Whether a rollback journal and a WAL file were there part-way (nil: not seen).
        var duringImport: (journal: Bool, wal: Bool)? {
            lock.lock()
            defer { lock.unlock() }
            return seen
        }
    }

    /// The journal mode of the file, read by a connection of its own.
    private func journalMode(_ path: String) throws -> String? {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    }

    /// Bytes 18 and 19 of the file's header: 2, 2 in WAL mode; 1, 1 with a rollback journal.
    private func headerVersions(_ path: String) throws -> [UInt8] {
        let handle = try #require(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        let header = [UInt8](try handle.read(upToCount: 20) ?? Data())
        return Array(header.suffix(2))
    }

    private let indexes = "SELECT name || ifnull(sql, '') FROM sqlite_master WHERE type = 'index' ORDER BY name"

    @Test func aLargeImportWritesWithARollbackJournalAndLeavesTheFileInWALMode() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let database = folder.file("log.sqlite")
        let store = try WorkoutStore(path: database)
        let indexesBefore = try store.reading { db in try String.fetchAll(db, sql: indexes) }
        let spill = "PRAGMA cache_spill"
        let spillBefore = try store.write { writer in try Int.fetchOne(writer.db, sql: spill) }
        let watch = Watch(database)
        let summary = try Importer.run(file: try largeFile(folder, sets: 5000), into: store, options: watch.options)
        #expect(summary.setsAdded == 5000)
        let seen = try #require(watch.duringImport)
        #expect(seen.journal, "no rollback journal while the import wrote")
        #expect(!seen.wal, "a WAL file while the import wrote")
        // Meanwhile another connection read the log as it was, at once (no busy timeout).
        #expect(watch.countedDuringImport == 0)

        #expect(!FileManager.default.fileExists(atPath: database + "-journal"))
        #expect(try journalMode(database) == "wal")
        #expect(try headerVersions(database) == [2, 2])
        // The store goes on: its readers (closed for the import) open again, and it writes.
        #expect(try store.setCount() == 5000)
        #expect(try store.reading { db in try String.fetchAll(db, sql: indexes) } == indexesBefore)
        #expect(try store.reading { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
        // The writer's setting for WAL again (NORMAL), as GRDB opened it.
        #expect(try store.write { writer in try Int.fetchOne(writer.db, sql: "PRAGMA synchronous") } == 1)
        #expect(try store.write { writer in try Int.fetchOne(writer.db, sql: spill) } == spillBefore)
        _ = try store.addExercise("Front Squat")
        #expect(FileManager.default.fileExists(atPath: database + "-wal"))
        let reopened = try WorkoutStore(path: database, singleConnection: true)
        #expect(try reopened.setCount() == 5000)
    }

    @Test func aRefusedLargeFileWritesNothingAndLeavesTheFileInWALMode() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let database = folder.file("log.sqlite")
        let store = try WorkoutStore(path: database)
        try Importer.run(file: importFixture("repchart.json"), into: store, options: ImportOptions(timeZone: importUTC))
        let before = try Exporter.data(store)
        let indexesBefore = try store.reading { db in try String.fetchAll(db, sql: indexes) }
        // The last set says 0 reps: found after every other set was written.
        let path = try largeFile(folder, sets: 5000) { text in
            guard let last = text.range(of: "\"reps\": ", options: .backwards) else { return text }
            let end = text[last.upperBound...].firstIndex(of: ",") ?? last.upperBound
            return text.replacingCharacters(in: last.upperBound..<end, with: "0")
        }
        let watch = Watch(database)
        let failure = importFailure { try Importer.run(file: path, into: store, options: watch.options) }
        #expect(failure?.contains("($.sets[4999].reps): reps 0 is below 1") == true, "\(failure ?? "no error")")
        #expect(watch.duringImport?.journal == true)
        #expect(watch.countedDuringImport == 5)

        #expect(try Exporter.data(store) == before)
        #expect(try store.setCount() == 5)
        #expect(try store.reading { db in try String.fetchAll(db, sql: indexes) } == indexesBefore)
        #expect(!FileManager.default.fileExists(atPath: database + "-journal"))
        #expect(try journalMode(database) == "wal")
        #expect(try headerVersions(database) == [2, 2])
    }

    @Test func aLargeDryRunKeepsTheWAL() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let database = folder.file("log.sqlite")
        let store = try WorkoutStore(path: database)
        let watch = Watch(database)
        var options = watch.options
        options.dryRun = true
        let summary = try Importer.run(file: try largeFile(folder, sets: 5000), into: store, options: options)
        #expect(summary.setsAdded == 5000)
        #expect(watch.duringImport.map { !$0.journal && $0.wal } == true)
        #expect(try store.setCount() == 0)
        #expect(try journalMode(database) == "wal")
    }

    /// SQLite leaves WAL mode only when no other connection has the file open:
    /// with one open (here a connection of this process that has read the file),
    /// the import goes to the WAL, without waiting for that connection.
    @Test func aLargeImportWithTheFileOpenElsewhereGoesToTheWAL() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let database = folder.file("log.sqlite")
        let store = try WorkoutStore(path: database)
        let other = try DatabaseQueue(path: database)
        defer { try? other.close() }
        #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") } == 0)

        let watch = Watch(database)
        let path = try largeFile(folder, sets: 5000)
        let start = Date()
        let summary = try Importer.run(file: path, into: store, options: watch.options)
        // Not a timing budget: waiting for the other connection would take the
        // whole busy timeout, and the import itself takes a fraction of it.
        #expect(Date().timeIntervalSince(start) < WorkoutStore.busyTimeout)
        #expect(summary.setsAdded == 5000)
        #expect(watch.duringImport.map { !$0.journal && $0.wal } == true)
        #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") } == 5000)
        #expect(try journalMode(database) == "wal")
    }

    /// A file left with a rollback journal (a bulk load killed before it set
    /// WAL again) is in WAL mode again once opened, by a pool or by one connection.
    /// While another process loads the log with a rollback journal (here a
    /// connection of this process in that state), SQLite refuses at once the
    /// WAL mode a pool sets: the store opens one connection instead, reads the
    /// log as it was until the load commits, then sees the load.
    @Test func aStoreOpenedDuringABulkLoadReadsTheLogAsItWas() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let database = folder.file("log.sqlite")
        let small = folder.file("small.json")
        try SampleExport.write(sets: 10, toFile: small)
        _ = try Importer.run(file: small, into: try WorkoutStore(path: database), options: ImportOptions(timeZone: importUTC))
        let loader = try DatabaseQueue(path: database)
        defer { try? loader.close() }
        #expect(try loader.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE") } == "delete")
        try loader.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            // A failure below must not leave the load's transaction open.
            defer { if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") } }
            try db.execute(sql: "DELETE FROM workoutSet")
            let store = try WorkoutStore(path: database)
            #expect(try store.setCount() == 10)
            try db.execute(sql: "COMMIT")
            #expect(try store.setCount() == 0)
        }
        #expect(try journalMode(database) == "delete")
        try loader.close()
        _ = try WorkoutStore(path: database)
        #expect(try journalMode(database) == "wal")
    }

    @Test(arguments: [false, true]) func openingSetsWALModeAgain(singleConnection: Bool) throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let database = folder.file("log.sqlite")
        _ = try WorkoutStore(path: database).addExercise("Squat")
        let queue = try DatabaseQueue(path: database)
        #expect(try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE") } == "delete")
        try queue.close()
        #expect(try headerVersions(database) == [1, 1])

        let store = try WorkoutStore(path: database, singleConnection: singleConnection)
        #expect(try store.exercises().map(\.name) == ["Squat"])
        #expect(try journalMode(database) == "wal")
        #expect(try headerVersions(database) == [2, 2])
    }
}
