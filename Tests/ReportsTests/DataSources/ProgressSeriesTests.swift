import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct ProgressSeriesTests {
    @Test func pointsPerTrainingDayWithGapsOverAWeek() throws {
        let range = DayRange(try day("2026-10-01"), try day("2026-10-31"))
        let series = ProgressSeries(values: [
            (try day("2026-10-02"), 100), (try day("2026-10-05"), 105),
            (try day("2026-10-20"), 110),              // 15 days later: a gap before it
            (try day("2026-10-22"), .nan),             // dropped
            (try day("2026-11-02"), 999),              // outside the range
        ], range: range, metric: .e1rm)
        #expect(series.values == [100, 105, 110])
        let columns = series.chartColumns
        #expect(columns.values == [100, 105, nil, 110])
        let oct2 = Double(try day("2026-10-02").daysSinceEpoch) * 86_400
        #expect(columns.dates[0] == oct2)
        #expect(columns.dates[3] == oct2 + 18 * 86_400)
    }

    @Test func gapRuleFollowsTheUsualSpacing() throws {
        let range = DayRange(try day("2026-01-01"), try day("2026-12-31"))
        // Every other week: one line (14 days apart, usual spacing 14 → joined up to 28).
        let fortnightly = (0..<10).map { (try! day("2026-01-05").adding(days: 14 * $0), 100.0) }
        let joined = ProgressSeries(values: fortnightly, range: range, metric: .e1rm)
        #expect(joined.gapDays == 28 && !joined.hasGaps)
        #expect(!joined.chartColumns.values.contains(nil))
        // Twice a week, then a month off: the month is a gap, and no fill is drawn under the pieces.
        let twiceAWeek = (0..<8).map { (try! day("2026-03-02").adding(days: 3 * $0 + ($0 >= 4 ? 30 : 0)), 100.0) }
        let broken = ProgressSeries(values: twiceAWeek, range: range, metric: .e1rm)
        #expect(broken.gapDays == 9 && broken.hasGaps)
        #expect(broken.chartColumns.values.filter { $0 == nil }.count == 1)
    }

    @Test func durationsAreMinutes() throws {
        let range = DayRange(try day("2026-10-01"))
        let series = ProgressSeries(values: [(try day("2026-10-01"), 90)], range: range, metric: .duration)
        #expect(series.values == [1.5])
    }

    @Test func e1rmFromTheStore() throws {
        let log = try TestLog()
        defer { log.remove() }
        let bench = try log.exercise("Bench Press")
        try log.log(bench, "2026-11-02", reps: 5, kg: 90)    // 90 × (1 + 5/30) = 105
        try log.log(bench, "2026-11-02", reps: 1, kg: 100)   // a single is its load: 100
        try log.log(bench, "2026-11-09", reps: 10, kg: 75)   // 75 × (1 + 10/30) = 100
        let data = try ChartData(store: log.store)
        let series = try data.progress(of: bench, range: DayRange(try day("2026-11-01"), try day("2026-11-30")),
                                       metric: .e1rm, unit: .kg)
        #expect(series.points.map(\.day) == [try day("2026-11-02"), try day("2026-11-09")])
        #expect(abs(series.values[0] - 105) < 1e-9)
        #expect(abs(series.values[1] - 100) < 1e-9)
    }
}
