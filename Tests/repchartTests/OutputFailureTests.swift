import Foundation
import Testing

/// Outputs and the database on folders that refuse writes: a folder in the
/// way, a read-only folder, a file-size limit and a full disk. Each gives one
/// clear line and a non-zero exit, and leaves every file as it was.
@Suite struct OutputFailureTests {
    /// A log with a week of training (2026-W47) and the week's chart and export
    /// rendered once, as a user's earlier outputs.
    func preparedLog() throws -> (CLI, png: Data, json: Data) {
        let cli = try CLI()
        try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"])
        try cli.run(["log", "Bench Press", "3x8@80", "--new", "--date", "2026-11-18"])
        let png = cli.folder.appendingPathComponent("earlier.png").path
        let json = cli.folder.appendingPathComponent("earlier.json").path
        try cli.run(["chart", "week", "--week", "2026-W47", "-o", png])
        try cli.run(["export", "-o", json])
        return (cli, try Data(contentsOf: URL(fileURLWithPath: png)), try Data(contentsOf: URL(fileURLWithPath: json)))
    }

    /// A generic CSV of `rows` sets in 2026-W47, big enough to need many database pages.
    func bigCSV(_ cli: CLI, rows: Int) throws -> String {
        var csv = "date,exercise,reps,weight,unit,notes\n"
        for i in 0..<rows {
            csv += "2026-11-\(16 + i % 7),Row,\(1 + i % 12),\(50 + i % 40),kg,set number \(i) of a long import\n"
        }
        let path = cli.folder.appendingPathComponent("big.csv").path
        try Data(csv.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func expectOneLine(_ result: CLI.Result, _ expected: String, _ what: String) {
        #expect(result.status == 1, "\(what): exit \(result.status)")
        #expect(result.stderrLines.count == 1, "\(what): \(result.stderr)")
        #expect(result.stderr.contains(expected), "\(what): \(result.stderr)")
    }

    @Test func anOutputPathThatIsAFolder() throws {
        let (cli, _, _) = try preparedLog()
        defer { cli.remove() }
        let folder = cli.folder.appendingPathComponent("charts").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for arguments in [["chart", "week", "-o", folder], ["chart", "share", "--format", "svg", "-o", folder],
                          ["export", "-o", folder]] {
            expectOneLine(try cli.run(arguments), "cannot write \(folder): it is a folder", "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test(.enabled(if: ReadOnlyFolder.canBeMade)) func aReadOnlyOutputFolder() throws {
        let (cli, png, json) = try preparedLog()
        defer { cli.remove() }
        let folder = cli.folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try png.write(to: folder.appendingPathComponent("week.png"))
        try json.write(to: folder.appendingPathComponent("log.json"))
        let locked = try ReadOnlyFolder(folder.path)
        defer { locked.unlock() }
        let week = folder.appendingPathComponent("week.png").path
        expectOneLine(try cli.run(["chart", "week", "-o", week]), "cannot write \(week): permission denied", "chart")
        let export = folder.appendingPathComponent("log.json").path
        expectOneLine(try cli.run(["export", "-o", export]), "cannot write \(export): permission denied", "export")
        let fresh = folder.appendingPathComponent("new.svg").path
        expectOneLine(try cli.run(["chart", "totals", "-o", fresh]), "cannot write \(fresh): permission denied", "svg")
        locked.unlock()
        #expect(try Data(contentsOf: URL(fileURLWithPath: week)) == png)
        #expect(try Data(contentsOf: URL(fileURLWithPath: export)) == json)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["log.json", "week.png"])
    }

    @Test(.disabled(if: ThreadSanitizer.isActive,
                    "ThreadSanitizer's runtime dies with SIGBUS under a small ulimit -f, before main runs"))
    func aFileSizeLimit() throws {
        let (cli, _, _) = try preparedLog()
        defer { cli.remove() }
        // A bigger log first, so its export is bigger than the limit too.
        try #require(try cli.run(["import", try bigCSV(cli, rows: 3_000)]).status == 0)
        let earlierPNG = cli.folder.appendingPathComponent("earlier.png").path
        let earlierJSON = cli.folder.appendingPathComponent("earlier.json").path
        try cli.run(["chart", "week", "--week", "2026-W47", "-o", earlierPNG])
        try cli.run(["export", "-o", earlierJSON])
        let png = try Data(contentsOf: URL(fileURLWithPath: earlierPNG))
        let json = try Data(contentsOf: URL(fileURLWithPath: earlierJSON))
        let more = cli.folder.appendingPathComponent("more.csv").path
        try Data(try String(contentsOfFile: try bigCSV(cli, rows: 3_000), encoding: .utf8)
            .replacingOccurrences(of: ",Row,", with: ",Lunge,").utf8).write(to: URL(fileURLWithPath: more))
        let setsBefore = try cli.sets().count

        // 128 blocks of 512 bytes = 64 KB: room for SQLite's 32 KB shared-memory file,
        // not for the chart (~90 KB), the export (~1 MB) or the import's write-ahead log.
        let limit = 128
        expectOneLine(try cli.run(["chart", "week", "--week", "2026-W47", "-o", earlierPNG], fileSizeLimit: limit),
                      "cannot write \(earlierPNG): the file exceeds the file size limit", "chart")
        expectOneLine(try cli.run(["export", "-o", earlierJSON], fileSizeLimit: limit),
                      "cannot write \(earlierJSON): the file exceeds the file size limit", "export")
        expectOneLine(try cli.run(["import", more], fileSizeLimit: limit),
                      "cannot write to database \(cli.database): disk I/O error (a full disk or a file-size limit",
                      "import")
        #expect(try Data(contentsOf: URL(fileURLWithPath: earlierPNG)) == png)
        #expect(try Data(contentsOf: URL(fileURLWithPath: earlierJSON)) == json)
        #expect(try cli.sets().count == setsBefore)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter { $0.contains("tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        let doctor = try cli.run(["doctor"])
        #expect(doctor.status == 0 && doctor.stdout.contains("Integrity  ok"), "\(doctor.stdout)\(doctor.stderr)")
    }

    @Test(.enabled(if: SmallDisk.canBeMounted)) func aFullDisk() throws {
        let (cli, png, _) = try preparedLog()
        defer { cli.remove() }
        let csv = try bigCSV(cli, rows: 3_000)
        let disk = try SmallDisk(at: cli.folder.appendingPathComponent("small").path, kilobytes: 320)
        defer { disk.unmount() }
        // The log on the small disk, then an import that cannot fit.
        let database = disk.path + "/log.sqlite"
        try FileManager.default.copyItem(atPath: cli.database, toPath: database)
        let setsBefore = try cli.sets(["--db", database]).count
        expectOneLine(try cli.run(["import", csv, "--db", database]),
                      "cannot write to database \(database): the disk is full", "import")
        #expect(try cli.sets(["--db", database]).count == setsBefore)

        // A chart over an earlier one on a disk with less room than the new chart needs.
        let week = disk.path + "/week.png"
        try png.write(to: URL(fileURLWithPath: week))
        try disk.fill(leavingKilobytes: 8)
        expectOneLine(try cli.run(["chart", "week", "--week", "2026-W47", "--scale", "2", "-o", week]),
                      "cannot write \(week): no space left on the device (disk full)", "chart")
        #expect(try Data(contentsOf: URL(fileURLWithPath: week)) == png)
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()
        #expect(names.allSatisfy { !$0.contains("tmp") }, "\(names)")
    }
}

/// A folder nobody can write into: mode 0555, and when running as root (which
/// ignores modes) also the immutable attribute.
struct ReadOnlyFolder {
    let path: String

    init(_ path: String) throws {
        self.path = path
        guard chmod(path, 0o555) == 0 else { throw CLIError(message: "chmod \(path) failed") }
        if geteuid() == 0 {
            guard shell("chattr", "+i", path) else { throw CLIError(message: "chattr +i \(path) failed") }
        }
    }

    func unlock() {
        if geteuid() == 0 { _ = shell("chattr", "-i", path) }
        chmod(path, 0o755)
    }

    /// True when this machine can make one (chattr works on the temporary folder's file system).
    static let canBeMade: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-ro-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: false)) != nil else {
            return false
        }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard let folder = try? ReadOnlyFolder(probe) else { return false }
        defer { folder.unlock() }
        return !FileManager.default.createFile(atPath: probe + "/x", contents: Data())
    }()
}

/// A small tmpfs, so writes fail with ENOSPC as on a full disk. Needs root.
struct SmallDisk {
    let path: String

    init(at path: String, kilobytes: Int) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard shell("mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", path) else {
            throw CLIError(message: "cannot mount a tmpfs at \(path)")
        }
    }

    /// Takes all but `leavingKilobytes` of the free space.
    func fill(leavingKilobytes: Int) throws {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { throw CLIError(message: "statvfs \(path) failed") }
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        let size = max(free - leavingKilobytes * 1024, 0)
        try Data(count: size).write(to: URL(fileURLWithPath: path + "/filler"))
    }

    func unmount() { _ = shell("umount", path) }

    static let canBeMounted: Bool = {
        guard geteuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-disk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard let disk = try? SmallDisk(at: probe, kilobytes: 64) else { return false }
        disk.unmount()
        return true
    }()
}

/// Runs a system tool; true when it exits 0.
func shell(_ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

/// Whether this test process (and so the `repchart` built with it) runs under ThreadSanitizer.
enum ThreadSanitizer {
    static let isActive: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil
}

/// Whether this test process (and so the `repchart` built with it) runs under a sanitizer: their
/// runtimes reserve terabytes of shadow memory, so a `ulimit -d` stops them before `main`.
enum Sanitizer {
    static let isActive: Bool = ThreadSanitizer.isActive
        || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
}
