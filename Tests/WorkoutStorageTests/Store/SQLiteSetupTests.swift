import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import RepChartTestSupport
import StoreTestSupport

/// SQLite's memory statistics are off in a process whose first SQLite
/// connection is a store's (every allocation would otherwise take a global
/// mutex to count itself; nothing reads them). Checked in a child process —
/// this test binary again, running only `child` — as this one has used
/// SQLite long before. The child is bounded by its own deadline, not a
/// test time limit: under a parallel suite on two cores a time limit also
/// counts the time the test waits for a thread, and failed a healthy run.
@Suite struct SQLiteSetupTests {
    static let childFolder = "REPCHART_SQLITE_SETUP_CHILD"

    #if os(Linux)
    @Test func memoryStatisticsAreOffWhenAStoreComesFirst() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let child = try ChildProcess.startThisTestBinary(running: "SQLiteSetupTests/child",
                                                         environment: [SQLiteSetupTests.childFolder: folder.path])
        #expect(ChildProcess.waitForExit(child, within: 300), "the child did not finish in 300 s")
        #expect(child.terminationStatus == 0)
        // The child wrote what it found: statistics off, and a store that works.
        #expect(try String(contentsOfFile: folder.file("result"), encoding: .utf8) == "counts memory: false, sets: 1")
    }
    #endif

    /// Runs only inside the child process started above.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[SQLiteSetupTests.childFolder] != nil))
    func child() throws {
        let folder = try #require(ProcessInfo.processInfo.environment[SQLiteSetupTests.childFolder])
        let store = try WorkoutStore(path: folder + "/log.sqlite")
        let squat = try store.addExercise("Squat")
        _ = try store.insert([makeSet(squat, "2026-03-02", reps: 5, weight: Weight(100, .kg))])
        let result = "counts memory: \(WorkoutStore.sqliteCountsMemory), sets: \(try store.setCount())"
        try result.write(toFile: folder + "/result", atomically: false, encoding: .utf8)
    }
}
