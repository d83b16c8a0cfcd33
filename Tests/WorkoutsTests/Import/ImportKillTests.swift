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
            try Importer.run(file: importFixture("repchart.json"), into: store, options: ImportOptions(timeZone: utc))
            before = try Exporter.data(store)
        }
        let big = folder.file("big.json")
        try writeGeneratedExport(sets: 40_000, to: big)
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
                         options: ImportOptions(timeZone: utc))
    }
}

private func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}

/// A RepChart export with `sets` sets over three exercises, one set a line.
func writeGeneratedExport(sets: Int, to path: String) throws {
    let exercises = [("9A000000-0000-4000-8000-000000000001", "Generated Squat"),
                     ("9A000000-0000-4000-8000-000000000002", "Generated Bench"),
                     ("9A000000-0000-4000-8000-000000000003", "Generated Row")]
    guard let handle = FileHandle(forWritingAtPath: path) ?? {
        FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }() else { throw CocoaError(.fileWriteUnknown) }
    defer { try? handle.close() }
    var text = "{\n  \"format\": \"repchart\",\n  \"version\": 1,\n  \"settings\": {\"default_unit\": \"kg\", \"week_start\": \"monday\"},\n  \"exercises\": [\n"
    text += exercises.map { "    {\"id\": \"\($0.0)\", \"name\": \"\($0.1)\", \"aliases\": [], \"color\": \"#0072B2\", \"kind\": \"weight_reps\"}" }
        .joined(separator: ",\n")
    text += "\n  ],\n  \"sets\": ["
    let start = Day(year: 2000, month: 1, day: 1)!.daysSinceEpoch
    for index in 0..<sets {
        let day = Day(daysSinceEpoch: start + index / 12)
        let minute = index % 12 * 4
        text += index == 0 ? "\n    " : ",\n    "
        text += "{\"id\": \"9B000000-0000-4000-8000-\(zeroPadded(index, 12))\", \"exercise\": \"\(exercises[index % 3].0)\", "
        text += "\"day\": \"\(day)\", \"performed_at\": \"\(day)T18:\(zeroPadded(minute, 2)):00+01:00\", "
        text += "\"position\": \(index % 12 + 1), \"reps\": \(index % 10 + 1), \"weight\": \(40 + index % 80).5, \"unit\": \"kg\", "
        text += "\"rpe\": \(6 + index % 5), \"type\": \"normal\", \"source\": \"log\", \"created_at\": \"\(day)T17:\(zeroPadded(minute, 2)):00Z\"}"
        if text.utf8.count > 1 << 20 {
            handle.write(Data(text.utf8))
            text = ""
        }
    }
    text += "\n  ]\n}\n"
    handle.write(Data(text.utf8))
}
