import Foundation
import RepChartTestSupport
import Testing

/// Hevy export pages that disagree about a workout are refused (Issue 33, "Hostile hands, round 4" (part A)).
@Suite struct HevyPageConflictTests: CLILogFixtures {
    // MARK: 3. Hevy pages that disagree about one workout

    @Test func testHevyPagesThatDisagreeAboutOneWorkoutAreRefused() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let folder = try pagesFolder(cli)
        try Data(hevyPage(2, of: 2, [hevyWorkout(id: "w1", start: "2026-03-10T18:00:00Z", kg: 100)]).utf8)
            .write(to: folder.appendingPathComponent("p2.json"))
        let result = try cli.run(["import", folder.path])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("workout id \"w1\" is also at p1.json $.workouts[0]"), "\(result.stderr)")
        #expect(result.stderr.contains("p2.json $.workouts[0]"), "\(result.stderr)")
        #expect(try storedSets(cli).isEmpty)
    }

    @Test func testOneWorkoutIdOnTwoDaysInOnePageIsRefused() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let page = try file(cli, "page.json", Array(hevyPage(1, of: 1, [
            hevyWorkout(id: "w1", start: "2026-03-10T18:00:00Z", kg: 70),
            hevyWorkout(id: "w1", start: "2026-03-12T18:00:00Z", kg: 75),
        ]).utf8))
        let result = try cli.run(["import", page])
        #expect(result.status != 0)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("$.workouts[1]") && result.stderr.contains("is also at $.workouts[0]"), "\(result.stderr)")
        #expect(try storedSets(cli).isEmpty)
    }

    @Test func testAnEmptyHevyWorkoutIdIsNoIdentity() throws {
        let cli = try CLI()
        defer { cli.remove() }
        let page = try file(cli, "page.json", Array(hevyPage(1, of: 1, [
            hevyWorkout(id: "", start: "2026-03-10T18:00:00Z", kg: 70, reps: 8),
            hevyWorkout(id: "", start: "2026-03-12T18:00:00Z", kg: 75, reps: 6),
        ]).utf8))
        let result = try cli.run(["import", page])
        #expect(result.status == 0, "\(result.stderr)")
        let sets = try cli.sets()
        #expect(sets.map { "\($0["day"] ?? "") \($0["reps"] ?? "")x\($0["weight"] ?? "")" }.sorted()
            == ["2026-03-10 8x70", "2026-03-12 6x75"])
    }
}
