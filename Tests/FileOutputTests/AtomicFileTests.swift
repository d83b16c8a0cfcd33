import Testing
@testable import FileOutput
import RepChartTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private func mode(_ path: String) -> mode_t {
    var info = stat()
    stat(path, &info)
    return info.st_mode & 0o7777
}

@Suite struct AtomicFileTests {
    @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 31) }
        try AtomicFile.write(bytes, toFile: folder.path + "/out.bin")
        #expect(readBytes(folder.path + "/out.bin") == bytes)
        #expect(folder.entries() == ["out.bin"])
    }

    @Test func replacesAnExistingFileWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/out.json"
        writeBytes(Array("old contents that are longer".utf8), to: path)
        try AtomicFile.write(Array("new".utf8), toFile: path)
        #expect(readBytes(path) == Array("new".utf8))
        #expect(folder.entries() == ["out.json"])
    }

    /// `.replaced` skips only the fsyncs: the file is still replaced whole,
    /// keeps its mode, and no temporary is left.
    @Test(arguments: [AtomicFile.Durability.synced, .replaced])
    func bothDurabilitiesReplaceWholeAndKeepTheMode(_ durability: AtomicFile.Durability) throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/chart.png"
        writeBytes(Array(repeating: 7, count: 50_000), to: path)
        chmod(path, 0o640)
        let bytes = (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try AtomicFile.write(bytes, toFile: path, durability: durability)
        #expect(readBytes(path) == bytes)
        #expect(mode(path) == 0o640)
        #expect(folder.entries() == ["chart.png"])
    }

    @Test func writesEmptyFilesAndRelativePaths() throws {
        let folder = try TemporaryFolder()
        try AtomicFile.write([], toFile: folder.path + "/empty")
        #expect(readBytes(folder.path + "/empty") == [])
        #expect(AtomicFile.split("chart.png") == (".", "chart.png"))
        #expect(AtomicFile.split("/chart.png") == ("/", "chart.png"))
        #expect(AtomicFile.split("a/b/chart.png") == ("a/b", "chart.png"))
    }

    @Test func missingFolderIsReportedAndNothingIsCreated() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/no/such/folder/out.svg"
        #expect {
            try AtomicFile.write([1, 2, 3], toFile: path)
        } throws: { error in
            let error = error as? FileWriteError
            return error?.reason == .folderMissing(folder.path + "/no/such/folder")
                && error?.description == "cannot write \(path): the folder \(folder.path)/no/such/folder does not exist"
        }
        #expect(folder.entries() == [])
    }

    @Test func destinationThatIsAFolderIsRefusedAndKept() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/chart.png"
        mkdir(path, 0o755)
        writeBytes([9], to: path + "/inside")
        #expect {
            try AtomicFile.write([1, 2, 3], toFile: path)
        } throws: { error in
            let error = error as? FileWriteError
            return error?.reason == .isDirectory && error?.description == "cannot write \(path): it is a folder"
        }
        #expect(listFolder(path) == ["inside"])
        #expect(folder.entries() == ["chart.png"])
    }

    @Test func aFileInThePlaceOfTheFolderIsReported() throws {
        let folder = try TemporaryFolder()
        writeBytes([1], to: folder.path + "/plain")
        #expect {
            try AtomicFile.write([1], toFile: folder.path + "/plain/out.png")
        } throws: { ($0 as? FileWriteError)?.reason == .notAFolder(folder.path + "/plain") }
    }

    @Test func pathWithoutAFileNameIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect { try AtomicFile.write([1], toFile: folder.path + "/") } throws: {
            ($0 as? FileWriteError)?.reason == .invalidPath
        }
        #expect { try AtomicFile.write([1], toFile: "") } throws: { ($0 as? FileWriteError)?.reason == .invalidPath }
    }

    @Test func permissionsAreAppliedOrKept() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/out.png"
        try AtomicFile.write([1], toFile: path, permissions: 0o600)
        #expect(mode(path) == 0o600)
        chmod(path, 0o640)
        try AtomicFile.write([2], toFile: path)  // nil keeps the existing mode
        #expect(mode(path) == 0o640)
        try AtomicFile.write([3], toFile: path, permissions: 0o644)
        #expect(mode(path) == 0o644)
    }

    /// A folder the writer may not write to. Root ignores folder permissions,
    /// so the write runs in a child process that drops to user "nobody"
    /// (65534) first when the tests run as root.
    @Test func readOnlyFolderIsReportedAndTheOldFileKept() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/out.png"
        writeBytes([7, 7, 7], to: path)
        chmod(path, 0o644)
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        await #expect(processExitsWith: .success) { [path = path as String] in
            if geteuid() == 0 {
                guard setgid(65534) == 0, setuid(65534) == 0 else { exit(2) }
            }
            do throws(FileWriteError) {
                try AtomicFile.write([1, 2, 3], toFile: path)
                exit(3)
            } catch {
                exit(error.reason == .permissionDenied && error.description == "cannot write \(path): permission denied" ? 0 : 4)
            }
        }
        #expect(readBytes(path) == [7, 7, 7])
        #expect(folder.entries() == ["out.png"])
    }

    /// `ulimit -f` in a child process: the write fails with EFBIG part way,
    /// the temporary is removed and the old file is intact. (A child, because
    /// the limit applies to the whole process and tests run in parallel.)
    @Test func fileSizeLimitIsReportedAndTheOldFileKept() async {
        await #expect(processExitsWith: .success) {
            guard let folder = makeTemporaryFolder(prefix: "pngcodec-fsize") else { exit(2) }
            let path = folder + "/big.png"
            writeBytes([1, 2, 3], to: path)
            signal(SIGXFSZ, SIG_IGN)
            let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
            var limit = rlimit()
            getrlimit(resource, &limit)
            limit.rlim_cur = 4096  // only the soft limit: any user may lower it
            guard setrlimit(resource, &limit) == 0 else { exit(3) }
            var failure: FileWriteError?
            do throws(FileWriteError) {
                try AtomicFile.write([UInt8](repeating: 0xAB, count: 100_000), toFile: path)
            } catch {
                failure = error
            }
            let intact = readBytes(path) == [1, 2, 3] && listFolder(folder) == ["big.png"]
            removeTree(folder)
            guard let failure, failure.reason == .fileTooLarge,
                  failure.description == "cannot write \(path): the file exceeds the file size limit (EFBIG)" else { exit(4) }
            exit(intact ? 0 : 5)
        }
    }

    @Test(arguments: [
        (ENOSPC, "no space left on the device (disk full)"),
        (EDQUOT, "no space left on the device (disk full)"),
        (EFBIG, "the file exceeds the file size limit (EFBIG)"),
        (EROFS, "the file system is read-only"),
        (EACCES, "permission denied"),
        (EIO, "Input/output error (errno \(EIO))"),
    ])
    func systemErrorsBecomeOneLineReasons(code: Int32, reason: String) {
        let error = FileWriteError(path: "/data/out.png", errno: code, folder: "/data")
        #expect(error.description == "cannot write /data/out.png: \(reason)")
    }
}
