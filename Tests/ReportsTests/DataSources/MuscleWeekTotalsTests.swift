import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// A week's totals by muscle group (repchartTests' AnalysisChartCommandTests draws them).
@Suite struct MuscleWeekTotalsTests {
    /// Sets per muscle group in 2026-W47 of the shared log, by hand:
    /// squat 5 + 3 sets (quads, glutes | adductors, lower back, hamstrings),
    /// bench press 5 (chest | triceps, front delts), barbell row 3 (upper back, lats | biceps, rear delts).
    @Test func muscleTotalsOfAWeek() throws {
        let log = try TestLog.threeLifts()
        defer { log.remove() }
        let data = try ChartData(store: log.store).byMuscle()
        let week = DayRange(try day("2026-11-16"), try day("2026-11-22"))
        let totals = try data.totalsData(range: week, metric: .sets, unit: .kg)
        let byName = Dictionary(uniqueKeysWithValues: totals.items.map { ($0.name, $0.value) })
        // Issue 45.4: every group is an item, the six this week left untrained at zero.
        #expect(totals.items.count == 18)
        #expect(byName.filter { $0.value != 0 } == ["Quads": 8, "Glutes": 8, "Chest": 5, "Adductors": 4, "Lower back": 4, "Hamstrings": 4,
                           "Upper back": 3, "Lats": 3, "Triceps": 2.5, "Front delts": 2.5, "Biceps": 1.5,
                           "Rear delts": 1.5])
        // A secondary share of 0.25 changes only the secondary muscles.
        let quarter = try ChartData(store: log.store).byMuscle(MuscleCounting(secondaryFraction: 0.25))
            .totalsData(range: week, metric: .sets, unit: .kg)
        #expect(quarter.items.first { $0.name == "Triceps" }?.value == 1.25)
        #expect(quarter.items.first { $0.name == "Quads" }?.value == 8)
    }
}
