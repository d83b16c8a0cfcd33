import Foundation
import Testing
import Workouts

@Suite struct SummaryCommandTests {
    /// Last week: squat 3 × 5@100 kg. This week (Monday, never after today):
    /// squat warm-up 5@60 and 3 × 5@110 kg, a first bench 5@80 kg.
    @discardableResult
    func seed(_ cli: CLI) throws -> (monday: Day, lastMonday: Day) {
        let monday = Week(containing: CLI.today).firstDay()
        let lastMonday = monday.adding(days: -7)
        for arguments in [["log", "Squat", "3x5@100kg", "--date", lastMonday.description, "--new"],
                          ["log", "squat", "w", "5@60kg", "3x5@110kg", "--date", monday.description],
                          ["log", "Bench Press", "5@80kg", "--date", monday.description, "--new"]] {
            let result = try cli.runConfigured(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        return (monday, lastMonday)
    }

    @Test func jsonComparesThisWeekWithLastWeek() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let (monday, lastMonday) = try seed(cli)
        let result = try cli.runConfigured(["summary", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["period"] as? [String: Any])?["from"] as? String == monday.description)
        #expect((json["previousPeriod"] as? [String: Any])?["from"] as? String == lastMonday.description)
        let current = try #require(json["current"] as? [String: Any])
        #expect(current["sessions"] as? Int == 1 && current["sets"] as? Int == 5 && current["reps"] as? Int == 25)
        #expect(current["volume"] as? Double == 2050.0, "the warm-up is left out of volume")
        let previous = try #require(json["previous"] as? [String: Any])
        #expect(previous["sets"] as? Int == 3 && previous["volume"] as? Double == 1500)
        let exercises = try #require(json["exercises"] as? [[String: Any]])
        #expect(exercises.compactMap { $0["name"] as? String } == ["Squat", "Bench Press"])
        let records = try #require(json["newRecords"] as? [[String: Any]])
        #expect(records.allSatisfy { $0["exercise"] as? String == "Squat" }, "the first bench has nothing to beat")
        #expect(records.compactMap { $0["record"] as? String } == ["e1RM", "1RM", "3RM", "5RM"])
        #expect(records.first { $0["record"] as? String == "5RM" }?["previousValue"] as? Double == 100)
        let streak = try #require(json["streak"] as? [String: Any])
        #expect(streak["current"] as? Int == 2 && streak["thisWeekTrained"] as? Bool == true)
    }

    @Test func textIsAlignedAndPlainWhenNotATerminal() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try seed(cli)
        let result = try cli.runConfigured(["summary"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"), "no colour into a pipe")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Summary of ") == true)
        #expect(result.stdout.contains("1 session (0) · 5 sets (+2) · 25 reps (+10) · 2,050 kg (+37%)"))
        let header = try #require(lines.first { $0.contains("EXERCISE") && $0.contains("VOLUME") })
        let squat = try #require(lines.first { $0.hasPrefix("  Squat") })
        #expect(squat.count == header.count, "right-aligned last column ends under its title")
        #expect(squat.hasSuffix("+10%"))
        #expect(result.stdout.contains("Weekly streak: 2 weeks"))
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try seed(cli)
        let binary = try CLI.binary().path
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux script is needed")
        let coloured = try runScript(cli, binary: binary, noColor: false)
        #expect(coloured.contains("\u{1B}[32m"), "improvements in green on a terminal")
        let plain = try runScript(cli, binary: binary, noColor: true)
        #expect(!plain.contains("\u{1B}["), "NO_COLOR turns colour off")
        #expect(plain.contains("Weekly streak"))
    }

    /// Runs `repchart summary` under `script` (a pseudo-terminal) and returns what it printed.
    func runScript(_ cli: CLI, binary: String, noColor: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", "'\(binary)' summary", "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["REPCHART_DB"] = cli.database
        environment["HOME"] = cli.folder.appendingPathComponent("home").path
        environment["XDG_CONFIG_HOME"] = cli.configHome
        environment["TZ"] = "UTC"
        environment["TERM"] = "xterm-256color"
        environment["NO_COLOR"] = noColor ? "1" : nil
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func periodsAndErrors() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try seed(cli)
        let four = try cli.runConfigured(["summary", "--last", "4w"])
        #expect(four.status == 0 && four.stdout.hasPrefix("Summary of the last 4 weeks"))
        let week = try cli.runConfigured(["summary", "--week", "2026-W01"])
        #expect(week.status == 0 && week.stdout.contains("No sets in 2026-W01 or 2025-W52."))
        let both = try cli.runConfigured(["summary", "--week", "2026-W47", "--last", "4w"])
        #expect(both.status != 0 && both.stderr == "error: give only one of --week, --last and --from/--to\n")
        let badLast = try cli.runConfigured(["summary", "--last", "4y"])
        #expect(badLast.stderr == "error: '4y' is not a period; use a count of weeks or days such as 4w or 10d\n")
        let badUnit = try cli.runConfigured(["summary", "--unit", "stone"])
        #expect(badUnit.status != 0 && badUnit.stderrLines.count >= 1)
    }

    /// A week of runs and rides only: time and distance lead, not "0 reps, 0 kg".
    @Test func aCardioOnlyWeekShowsTimeAndDistance() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let monday = Week(containing: CLI.today).firstDay()
        for arguments in [["log", "Run", "5km", "in", "25min", "--new", "--date", monday.description],
                          ["log", "Ride", "20km", "in", "55min", "--new", "--date", monday.description]] {
            let result = try cli.runConfigured(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let text = try cli.runConfigured(["summary"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("1 session (+1) · 2 sets (+2) · 1:20:00 (new) · 25 km (new)"), "\(text.stdout)")
        #expect(!text.stdout.contains("0 reps"), "\(text.stdout)")
        #expect(text.stdout.contains("Only cardio logged: measured by time and distance"))
        #expect(text.stdout.contains("TIME") && text.stdout.contains("55:00"))
        let json = try cli.runConfigured(["summary", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let current = try #require(object["current"] as? [String: Any])
        #expect(current["duration"] as? Double == 4800 && current["distance"] as? Double == 25000)
    }

    /// Whole calendar months were compared with as many days before: 2025 against 2 Jan – 31 Dec 2024,
    /// March against 29 Jan – 28 Feb. Whole months are now compared with as many whole months before.
    @Test func wholeMonthsAreComparedWithTheMonthsBefore() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for date in ["2026-01-10", "2026-01-31", "2026-02-10", "2026-03-10"] {
            let result = try cli.runConfigured(["log", "Squat", "3x5@100kg", "--date", date, "--new"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let march = try cli.runConfigured(["summary", "--from", "2026-03-01", "--to", "2026-03-31"])
        #expect(march.stdout.hasPrefix("Summary of 2026-03-01…2026-03-31 (Sun 2026-03-01 – Tue 2026-03-31) against "
            + "2026-02-01…2026-02-28\n"), "\(march.stdout)")
        #expect(march.stdout.contains("1 session (0)"), "one session in February, the month before")
        let quarter = try cli.runConfigured(["summary", "--from", "2026-02-01", "--to", "2026-03-31"])
        #expect(quarter.stdout.contains(" against 2025-12-01…2026-01-31"), "\(quarter.stdout)")
        // Other days keep as many days before.
        let days = try cli.runConfigured(["summary", "--from", "2026-03-02", "--to", "2026-03-31"])
        #expect(days.stdout.contains(" against 2026-01-31…2026-03-01"), "\(days.stdout)")
    }

    /// A year against the year before, when the log began in its last weeks: "+455 %" read as a rise, and
    /// nothing said the year before held six weeks of sets. Now the heading says what the log holds of it,
    /// and of a period wholly before the log, that it is.
    @Test func aPreviousPeriodTheLogBeganInSaysWhatTheLogHoldsOfIt() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for arguments in [["log", "Squat", "3x5@100kg", "--date", "2024-11-20", "--new"],
                          ["log", "squat", "3x5@105kg", "--date", "2025-03-03"]] {
            let result = try cli.runConfigured(arguments)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let year = try cli.runConfigured(["summary", "--from", "2025-01-01", "--to", "2025-12-31"])
        #expect(year.status == 0, "\(year.stderr)")
        let heading = year.stdout.split(separator: "\n").first.map(String.init) ?? ""
        // A whole year against the year before (2024 is a leap year: not 2 Jan – 31 Dec 2024).
        #expect(heading.hasSuffix(" against 2024 (of which the log holds only Wed 2024-11-20 – Tue 2024-12-31)"), "\(heading)")
        let before = try cli.runConfigured(["summary", "--from", "2024-11-20", "--to", "2024-11-30"])
        let first = before.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("(before the log began on Wed 2024-11-20)"), "\(first)")
        // A period the log holds whole says nothing of it.
        let held = try cli.runConfigured(["summary", "--from", "2025-03-01", "--to", "2025-03-31"])
        let plain = held.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!plain.contains("log"), "\(plain)")
        // For scripts too: the JSON had no field for where the log began.
        let json = try cli.runConfigured(["summary", "--from", "2025-01-01", "--to", "2025-12-31", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["logStart"] as? String == "2024-11-20", "\(json.stdout.prefix(300))")
    }
}
