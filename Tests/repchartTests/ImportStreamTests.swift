import Foundation
import RepChartTestSupport
import Testing

/// Issue 33, "Hostile hands, round 4" (part A): each test is named after the
/// defect it guards against and runs the real binary on real files.
@Suite struct HostileRound4Tests {
    func logWithSets(_ count: Int = 3) throws -> CLI {
        let cli = try CLI()
        var text = "date,exercise,reps,weight,unit\n"
        for index in 0..<count { text += "2026-0\(1 + index % 9)-1\(index % 10),Squat,\(1 + index % 20),100,kg\n" }
        let csv = cli.folder.appendingPathComponent("seed.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: csv))
        let result = try cli.run(["import", csv])
        #expect(result.status == 0, "\(result.stderr)")
        return cli
    }

    func file(_ cli: CLI, _ name: String, _ bytes: [UInt8]) throws -> String {
        let path = cli.folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// The log's sets, none when a refused import left no log.
    func storedSets(_ cli: CLI) throws -> [[String: Any]] {
        FileManager.default.fileExists(atPath: cli.database) ? try cli.sets() : []
    }

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
        #expect(said.contains("and 1200 sets to"), "\(said)")
    }

    // MARK: 2. demo --db on a real log

    @Test func testDemoRefusesToPourGeneratedTrainingIntoARealLog() throws {
        let cli = try logWithSets()
        defer { cli.remove() }
        let before = try cli.run(["export"]).stdout
        let charts = cli.folder.appendingPathComponent("charts").path
        let result = try cli.run(["demo", "--db", cli.database, "--weeks", "1", "--out", charts])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("holds 3 sets the demo did not make"), "\(result.stderr)")
        #expect(try cli.run(["export"]).stdout == before)
        // The demo's own log is filled again as before.
        let own = cli.folder.appendingPathComponent("demo.sqlite").path
        for history in ["programme", "real-shape"] {
            let ownLog = own + "." + history
            for _ in 0..<2 {
                let again = try cli.run(["demo", "--db", ownLog, "--weeks", "1", "--history", history, "--out", charts, "--force"])
                #expect(again.status == 0, "\(again.stderr)")
            }
        }
    }

    // MARK: 3. Hevy pages that disagree about one workout

    func hevyPage(_ page: Int, of count: Int, _ workouts: [String]) -> String {
        "{\"page\": \(page), \"page_count\": \(count), \"workouts\": [" + workouts.joined(separator: ", ") + "]}"
    }

    func hevyWorkout(id: String, start: String, kg: Int, reps: Int = 8) -> String {
        """
        {"id": "\(id)", "title": "Pull", "start_time": "\(start)", "exercises": [{"title": "Barbell Row", \
        "sets": [{"type": "normal", "weight_kg": \(kg), "reps": \(reps)}]}]}
        """
    }

    /// A folder "pages" holding page 1 of 2 of a Hevy export: workout w1 at 70 kg.
    func pagesFolder(_ cli: CLI) throws -> URL {
        let folder = cli.folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(hevyPage(1, of: 2, [hevyWorkout(id: "w1", start: "2026-03-10T18:00:00Z", kg: 70)]).utf8)
            .write(to: folder.appendingPathComponent("p1.json"))
        return folder
    }

    @Test func testHevyPagesThatDisagreeAboutOneWorkoutAreRefused() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let folder = try pagesFolder(cli)
        try Data(hevyPage(2, of: 2, [hevyWorkout(id: "w1", start: "2026-03-10T18:00:00Z", kg: 100)]).utf8)
            .write(to: folder.appendingPathComponent("p2.json"))
        let result = try cli.run(["import", folder.path])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("workout id \"w1\" is also at p1.json $.workouts[0]"), "\(result.stderr)")
        #expect(result.stderr.contains("p2.json $.workouts[0]"), "\(result.stderr)")
        #expect(try storedSets(cli).isEmpty)
    }

    @Test func testOneWorkoutIdOnTwoDaysInOnePageIsRefused() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let page = try file(cli, "page.json", Array(hevyPage(1, of: 1, [
            hevyWorkout(id: "w1", start: "2026-03-10T18:00:00Z", kg: 70),
            hevyWorkout(id: "w1", start: "2026-03-12T18:00:00Z", kg: 75),
        ]).utf8))
        let result = try cli.run(["import", page])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("$.workouts[1]") && result.stderr.contains("is also at $.workouts[0]"), "\(result.stderr)")
        #expect(try storedSets(cli).isEmpty)
    }

    @Test func testAnEmptyHevyWorkoutIdIsNoIdentity() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let page = try file(cli, "page.json", Array(hevyPage(1, of: 1, [
            hevyWorkout(id: "", start: "2026-03-10T18:00:00Z", kg: 70, reps: 8),
            hevyWorkout(id: "", start: "2026-03-12T18:00:00Z", kg: 75, reps: 6),
        ]).utf8))
        let result = try cli.run(["import", page])
        #expect(result.status == 0, "\(result.stderr)")
        let sets = try cli.sets()
        #expect(sets.map { "\($0["day"] ?? "") \($0["reps"] ?? "")x\($0["weight"] ?? "")" }.sorted()
            == ["2026-03-10 8x70", "2026-03-12 6x75"])
    }

    // MARK: 4. streams are checked as they arrive

    func emptyTemporaryFolder(_ cli: CLI) throws -> String {
        let folder = cli.folder.appendingPathComponent("tmp").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

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
            var copying = false
            for _ in 0..<6000 where !copying {
                let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
                copying = fds.contains { fd in
                    ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? "").hasPrefix(tmp)
                }
                if !copying { usleep(10_000) }
            }
            #expect(copying)
            kill(pid, signal)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(input)
            #expect(status & 0x7F == signal, "the import ended by signal \(signal)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty, "after signal \(signal)")
        }
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

    // MARK: 13. future days

    @Test func testImportsRefuseFutureDaysAsLogDoes() throws {
        let cli = try CLI()
        defer { cli.remove() }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        func day(_ offset: Int) -> String {
            let date = utc.date(byAdding: .day, value: offset, to: Date())!
            let parts = utc.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }
        let text = "date,exercise,reps,weight,unit\n2026-01-05,Squat,5,100,kg\n\(day(1)),Squat,4,100,kg\n"
            + "\(day(3)),Squat,3,100,kg\n9999-12-31,Squat,2,100,kg\n"
        let csv = try file(cli, "future.csv", Array(text.utf8))
        let strict = try cli.run(["import", csv, "--strict"])
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("9999-12-31 is in the future"), "\(strict.stderr)")
        #expect(try storedSets(cli).isEmpty)
        let result = try cli.run(["import", csv])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("in the future"), "\(result.stdout)")
        let sets = try cli.sets()
        #expect(sets.map { "\($0["day"] ?? "") \($0["reps"] ?? "")" }.sorted() == ["2026-01-05 5", "\(day(1)) 4"])
    }

    // MARK: 15. doctor's advice works on a damaged log

    @Test func testDoctorsAdviceSalvagesADamagedLog() throws {
        let cli = try logWithSets(3000)
        defer { cli.remove() }
        let original = try #require(try JSONSerialization.jsonObject(with: Data(try cli.run(["export"]).stdout.utf8)) as? [String: Any])
        let originalSets = try #require(original["sets"] as? [[String: Any]])
        // Overwrite four pages in the middle of the file, as a failing disk would.
        let log = try #require(FileHandle(forUpdatingAtPath: cli.database))
        let header = log.readData(ofLength: 100)
        let pageSize = Int(header[16]) << 8 | Int(header[17])
        let pages = Int(try log.seekToEnd()) / pageSize
        try log.seek(toOffset: UInt64(pages / 2 * pageSize))
        log.write(Data(repeating: 0xA5, count: 4 * pageSize))
        try log.close()
        let doctor = try cli.run(["doctor"])
        #expect(doctor.status != 0)
        // The advice names a command: run it as given.
        let advice = try #require(doctor.stderr.split(separator: "`").dropFirst().first.map(String.init), "\(doctor.stderr)")
        let words = advice.split(separator: " ").map(String.init)
        #expect(words.first == "repchart" && words.contains("--salvage"), "\(advice)")
        let salvage = try cli.run(Array(words.dropFirst()))
        #expect(salvage.status == 0, "\(salvage.stderr)")
        #expect(salvage.stderr.contains("skipped: set rows"), "\(salvage.stderr)")
        let rescued = try #require(words.last)
        let fresh = CLI(folder: cli.folder.appendingPathComponent("new"))
        try FileManager.default.createDirectory(at: fresh.folder, withIntermediateDirectories: true)
        #expect(try fresh.run(["import", rescued]).status == 0)
        let kept = try fresh.sets()
        #expect(kept.count > 1000 && kept.count < 3000, "\(kept.count)")
        // What was kept is what was logged, value for value.
        var byID: [String: [String: Any]] = [:]
        for set in originalSets { byID[set["id"] as? String ?? ""] = set }
        for set in kept {
            let before = try #require(byID[set["id"] as? String ?? ""])
            #expect(before["day"] as? String == set["day"] as? String)
            #expect(before["reps"] as? Int == set["reps"] as? Int)
            #expect(before["weight"] as? Double == set["weight"] as? Double)
        }
    }
}
