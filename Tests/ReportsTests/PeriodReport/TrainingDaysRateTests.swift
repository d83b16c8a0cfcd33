import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// "Training days a week" counts the weeks the lifter could have trained: none before
/// the log began, not the week in progress while a whole week is there to count.
@Suite struct TrainingDaysRateTests {
    func days(_ texts: [String]) throws -> [Day] { try texts.map { try day($0) } }
    func range(_ from: String, _ to: String) throws -> DayRange { DayRange(try day(from), try day(to)) }

    /// A log begun on Thursday 26 November: three days that week, Monday and Tuesday of this one.
    /// `--last 4w` read 1.0, `--last 12w` 0.3, `--from` Sunday 0.0 beside two sessions.
    @Test func weeksBeforeTheLogAreNoWeeksWithoutTraining() throws {
        let rate = TrainingDaysRate(trainingDays: try days(["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-30", "2026-12-01"]),
                                    logStart: nil, today: try day("2026-12-01"), weekStart: .monday)
        #expect(rate.rate(in: try range("2026-11-09", "2026-12-06")) == 3, "four weeks: the one whole week since the log began")
        #expect(rate.rate(in: try range("2026-09-14", "2026-12-06")) == 3, "twelve weeks")
        #expect(rate.rate(in: try range("2026-11-29", "2026-12-01")) == 2, "Sunday to today: two days trained, as one week")
        #expect(rate.rate(in: try range("2026-11-28", "2026-12-01")) == 3, "Saturday to today: three")
        #expect(rate.rate(in: try range("2026-11-16", "2026-11-29")) == 3, "the fortnight before, begun a week before the log")
        #expect(rate.rate(in: try range("2026-11-02", "2026-11-15")) == nil, "wholly before the log: nothing to count")
    }

    /// A new lifter's Monday and Tuesday: 2.0 in every period that holds them (was 0.0 for
    /// `--last 4w`, and 7.0 for the week alone when its two days were scaled up).
    @Test func aFirstWeekCountsItsDaysSoFar() throws {
        let rate = TrainingDaysRate(trainingDays: try days(["2026-11-30", "2026-12-01"]), logStart: nil,
                                    today: try day("2026-12-01"), weekStart: .monday)
        for from in ["2026-11-30", "2026-11-09", "2026-09-14", "2026-01-01"] {
            #expect(rate.rate(in: try range(from, "2026-12-06")) == 2, "from \(from)")
        }
    }

    /// `--year 2025` of a log begun on 20 November 2024 compared with 2024 as 52 weeks: "+455%".
    @Test func aYearBeforeItCountsFromTheLogsFirstWeek() throws {
        let start = try day("2024-11-20")
        // Three days a week from the log's first day to the end of 2025.
        let trained = (0..<406).map { start.adding(days: $0) }.filter { [0, 2, 4].contains(($0.daysSinceEpoch - start.daysSinceEpoch) % 7) }
        let rate = TrainingDaysRate(trainingDays: trained, logStart: start, today: try day("2026-12-01"), weekStart: .monday)
        let before = try #require(rate.rate(in: try range("2024-01-01", "2024-12-31")))
        let year = try #require(rate.rate(in: try range("2025-01-01", "2025-12-31")))
        #expect(abs(year - 3) < 0.1, "\(year)")
        #expect(abs(before - 3) < 0.5, "18 Nov – 31 Dec 2024, not 52 weeks: \(before)")
    }
}
