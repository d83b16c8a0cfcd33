import Testing
@testable import FileOutput
import RepChartTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing in pieces (exports), long names, kills and what is at a path.
@Suite struct AtomicFileWriterTests {
    /// A folder holding "backup.json" with "old" in it.
    func folderWithABackup() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let path = folder.path + "/backup.json"
        writeBytes(Array("old".utf8), to: path)
        return (folder, path)
    }

    @Test func piecesReplaceTheFileOnlyAtCommit() throws {
        let (folder, path) = try folderWithABackup()
        let writer = try AtomicFileWriter(replacing: path)
        try writer.append(Array("new ".utf8))
        try writer.append(Array("bytes".utf8))
        #expect(readBytes(path) == Array("old".utf8), "untouched until commit")
        try writer.commit()
        #expect(readBytes(path) == Array("new bytes".utf8))
        #expect(folder.entries() == ["backup.json"])
    }

    @Test func aDiscardedWriterLeavesTheOldFileAndNoTemporary() throws {
        let (folder, path) = try folderWithABackup()
        let writer = try AtomicFileWriter(replacing: path)
        try writer.append(Array("half".utf8))
        writer.discard()
        #expect(readBytes(path) == Array("old".utf8))
        #expect(folder.entries() == ["backup.json"])
    }

    /// A process killed while it writes (SIGKILL: no handler runs) leaves the
    /// old file and no temporary file behind.
    @Test func aKilledWriterLeavesNothingBehind() async throws {
        let (folder, path) = try folderWithABackup()
        await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String] in
            guard let writer = try? AtomicFileWriter(replacing: path) else { exit(2) }
            try? writer.append([UInt8](repeating: 0x20, count: 100_000))
            kill(getpid(), SIGKILL)
        }
        #expect(readBytes(path) == Array("old".utf8))
        #expect(folder.entries() == ["backup.json"])
    }

    /// A name of 250 bytes is valid (the limit is 255); the temporary name
    /// must not push it past the limit.
    @Test(arguments: [String(repeating: "a", count: 250), String(repeating: "é", count: 125),
                      String(repeating: "x", count: 255)])
    func aLongValidNameIsWritten(_ name: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/" + name
        try AtomicFile.write([1, 2, 3], toFile: path)
        #expect(readBytes(path) == [1, 2, 3])
        try AtomicFile.write([4], toFile: path)
        #expect(readBytes(path) == [4])
        #expect(folder.entries() == [name])
    }

    @Test func temporaryNamesFitAndCutAtScalarBoundaries() {
        for name in [String(repeating: "a", count: 250), String(repeating: "é", count: 127), "chart.png"] {
            let temporary = TemporaryName.make(for: name, suffix: .max)
            #expect(temporary.utf8.count <= TemporaryName.maxBytes)
            #expect(temporary.hasPrefix(".") && temporary.hasSuffix(".tmp-ffffffff"))
            #expect(String(validatingUTF8: Array(temporary.utf8CString)) == temporary)
        }
        #expect(TemporaryName.make(for: "chart.png", suffix: 0xAB) == ".chart.png.tmp-ab")
    }

    /// A new file follows the umask (in a child: the umask is the process's).
    @Test func aNewFileFollowsTheUmask() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/backup.json"
        await #expect(processExitsWith: .success) { [path = path as String] in
            umask(0o077)
            guard (try? AtomicFile.write([1], toFile: path)) != nil else { exit(2) }
            var info = stat()
            exit(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600 ? 0 : 3)
        }
    }

    @Test func aPipeIsWrittenIntoAndASocketRefused() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(FileKind(atPath: fifo) == .stream)
        #expect(FileKind(atPath: "/dev/null") == .stream)
        #expect(FileKind(atPath: folder.path) == .folder)
        #expect(FileKind(atPath: folder.path + "/none") == .missing)
        writeBytes([1], to: folder.path + "/plain")
        #expect(FileKind(atPath: folder.path + "/plain") == .regular)
        try AtomicFile.write([1, 2, 3], toFile: "/dev/null")
        let socketPath = folder.path + "/socket"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(FileKind(atPath: socketPath) == .other)
        #expect { try AtomicFile.write([1], toFile: socketPath) } throws: { ($0 as? FileWriteError)?.reason == .notAFile }
    }
}
