import Foundation
import RepChartTestSupport
import GRDB
import Testing
@testable import repchart

/// The repository's Fixtures/databases folder.
let databaseFixtures = Repository.path("Fixtures/databases")

@Suite struct DoctorCommandTests {
    @Test func reportsAHealthyLog() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"])
        try cli.run(["log", "Bench Press", "3x8@80", "--new", "--date", "2026-11-18"])
        let result = try cli.run(["doctor"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("Database   \(cli.database)"))
        #expect(result.stdout.contains("Schema     3, the one this RepChart writes"))
        #expect(result.stdout.contains("Contents   8 sets of 2 exercises on 2 days (2026-11-17 to 2026-11-18)"))
        #expect(result.stdout.contains("Integrity  ok (integrity_check, foreign keys)"))
        #expect(result.stdout.contains("Text       shaped by HarfBuzz (libharfbuzz.so.0)"))
        let quick = try cli.run(["doctor", "--quick"])
        #expect(quick.stdout.contains("Integrity  ok (quick_check, foreign keys)"))
    }

    /// A log in a folder this user may not write (as on a read-only mount)
    /// is checked read-only: healthy, exit 0, no advice to restore a backup.
    @Test func aHealthyLogThatMayNotBeWrittenIsCheckedReadOnlyNotCalledDamaged() throws {
        let cli = try CLI()
        defer { chmod(cli.folder.path, 0o755); cli.remove() }
        try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"])
        let original = try Data(contentsOf: URL(fileURLWithPath: cli.database))
        #expect(chmod(cli.database, 0o444) == 0)
        #expect(chmod(cli.folder.path, 0o555) == 0)
        // Root writes through file modes; run as nobody then.
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        for arguments in [["doctor"], ["doctor", "--quick"]] {
            let result = try cli.run(arguments, launcher: launcher)
            #expect(result.status == 0, "\(arguments): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(!result.stdout.contains("Problems"), "\(result.stdout)")
            #expect(result.stdout.contains("Contents   5 sets of 1 exercise on 1 day (2026-11-17 to 2026-11-17)"),
                    "\(result.stdout)")
            #expect(result.stdout.contains("Integrity  ok ("), "\(result.stdout)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path)
        #expect(!left.contains { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") }, "\(left)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.database)) == original)
    }

    /// A crash left the log's changes in its `-wal` without a `-shm`, then it was put where this user
    /// may not write: `doctor` said "Problems: unable to open database file" and advised restoring a
    /// backup, and the salvage it named failed the same way. SQLite reads a `-wal` only beside a
    /// `-shm` it can make: said so, with what to do, and the copy reads whole.
    @Test func aLogWhoseWALCannotBeReadHereIsNotCalledDamaged() throws {
        let cli = try CLI()
        let folder = cli.folder.appendingPathComponent("mount")
        defer { chmod(folder.path, 0o755); cli.remove() }
        #expect(try cli.run(["log", "Squat", "5x5@100", "--new", "--date", "2026-11-17"]).status == 0)
        // The changes stay in the -wal while a connection holds it: copied then, as a crash leaves them.
        let queue = try DatabaseQueue(path: cli.database)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: "UPDATE workoutSet SET reps = 6")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("log.sqlite").path
        try FileManager.default.copyItem(atPath: cli.database, toPath: log)
        try FileManager.default.copyItem(atPath: cli.database + "-wal", toPath: log + "-wal")
        try queue.close()
        for file in [log, log + "-wal"] { #expect(chmod(file, 0o444) == 0) }
        #expect(chmod(folder.path, 0o555) == 0)
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let reason = "its changes in \(log)-wal can be read only beside a \(log)-shm file, which this folder does not "
            + "let RepChart make; copy the log and its -wal to a folder you can write, and read the copy"
        for arguments in [["doctor", "--db", log], ["sets", "--db", log], ["export", "--salvage", "--db", log, "-o", "-"]] {
            let result = try cli.run(arguments, useDatabase: false, launcher: launcher)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderrLines == ["error: cannot open database \(log): \(reason)"], "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("Problems"), "\(result.stdout)")
        }
        // Copied as it says, the log reads whole: the change in the -wal included.
        let copy = cli.folder.appendingPathComponent("copy.sqlite").path
        try FileManager.default.copyItem(atPath: log, toPath: copy)
        try FileManager.default.copyItem(atPath: log + "-wal", toPath: copy + "-wal")
        let sets = try cli.run(["sets", "--db", copy, "--json"], useDatabase: false)
        #expect(sets.status == 0 && sets.stdout.contains("\"reps\" : 6") && !sets.stdout.contains("\"reps\" : 5"), "\(sets.stdout)")
    }

    @Test func saysWhenTextIsSetWithoutHarfBuzz() {
        let line = DoctorCommand.shapingLine(error: "libharfbuzz.so.0: cannot open shared object file")
        #expect(line == "Text       set without HarfBuzz (libharfbuzz.so.0: cannot open shared object file): "
                + "no ligatures or Arabic joining; install libharfbuzz0b")
    }

    @Test func upgradesAnOlderLogOnFirstUseAndSaysWhereTheCopyIs() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try FileManager.default.copyItem(atPath: databaseFixtures + "/schema-1.sqlite", toPath: cli.database)
        let checked = try cli.run(["doctor"])
        #expect(checked.stdout.contains("Schema     1, older than this RepChart's 3"), "\(checked.stdout)")

        let listed = try cli.run(["sets", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let backup = cli.database + ".schema-1.backup"
        #expect(listed.stderr == "note: upgraded \(cli.database) from schema 1 to 3; the old file is kept at \(backup)\n")
        #expect(FileManager.default.fileExists(atPath: backup))
        let sets = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
        #expect(sets?.count == 14)

        let again = try cli.run(["doctor"])
        #expect(again.stdout.contains("upgraded from 1 to 3 on "), "\(again.stdout)")
        #expect(again.stdout.contains("the old file was copied to \(backup)"))
        #expect(try cli.run(["sets"]).stderr.isEmpty, "the note comes once")
    }

    @Test func damagedFilesGiveOneLineWithThePathAndDoctorExitsOne() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for _ in 0..<4 { try cli.run(["log", "Squat", "20x5@100", "--new", "--date", "2026-11-17"]) }
        try cli.run(["doctor"])   // leaves the file closed and checkpointed
        let whole = try Data(contentsOf: URL(fileURLWithPath: cli.database))
        try? FileManager.default.removeItem(atPath: cli.database + "-wal")
        try? FileManager.default.removeItem(atPath: cli.database + "-shm")
        let cases: [(String, Data, String)] = [
            ("truncated", whole.prefix(whole.count / 2), "is damaged (truncated: the header says"),
            ("garbage", Data((0..<40_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }),
             "not a database file"),
            ("a note", Data(String(repeating: "my workout notes\n", count: 300).utf8), "not a database file"),
        ]
        for (name, bytes, expected) in cases {
            let path = cli.folder.appendingPathComponent("\(name).sqlite").path
            try bytes.write(to: URL(fileURLWithPath: path))
            for arguments in [["sets"], ["chart", "week", "-o", cli.folder.appendingPathComponent("w.png").path],
                              ["log", "Squat", "5x5@100"], ["import", databaseFixtures + "/../imports/generic.csv"]] {
                let result = try cli.run(arguments + ["--db", path])
                #expect(result.status == 1, "\(name) \(arguments)")
                #expect(result.stderrLines.count == 1, "\(name) \(arguments): \(result.stderr)")
                #expect(result.stderr.contains(path), "\(name) \(arguments): \(result.stderr)")
                #expect(result.stderr.contains(expected), "\(name) \(arguments): \(result.stderr)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "\(name) was left as it was")
            let doctor = try cli.run(["doctor", "--db", path])
            #expect(doctor.status == 1)
            #expect(doctor.stdout.contains("Problems   "), "\(name): \(doctor.stdout)")
            #expect(doctor.stderr.hasPrefix("error: database \(path) has "), "\(name): \(doctor.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("w.png").path))
    }

    @Test func refusesANewerLogWithoutTouchingIt() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "Squat", "5x5@100", "--new"])
        // What a future RepChart would leave: a migration this one does not know.
        let queue = try DatabaseQueue(path: cli.database)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('4-later')") }
        try queue.close()
        let result = try cli.run(["log", "Squat", "5x5@100"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: database \(cli.database) was written by a newer RepChart (schema 4; this one "
                + "reads up to 3); install the newer RepChart to use it, nothing was changed\n")
        let doctor = try cli.run(["doctor"])
        #expect(doctor.status == 0)
        #expect(doctor.stdout.contains("Schema     4, newer than this RepChart's 3"))
    }
}
