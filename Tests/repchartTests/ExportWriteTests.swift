import Foundation
import RepChartTestSupport
import Testing

/// What `export -o` writes and over what (Issue 33, "Hostile hands, round 4" (part A)): each test is named
/// after the defect it guards against and runs the real binary on real files.
@Suite struct ExportWriteTests: CLILogFixtures {
    // MARK: 1. export -o over another kind of file, or over the log

    @Test func testExportRefusesToReplaceAFileOfAnotherKind() throws {
        let cli = try logWithSets()
        defer { cli.remove() }
        let png = try file(cli, "chart.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let text = try file(cli, "notes.txt", Array("my notes\n".utf8))
        for path in [png, text] {
            let before = bytes(path)
            let result = try cli.run(["export", "-o", path])
            #expect(result.status != 0)
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("is not a JSON file; pass --force"), "\(result.stderr)")
            #expect(bytes(path) == before)
        }
        // Another application's SQLite file, too.
        let other = try file(cli, "other.sqlite", Array("SQLite format 3\u{0}".utf8) + [UInt8](repeating: 0, count: 100))
        #expect(try cli.run(["export", "-o", other]).status != 0)
        // With --force it is replaced; a JSON file is replaced without.
        #expect(try cli.run(["export", "-o", text, "--force"]).status == 0)
        #expect(bytes(text)?.first == UInt8(ascii: "{"))
        #expect(try cli.run(["export", "-o", text]).status == 0)
    }

    @Test func testExportRefusesToReplaceItsOwnLog() throws {
        let cli = try logWithSets()
        defer { cli.remove() }
        let symlink = cli.folder.appendingPathComponent("link.json").path
        let hardLink = cli.folder.appendingPathComponent("hard.json").path
        try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: cli.database)
        #expect(link(cli.database, hardLink) == 0)
        let before = bytes(cli.database)
        for path in [cli.database, symlink, hardLink] {
            for force in [[], ["--force"]] {
                let result = try cli.run(["export", "-o", path] + force)
                #expect(result.status != 0)
                #expect(result.stderrLines.count == 1, "\(result.stderr)")
                #expect(result.stderr.contains("is the log being exported"), "\(result.stderr)")
            }
        }
        #expect(bytes(cli.database) == before)
        #expect(try cli.run(["sets"]).status == 0)
    }

    // MARK: 9. a new backup is private

    @Test func testANewExportIsCreatedPrivateUnderUmask022() throws {
        let cli = try logWithSets()
        defer { cli.remove() }
        let backup = cli.folder.appendingPathComponent("backup.json").path
        let result = try cli.run(["export", "-o", backup], launcher: ["/bin/sh", "-c", "umask 022 && exec \"$0\" \"$@\""])
        #expect(result.status == 0, "\(result.stderr)")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)
        // An existing file keeps its mode.
        #expect(chmod(backup, 0o640) == 0)
        #expect(try cli.run(["export", "-o", backup]).status == 0)
        let kept = try #require(try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int)
        #expect(kept & 0o777 == 0o640)
    }

    // MARK: 12. the count said is the count written

    @Test func testExportCountsTheSetsItsFileHoldsNotALaterCount() throws {
        let cli = try logWithSets(1200)
        defer { cli.remove() }
        let fifo = cli.folder.appendingPathComponent("out.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = try CLI.binary()
        process.arguments = ["export", "-o", fifo]
        var environment = ProcessInfo.processInfo.environment
        environment["REPCHART_DB"] = cli.database
        environment["HOME"] = cli.folder.appendingPathComponent("home").path
        environment["TZ"] = "UTC"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let reader = try #require(FileHandle(forReadingAtPath: fifo))
        // The first bytes come from inside the export's read: the export now
        // waits on the full pipe, its snapshot taken.
        var document = reader.readData(ofLength: 16)
        #expect(!document.isEmpty)
        #expect(try cli.run(["log", "Squat", "5@100"]).status == 0)
        document.append(reader.readDataToEndOfFile())
        process.waitUntilExit()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let json = try #require(try JSONSerialization.jsonObject(with: document) as? [String: Any])
        let sets = try #require(json["sets"] as? [Any])
        #expect(sets.count == 1200)
        #expect(said.contains("and 1,200 sets to"), "\(said)")
    }
}
