import Foundation
import Testing

/// A log this user may not write: every reading command works and leaves no
/// `-wal`/`-shm` files; every writing command says the log is read-only and
/// changes nothing.
@Suite struct ReadOnlyLogTests {
    static let readers: [[String]] = [
        ["sets", "--week", "2026-W47"], ["summary", "--week", "2026-W47"], ["prs"], ["exercises"],
        ["chart", "week", "--week", "2026-W47", "-o", "-"], ["export", "-o", "-"],
    ]

    func preparedLog() throws -> (CLI, Data) {
        let cli = try CLI()
        try #require(try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"]).status == 0)
        try #require(try cli.run(["log", "Rowing", "2000m", "in", "7m30s", "--new", "--date", "2026-11-18"]).status == 0)
        return (cli, try Data(contentsOf: URL(fileURLWithPath: cli.database)))
    }

    func expectReadsButNoWrites(_ cli: CLI, original: Data, launcher: [String] = []) throws {
        for arguments in Self.readers {
            let result = try cli.run(arguments, launcher: launcher)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
        }
        let sets = try cli.run(["sets", "--week", "2026-W47"], launcher: launcher)
        #expect(sets.stdout.contains("Squat") && sets.stdout.contains("Rowing"))
        for arguments in [["log", "Squat", "5@100"], ["undo"], ["exercises", "rename", "squat", "Back Squat"]] {
            let result = try cli.run(arguments, launcher: launcher)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("the log is read-only"), "\(arguments): \(result.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path)
        #expect(!left.contains { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") }, "\(left)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.database)) == original)
    }

    @Test(.enabled(if: geteuid() == 0 && ReadOnlyFolder.canBeMade, "chattr +i needs root"))
    func anImmutableLog() throws {
        let (cli, original) = try preparedLog()
        defer { _ = shell("chattr", "-i", cli.database); cli.remove() }
        try #require(shell("chattr", "+i", cli.database))
        try expectReadsButNoWrites(cli, original: original)
    }

    @Test func aLogWithoutWritePermission() throws {
        let (cli, original) = try preparedLog()
        defer { cli.remove() }
        #expect(chmod(cli.database, 0o444) == 0)
        // Root writes through file modes; run as nobody then, with the folder open to it.
        var launcher: [String] = []
        if geteuid() == 0 {
            #expect(chmod(cli.folder.path, 0o777) == 0)
            launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        try expectReadsButNoWrites(cli, original: original, launcher: launcher)
    }
}
