import Testing
@testable import FileOutput
import RepChartTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one folder maker, behind chart folders, the log's folder and the config file's.
@Suite struct FolderTests {
    @Test func makesTheMissingFoldersAboveWithTheirPermissions() throws {
        let folder = try TemporaryFolder()
        try Folder.make(folder.path + "/a/b//c/", permissions: 0o700)
        var info = stat()
        #expect(stat(folder.path + "/a/b/c", &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(stat(folder.path + "/a", &info) == 0 && info.st_mode & 0o777 == 0o700)
        try Folder.make(folder.path + "/a/b/c")   // already there: nothing to do
    }

    @Test func aFileOnTheWayIsNamedAsNotAFolder() throws {
        let folder = try TemporaryFolder()
        writeBytes(Array("x".utf8), to: folder.path + "/file")
        #expect(throws: Folder.Failure.notAFolder(folder.path + "/file")) {
            try Folder.make(folder.path + "/file/sub/deeper")
        }
    }

    @Test func aFolderThatCannotBeMadeSaysWhy() throws {
        let folder = try TemporaryFolder()
        let long = folder.path + "/" + String(repeating: "n", count: 300)
        #expect(throws: Folder.Failure.cannotCreate(long, reason: "File name too long")) {
            try Folder.make(long)
        }
    }

    @Test func theContainingFolderIgnoresRepeatedAndTrailingSlashes() {
        #expect(Folder.containing("a//b//") == "a")
        #expect(Folder.containing("log.sqlite") == ".")
        #expect(Folder.containing("/log.sqlite") == "/")
        #expect(Folder.containing("/") == "/")
    }
}
