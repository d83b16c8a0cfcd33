import Foundation
import Testing
import Workouts

/// `undo` after an import says what it removed; `undo import` takes back the last import (issue 33, "hostile hands, round 4", part B).
@Suite struct UndoImportCommandTests: CLILogFixtures {
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

    /// Import ids are time-ordered: two imports a minute apart shared the 8 characters `undo`
    /// printed, and `undo --import` with them answered "matches more than one import". The id
    /// printed is the moment to the millisecond and names one import.
    @Test func theImportIdUndoPrintsNamesOneImportOfTwoMomentsApart() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Squat", "2x5@100", "--new", "--date", "2026-03-01", "--time", "07:30"]).status == 0)
        let first = try file(cli, "first.csv", "Date,Exercise,Reps,Weight\n2026-03-02,Squat,5,100\n")
        let second = try file(cli, "second.csv", "Date,Exercise,Reps,Weight\n2026-03-09,Row,8,60\n")
        #expect(try cli.run(["import", first, "--unit", "kg"]).status == 0)
        #expect(try cli.run(["import", second, "--unit", "kg"]).status == 0)
        let undo = try cli.run(["undo"])
        let said = try #require(undo.stdout.split(separator: "\n").last.map(String.init))
        let id = try #require(said.split(separator: "`").dropFirst(3).first?.split(separator: " ").last.map(String.init))
        #expect(id.count == 13, "\(said)")
        let back = try cli.run(["undo", "--import", id])
        #expect(back.status == 0 && back.stdout.hasPrefix("Took back the import \(id) of "), "\(back.stdout) \(back.stderr)")
        #expect(back.stdout.contains("Removed exercise Row, which that import created."), "\(back.stdout)")
        #expect(try cli.sets().map { $0["day"] as? String } == ["2026-03-02"])
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

    /// A re-import that edited a set: `undo --import` took back the import before it (the
    /// only one with sets of its own) and left the edit. It takes back the re-import and says so.
    @Test func undoImportOfAReimportGivesBackTheSetItWroteOver() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let row = { (weight: Int) in "2026-03-04 07:00:00,Morning,1h,Squat (Barbell),1,\(weight),5,0,0,,,\n" }
        #expect(try cli.run(["import", try file(cli, "v1.csv", header + row(120)), "--unit", "kg"]).status == 0)
        #expect(try cli.run(["import", try file(cli, "v2.csv", header + row(125)), "--unit", "kg"]).status == 0)
        let back = try cli.run(["undo", "--import"])
        #expect(back.status == 0, "\(back.stderr)")
        let lines = back.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix(": removed 0 sets.") == true, "\(back.stdout)")
        #expect(lines.dropFirst().first == "Gave back 1 set it had written over or removed, as before it:", "\(back.stdout)")
        #expect(try cli.sets().map { $0["weight"] as? Double } == [120])
    }
}
