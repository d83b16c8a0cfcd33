import Foundation
import Testing
import Workouts

/// `summary`'s muscle section and `exercises --unmapped` / `exercises muscles` through the CLI.
@Suite struct MusclesCommandTests {
    @Test func summaryComparesWorkingSetsPerMuscle() throws {
        let cli = try CLI()
        defer { cli.remove() }
        try SummaryCommandTests().seed(cli)
        let result = try cli.runConfigured(["summary"])
        #expect(result.status == 0, "\(result.stderr)")
        // Squat: quads and glutes 3 (this week, warm-up left out) against 3; adductors, lower back and
        // hamstrings 1.5 each; bench press: chest 1, triceps and front delts 0.5.
        let section = try #require(result.stdout.components(separatedBy: "Working sets per muscle group").last)
        let rows = section.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.contains("Quads 3 3 0"))
        #expect(rows.contains("Glutes 3 3 0"))
        #expect(rows.contains("Lower back 1.5 1.5 0"))
        #expect(rows.contains("Chest 1 0 +1"))
        #expect(rows.contains("Triceps 0.5 0 +0.5"))
    }

    @Test func unmappedExercisesAndOwnMappings() throws {
        let cli = try CLI()
        defer { cli.remove() }
        for arguments in [["log", "Bench Press", "3x5@100", "--new"], ["log", "Zumba", "2x20", "--new"]] {
            #expect(try cli.runConfigured(arguments).status == 0)
        }
        let unmapped = try cli.runConfigured(["exercises", "--unmapped"])
        #expect(unmapped.stdout.hasPrefix("Zumba\n1 exercise without muscle groups"))
        let set = try cli.runConfigured(["exercises", "muscles", "zumba", "quads", "calves:0.5"])
        #expect(set.stdout == "Zumba (your mapping): quads calves:0.5\n")
        #expect(try cli.runConfigured(["exercises", "--unmapped"]).stdout == "Every exercise maps to muscle groups.\n")
        let shown = try cli.runConfigured(["exercises", "muscles", "bench press"])
        #expect(shown.stdout == "Bench Press (catalogue: Bench Press (Barbell)): chest triceps:0.5 front-delts:0.5\n")
        let bad = try cli.runConfigured(["exercises", "muscles", "zumba", "wings"])
        #expect(bad.status == 1 && bad.stderr.hasPrefix("error: 'wings' is not a muscle group; use one of chest"))
        let cleared = try cli.runConfigured(["exercises", "muscles", "zumba", "--clear"])
        #expect(cleared.stdout.hasPrefix("Zumba is not in the catalogue"))
    }
}
