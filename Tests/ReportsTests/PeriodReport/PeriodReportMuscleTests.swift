import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct PeriodReportMuscleTests {
    /// A new lifter's squats and presses: the muscle chart drew only Upper back, Lats, Side delts and
    /// Rear delts, all at 0, and no bar. The trained groups now have their bars, with their sets, and the
    /// groups with no set are named at 0.
    @Test func aNewLiftersMuscleChartShowsTheTrainedGroupsAndNamesTheUntrainedAtZero() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        let bench = try log.exercise("Bench Press", color: "#E69F00")
        try log.log(squat, "2026-11-16", sets: 3, reps: 5, kg: 100)
        try log.log(bench, "2026-11-16", sets: 3, reps: 5, kg: 70)
        try log.log(squat, "2026-11-17", sets: 3, reps: 5, kg: 105)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }

        let page = try fixture.page()
        // Six squat sets (quads, glutes; hamstrings half), three bench sets (chest; triceps half).
        for (group, sets) in [("Quads", "6"), ("Glutes", "6"), ("Hamstrings", "3"), ("Chest", "3"), ("Triceps", "1.5")] {
            #expect(page.contains("<title>\(group) · below target · week of Mon 16 Nov · \(sets) working sets</title>"),
                    "\(group): \(sets) working sets")
        }
        let (charts, _) = try fixture.charts()
        let muscles = try #require(charts.first { $0.id == "muscles" })
        let subtitle = muscles.graph.subtitle ?? ""
        #expect(subtitle.hasPrefix("No sets for Upper back, Lats, Side delts, Rear delts, Biceps · Weeks in the target: "),
                "\(subtitle)")
        #expect(!subtitle.contains("no sets yet for these groups"), "\(subtitle)")
    }
}
