import Foundation
import Testing

@Suite struct LogCommandTests {
    @Test func logsAndPrintsWhatWasLogged() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let created = try cli.run(["log", "Bench Press", "w", "2x5@60", "3x5@100kg", "rpe", "8", "--new",
                                   "--date", "2025-11-20", "--time", "18:30"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("New exercise Bench Press"))
        #expect(created.stdout.contains("Logged 5 sets of Bench Press on Thu 2025-11-20 (2025-W47), 18:30:"))
        #expect(created.stdout.contains("25 reps"), "warm-up reps count as reps")
        #expect(created.stdout.contains("1,500 kg volume"), "warm-ups are not volume")

        // Names match ignoring case; lb by flag.
        let second = try cli.run(["log", "bench press", "5@225", "--unit", "lb", "--date", "2025-11-21"])
        #expect(second.status == 0, "\(second.stderr)")

        let sets = try cli.sets()
        #expect(sets.count == 6)
        #expect(sets.map { $0["type"] as? String } == ["warmup", "warmup", "normal", "normal", "normal", "normal"])
        #expect(sets[2]["weight"] as? Double == 100)
        #expect(sets[2]["rpe"] as? Double == 8)
        #expect(sets[2]["time"] as? String == "2025-11-20T18:30:00Z")
        #expect(sets[5]["unit"] as? String == "lb")
        #expect(sets[5]["weight"] as? Double == 225)
        #expect(sets[5]["time"] as? String == "2025-11-21T12:00:00Z", "another day defaults to noon")
    }

    @Test func timeZoneFlagAndConfigFileDecideDayAndUnit() throws {
        let cli = try CLI()
        defer { cli.remove() }
        // 23:30 in New York on the 20th is already the 21st in UTC; the day follows --tz.
        let result = try cli.run(["log", "Row", "3x10@50", "--new", "--date", "2025-11-20", "--time", "23:30",
                                  "--tz", "America/New_York"])
        #expect(result.status == 0, "\(result.stderr)")
        let sets = try cli.sets()
        #expect(sets.first?["day"] as? String == "2025-11-20")
        #expect(sets.first?["time"] as? String == "2025-11-20T23:30:00-05:00")

        // A unit from the config file makes bare loads pounds.
        let configHome = cli.folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("repchart"),
                                                withIntermediateDirectories: true)
        try Data(#"{ "unit": "lb" }"#.utf8).write(to: configHome.appendingPathComponent("repchart/config.json"))
        let pounds = try cli.run(["log", "row", "5@135", "--date", "2025-11-21"],
                                 environment: ["XDG_CONFIG_HOME": configHome.path])
        #expect(pounds.status == 0, "\(pounds.stderr)")
        #expect(try cli.sets(["--from", "2025-11-21"]).first?["unit"] as? String == "lb")
    }

    @Test func unknownExerciseSuggestsAndWritesNothing() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["exercises", "add", "Bench Press"])
        let result = try cli.run(["log", "bench", "3x5@100"])
        #expect(result.status != 0)
        #expect(result.stderr == "error: unknown exercise 'bench'; did you mean 'Bench Press'?\n")
        #expect(result.stdout.isEmpty)
        #expect(try cli.sets().isEmpty)
    }

    @Test func invalidValuesAreRefusedBeforeAnythingIsWritten() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "Squat", "1x5@100", "--new", "--date", "2025-11-01"])
        let cases: [([String], String)] = [
            (["log", "squat", "3x5@2500kg"], "2000 kg"),
            (["log", "squat", "3x5@100", "rpe", "11"], "RPE"),
            (["log", "squat", "0x5@100"], "at least 1"),
            (["log", "squat", "3x5@100", "--date", "2026-02-30"], "'2026-02-30' is not a real date: February 2026 has 28 days"),
            (["log", "squat", "3x5@100", "--date", "2999-01-01"], "2999-01-01 is in the future"),
            (["log", "squat", "3x5@100", "--time", "25:00"], "'25:00' is not a time of day"),
            (["log", "squat", "3x5@100", "--unit", "stone"], "stone"),
            (["log", "squat", "3x5@100", "--tz", "Mars/Olympus"], "unknown time zone 'Mars/Olympus'"),
            (["log", "squat", "100x5x3"], "100x5x3"),
            (["log", "squat", "3x5@100", "--db", cli.folder.path], "it is a folder"),
        ]
        for (arguments, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.hasPrefix("error: "), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            // One line, except a notation error that shows the input and a caret under it.
            let lines = result.stderrLines
            #expect(lines.count == 1 || (lines.count == 3 && lines[2].contains("^")), "\(arguments): \(result.stderr)")
        }
        #expect(try cli.sets().count == 1)
    }

    @Test func undoRemovesTheWholeLastEntry() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "Row", "3x10@50", "--new", "--date", "yesterday"])
        try cli.run(["log", "Row", "w", "1x10@30", "2x8@60"])
        #expect(try cli.sets().count == 6)
        let undo = try cli.run(["undo"])
        #expect(undo.status == 0)
        #expect(undo.stdout.hasPrefix("Removed 3 sets:"))
        #expect(try cli.sets().map { $0["weight"] as? Double } == [50, 50, 50])
        #expect(try cli.run(["undo"]).status == 0)
        let nothing = try cli.run(["undo"])
        #expect(nothing.status != 0)
        #expect(nothing.stderr == "error: nothing to undo\n")
    }

    /// `--new` with a catalogue exercise typed in other letter case stores the
    /// catalogue's spelling and says so; a name the catalogue lacks is kept as typed.
    @Test func aNewExerciseTypedInOtherCaseTakesTheCataloguesSpelling() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let squat = try cli.run(["log", "squat", "5@100kg", "--new", "--date", "2026-11-17"])
        #expect(squat.status == 0, "\(squat.stderr)")
        #expect(squat.stdout.hasPrefix("New exercise Squat (the catalogue's spelling of 'squat'; weight_reps, colour "),
                "\(squat.stdout)")
        #expect(squat.stdout.contains("Logged 1 set of Squat on Tue 2026-11-17"), "\(squat.stdout)")
        let bench = try cli.run(["log", "BENCH PRESS (DUMBBELL)", "5@30kg", "--new", "--date", "2026-11-17"])
        #expect(bench.stdout.hasPrefix("New exercise Bench Press (Dumbbell) (the catalogue's spelling of "), "\(bench.stdout)")
        let own = try cli.run(["log", "zercher carry", "30s", "--new", "--date", "2026-11-17"])
        #expect(own.stdout.hasPrefix("New exercise zercher carry ("), "\(own.stdout)")
        #expect(!own.stdout.contains("catalogue"))
        let names = try cli.sets().map { $0["exercise"] as? String }
        #expect(names == ["Squat", "Bench Press (Dumbbell)", "zercher carry"], "\(names)")
    }

    /// `log "pull ups" --new` stored a second exercise "pull ups" beside the catalogue's "Pull Up"
    /// (and "squats" beside "Squat"): a plural, an abbreviation or another word order of a catalogue
    /// name takes the catalogue's name and says so; typed again once that exists, it is refused,
    /// never stored as a near twin.
    @Test func aNewExerciseTypedAsAPluralTakesTheCataloguesName() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let pull = try cli.run(["log", "pull ups", "3x8@bw+10kg", "--new", "--date", "2026-11-17"])
        #expect(pull.status == 0, "\(pull.stderr)")
        #expect(pull.stdout.hasPrefix("New exercise Pull Up (the catalogue's spelling of 'pull ups', which finds it too; "),
                "\(pull.stdout)")
        let squats = try cli.run(["log", "squats", "5@100kg", "--new", "--date", "2026-11-17"])
        #expect(squats.stdout.hasPrefix("New exercise Squat (the catalogue's spelling of 'squats', which finds it too; "),
                "\(squats.stdout)")
        // The words typed find it next time (they were "unknown exercise 'pull ups'").
        let next = try cli.run(["log", "pull ups", "3x8@bw+10kg", "--date", "2026-11-18"])
        #expect(next.status == 0 && next.stdout.contains("Logged 3 sets of Pull Up on Wed 2026-11-18"), "\(next.stderr)")
        let again = try cli.run(["log", "pullups", "3x8", "--new", "--date", "2026-11-18"])
        #expect(again.status != 0, "\(again.stdout)")
        #expect(again.stderr.contains("Pull Up"), "\(again.stderr)")
        let names = try cli.sets().map { $0["exercise"] as? String }
        #expect(names == ["Pull Up", "Pull Up", "Pull Up", "Squat", "Pull Up", "Pull Up", "Pull Up"], "\(names)")
    }

    /// Sets the exercise's kind reads otherwise than typed were stored: `plank 3x1m`
    /// as three planks of one metre, `plank 90` as 90 reps, `squat 5 5 5@100`
    /// as two squats without a load. Refused, saying what was read, nothing written.
    static let mismatches: [(entry: [String], refusal: String)] = [
        (["plank", "3x1m"], "error: Plank is timed, but 3x1m is a few metres (m is metres): a minute is 1min, "
            + "a minute and a half 1m30s or 1:30\n"),
        (["plank", "90"], "error: Plank is timed, but 90 is a count of reps: a time is 90s or 1:30, reps in a time 20 in 1min\n"),
        (["running", "5"], "error: Running is a distance, but 5 is a count of reps: a distance is 5km or 400m, reps of one 5x400m\n"),
        (["squat", "5", "5", "5@100"], "error: Squat: 2x5 has no load, beside 5@100kg: one load for several sets is written once, "
            + "as in 5,5,5@100kg; a set on body weight is 5@bw\n"),
        // (third helper) a load added to body weight is a load: two dips without one.
        (["chest dip (weighted)", "8", "8", "8@bw+20kg"], "error: Chest Dip (Weighted): 2x8 has no load, beside 8@bw+20kg: "
            + "one load for several sets is written once, as in 5,5,5@100kg; a set on body weight is 5@bw\n"),
    ]

    @Test(arguments: mismatches)
    func setsTheExercisesKindReadsOtherwiseAreRefused(_ entry: [String], _ refusal: String) throws {
        let cli = try CLI()
        defer { cli.remove() }
        for first in [["plank", "3x1min"], ["running", "5km"], ["squat", "3x5@100"], ["chest dip (weighted)", "3x8@20kg"]] {
            let logged = try cli.run(["log"] + first + ["--new", "--date", "2026-11-20"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        let before = try cli.sets(["--from", "2026-11-01"]).count
        let result = try cli.run(["log"] + entry)
        #expect(result.status != 0)
        #expect(result.stderr == refusal)
        #expect(try cli.sets(["--from", "2026-11-01"]).count == before, "nothing written")
    }

    @Test func setsOfTheExercisesKindAreLogged() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for first in [["plank", "3x1min"], ["running", "5km"], ["squat", "3x5@100"], ["rowing machine", "20min"]] {
            #expect(try cli.run(["log"] + first + ["--new", "--date", "2026-11-20"]).status == 0)
        }
        // (third helper) a 2 km row on a timed rowing machine was refused as "m is metres".
        for entry in [["rowing machine", "2000m"], ["rowing machine", "5km"],
                      ["plank", "90s"], ["plank", "20", "in", "1min"], ["running", "5x400m"], ["running", "30min"],
                      ["squat", "5,5,5@100"], ["squat", "w", "5", "5@60", "3x5@100"], ["squat", "3x10"]] {
            let result = try cli.run(["log"] + entry + ["--date", "2026-11-21"])
            #expect(result.status == 0, "\(entry): \(result.stderr)")
        }
    }

    /// `log running 30min 5km` stored a 30-minute set and a 5 km set as two,
    /// with nothing said; the runner meant one set of 5 km in 30 minutes.
    @Test func aTimeBesideADistanceSaysHowToLogOneSet() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let two = try cli.run(["log", "running", "30min", "5km", "--new", "--date", "2026-11-20"])
        #expect(two.status == 0, "\(two.stderr)")
        #expect(two.stdout.hasSuffix("\n`30min` and `5km` are two sets as written, a time and a distance; "
                                     + "for one set of 5km in 30min, `repchart undo` and log `5km in 30min`.\n"),
                "\(two.stdout)")
        #expect(try cli.sets(["--from", "2026-11-20"]).count == 2, "the sets as written")
        let one = try cli.run(["log", "running", "5km", "in", "30min", "--date", "2026-11-21"])
        #expect(one.status == 0 && !one.stdout.contains("two sets as written"), "\(one.stdout)")
        let typed = try cli.run(["log", "running", "5km", "25:30", "--date", "2026-11-22"])
        #expect(typed.stdout.hasSuffix("\n`5km` and `25:30` are two sets as written, a time and a distance; "
                                       + "for one set of 5km in 25:30, `repchart undo` and log `5km in 25:30`.\n"),
                "\(typed.stdout)")
    }

    /// `log deadlift --new` beside a history of "Deadlift (Barbell)" made a new,
    /// empty Deadlift without a word, where `log deadlift` offered the names.
    @Test func aNewExerciseBesideNearNamesSaysHowToMergeIt() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "Deadlift (Barbell)", "3x5@140kg", "--new", "--date", "2026-11-20"]).status == 0)
        let asked = try cli.run(["log", "deadlift", "3x5@100kg", "--date", "2026-11-23"])
        #expect(asked.stderr.contains("did you mean 'Deadlift (Barbell)'?"), "\(asked.stderr)")
        let made = try cli.run(["log", "deadlift", "3x5@100kg", "--new", "--date", "2026-11-23"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.hasSuffix("\nThe log also has 'Deadlift (Barbell)': if Deadlift is the same, "
                                      + "`repchart exercises merge Deadlift \"Deadlift (Barbell)\"` puts its sets there.\n"),
                "\(made.stdout)")
        let alone = try cli.run(["log", "zercher carry", "30s", "--new", "--date", "2026-11-23"])
        #expect(!alone.stdout.contains("The log also has"), "\(alone.stdout)")
        // Two exercises the catalogue tells apart are not offered as one (a helper's Romanian Deadlift).
        let other = try cli.run(["log", "romanian deadlift", "3x8@60kg", "--new", "--date", "2026-11-23"])
        #expect(other.status == 0 && !other.stdout.contains("The log also has"), "\(other.stdout)")
    }

    /// (third helper) `log ohp --new` made "Overhead Press" beside "Overhead Press (Barbell)"
    /// without a word (the hint looked only at "ohp"); `log "pull ups" --new` beside Pull Up
    /// was "an exercise named 'Pull Up' already exists", with no way on.
    @Test func theNameMadeAndTheCataloguesSpellingAreOffered() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for entry in [["Overhead Press (Barbell)", "3x5@50kg"], ["Pull Up", "3x8"]] {
            #expect(try cli.run(["log"] + entry + ["--new", "--date", "2026-11-20"]).status == 0)
        }
        let ohp = try cli.run(["log", "ohp", "3x5@40kg", "--new", "--date", "2026-11-23"])
        #expect(ohp.status == 0, "\(ohp.stderr)")
        #expect(ohp.stdout.contains("The log also has 'Overhead Press (Barbell)': if Overhead Press is the same, "), "\(ohp.stdout)")
        for arguments in [["log", "pull ups", "3x8", "--new"], ["log", "pull ups", "3x8"]] {
            let pull = try cli.run(arguments + ["--date", "2026-11-23"])
            #expect(pull.status != 0)
            #expect(pull.stderr.hasPrefix("error: unknown exercise 'pull ups'; did you mean 'Pull Up'"), "\(arguments): \(pull.stderr)")
        }
    }
}
