import Foundation
import RepChartTestSupport
import Testing

/// Imports from streams, FIFOs and standard input: checked as they arrive,
/// never waited on, leaving nothing behind (Issue 33, "Hostile hands, round 4" (part A)). Each test is named
/// after the defect it guards against and runs the real binary.
@Suite struct ImportStreamTests: CLILogFixtures {
    // MARK: 4. streams are checked as they arrive

    @Test func testImportOfDevZeroIsRefusedAtItsFirstBlockNotAtAFullDisk() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let tmp = try emptyTemporaryFolder(cli)
        // `timeout` only stops the old behaviour (copying for ever); nothing is timed.
        let result = try cli.run(["import", "/dev/zero"], environment: ["TMPDIR": tmp], launcher: ["/usr/bin/timeout", "120"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("/dev/zero: a binary file, not text (NUL byte at offset 0)"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        let piped = try cli.run(["import", "-"], environment: ["TMPDIR": tmp], launcher: [
            "/bin/sh", "-c", "head -c 1000000 /dev/urandom | \"$0\" \"$@\""])
        #expect(piped.status == 1)
        #expect(piped.stderr.contains("stdin: a binary file"), "\(piped.stderr)")
    }

    @Test func testAnEndlessStreamOfUnrecognizableTextIsRefusedAtItsFirstBlock() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let tmp = try emptyTemporaryFolder(cli)
        // `yes` never ends: only a refusal at the first block stops it (`timeout` stops the old behaviour).
        let result = try cli.run(["import", "-"], environment: ["TMPDIR": tmp], launcher: [
            "/usr/bin/timeout", "120", "/bin/sh", "-c", "yes 'hello' 2>/dev/null | \"$0\" \"$@\""])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("stdin: not an export RepChart reads: it starts with \"hello\""), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        // A CSV header and JSON still pass the first block.
        let csv = try cli.run(["import", "-", "--dry-run", "--unit", "kg"], launcher: [
            "/bin/sh", "-c", "printf 'Date,Exercise,Reps,Weight\\n2026-03-10,Squat,5,100\\n' | \"$0\" \"$@\""])
        #expect(!csv.stderr.contains("not an export"), "\(csv.stderr)")
    }

    // MARK: 5. a FIFO among a folder's pages

    @Test func testAFIFOInAFolderOfHevyPagesIsNamedAndRefusedWithoutWaiting() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let folder = try pagesFolder(cli)
        let fifo = folder.appendingPathComponent("p2.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try cli.run(["import", folder.path], launcher: ["/usr/bin/timeout", "120"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("p2.json is a named pipe (FIFO), not a regular file"), "\(result.stderr)")
        let named = try cli.run(["import", folder.appendingPathComponent("p1.json").path, fifo], launcher: ["/usr/bin/timeout", "120"])
        #expect(named.status == 1, "\(named.stderr)")
        #expect(named.stderr.contains("named pipe (FIFO)"), "\(named.stderr)")
    }

    // MARK: 6. nothing left in $TMPDIR on a signal

    @Test func testAnInterruptedStreamImportLeavesNoTemporaryFile() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let tmp = try emptyTemporaryFolder(cli)
        var environment = ProcessInfo.processInfo.environment
        environment["REPCHART_DB"] = cli.database
        environment["HOME"] = cli.folder.appendingPathComponent("home").path
        environment["TMPDIR"] = tmp
        environment["TZ"] = "UTC"
        var rows = "date,exercise,reps,weight,unit\n"
        for day in 1...28 { rows += "2026-02-\(day < 10 ? "0" : "")\(day),Squat,5,100,kg\n" }
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            let (pid, input) = try spawnWithSignalsAsAShellGivesThem(try CLI.binary().path, ["import", "-"], environment)
            _ = Array(rows.utf8).withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            // Wait until the copy is open in the temporary folder (seen among
            // its file descriptors), the stream still open: then the signal.
            // The copy, not any file there: ThreadSanitizer's runtime makes its
            // own tsan.rodata.PID in $TMPDIR as the process starts, and a
            // signal before it removes that leaves it behind (CI, 2026-11-29).
            // Where $TMPDIR cannot hold an unnamed file the copy is in memory.
            let copies = [tmp + "/#", tmp + "/repchart-import-", "/memfd:repchart-import"]
            var copying = false
            for _ in 0..<6000 where !copying {
                let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
                copying = fds.contains { fd in
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? ""
                    return copies.contains { target.hasPrefix($0) }
                }
                if !copying { usleep(10_000) }
            }
            #expect(copying)
            kill(pid, signal)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(input)
            #expect(status & 0x7F == signal, "the import ended by signal \(signal)")
            let left = try FileManager.default.contentsOfDirectory(atPath: tmp)
            #expect(left.isEmpty, "after signal \(signal): \(left) left in $TMPDIR")
        }
    }

    @Test func aStreamIsCopiedIntoMemoryWhereTMPDIRCannotHoldAFileWithNoName() throws {
        let cli = try CLI()
        defer { cli.remove() }
        // A file, not a folder: no file can be made in it, with a name or without
        // (as on a file system without O_TMPFILE, where a named copy unlinked at
        // once could still be left behind by a signal in between).
        let notAFolder = try file(cli, "tmpdir", "")
        let rows = "date,exercise,reps,weight,unit\n2026-02-01,Squat,5,100,kg\n2026-02-03,Squat,3,110,kg\n"
        let result = try cli.run(["import", "-"], environment: ["TMPDIR": notAFolder], launcher: [
            "/bin/sh", "-c", "printf '\(rows)' | \"$0\" \"$@\""])
        #expect(result.status == 0, "\(result.stderr)")
        let sets = try cli.sets()
        #expect(sets.map { $0["reps"] as? Int } == [5, 3])
        #expect(sets.map { $0["weight"] as? Double } == [100, 110])
        #expect(sets.map { $0["unit"] as? String } == ["kg", "kg"])
        // By stat: Foundation's Data(contentsOf:) leaks its buffer for an empty file (LeakSanitizer, CI).
        var info = stat()
        #expect(stat(notAFolder, &info) == 0 && info.st_size == 0)
    }

    /// Starts `program` with no signal blocked or ignored (a test runner's
    /// threads block some, and a child inherits that), its standard input a
    /// pipe whose write end is returned, its output discarded.
    func spawnWithSignalsAsAShellGivesThem(_ program: String, _ arguments: [String],
                                           _ environment: [String: String]) throws -> (pid_t, Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw CLIError(message: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        close(ends[0])
        guard result == 0 else { throw CLIError(message: "posix_spawn failed: \(result)") }
        return (pid, ends[1])
    }
}
