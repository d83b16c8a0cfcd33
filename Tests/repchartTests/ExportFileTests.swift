import Foundation
import Testing

/// `repchart export -o FILE` as a user meets it (issue 26, items 7 and 16):
/// the file's permissions follow the user's choice and every valid file name
/// can be written. (A killed writer: `AtomicFileWriterTests`.)
@Suite struct ExportFileTests {
    func logWithASet() throws -> CLI {
        let cli = try CLI()
        try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"])
        return cli
    }

    func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) & 0o777
    }

    @Test func anExportOverAPrivateBackupKeepsItPrivate() throws {
        let cli = try logWithASet()
        defer { cli.remove() }
        let backup = cli.folder.appendingPathComponent("backup.json").path
        #expect(FileManager.default.createFile(atPath: backup, contents: Data("{}".utf8),
                                               attributes: [.posixPermissions: 0o600]))
        #expect(try cli.run(["export", "-o", backup]).status == 0)
        #expect(try mode(backup) == 0o600)
    }

    @Test func aNewExportFollowsTheUmask() throws {
        let cli = try logWithASet()
        defer { cli.remove() }
        let backup = cli.folder.appendingPathComponent("backup.json").path
        let result = try cli.run(["export", "-o", backup], launcher: ["/bin/sh", "-c", "umask 077 && exec \"$0\" \"$@\""])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try mode(backup) == 0o600)
    }

    @Test func aNameOf250BytesIsWritten() throws {
        let cli = try logWithASet()
        defer { cli.remove() }
        let backup = cli.folder.appendingPathComponent(String(repeating: "b", count: 245) + ".json").path
        let result = try cli.run(["export", "-o", backup])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: backup))
    }
}
