import Foundation
import Testing
import Workouts

/// Issue 33 (hostile hands, round 4), the points of part B that the CLI shows:
/// each test is named after the defect it holds shut.
@Suite struct HostileRound4CLITests {
    @Test func aConfigFileThatIsASymlinkToItselfIsRefusedNotIgnored() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try FileManager.default.createDirectory(atPath: cli.configHome + "/repchart", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.configFile, withDestinationPath: cli.configFile)
        let result = try cli.runConfigured(["summary"])
        #expect(result.status != 0)
        #expect(result.stderr == "error: \(cli.configFile): it is a symbolic link that leads back to itself; "
            + "remove it or set XDG_CONFIG_HOME to another folder\n")
    }

    @Test func aConfigKeyGivenTwiceIsRefusedNotSettledOnTheLast() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try FileManager.default.createDirectory(atPath: cli.configHome + "/repchart", withIntermediateDirectories: true)
        try Data(#"{"unit": "kg", "theme": "dark", "unit": "lb"}"#.utf8).write(to: URL(fileURLWithPath: cli.configFile))
        let result = try cli.runConfigured(["config", "list"])
        #expect(result.status != 0)
        #expect(result.stderr == "error: \(cli.configFile): unit: the key is given twice; keep one\n")
        // Keys inside a value or escaped the same way are one key each time.
        try Data(#"{"unit": "kg", "theme": "dark"}"#.utf8).write(to: URL(fileURLWithPath: cli.configFile))
        #expect(try cli.runConfigured(["config", "list"]).status == 0)
        try Data(#"{"unit": "kg", "\u0075nit": "lb"}"#.utf8).write(to: URL(fileURLWithPath: cli.configFile))
        #expect(try cli.runConfigured(["config", "list"]).stderr.contains("unit: the key is given twice"))
    }

    @Test func aHomeThatDoesNotExistIsRefusedNeverCreated() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let home = cli.folder.appendingPathComponent("nonexistent").path
        let result = try cli.run(["log", "Squat", "5@100", "--new"], environment: ["HOME": home], useDatabase: false)
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("HOME (\(home)) is not a folder that exists"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home), "HOME is never created")
    }

    /// Writes `text` into the test's folder and returns its path.
    private func file(_ cli: CLI, _ name: String, _ text: String) throws -> String {
        let path = cli.folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let twoExercises = "Date,Exercise,Reps,Weight\n2026-03-02,Bench Press (Barbell),5,80\n2026-03-02,Squat (Barbell),5,100\n"

    @Test func aMapThatMatchesNoExerciseIsRefusedWithTheClosestNames() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = try file(cli, "plain.csv", Self.twoExercises)
        let result = try cli.run(["import", path, "--unit", "kg", "--map", "Bench Press (Dumbbell)=Bench Press"])
        #expect(result.status != 0)
        #expect(result.stderrLines == ["error: \(path): --map \"Bench Press (Dumbbell)=Bench Press\" matches no exercise "
            + "in the file; closest names in it: \"Bench Press (Barbell)\""])
        #expect(!FileManager.default.fileExists(atPath: cli.database), "nothing imported, no log made")
        let matched = try cli.run(["import", path, "--unit", "kg", "--map", "bench press (barbell)=Bench Press"])
        #expect(matched.status == 0, "\(matched.stderr)")
        #expect(Set(try cli.sets().map { $0["exercise"] as? String ?? "" }) == ["Bench Press", "Squat (Barbell)"])
    }

    @Test func twoMapsForOneNameAreRefusedNotSettledOnTheLast() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = try file(cli, "plain.csv", Self.twoExercises)
        let result = try cli.run(["import", path, "--unit", "kg", "--map", "Squat (Barbell)=Squat",
                                  "--map", "squat (barbell)=Back Squat"])
        #expect(result.status != 0)
        #expect(result.stderrLines == ["error: --map \"squat (barbell)=Back Squat\" maps a name that --map "
            + "\"Squat (Barbell)=Squat\" maps already; give one --map per name"])
        #expect(!FileManager.default.fileExists(atPath: cli.database), "no log made")
    }

    @Test func aMapToAnImpossibleNameIsRefusedBeforeRowsAreRead() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = try file(cli, "plain.csv", Self.twoExercises)
        let long = String(repeating: "x", count: 300)
        let result = try cli.run(["import", path, "--unit", "kg", "--map", "Squat (Barbell)=\(long)"])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("the name it maps to cannot be stored: "), "\(result.stderr)")
        #expect(!result.stdout.contains("impossible values"))
        #expect(!FileManager.default.fileExists(atPath: cli.database), "no log made")
    }

    @Test func twoColumnsMappedToOneFieldSaySoNotNoSuchField() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = try file(cli, "own.csv", "Date,Exercise,Reps,Wiederh.\n2026-03-02,Squat,5,5\n")
        let result = try cli.run(["import", path, "--unit", "kg", "--column", "reps=reps", "--column", "Wiederh.=reps"])
        #expect(result.status != 0)
        #expect(result.stderrLines == ["error: --column \"reps=reps\" and --column \"Wiederh.=reps\" map two columns "
            + "to one field; a field is read from one column (map the other to ignore)"])
        #expect(!result.stderr.contains("no such field"))
    }

    @Test func undoAfterAnImportSaysWhichEntryItRemovedAndThatTheImportStays() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Squat", "2x5@100", "--new", "--date", "2026-03-01", "--time", "07:30"]).status == 0)
        let path = try file(cli, "plain.csv", Self.twoExercises)
        #expect(try cli.run(["import", path, "--unit", "kg"]).status == 0)
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(undo.stdout.hasPrefix("Removed 2 sets:"))
        let said = try #require(undo.stdout.split(separator: "\n").last.map(String.init))
        #expect(said.hasPrefix("That was the `log` entry of Squat on Sun 2026-03-01 at 07:30; the import after it stays "
            + "(the latest: "), "\(said)")
        #expect(said.contains(", 2 sets). `repchart undo --import "), "\(said)")
        // The import is whole, and the id named takes it back.
        #expect(try cli.sets().map { "\($0["exercise"] as? String ?? "") \($0["weight"] as? Double ?? 0)" }.sorted()
            == ["Bench Press (Barbell) 80.0", "Squat (Barbell) 100.0"])
        let id = try #require(said.split(separator: "`").dropFirst(3).first?.split(separator: " ").last.map(String.init))
        let back = try cli.run(["undo", "--import", id])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout.hasPrefix("Took back the import \(id) of "), "\(back.stdout)")
        #expect(try cli.sets().isEmpty)
        let again = try cli.run(["undo", "--import", id])
        #expect(again.status != 0 && again.stderr == "error: no import with id \(id) (the id `repchart undo` names, 8+ characters)\n")
    }

    @Test func undoImportTakesBackTheLastImportAndLeavesTheOthers() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let first = try file(cli, "first.csv", "Date,Exercise,Reps,Weight\n2026-03-02,Squat,5,100\n2026-03-04,Squat,5,102.5\n")
        let second = try file(cli, "second.csv", "Date,Exercise,Reps,Weight\n2026-03-09,Squat,3,110\n2026-03-09,Row,8,60\n")
        #expect(try cli.run(["import", first, "--unit", "kg"]).status == 0)
        #expect(try cli.run(["import", second, "--unit", "kg"]).status == 0)
        #expect(try cli.run(["log", "Squat", "1x1@120", "--date", "2026-03-10"]).status == 0)
        let back = try cli.run(["undo", "--import"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout.contains(": removed 2 sets.\nRemoved exercise Row, which that import created.\n"), "\(back.stdout)")
        let left = try cli.sets()
        #expect(left.map { "\($0["day"] as? String ?? "") \($0["reps"] as? Int ?? 0)x\($0["weight"] as? Double ?? 0)" }
            == ["2026-03-02 5x100.0", "2026-03-04 5x102.5", "2026-03-10 1x120.0"])
        #expect(try cli.run(["undo", "12"]).stderr.contains("an id goes with --import"))
    }

    @Test func setsDeleteTakesSixteenThousandIDsFromStandardInput() throws {
        let cli = try CLI()
        defer { cli.remove() }
        var text = "Date,Exercise,Reps,Weight\n"
        for index in 0..<16_000 { text += "2026-01-\(10 + index % 20),Squat,\(1 + index % 10),100\n" }
        text += "2026-02-01,Row,8,60\n"
        let path = try file(cli, "many.csv", text)
        #expect(try cli.run(["import", path, "--unit", "kg"]).status == 0)
        let ids = try cli.sets(["--exercise", "squat"]).compactMap { $0["id"] as? String }
        #expect(ids.count == 16_000)
        let list = try file(cli, "ids.txt", ids.joined(separator: "\n") + "\n")
        let deleted = try cli.run(["sets", "delete", "-"], launcher: ["/bin/sh", "-c", "\"$0\" \"$@\" < '\(list)'"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout.hasPrefix("Deleted 16000 sets:"))
        let left = try cli.sets()
        #expect(left.map { "\($0["exercise"] as? String ?? "") \($0["reps"] as? Int ?? 0)x\($0["weight"] as? Double ?? 0)" }
            == ["Row 8x60.0"])
        // One unknown id among them deletes nothing.
        let mixed = try file(cli, "mixed.txt", "\(left[0]["id"] as? String ?? "")\nffffffff\n")
        let refused = try cli.run(["sets", "delete", "-"], launcher: ["/bin/sh", "-c", "\"$0\" \"$@\" < '\(mixed)'"])
        #expect(refused.status != 0 && refused.stderr == "error: no set with id ffffffff\n")
        #expect(try cli.sets().count == 1)
    }

    @Test func posixTZFormsAreReadAsTheCLibraryReadsThemNotAsUTC() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let kiritimati = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        let forms = [":Pacific/Kiritimati", "/usr/share/zoneinfo/Pacific/Kiritimati", "<+14>-14", ":/usr/share/zoneinfo/Pacific/Kiritimati"]
        for tz in forms {
            let before = Day(containing: Date(), in: kiritimati)
            let result = try cli.run(["log", "Squat", "1x5@100", "--new"], environment: ["TZ": tz])
            let after = Day(containing: Date(), in: kiritimati)
            #expect(result.status == 0, "\(tz): \(result.stderr)")
            let set = try #require(try cli.sets().last)
            #expect((set["time"] as? String)?.hasSuffix("+14:00") == true, "\(tz): \(set["time"] ?? "")")
            let day = set["day"] as? String ?? ""
            #expect(day == before.description || day == after.description, "\(tz): \(day)")
            #expect(try cli.run(["undo"]).status == 0)
        }
        // EST5EDT is a zoneinfo name the C library finds first: New York's rules.
        let eastern = try cli.run(["log", "Squat", "1x5@100", "--new"], environment: ["TZ": "EST5EDT"])
        #expect(eastern.status == 0, "\(eastern.stderr)")
        let time = try #require(try cli.sets().last?["time"] as? String)
        #expect(time.hasSuffix("-05:00") || time.hasSuffix("-04:00"), "\(time)")
        // What cannot be read is an error naming it, and nothing is logged.
        let count = try cli.sets().count
        for (tz, reason) in [("Nowhere/Else", "not a zone name, a zoneinfo file or a POSIX rule"),
                             ("CET-1CEST,M3.5.0,M10.5.0/3", "a POSIX rule with daylight saving, which RepChart does not follow"),
                             ("/nonexistent/zoneinfo/X", "no such file")] {
            let refused = try cli.run(["log", "Squat", "1x5@100"], environment: ["TZ": tz])
            #expect(refused.status != 0)
            #expect(refused.stderr == "error: TZ='\(tz)' cannot be read (\(reason)); set TZ to a zone name such as "
                + "Europe/Berlin, or pass --tz\n", "\(refused.stderr)")
            #expect(try cli.run(["log", "Squat", "1x5@100", "--tz", "UTC"], environment: ["TZ": tz]).status == 0,
                    "--tz is the way around it")
        }
        #expect(try cli.sets().count == count + 3)
    }
}
