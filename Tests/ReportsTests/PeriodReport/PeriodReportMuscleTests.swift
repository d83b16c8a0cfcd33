@testable import Charts
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

    /// The headline's "Working sets" left cardio out, as the muscle chart does, but the chart said nothing
    /// of it: a lifter who rowed for twenty minutes saw 3 sets and no word of the row. The chart's
    /// subtitle now says so, as `chart share --by muscle` does ("1 cardio set left out").
    @Test func theMuscleChartSaysHowManyCardioSetsItLeavesOut() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        let rowing = try log.exercise("Rowing Machine", kind: .duration)
        try log.log(squat, "2026-11-16", sets: 3, reps: 5, kg: 100)
        try log.log(rowing, "2026-11-16", reps: 0, seconds: 1_200)
        try log.log(rowing, "2026-11-17", reps: 0, seconds: 900)
        try log.log(rowing, "2026-11-18", reps: 0, seconds: 600)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }

        let (charts, _) = try fixture.charts()
        let muscles = try #require(charts.first { $0.id == "muscles" })
        let subtitle = muscles.graph.subtitle ?? ""
        // After the untrained groups, before the weeks' long list, which a phone-width page cuts.
        #expect(subtitle.hasPrefix("No sets for Chest, Upper back, Lats, Side delts, Rear delts, Biceps, Triceps · "
            + "3 cardio sets left out · Weeks in the target: "), "\(subtitle)")
        let narrow = muscles.narrowGraph.layout(size: muscles.narrow, theme: .light, fonts: try ChartFonts.locate())
        #expect(narrow.subtitleLines.joined(separator: " ").contains("3 cardio sets left out"), "\(narrow.subtitleLines)")
        #expect(muscles.label.description.contains("3 cardio sets left out"), "\(muscles.label.description)")
        // A log without cardio says nothing of it.
        let liftsOnly = try TestLog()
        try liftsOnly.log(try liftsOnly.exercise("Squat"), "2026-11-16", sets: 3, reps: 5, kg: 100)
        let plain = PeriodReportFixture(log: liftsOnly, today: PeriodReportFixture.today)
        defer { plain.remove() }
        let plainMuscles = try #require(try plain.charts().0.first { $0.id == "muscles" })
        #expect(!(plainMuscles.graph.subtitle ?? "").contains("cardio"))
    }
}
