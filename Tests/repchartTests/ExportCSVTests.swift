import Foundation
import RepChartTestSupport
import Testing

/// Issue 34.6: `export --format csv` and `--format strong`, read back by
/// `repchart import` to the same sets by value, on the demo log, on a log
/// imported from a German Strong export and on one from FitNotes in lb.
@Suite struct ExportCSVTests {
    /// What a set is, by value: its day and time, exercise, type, reps, load
    /// in kg, bodyweight, effort, time, distance and note.
    private func values(_ cli: CLI, strong: Bool = false) throws -> [String] {
        try cli.sets(["--limit", "100000"]).map { set in
            var weight = ""
            if let value = set["weight"] as? Double, let unit = set["unit"] as? String {
                weight = String(format: "%.6f", unit == "lb" ? value * 0.45359237 : value)
            }
            let type = set["type"] as? String ?? ""
            return [set["day"], set["time"], set["exercise"], strong && type == "amrap" ? "normal" : type, set["reps"], weight,
                    strong ? (set["weight"] == nil) : set["bodyweight"], set["rpe"], strong ? nil : set["rir"], set["duration"], set["distance"], set["note"]]
                .map { $0.map { "\($0)" } ?? "-" }.joined(separator: " | ")
        }.sorted()
    }

    private func roundTrip(_ source: CLI, format: String, exportArguments: [String] = [], importArguments: [String],
                           strong: Bool = false) throws {
        let path = source.folder.appendingPathComponent("out-\(format).csv").path
        let exported = try source.run(["export", "--format", format, "-o", path] + exportArguments)
        #expect(exported.status == 0, "\(exported.stderr)")
        let other = try CLI()
        defer { other.remove() }
        let imported = try other.run(["import", path] + importArguments)
        #expect(imported.status == 0, "\(imported.stderr)")
        let before = try values(source, strong: strong)
        #expect(!before.isEmpty)
        let after = try values(other, strong: strong)
        #expect(after == before, "\(format): \(Set(before).subtracting(after).sorted().prefix(2)) became \(Set(after).subtracting(before).sorted().prefix(2))")
    }

    @Test func theDemoLogComesBackByValueFromBothLayouts() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let demo = try cli.run(["demo", "--db", cli.database, "--weeks", "3", "--out", cli.folder.appendingPathComponent("charts").path])
        #expect(demo.status == 0, "\(demo.stderr)")
        try roundTrip(cli, format: "csv", importArguments: [])
        try roundTrip(cli, format: "strong", importArguments: ["--unit", "kg"], strong: true)
    }

    @Test(arguments: [("Fixtures/imports/variants/strong-de-app.csv", ["--unit", "kg"]),
                      ("Fixtures/imports/fitnotes-units.csv", [])])
    func anImportedLogComesBackByValue(fixture: String, unit: [String]) throws {
        let cli = try CLI()
        defer { cli.remove() }
        let imported = try cli.run(["import", Repository.path(fixture)] + unit)
        #expect(imported.status == 0, "\(imported.stderr)")
        try roundTrip(cli, format: "csv", importArguments: [])
        try roundTrip(cli, format: "strong", importArguments: ["--unit", "kg"], strong: true)
        try roundTrip(cli, format: "strong", exportArguments: ["--unit", "lb"], importArguments: ["--unit", "lb"], strong: true)
    }

    /// `export --format strong` wrote a file RepChart's own import asked a unit for, then refused
    /// the assisted pull-ups (a weight of -20) unsaid: the export now says both, on standard error.
    /// `export --format csv --from 2026-03-01 --to 2026-02-01` wrote an empty file and exited 0, where
    /// `sets` and `summary` refuse the same days: an empty export reads as a log without sets.
    @Test func aRangeThatEndsBeforeItStartsIsRefusedNotAnEmptyFile() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "5@100kg", "--new", "--date", "2026-02-10"]).status == 0)
        let path = cli.folder.appendingPathComponent("out.csv").path
        let result = try cli.run(["export", "--format", "csv", "--from", "2026-03-01", "--to", "2026-02-01", "-o", path])
        #expect(result.status != 0)
        #expect(result.stderrLines == ["error: --from 2026-03-01 is after --to 2026-02-01"], "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aStrongExportSaysItsUnitAndTheAssistedSetsItsLayoutCannotSay() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "pull up", "3x6@bw-20kg", "--new", "--date", "2026-01-05"]).status == 0)
        #expect(try cli.run(["log", "squat", "5@100kg", "--new", "--date", "2026-01-05"]).status == 0)
        let path = cli.folder.appendingPathComponent("strong.csv").path
        let exported = try cli.run(["export", "--format", "strong", "-o", path])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr.contains("its weights are in kg: import it with --unit kg"), "\(exported.stderr)")
        #expect(exported.stderr.contains("3 sets of an assisted machine are written with weights below zero"),
                "\(exported.stderr)")
        // Standard output holds the file alone; the notes stay on standard error.
        let piped = try cli.run(["export", "--format", "strong", "--unit", "lb", "-o", "-"])
        #expect(!piped.stdout.contains("note:") && piped.stderr.contains("in lb: import it with --unit lb"))
        let plain = try cli.run(["export", "--format", "csv", "-o", "-"])
        #expect(!plain.stderr.contains("note:"), "\(plain.stderr)")
    }

    /// `export --format csv` then `import` of it into the same log added every
    /// set again ("5,792 sets added"): the export's ids are read back.
    @Test func theCSVExportReimportedIntoItsLogAddsNothing() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for entry in [["squat", "3x5@100kg", "--date", "2026-11-20"], ["squat", "5@102.5kg"], ["plank", "2x1min", "--date", "2026-11-20"]] {
            #expect(try cli.run(["log"] + entry + ["--new"]).status == 0)
        }
        let before = try values(cli)
        let path = cli.folder.appendingPathComponent("log.csv").path
        #expect(try cli.run(["export", "--format", "csv", "-o", path]).status == 0)
        let again = try cli.run(["import", path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("Imported csv file \(path): 0 exercises created, 0 sets added, 6 duplicates skipped"),
                "\(again.stdout)")
        #expect(try values(cli) == before)
        // Into a new log: every set, with its id; then again: nothing.
        let other = try CLI()
        defer { other.remove() }
        #expect(try other.run(["import", path]).stdout.contains(": 2 exercises created, 6 sets added, 0 duplicates skipped"))
        #expect(try other.run(["import", path]).stdout.contains(": 0 exercises created, 0 sets added, 6 duplicates skipped"))
        #expect(try values(other) == before)
        // A set edited in a spreadsheet is refused, with its line and what differs, nothing written.
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        lines[1] = Substring(lines[1].replacingOccurrences(of: ",100,kg,", with: ",101,kg,"))
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let edited = try other.run(["import", path])
        #expect(edited.status != 0)
        #expect(edited.stderr.hasPrefix("error: \(path):2:1: set ") && edited.stderr.hasSuffix(
            " is already stored as set 1 with different content (weight 100 kg, here 101 kg); "
            + "to take the file's, delete the stored one first (`repchart sets delete 1`)\n"), "\(edited.stderr)")
        #expect(try values(other) == before)
    }

    /// An edited set of the CSV export was refused as "already stored with different content", with
    /// nothing to say which value differed or how to take the file's. The refusal names the values
    /// and the command; run as given, the import then takes the file's value, in its place.
    @Test func anEditedSetIsRefusedWithWhatDiffersAndHowToTakeTheFilesValue() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "5@100kg", "5@105kg", "5@110kg", "--new", "--date", "2026-11-20"]).status == 0)
        let path = cli.folder.appendingPathComponent("log.csv").path
        #expect(try cli.run(["export", "--format", "csv", "-o", path]).status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: ",105,kg,", with: ",107.5,kg,").write(toFile: path, atomically: true, encoding: .utf8)
        let edited = try cli.run(["import", path])
        #expect(edited.status == 1)
        let advice = "(weight 105 kg, here 107.5 kg); to take the file's, delete the stored one first (`repchart sets delete 2`)"
        #expect(edited.stderrLines.count == 1 && edited.stderr.hasSuffix(advice + "\n"), "\(edited.stderr)")
        // The command as the line gives it, then the import again.
        let command = try #require(edited.stderr.split(separator: "`").dropFirst().first).split(separator: " ").map(String.init)
        #expect(try cli.run(Array(command.dropFirst())).status == 0)
        let again = try cli.run(["import", path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains(": 0 exercises created, 1 set added, 2 duplicates skipped"), "\(again.stdout)")
        #expect(try cli.sets().map { $0["weight"] as? Double } == [100, 107.5, 110])
    }

    /// Following that advice for a set of a Strong export parted it from Strong's export (taken
    /// back from RepChart's CSV, it kept no Strong key), so Strong's next export added it again;
    /// 100 and 100.000001 kg read "weight 100 kg, here 100 kg"; a set moved to another exercise
    /// said "another exercise" (a trial of the seventeenth sitting).
    @Test func anEditedSetOfAnAppsExportIsTakenThroughTheAppAndEveryDifferenceIsSeen() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let strong = cli.folder.appendingPathComponent("strong.csv").path
        try ("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
             + "2026-03-02 07:00:00,Morning,1h,Squat (Barbell),1,100,5,0,0,,,\n")
            .write(toFile: strong, atomically: true, encoding: .utf8)
        #expect(try cli.run(["import", strong, "--unit", "kg"]).status == 0)
        #expect(try cli.run(["log", "bench press", "5@80kg", "--new", "--date", "2026-03-03"]).status == 0)
        let path = cli.folder.appendingPathComponent("log.csv").path
        #expect(try cli.run(["export", "--format", "csv", "-o", path]).status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        func refusal(_ edited: String) throws -> String {
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try cli.run(["import", path])
            #expect(result.status == 1 && result.stderrLines.count == 1, "\(result.stderr)")
            return result.stderr
        }
        let edited = try refusal(text.replacingOccurrences(of: ",100,kg,", with: ",110,kg,"))
        #expect(edited.hasSuffix("(weight 100 kg, here 110 kg); it came from a Strong export: to take the file's, change the "
                                 + "set in Strong and import its export again (deleted here, it would come back with that "
                                 + "export's next import)\n"), "\(edited)")
        let finer = try refusal(text.replacingOccurrences(of: ",100,kg,", with: ",100.000001,kg,"))
        #expect(finer.contains("(weight 100 kg, here 100.000001 kg);"), "\(finer)")
        let moved = try refusal(text.replacingOccurrences(of: ",Bench Press,", with: ",Squat (Barbell),"))
        #expect(moved.contains("(exercise \"Bench Press\", here \"Squat (Barbell)\"); to take the file's, delete the stored "
                               + "one first (`repchart sets delete 2`)"), "\(moved)")
        #expect(try cli.sets().map { $0["weight"] as? Double } == [100, 80])
    }

    /// A set deleted after the CSV export came back last in its day when the export was
    /// re-imported ("set order" was not read): 100, 110, 105 kg. It goes back to its place.
    @Test func aDeletedSetReimportedFromTheCSVExportGoesBackToItsPlace() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "5@100kg", "5@105kg", "5@110kg", "--new", "--date", "2026-11-20"]).status == 0)
        #expect(try cli.run(["log", "squat", "5@90kg", "--date", "2026-11-20", "--time", "19:00"]).status == 0)
        let path = cli.folder.appendingPathComponent("log.csv").path
        #expect(try cli.run(["export", "--format", "csv", "-o", path]).status == 0)
        #expect(try cli.run(["sets", "delete", "2"]).status == 0)
        let again = try cli.run(["import", path])
        #expect(again.stdout.contains(": 0 exercises created, 1 set added, 3 duplicates skipped"), "\(again.stdout)")
        let loads = try cli.sets(["--from", "2026-11-20", "--to", "2026-11-20"]).compactMap { $0["weight"] as? Double }
        #expect(loads == [100, 105, 110, 90], "\(loads)")
    }

    /// The export of one log imported into another that had sets that day interleaved the two
    /// workouts (deadlift, squat, deadlift, squat …): a place taken keeps its set, and the file's
    /// set takes the next free one.
    @Test func aCSVExportIntoAnotherLogKeepsEachWorkoutTogether() throws {
        let source = try CLI()
        defer { source.remove() }
        #expect(try source.run(["log", "bench press", "5@60kg", "5@70kg", "5@80kg", "--new", "--date", "2026-11-20",
                                "--time", "11:00"]).status == 0)
        let path = source.folder.appendingPathComponent("other.csv").path
        #expect(try source.run(["export", "--format", "csv", "-o", path]).status == 0)
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "deadlift", "3x5@120kg", "--new", "--date", "2026-11-20", "--time", "10:00"]).status == 0)
        #expect(try cli.run(["import", path]).status == 0)
        let order = try cli.sets(["--from", "2026-11-20", "--to", "2026-11-20"]).map { "\($0["exercise"] ?? "") \($0["weight"] ?? "")" }
        #expect(order == ["Deadlift 120", "Deadlift 120", "Deadlift 120", "Bench Press 60", "Bench Press 70", "Bench Press 80"],
                "\(order)")
    }

    /// The real-shape log's own Strong export was imported again, "5,699 sets added … 5,693 match":
    /// its assisted sets do not read back as stored, so "every set" missed it. Nine in ten matching
    /// is refused, named with its counts; fewer is imported, the matches said.
    @Test func aFileNineInTenOfWhoseSetsTheLogHoldsIsRefused() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "10x5@100kg", "--new", "--date", "2026-11-20", "--time", "18:30"]).status == 0)
        let path = cli.folder.appendingPathComponent("strong.csv").path
        #expect(try cli.run(["export", "--format", "strong", "-o", path]).status == 0)
        // One set the log does not hold, beside the ten it does: 10 of 11 match.
        let one = "2026-11-21 18:30:00,Workout,1h,Squat,1,105,5,0,0,,,\n"
        try (try String(contentsOfFile: path, encoding: .utf8) + one).write(toFile: path, atomically: true, encoding: .utf8)
        let refused = try cli.run(["import", path, "--unit", "kg"])
        #expect(refused.stderr.hasSuffix("10 of the file's 11 sets match sets the log holds (exercise, time, reps, load) but not "
                + "by id or key: an export of this log? Nothing was imported; import its new sets from a file of their own\n"),
                "\(refused.stderr)")
        #expect(try cli.sets(["--from", "2026-11-01"]).count == 10)
        // Five more new sets: 10 of 16 match, the file is imported and the matches said.
        try (try String(contentsOfFile: path, encoding: .utf8) + String(repeating: one.replacingOccurrences(of: "21", with: "22"), count: 5))
            .write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try cli.run(["import", path, "--unit", "kg"])
        #expect(imported.status == 0 && imported.stdout.contains("10 sets added match sets the log already held"), "\(imported.stdout)")
    }

    /// `export --format strong` imported into the log it came from added every set
    /// again (its sets carry no ids), said only after the log held each twice. A file whose
    /// every set the log holds by value is refused, nothing written; one with new sets too is
    /// imported, and its matches said, with how to take it back.
    @Test func aStrongExportImportedIntoItsLogIsRefusedNotDoubled() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "3x5@100kg", "--new", "--date", "2026-11-20", "--time", "18:30"]).status == 0)
        let path = cli.folder.appendingPathComponent("strong.csv").path
        #expect(try cli.run(["export", "--format", "strong", "-o", path]).status == 0)
        let refusal = "\(path):1:1: all 3 of the file's sets match sets the log holds (exercise, time, reps, load) "
            + "but not by id or key: an export of this log? Nothing was imported\n"
        let dry = try cli.run(["import", path, "--unit", "kg", "--dry-run"])
        #expect(dry.status != 0 && dry.stderr.contains(refusal), "\(dry.stderr)")
        let again = try cli.run(["import", path, "--unit", "kg"])
        #expect(again.status != 0 && again.stderr.contains(refusal), "\(again.stderr)")
        #expect(try cli.sets(["--from", "2026-11-01"]).map { "\($0["reps"] ?? "")x\($0["weight"] ?? "")" } == ["5x100", "5x100", "5x100"])
        // One set deleted since the export: the file holds a set the log does not, so it is imported, the rest said.
        #expect(try cli.run(["sets", "delete", "3"]).status == 0)
        let line = "2 sets added match sets the log already held (the same exercise, time, reps and load), not by id or key: "
            + "if the file is an export of this log, `repchart undo --import` takes the import back (the json and csv exports keep set ids).\n"
        let partial = try cli.run(["import", path, "--unit", "kg"])
        #expect(partial.status == 0 && partial.stdout.hasSuffix(line), "\(partial.stdout)")
        #expect(try cli.run(["undo", "--import"]).status == 0)
        #expect(try cli.sets(["--from", "2026-11-01"]).count == 2)
        // Into another log, or the same file a second time: nothing to say.
        let other = try CLI()
        defer { other.remove() }
        let first = try other.run(["import", path, "--unit", "kg"])
        #expect(first.status == 0 && !first.stdout.contains("match sets"), "\(first.stdout)")
        let second = try other.run(["import", path, "--unit", "kg"])
        #expect(second.stdout.contains("0 sets added, 3 duplicates skipped") && !second.stdout.contains("match sets"), "\(second.stdout)")
    }

    /// Another app's `id` column is not RepChart's set id: a plain CSV with
    /// numbered rows imports as before.
    @Test func anotherAppsIDColumnIsNotReadAsASetID() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent("plain.csv").path
        try "id,date,exercise,reps,weight,unit\n1,2026-11-20,Squat,5,100,kg\n2,2026-11-20,Squat,5,100,kg\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try cli.run(["import", path])
        #expect(imported.status == 0 && imported.stdout.contains("2 sets added"), "\(imported.stdout)\(imported.stderr)")
    }

    @Test func fromToAndStandardOutput() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for day in ["2026-01-05", "2026-01-06", "2026-01-07"] {
            #expect(try cli.run(["log", "squat", "5@100", "--new", "--date", day]).status == 0)
        }
        let result = try cli.run(["export", "--format", "csv", "--from", "2026-01-06", "--to", "2026-01-06", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "date,exercise,set order,type,reps,weight,unit,bodyweight,seconds,metres,rpe,rir,notes,source,id")
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("2026-01-06T") == true)
        #expect(lines.last?.contains(",squat,1,normal,5,100,kg,,,,,,,") == true || lines.last?.contains(",Squat,1,normal,5,100,kg,,,,,,,") == true)
        let strong = try cli.run(["export", "--format", "strong", "--unit", "lb", "-o", "-"])
        #expect(strong.stdout.split(separator: "\n").first == "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE")
        #expect(strong.stdout.contains(",1,220.46226218487757,5,0,0,,,"))
    }
}
