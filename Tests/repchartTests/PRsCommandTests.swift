import Foundation
import Testing
import Workouts

@Suite struct PRsCommandTests {
    @Test func recordsLeaveWarmupsOutAndKeepTheirDays() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let monday = Week(containing: CLI.today).firstDay()
        let earlier = monday.adding(days: -14)
        for arguments in [["log", "Bench Press", "3x5@100kg", "--date", earlier.description, "--new"],
                          ["log", "bench press", "w", "1@150kg", "3@110kg", "10@80kg", "--date", monday.description],
                          ["exercises", "add", "Plank", "--kind", "duration"]] {
            let result = try cli.runConfigured(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let result = try cli.runConfigured(["prs", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let lists = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(lists.count == 1, "Plank has no records")
        let records = try #require(lists.first?["records"] as? [[String: Any]])
        func record(_ name: String) -> [String: Any]? { records.first { $0["record"] as? String == name } }
        // 3@110 → 121 e1RM; the 150 kg warm-up single is no 1RM.
        #expect(record("e1RM")?["value"] as? Double == 121)
        #expect(record("1RM")?["value"] as? Double == 110 && record("1RM")?["day"] as? String == monday.description)
        #expect(record("5RM")?["value"] as? Double == 100 && record("5RM")?["day"] as? String == earlier.description)
        #expect(record("10RM")?["value"] as? Double == 80)

        let text = try cli.runConfigured(["prs", "bench"])
        #expect(text.status != 0 && text.stderr.contains("did you mean 'Bench Press'?"))
        let table = try cli.runConfigured(["prs", "bench press", "--unit", "lb"])
        #expect(table.status == 0)
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.first?.split(separator: " ") == ["EXERCISE", "RECORD", "BEST", "SET", "DAY"])
        #expect(lines.count == 6)
        #expect(lines.contains { $0.contains("5RM") && $0.contains("220.5 lb") && $0.contains("5 × 100 kg") })
    }

    /// `log squat 3x5@101.125` showed 101.125 kg, `prs` "101.1 kg" for the
    /// 5RM and "5 × 101.13 kg" for its set: a load lifted is shown as lifted.
    @Test func aRepMaxAndItsSetShowTheLoadAsLifted() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["log", "squat", "3x5@101.125kg", "--new", "--date", "2026-11-20"]).status == 0)
        let table = try cli.run(["prs", "squat"])
        let lines = table.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains("Squat e1RM 118 kg 5 × 101.125 kg Fri 2026-11-20"), "\(table.stdout)")
        #expect(lines.contains("5RM 101.125 kg 5 × 101.125 kg Fri 2026-11-20"), "\(table.stdout)")
        let pounds = try cli.run(["prs", "squat", "--unit", "lb"])
        #expect(pounds.stdout.contains("222.9 lb  5 × 101.125 kg"), "converted to 0.1: \(pounds.stdout)")
    }

    @Test func anEmptyLogSaysHowToStart() throws {
        let cli = try CLI()
        defer { cli.remove() }
        _ = try WorkoutStore(path: cli.database)   // `prs` refuses a log that does not exist
        let result = try cli.runConfigured(["prs"])
        #expect(result.status == 0 && result.stdout.hasPrefix("No records yet"))
        let json = try cli.runConfigured(["prs", "--json"])
        let value = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any]
        #expect(value?.isEmpty == true)
    }
}

/// Records of an assisted exercise need the body weight: `prs` said "none yet" and nothing more.
@Suite struct AssistedRecordsCommandTests {
    @Test func assistedSetsWithoutABodyWeightSayWhatTheyNeed() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let logged = try cli.run(["log", "Pull Up (Assisted)", "3x8@bw-25kg", "--new", "--date", "2026-11-16"])
        #expect(logged.status == 0, "\(logged.stderr)")
        let prs = try cli.run(["prs"])
        #expect(prs.status == 0, "\(prs.stderr)")
        #expect(prs.stdout.contains("No records for Pull Up (Assisted): assisted sets are the body weight less the "
                                    + "machine's help, e.g. `repchart settings bodyweight 80kg`."), "\(prs.stdout)")
        let one = try cli.run(["prs", "pull up (assisted)"])
        #expect(one.stdout.contains("No records for Pull Up (Assisted):"), "\(one.stdout)")
        try cli.run(["settings", "bodyweight", "80kg"])
        let known = try cli.run(["prs"])
        #expect(!known.stdout.contains("No records for"), "\(known.stdout)")
    }

    /// A body weight set below the machine's help left nothing lifted: `prs`
    /// said "No records yet: log sets with reps and a load", of sets logged.
    @Test func helpAboveTheBodyWeightSetSaysWhyThereAreNoRecords() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for arguments in [["log", "Pull Up (Assisted)", "8@bw-70kg", "8@bw-65kg", "--new", "--date", "2026-11-16"],
                          ["settings", "bodyweight", "60kg"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let line = "No records for Pull Up (Assisted): the machine's help (65 kg to 70 kg) is as much as the body weight "
            + "set (60 kg) or more: nothing is left lifted."
        for arguments in [["prs"], ["prs", "pull up (assisted)"]] {
            let prs = try cli.run(arguments)
            #expect(prs.status == 0, "\(prs.stderr)")
            #expect(prs.stdout.contains(line), "\(arguments): \(prs.stdout)")
            #expect(!prs.stdout.contains("log sets with reps and a load"), "\(arguments): \(prs.stdout)")
        }
        let pounds = try cli.run(["prs", "--unit", "lb"])
        #expect(pounds.stdout.contains("(143.3 lb to 154.3 lb) is as much as the body weight set (132.3 lb)"), "\(pounds.stdout)")
        try cli.run(["settings", "bodyweight", "90kg"])
        let lighter = try cli.run(["prs", "pull up (assisted)"])
        #expect(lighter.stdout.contains("e1RM") && !lighter.stdout.contains("No records"), "\(lighter.stdout)")
    }
}
