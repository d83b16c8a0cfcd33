import Foundation
import Testing

/// `-o` naming a named pipe or a character device: the chart or export is
/// written into it as a stream, and the pipe or device is never replaced,
/// with or without `--force`.
@Suite struct StreamOutputTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func preparedLog() throws -> CLI {
        let cli = try CLI()
        try #require(try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"]).status == 0)
        return cli
    }

    @Test func devNullAndDevStdout() throws {
        let cli = try preparedLog()
        defer { cli.remove() }
        for arguments in [["chart", "week", "--week", "2026-W47", "-o", "/dev/null"],
                          ["chart", "week", "--week", "2026-W47", "-o", "/dev/null", "--force"],
                          ["export", "-o", "/dev/null"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("--force"), "\(arguments): \(result.stderr)")
        }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "/dev/null is still a device")
        let chart = try cli.run(["chart", "week", "--week", "2026-W47", "-o", "/dev/stdout"])
        #expect(chart.status == 0, "\(chart.stderr)")
        #expect(chart.stdout.dropFirst().hasPrefix("PNG") && chart.stdout.contains("IEND"), "a whole PNG on stdout")
        let svg = try cli.run(["chart", "week", "--week", "2026-W47", "--format", "svg", "-o", "/dev/stdout"])
        #expect(svg.status == 0 && svg.stdout.contains("<svg"), "\(svg.stderr)")
        let export = try cli.run(["export", "-o", "/dev/stdout"])
        #expect(export.status == 0 && export.stdout.contains("\"Squat\""), "\(export.stderr)")
    }

    @Test func aNamedPipeIsWrittenIntoNeverReplaced() throws {
        let cli = try preparedLog()
        defer { cli.remove() }
        for (arguments, check) in [
            (["chart", "week", "--week", "2026-W47", "--force"], { (data: Data) in Array(data.prefix(8)) == Self.pngSignature }),
            (["chart", "totals", "--week", "2026-W47"], { (data: Data) in Array(data.prefix(8)) == Self.pngSignature }),
            (["export"], { (data: Data) in String(decoding: data, as: UTF8.self).contains("\"Squat\"") }),
        ] {
            let fifo = cli.folder.appendingPathComponent("pipe-\(UUID().uuidString)").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let reader = try FIFOReader(fifo)
            let result = try cli.run(arguments + ["-o", fifo])
            let received = reader.finish()
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(check(received), "\(arguments): \(received.count) bytes read from the pipe")
            var info = stat()
            #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "\(arguments): still a pipe")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path)
        #expect(!left.contains { $0.contains(".tmp") }, "\(left)")
    }
}

/// `cat` copying a named pipe into a file while the test runs a writer
/// (a file, not a pipe, so no other child can hold its other end open).
struct FIFOReader {
    let path: String
    let copy: String
    let process = Process()

    init(_ path: String) throws {
        self.path = path
        copy = path + ".read"
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec cat \"$0\" > \"$1\"", path, copy]
        try process.run()
    }

    /// What `cat` read; a writer that never came is stood in for, so this never hangs.
    func finish() -> Data {
        for _ in 0..<100 where process.isRunning {
            // cat may still wait for a writer: open and close one.
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            usleep(50_000)
        }
        process.waitUntilExit()
        defer { unlink(copy) }
        return (try? Data(contentsOf: URL(fileURLWithPath: copy))) ?? Data()
    }
}
