import Foundation
import GRDB
import Testing

/// Issue 26: careless hands and hostile files, through the real binary.
/// Each test failed on the binary before its fix (see docs/RELIABILITY.md).
@Suite struct UntrustedInputTests {
    /// Every command that only reads the log (or undoes in it).
    static let readers: [[String]] = [
        ["sets"], ["summary"], ["prs"], ["exercises"], ["undo"], ["doctor"],
        ["chart", "week", "--week", "2026-W47", "-o", "OUT/week.png"], ["report", "--weeks", "1", "--out", "OUT"],
        ["export", "-o", "OUT/backup.json"],
    ]

    /// A mistyped --db: refused in one line, and no file or folder is made
    /// (an export must not replace a backup with an empty log).
    @Test(arguments: readers)
    func aReadOnlyCommandRefusesAMissingLogAndCreatesNothing(_ arguments: [String]) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let out = cli.folder.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let backup = out + "/backup.json"
        try Data("the old backup".utf8).write(to: URL(fileURLWithPath: backup))
        let typo = cli.folder.appendingPathComponent("typo/typo.sqlite").path
        let result = try cli.run(arguments.map { $0.replacingOccurrences(of: "OUT", with: out) } + ["--db", typo])
        #expect(result.status == 1, "\(arguments): \(result.stdout)")
        #expect(result.stderr == "error: no log at \(typo); `repchart log` or `import` creates one\n", "\(arguments)")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("typo").path), "\(arguments)")
        #expect(try String(contentsOfFile: backup, encoding: .utf8) == "the old backup")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["backup.json"], "\(arguments)")
    }

    /// Another application's database (rollback journal or WAL): every
    /// command refuses it untouched, and `doctor` says what it is.
    @Test(arguments: [false, true])
    func anotherApplicationsDatabaseIsRefusedUntouched(wal: Bool) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let other = cli.folder.appendingPathComponent("other.sqlite").path
        do {
            let queue = try DatabaseQueue(path: other)
            try queue.writeWithoutTransaction { db in
                if wal { _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
                try db.execute(sql: "CREATE TABLE contacts (id INTEGER PRIMARY KEY, name TEXT)")
                try db.execute(sql: "INSERT INTO contacts (name) VALUES ('Ann'), ('Bo')")
            }
            try queue.close()
        }
        let original = try Data(contentsOf: URL(fileURLWithPath: other))
        for arguments in [["sets"], ["exercises"], ["log", "Squat", "5@100", "--new"], ["export", "-o", "-"],
                          ["chart", "week", "-o", "-"]] {
            let result = try cli.run(arguments + ["--db", other])
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("\(other) is not a RepChart log") && result.stderr.contains("contacts"),
                    "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == original)
        let doctor = try cli.run(["doctor", "--db", other])
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("not a RepChart log: another application's SQLite database (table contacts)"),
                "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("none yet"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == original)
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path)
        #expect(!left.contains("other.sqlite-journal"))
        if !wal { #expect(!left.contains("other.sqlite-wal"), "\(left)") }
    }

    /// An unknown exercise's name of 5,000 characters was quoted whole by `log`, `last`, `chart
    /// progress` and `--exercise` (a trial of the seventeenth sitting): cut as every message cuts.
    @Test func anUnknownExerciseIsQuotedCutToOneLine() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "5@100kg", "--new"]).status == 0)
        let name = String(repeating: "x", count: 5000) + "\u{1B}]0;title\u{7}"
        for arguments in [["log", name, "5@100kg"], ["last", name], ["chart", "progress", name],
                          ["chart", "week", "--exercise", name]] {
            let result = try cli.run(arguments)
            #expect(result.status != 0 && result.stderrLines.count == 1, "\(arguments[0])")
            #expect(result.stderr.contains("unknown exercise '" + String(repeating: "x", count: 80) + "…'"), "\(arguments[0])")
            #expect(result.stderr.utf8.count < 300, "\(arguments[0]): \(result.stderr.utf8.count) bytes")
        }
    }

    /// A note with a NUL character survives export and import whole.
    @Test func aNoteWithANulCharacterIsExportedWhole() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let file = cli.folder.appendingPathComponent("nul.json").path
        try Data(Self.exportWithNote("a\\u0000b").utf8).write(to: URL(fileURLWithPath: file))
        let imported = try cli.run(["import", file])
        try #require(imported.status == 0, "\(imported.stderr)")
        let export = try cli.run(["export", "-o", "-"])
        #expect(export.stdout.contains("\"note\": \"a\\u0000b\""), "\(export.stdout)")
        let again = CLI(folder: cli.folder.appendingPathComponent("second"))
        try FileManager.default.createDirectory(at: again.folder, withIntermediateDirectories: true)
        let exported = cli.folder.appendingPathComponent("export.json").path
        try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: exported))
        #expect(try again.run(["import", exported]).status == 0)
        #expect(try again.run(["export", "-o", "-"]).stdout == export.stdout)
        let sets = try cli.sets()
        #expect(sets.first?["note"] as? String == "a\u{0}b")
    }

    /// Escape sequences in a note reach the terminal as text, not as commands.
    @Test func controlCharactersInNotesAndFilesAreEscapedOnTheTerminal() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let attack = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{08}\u{9B}31m\u{202E}x"
        let logged = try cli.run(["log", "Squat", "5@100", "--new", "--date", "2026-11-17", "#", attack])
        #expect(logged.status == 0, "\(logged.stderr)")
        let listed = try cli.run(["sets"])
        #expect(listed.stdout.contains("\\u001B]0;owned\\u0007\\u001B[2J\\u0008\\u009B31m\\u202Ex"), "\(listed.stdout)")
        for output in [logged.stdout, listed.stdout] {
            #expect(!output.unicodeScalars.contains { Self.isUnsafe($0) }, "\(output)")
        }
        // An import error quoting a field: C1 controls and bidi overrides too.
        let csv = cli.folder.appendingPathComponent("bad.csv").path
        try Data("date,exercise,reps,weight,unit\n2025-11-20,Squat,5,\u{9B}2J\u{202E}80,kg\n".utf8)
            .write(to: URL(fileURLWithPath: csv))
        let failed = try cli.run(["import", csv, "--strict"])
        #expect(failed.status != 0)
        #expect(!failed.stderr.isEmpty && !failed.stderr.unicodeScalars.contains { Self.isUnsafe($0) }, "\(failed.stderr)")
    }

    /// "Squat" and "Squat" with a zero-width space or a bidi mark are one exercise.
    @Test func invisibleCharactersDoNotMakeASecondExercise() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Squat", "5@100", "--new", "--date", "2026-11-17"]).status == 0)
        for name in ["Squat\u{200B}", "\u{FEFF}Squat", "Sq\u{200D}uat", "\u{202A}Squat\u{202C}"] {
            let result = try cli.run(["log", name, "5@100", "--date", "2026-11-18"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let exercises = try JSONSerialization.jsonObject(with: Data(try cli.run(["exercises", "--json"]).stdout.utf8))
        #expect((exercises as? [[String: Any]])?.map { $0["name"] as? String } == ["Squat"])
        #expect(try cli.sets().count == 5)
        let invisible = try cli.run(["exercises", "add", "\u{200B}\u{2060}"])
        #expect(invisible.status == 1 && invisible.stderr.contains("a name cannot be empty"), "\(invisible.stderr)")
    }

    /// One letter with 60,000 combining marks is one "character" but 120 KB
    /// (100,000 would pass the limits too, but not the kernel's limit on one
    /// argument): refused as a name, in one short line.
    @Test func aNameOfOneLetterWithSixtyThousandMarksIsRefused() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let name = "a" + String(repeating: "\u{0301}", count: 60_000)
        let result = try cli.run(["log", name, "5@100", "--new"])
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1 && result.stderr.utf8.count < 600, "\(result.stderr.prefix(600))")
        #expect(result.stderr.contains("256 Unicode scalars"))
    }

    /// A named pipe as --font, as the config's font, as config.json or as
    /// --db: one line naming it, never a hang (`timeout` ends a hang: SIGKILL, as a waiting chart blocks SIGTERM).
    @Test func namedPipesAreRefusedWithoutWaiting() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let fifo = cli.folder.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(try cli.run(["log", "Squat", "5@100", "--new", "--date", "2026-11-17"]).status == 0)
        let timeout = ["/usr/bin/timeout", "-s", "KILL", "20"]
        let out = cli.folder.appendingPathComponent("week.png").path
        let font = try cli.run(["chart", "week", "--week", "2026-W47", "--font", fifo, "-o", out], launcher: timeout)
        #expect(font.status == 1 && font.stderrLines.count == 1, "\(font.status) \(font.stderr)")
        #expect(font.stderr.contains(fifo) && font.stderr.contains("named pipe"), "\(font.stderr)")

        let setFont = try cli.runConfigured(["config", "set", "font", fifo])
        #expect(setFont.status == 1 && setFont.stderr.contains("named pipe (FIFO), not a font file"), "\(setFont.stderr)")

        try FileManager.default.createDirectory(atPath: cli.configHome + "/repchart", withIntermediateDirectories: true)
        try #require(mkfifo(cli.configFile, 0o600) == 0)
        let config = try cli.run(["sets"], environment: ["XDG_CONFIG_HOME": cli.configHome], launcher: timeout)
        #expect(config.status == 1, "\(config.status) \(config.stderr)")
        #expect(config.stderr == "error: \(cli.configFile): it is a named pipe (FIFO), not a config file; "
                + "remove it or set XDG_CONFIG_HOME to another folder\n")

        let db = try cli.run(["sets", "--db", fifo], launcher: timeout)
        #expect(db.stderr == "error: cannot open database \(fifo): it is a named pipe (FIFO), not a database file\n")
        let log = try cli.run(["log", "Squat", "5@100", "--db", fifo], launcher: timeout)
        #expect(log.stderr == "error: cannot open database \(fifo): it is a named pipe (FIFO), not a database file\n")
    }

    /// config.json as a folder, a megabyte value, /dev/null as a log: one
    /// short line each, naming the file and what is wrong.
    @Test func messagesNameTheFileAndStayShort() throws {
        let cli = try CLI()
        defer { cli.remove() }
        // As long as one argument may be (the kernel's limit is 128 KiB); the file below holds 1 MB.
        let long = String(repeating: "x", count: 100_000)
        let set = try cli.runConfigured(["config", "set", "unit", long])
        #expect(set.status == 1 && set.stderrLines.count == 1 && set.stderr.utf8.count < 300, "\(set.stderr.prefix(300))")
        #expect(set.stderr.contains(cli.configFile) && set.stderr.contains("100000 bytes"))
        let huge = String(repeating: "x", count: 1 << 20)

        try Data("{\"unit\": \"\(huge)\"}".utf8).write(to: URL(fileURLWithPath: cli.folder.appendingPathComponent("c.json").path))
        try FileManager.default.createDirectory(atPath: cli.configHome + "/repchart", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: cli.folder.appendingPathComponent("c.json").path, toPath: cli.configFile)
        let read = try cli.runConfigured(["config"])
        #expect(read.status == 1 && read.stderrLines.count == 1 && read.stderr.utf8.count < 300, "\(read.stderr.prefix(300))")

        try FileManager.default.removeItem(atPath: cli.configFile)
        try FileManager.default.createDirectory(atPath: cli.configFile, withIntermediateDirectories: true)
        let folder = try cli.runConfigured(["config"])
        #expect(folder.stderr == "error: \(cli.configFile): it is a folder, not a config file; "
                + "remove it or set XDG_CONFIG_HOME to another folder\n")

        let null = try cli.run(["doctor", "--db", "/dev/null"])
        #expect(null.status == 1 && !null.stdout.contains("Integrity"), "\(null.stdout)")
        #expect(null.stderr == "error: cannot open database /dev/null: it is a device, not a database file\n")
    }

    /// Readers answer at once while another process holds a write
    /// transaction (WAL lets them read); they used to wait the whole 5 s
    /// busy timeout (a pool's set-up writes when the WAL file is empty), so
    /// `timeout 4` ended them.
    @Test func readersDoNotWaitForAnotherProcessesWriteTransaction() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Squat", "5@100", "--new", "--date", "2026-11-17"]).status == 0)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true   // the transaction is held across accesses
        let writer = try DatabaseQueue(path: cli.database, configuration: configuration)
        try writer.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('held', 'by another process')")
        }
        defer { try? writer.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
        for arguments in [["sets"], ["summary", "--week", "2026-W47"], ["prs"], ["exercises"], ["export", "-o", "-"]] {
            let result = try cli.run(arguments, launcher: ["/usr/bin/timeout", "-s", "KILL", "4"])
            #expect(result.status == 0, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stdout.contains("Squat"), "\(arguments)")
        }
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x09, 0x0B..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func exportWithNote(_ note: String) -> String {
        """
        {
          "format": "repchart",
          "version": 1,
          "exercises": [
            {"id": "6B0E7E0A-1F4C-4C3B-9E55-2F1A0D6C9A11", "name": "Bench Press", "aliases": [], "color": "#0072B2", "kind": "weight_reps"}
          ],
          "sets": [
            {"id": "0F8E2C3A-0000-4000-8000-000000000002", "exercise": "6B0E7E0A-1F4C-4C3B-9E55-2F1A0D6C9A11", "day": "2026-11-20", "performed_at": "2026-11-20T18:35:12.250+01:00", "position": 2, "reps": 5, "weight": 102.5, "unit": "kg", "type": "normal", "note": "\(note)", "source": "log", "created_at": "2026-11-20T17:35:12.250Z"}
          ]
        }
        """
    }
}
