import Foundation
import Testing

@Suite struct ExercisesCommandTests {
    @Test func addRenameColourAliasMergeAndList() throws {
        let cli = try CLI()
        defer { cli.remove() }
        #expect(try cli.run(["exercises", "add", "Bench", "--color", "#d55e00"]).status == 0)
        #expect(try cli.run(["exercises", "add", "Flat Bench", "--kind", "weight_reps"]).status == 0)
        try cli.run(["log", "bench", "3x5@100", "--date", "2025-11-17"])
        try cli.run(["log", "flat bench", "2x8@80", "--date", "2025-11-18"])

        #expect(try cli.run(["exercises", "rename", "bench", "Bench Press"]).status == 0)
        #expect(try cli.run(["exercises", "alias", "bench press", "bp"]).status == 0)
        #expect(try cli.run(["exercises", "color", "BP", "#0072b2"]).status == 0)
        let taken = try cli.run(["exercises", "add", "bp"])
        #expect(taken.stderr == "error: 'bp' is already a name of 'Bench Press'\n")
        let badColour = try cli.run(["exercises", "color", "bp", "blueish"])
        #expect(badColour.stderr == "error: 'blueish' is not a colour; use hex such as #0072B2\n")

        let merge = try cli.run(["exercises", "merge", "flat bench", "bp"])
        #expect(merge.status == 0)
        #expect(merge.stdout.contains("Moved 2 sets into Bench Press"))

        let listing = try cli.run(["exercises", "--json"])
        let exercises = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])
        #expect(exercises.count == 1)
        let bench = try #require(exercises.first)
        #expect(bench["name"] as? String == "Bench Press")
        #expect(bench["color"] as? String == "#0072B2")
        #expect(bench["sets"] as? Int == 5)
        #expect(bench["reps"] as? Int == 31)
        #expect(bench["volume"] as? Double == 2780)
        #expect(Set(bench["aliases"] as? [String] ?? []) == ["bp", "Flat Bench"])
        #expect(try cli.sets(["--exercise", "flat bench"]).count == 5, "the merged name finds the kept exercise")

        let table = try cli.run(["exercises"])
        #expect(table.stdout.contains("Bench Press  #0072B2  weight_reps"))
        #expect(table.stdout.contains("2,780 kg"))
    }

    /// `exercises` showed Running as 139 sets, 0 reps and no volume: its time
    /// and distance were in --json only. Columns as `summary` has them.
    @Test func theListShowsTimeAndDistanceOfTimedAndDistanceExercises() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for entry in [["running", "5km", "in", "25min"], ["running", "3km", "in", "15min"], ["plank", "3x1min"],
                      ["squat", "3x5@1000kg", "2x5@1100kg"]] {
            #expect(try cli.run(["log"] + entry + ["--new", "--date", "2026-11-20"]).status == 0)
        }
        let table = try cli.run(["exercises"])
        let rows = table.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(rows.first == "NAME COLOR KIND SETS REPS TIME DISTANCE VOLUME DAYS LAST ALIASES", "\(table.stdout)")
        #expect(rows.contains { $0.hasPrefix("Running ") && $0.hasSuffix(" distance 2 40:00 8 km 1 2026-11-20") }, "\(table.stdout)")
        #expect(rows.contains { $0.hasPrefix("Plank ") && $0.hasSuffix(" duration 3 3:00 1 2026-11-20") }, "\(table.stdout)")
        #expect(rows.contains { $0.hasPrefix("Squat ") && $0.hasSuffix(" weight_reps 5 25 26,000 kg 1 2026-11-20") }, "\(table.stdout)")
    }
}
