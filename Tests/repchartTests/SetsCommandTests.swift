import Foundation
import Testing

@Suite struct SetsCommandTests {
    @Test func filtersByWeekRangeExerciseAndLimit() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["exercises", "add", "Squat", "--alias", "sq"])
        try cli.run(["exercises", "add", "Bench Press"])
        for (exercise, date) in [("sq", "2025-11-16"), ("squat", "2025-11-17"), ("bench press", "2025-11-19"),
                                 ("squat", "2025-11-23"), ("squat", "2025-11-24")] {
            let result = try cli.run(["log", exercise, "5@100", "--date", date])
            #expect(result.status == 0, "\(result.stderr)")
        }
        func days(_ arguments: [String]) throws -> [String] {
            try cli.sets(arguments).compactMap { $0["day"] as? String }
        }
        #expect(try days(["--week", "2025-W47"]) == ["2025-11-17", "2025-11-19", "2025-11-23"])
        #expect(try days(["--from", "2025-11-19", "--to", "2025-11-23"]) == ["2025-11-19", "2025-11-23"])
        #expect(try days(["--exercise", "SQ", "--limit", "2"]) == ["2025-11-23", "2025-11-24"])

        // Sunday week start moves the week one day back.
        #expect(try cli.run(["settings", "week-start", "sunday"]).status == 0)
        #expect(try days(["--week", "2025-W47"]) == ["2025-11-16", "2025-11-17", "2025-11-19"])

        let table = try cli.run(["sets", "--week", "2025-W47"])
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix(" ID  DAY") == true || lines.first?.hasPrefix("ID  DAY") == true)
        #expect(lines.count == 4)
        #expect(lines[1].contains("Sun 2025-11-16") && lines[1].contains("100 kg"))

        let both = try cli.run(["sets", "--week", "2025-W47", "--from", "mon"])
        #expect(both.status != 0)
        #expect(both.stderr == "error: use either --week or --from/--to, not both\n")
        let badWeek = try cli.run(["sets", "--week", "2025-W53"])
        #expect(badWeek.stderr == "error: '2025-W53' is not a real week: 2025 has weeks 1 to 52\n")
    }

    @Test func deletesByIdAndRefusesUnknownIds() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try cli.run(["log", "Deadlift", "3x3@180", "--new"])
        let numbers = try cli.sets().compactMap { $0["number"] as? Int }
        #expect(numbers.count == 3)
        let bad = try cli.run(["sets", "delete", String(numbers[0]), "9999"])
        #expect(bad.status != 0)
        #expect(bad.stderr == "error: no set with id 9999\n")
        #expect(try cli.sets().count == 3)
        let good = try cli.run(["sets", "delete", String(numbers[0]), String(numbers[2])])
        #expect(good.status == 0)
        #expect(good.stdout.hasPrefix("Deleted 2 sets:"))
        #expect(try cli.sets().compactMap { $0["number"] as? Int } == [numbers[1]])
    }
}
