import Foundation
import GRDB
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import RepChartTestSupport
import StoreTestSupport

/// An import killed with SIGKILL part-way through its write leaves the
/// database exactly as it was: the child is this test binary, re-run to
/// execute only `childImport`, and killed once it reports (through the
/// import's progress callback) that it has written more than half the sets
/// inside its still-open transaction. The wait for it has its own deadline
/// (a test time limit would also count the time the test waits for a thread
/// in a parallel suite).
@Suite struct ImportKillTests {
    static let childDatabase = "REPCHART_IMPORT_CHILD_DB"
    static let childFile = "REPCHART_IMPORT_CHILD_FILE"
    static let childMarker = "REPCHART_IMPORT_CHILD_MARKER"

    #if os(Linux)
    @Test func killedImportLeavesTheDatabaseAsItWas() throws {
        try killImport(padding: 0)
    }

    /// The same with a file big enough (by its size) for the set indexes to be
    /// dropped and built again at the end: killed with them dropped, the log
    /// still has them, as they were.
    /// That bulk load writes with a rollback journal instead of the WAL (see
    /// `BulkJournal`): killed, it leaves a hot journal, which the next open
    /// (here one connection, as `repchart chart` opens it) rolls back, and the
    /// file is in WAL mode again.
    @Test func killedBulkImportLeavesTheDatabaseAndItsIndexesAsTheyWere() throws {
        try killImport(padding: 8 << 20, rollbackJournal: true)
    }

    /// The same bulk load while another connection has the file open: it goes
    /// to the WAL, and a kill leaves the log as it was all the same.
    @Test func killedBulkImportInWALModeLeavesTheDatabaseAsItWas() throws {
        try killImport(padding: 8 << 20, holdingFileOpen: true)
    }

    private func killImport(padding: Int, rollbackJournal: Bool = false, holdingFileOpen: Bool = false) throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let database = folder.file("log.sqlite")
        let before: [UInt8]
        do {
            let store = try WorkoutStore(path: database)
            try Importer.run(file: importFixture("repchart.json"), into: store, options: ImportOptions(timeZone: importUTC))
            before = try Exporter.data(store)
        }
        let big = folder.file("big.json")
        try SampleExport.write(sets: 40_000, toFile: big)
        if padding > 0 {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
            handle.seekToEndOfFile()
            handle.write(Data(repeating: 0x20, count: padding))
            handle.closeFile()
            #expect(ImportWriter.estimatedSets(big) >= StoreWriter.bulkLoadMinimumSets)
        }
        let indexes = "SELECT name || ifnull(sql, '') FROM sqlite_master WHERE type = 'index' ORDER BY name"
        let indexesBefore = try WorkoutStore(path: database).reading { db in try String.fetchAll(db, sql: indexes) }
        let marker = folder.file("halfway")
        // A connection that has read the file keeps it open (in WAL mode) until closed.
        let other = holdingFileOpen ? try DatabaseQueue(path: database) : nil
        defer { try? other?.close() }
        if let other { _ = try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") } }

        let child = try ChildProcess.startThisTestBinary(running: "ImportKillTests/childImport", environment: [
            ImportKillTests.childDatabase: database, ImportKillTests.childFile: big, ImportKillTests.childMarker: marker,
        ])

        // Wait until the child is half-way through writing the sets.
        let deadline = Date().addingTimeInterval(90)
        while child.isRunning, Date() < deadline, !FileManager.default.fileExists(atPath: marker) {
            usleep(1000)
        }
        let wasRunning = child.isRunning
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: marker), "the child never got half-way")
        #expect(wasRunning, "the child finished before it could be killed")
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGKILL)

        // Killed with a rollback journal: a hot journal, and the file in rollback mode.
        #expect(FileManager.default.fileExists(atPath: database + "-journal") == rollbackJournal)
        #expect(FileManager.default.fileExists(atPath: database + "-wal") == !rollbackJournal)

        let reopened = try WorkoutStore(path: database, singleConnection: rollbackJournal)
        #expect(try Exporter.data(reopened) == before)
        #expect(try reopened.setCount() == 5)
        #expect(try reopened.reading { db in try String.fetchAll(db, sql: indexes) } == indexesBefore)
        #expect(try reopened.reading { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try reopened.reading { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
        #expect(!FileManager.default.fileExists(atPath: database + "-journal"))
        if let other {
            #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") } == 5)
        }
    }
    #endif

    /// Runs only inside the child process started above.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[ImportKillTests.childDatabase] != nil))
    func childImport() throws {
        let environment = ProcessInfo.processInfo.environment
        let store = try WorkoutStore(path: try #require(environment[ImportKillTests.childDatabase]))
        let marker = try #require(environment[ImportKillTests.childMarker])
        var options = ImportOptions(timeZone: importUTC)
        options.progress = { fraction in
            if fraction >= 0.5, fraction < 1, !FileManager.default.fileExists(atPath: marker) {
                FileManager.default.createFile(atPath: marker, contents: nil)
            }
        }
        try Importer.run(file: try #require(environment[ImportKillTests.childFile]), into: store, options: options)
    }
}

