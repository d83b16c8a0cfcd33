import Foundation
import Testing
import Workouts

/// `import --map` and column mappings refused in one line, before rows are read (issue 33, "hostile hands, round 4", part B).
@Suite struct ImportMapCommandTests: CLILogFixtures {
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

    /// After a first import made "Squat (Barbell)", a second with `--map "Squat (Barbell)=Squat"`
    /// advised `add --map "Squat=Squat (Barbell)"`, which is refused: "Squat" is no name in the file.
    /// The advice names the file's name, which the map made into the new exercise.
    @Test func theAdviceAfterAMapToANewNameMapsTheFilesName() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = try file(cli, "plain.csv", Self.twoExercises)
        #expect(try cli.run(["import", path, "--unit", "kg"]).status == 0)
        let second = try file(cli, "later.csv", "Date,Exercise,Reps,Weight\n2026-03-09,Squat (Barbell),5,105\n")
        let result = try cli.run(["import", second, "--unit", "kg", "--map", "Squat (Barbell)=Squat"])
        let advice = "'Squat' (mapped from 'Squat (Barbell)') looks like 'Squat (Barbell)': "
            + "map it there with --map \"Squat (Barbell)=Squat (Barbell)\" or merge afterwards"
        #expect(result.status == 0 && result.stdout.contains(advice), "\(result.stdout)")
        // The advice, followed (after taking the import back), is taken and adds to the stored exercise.
        #expect(try cli.run(["undo", "--import"]).status == 0)
        let followed = try cli.run(["import", second, "--unit", "kg", "--map", "Squat (Barbell)=Squat (Barbell)"])
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(Set(try cli.sets().map { $0["exercise"] as? String ?? "" }) == ["Bench Press (Barbell)", "Squat (Barbell)"])
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
}
