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

    /// The review's four lifts shared one 50–200 kg axis: a squat's 148.8 → 157.5 kg
    /// lay flat beside a 75 kg press. Each chart now spans the same kilograms
    /// around its own values, so slopes compare and the rise is seen.
    @Test func theReviewsLiftsShareASpanNotAnAxis() throws {
        let range = DayRange(try day("2026-09-14"), try day("2026-12-06"))
        func lift(_ values: [Double]) throws -> ProgressSeries {
            ProgressSeries(values: try values.enumerated().map { (try day("2026-09-14").adding(days: 7 * $0.offset), $0.element) },
                           range: range, metric: .e1rm)
        }
        let lifts = [try lift([148.8, 151.7, 154.6, 157.5, 157.5, 154.6]), try lift([180.8, 189.6, 192.5, 189.6]),
                     try lift([111, 114, 117, 117, 117]), try lift([72, 75, 75, 75, 72])]
        let shared = try #require(ProgressGraph.sharedValueRange(lifts))
        #expect(!shared.fills)
        let ranges = shared.ranges.compactMap { $0 }
        #expect(ranges.count == 4)
        let span = ranges[0].length
        for (range, series) in zip(ranges, lifts) {
            #expect(abs(range.length - span) < 1e-9, "one span: \(ranges)")
            let low = try #require(series.values.min()), high = try #require(series.values.max())
            #expect(range.lower <= low && range.upper >= high, "\(range) holds \(low)…\(high)")
        }
        // The squat's 8.7 kg rise climbs at least a fifth of its plot (on 50–200 kg: 6 %).
        #expect((157.5 - 148.8) / span >= 0.2, "span \(span)")
        #expect(span <= 60, "span \(span)")
    }
}
