import Foundation
import Testing
@testable import Workouts

/// An import killed with SIGKILL part-way through its write leaves the
/// database exactly as it was: the child is this test binary, re-run to
/// execute only `childImport`, and killed once its transaction has started
/// spilling pages into the WAL.
@Suite struct ImportKillTests {
    static let childDatabase = "REPCHART_IMPORT_CHILD_DB"
    static let childFile = "REPCHART_IMPORT_CHILD_FILE"

    #if os(Linux)
    @Test(.timeLimit(.minutes(2))) func killedImportLeavesTheDatabaseAsItWas() throws {
        let folder = try TemporaryFolder()
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
        let baseline = fileSize(database + "-wal")

        let child = Process()
        child.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = ["--testing-library", "swift-testing", "--filter", "ImportKillTests/childImport"]
        var environment = ProcessInfo.processInfo.environment
        environment[ImportKillTests.childDatabase] = database
        environment[ImportKillTests.childFile] = big
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()

        // Wait until the write transaction has put at least 4 MB into the WAL.
        var walAtKill = 0
        let deadline = Date().addingTimeInterval(90)
        while child.isRunning, Date() < deadline {
            walAtKill = fileSize(database + "-wal")
            if walAtKill > baseline + 4 << 20 { break }
            usleep(2000)
        }
        let wasRunning = child.isRunning
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(wasRunning, "the child finished before it could be killed")
        #expect(walAtKill > baseline + 4 << 20, "the child never started writing")
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGKILL)

        let reopened = try WorkoutStore(path: database)
        #expect(try Exporter.data(reopened) == before)
        #expect(try reopened.setCount() == 5)
    }
    #endif

    /// Runs only inside the child process started above.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[ImportKillTests.childDatabase] != nil))
    func childImport() throws {
        let environment = ProcessInfo.processInfo.environment
        let store = try WorkoutStore(path: try #require(environment[ImportKillTests.childDatabase]))
        try Importer.run(file: try #require(environment[ImportKillTests.childFile]), into: store,
                         options: ImportOptions(timeZone: importUTC))
    }
}

private func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}
