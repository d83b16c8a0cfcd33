import Foundation
import Testing

/// `last`, `next`, `log … same`, `log EXERCISE` alone and the lines after `log`, run as a user would.
@Suite struct TrainingCommandTests {
    /// A log with known sessions: squat on Mon 16 and Thu 19 Nov 2026, bench on Mon 16.
    func knownLog() throws -> CLI {
        let cli = try CLI()
        for arguments in [
            ["log", "Squat", "w", "2x5@60kg", "3x5@100kg", "rpe", "8", "--new", "--date", "2026-11-16"],
            ["log", "Bench Press", "5,5,4@80kg", "--new", "--date", "2026-11-16"],
            ["log", "Squat", "3x5@102.5kg", "rpe", "9.5", "--date", "2026-11-19"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return cli
    }

    /// The log file's bytes (with its WAL), to show a command wrote nothing.
    func bytes(_ cli: CLI) -> [Data?] {
        ["", "-wal"].map { FileManager.default.contents(atPath: cli.database + $0) }
    }

    @Test func logWithoutSetsShowsLastSessionsAndTheNextAndWritesNothing() throws {
        let cli = try knownLog()
        defer { cli.remove() }
        let before = bytes(cli)
        let result = try cli.run(["log", "squat"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Squat, last 2 sessions:")
        #expect(lines.contains { $0.hasPrefix("Thu 2026-11-19  3x5@102.5kg rpe 9.5") && $0.contains("1,537.5 kg") })
        #expect(lines.contains { $0.hasPrefix("Mon 2026-11-16  w 2x5@60kg 3x5@100kg rpe 8") && $0.contains("116.7 kg") })
        #expect(lines.suffix(2) == ["Next: repchart log Squat 3x5@102.5kg",
                                    "  3×5 at 102.5 kg done at rpe 9.5 on Thu 2026-11-19 → repeat 102.5 kg"])
        #expect(bytes(cli) == before, "the log file is unchanged")
        #expect(try cli.sets().count == 11)
    }

    @Test func lastShowsSessionsAsJSONAndAnUnknownNameIsOneLine() throws {
        let cli = try knownLog()
        defer { cli.remove() }
        let text = try cli.run(["last", "squat", "--sessions", "1"])
        #expect(text.status == 0 && text.stdout.hasPrefix("Squat, last session:\n"), "\(text.stdout)")
        let json = try cli.run(["last", "squat", "--json", "--unit", "lb"])
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(sessions.map { $0["day"] as? String } == ["2026-11-19", "2026-11-16"])
        #expect(sessions.map { $0["notation"] as? String } == ["3x5@102.5kg rpe 9.5", "w 2x5@60kg 3x5@100kg rpe 8"])
        #expect(sessions.first?["unit"] as? String == "lb")
        let sets = try #require(sessions.last?["sets"] as? [[String: Any]])
        #expect(sets.map { $0["type"] as? String } == ["warmup", "warmup", "normal", "normal", "normal"])
        let unknown = try cli.run(["last", "sqat"])
        #expect(unknown.status != 0 && unknown.stdout.isEmpty)
        #expect(unknown.stderr == "error: unknown exercise 'sqat'; did you mean 'Squat'?\n")
        #expect(try cli.run(["last", "squat", "--sessions", "0"]).status == 64)
    }

    @Test func sameWithChangesLogsAndComparesAndNamesRecords() throws {
        let cli = try knownLog()
        defer { cli.remove() }
        let heavier = try cli.run(["log", "bench press", "same", "+2.5kg", "rpe", "8", "--date", "2026-11-23"])
        #expect(heavier.status == 0, "\(heavier.stderr)")
        #expect(heavier.stdout.contains("vs Mon 2026-11-16: +2.5 kg on 5,5,4 · volume +3.1%\n"), "\(heavier.stdout)")
        #expect(heavier.stdout.contains("new e1RM: 96.3 kg, was 93.3 kg on Mon 2026-11-16\n"))
        #expect(heavier.stdout.contains("new 1/3/5-rep best: 82.5 kg, was 80 kg on Mon 2026-11-16\n"))
        let lighter = try cli.run(["log", "bench press", "same", "-5lb", "+1rep", "--date", "2026-11-25"])
        #expect(lighter.status == 0, "\(lighter.stderr)")
        let sets = try cli.sets(["--from", "2026-11-23"])
        #expect(sets.map { $0["weight"] as? Double } == [82.5, 82.5, 82.5, 80.23, 80.23, 80.23])
        #expect(sets.map { $0["reps"] as? Int } == [5, 5, 4, 6, 6, 5])
        #expect(sets.map { $0["rpe"] as? Double } == [8, 8, 8, nil, nil, nil])
        let none = try cli.run(["log", "squat", "same", "--date", "2026-11-10"])
        #expect(none.status != 0 && none.stderrLines.count == 1, "\(none.stderr)")
        #expect(none.stderr.contains("no session of Squat before Tue 2026-11-10 to repeat"))
        let bad = try cli.run(["log", "squat", "same", "3x5"])
        #expect(bad.status != 0 && bad.stderrLines.count == 3 && bad.stderrLines[2].contains("^"), "\(bad.stderr)")
        #expect(try cli.sets().count == 17)
    }

    @Test func nextSuggestsTheDueWorkoutWithReasonsAndStepSettings() throws {
        let cli = try knownLog()
        defer { cli.remove() }
        try cli.run(["log", "Pull Up", "3x8@bw", "--new", "--date", "2026-11-20"])
        let text = try cli.run(["next"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("Due: the workout of Mon 2026-11-16 (Squat, Bench Press).\n"), "\(text.stdout)")
        #expect(text.stdout.contains("Bench Press: 3x5@80kg\n  set 3 fell short: 4 of 5 reps at 80 kg on Mon 2026-11-16 → repeat 80 kg\n"))
        let json = try cli.run(["next", "pull up", "--json"])
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let exercise = try #require((plan["exercises"] as? [[String: Any]])?.first)
        #expect(exercise["decision"] as? String == "add-rep")
        #expect(exercise["reason"] as? String == "bodyweight sets 3×8 on Fri 2026-11-20 → +1 rep")
        #expect((exercise["sets"] as? [[String: Any]])?.map { $0["reps"] as? Int } == [9, 9, 9])
        let set = try cli.run(["exercises", "progression", "squat", "--step", "2.5kg", "--reps", "5"])
        #expect(set.status == 0 && set.stdout == "Squat: step 2.5 kg, 5 reps.\n", "\(set.stdout)\(set.stderr)")
        try cli.run(["log", "squat", "3x5@102.5kg", "rpe", "8", "--date", "2026-11-24"])
        #expect(try cli.run(["next", "squat"]).stdout.contains("Squat: 3x5@105kg\n"))
        #expect(try cli.run(["exercises"]).stdout.contains("step 2.5 kg, 5 reps"))
        let badStep = try cli.run(["exercises", "progression", "squat", "--step", "5"])
        #expect(badStep.status != 0 && badStep.stderrLines.count == 1, "\(badStep.stderr)")
    }

    /// `last` gave a session holding a likely typo the typo's e1RM (1750 kg for
    /// 5 × 1500 kg) where `prs` left it out: one verdict, and it is said.
    @Test func lastLeavesALikelyTypoOutOfTheE1RMAsRecordsDo() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let earlier = [("2026-11-16", "55"), ("2026-11-18", "57.5"), ("2026-11-20", "60"), ("2026-11-23", "60"),
                       ("2026-11-25", "62.5"), ("2026-11-27", "65")].map { day, load in
            ["log", "squat", "3x5@\(load)kg", "--date", day, "--new"]
        }
        for arguments in earlier + [["log", "squat", "3x5@100kg", "5@1500kg", "--date", "2026-11-30"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let number = try #require(try cli.sets(["--from", "2026-11-30"]).first { $0["weight"] as? Double == 1500 }?["number"] as? Int)
        let last = try cli.run(["last", "squat", "--sessions", "1"])
        let row = try #require(last.stdout.split(separator: "\n").first { $0.hasPrefix("Mon 2026-11-30") })
        #expect(row.contains("116.7 kg") && !row.contains("1750"), "\(last.stdout)")
        #expect(row.contains("9,000 kg"), "the volume is what was done: \(last.stdout)")
        #expect(last.stdout.contains("E1RM leaves out 5@1500kg on Mon 2026-11-30 (set \(number)), a likely typo, as records do."),
                "\(last.stdout)")
        let json = try cli.run(["last", "squat", "--sessions", "1", "--json"])
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(sessions.first?["bestE1RM"] as? Double == 116.67)
        #expect(sessions.first?["likelyTypos"] as? [Int] == [number])
        let prs = try cli.run(["prs", "squat", "--json"])
        #expect(prs.stdout.contains("116.66"), "\(prs.stdout)")
    }

    /// `next --json` of an exercise with no session gave only exercise,
    /// passedOver and sets: a script reading `decision` met no key.
    @Test func nextJSONOfAnExerciseWithNoSessionHasEveryField() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["exercises", "add", "Face Pull"]).status == 0)
        let json = try cli.run(["next", "face pull", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let exercise = try #require((plan["exercises"] as? [[String: Any]])?.first)
        #expect(Set(exercise.keys) == ["exercise", "sets", "notation", "decision", "reason", "basedOn", "passedOver"])
        #expect(exercise["decision"] as? String == "none")
        #expect(exercise["reason"] as? String == "no session yet, nothing to go on")
        #expect(exercise["notation"] is NSNull && exercise["basedOn"] is NSNull)
        #expect(try cli.run(["next", "face pull"]).stdout == "Face Pull: no session yet, nothing to go on\n")
    }
}
