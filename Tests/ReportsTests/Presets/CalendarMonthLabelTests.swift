import Testing
@testable import Reports
import Workouts

/// The calendar names a month over the first column it shows of it, and the
/// year at its first label and at January.
@Suite struct CalendarMonthLabelTests {
    private func labels(from: String, to: String) throws -> [String?] {
        let range = DayRange(try day(from), try day(to))
        let chart = CalendarGraph.chart(values: [:], range: range, today: range.to, weekStart: .monday,
                                         metric: .sessions, unit: .kg,
                                         streak: WeeklyStreak(current: 0, longest: 0, thisWeekTrained: false, since: nil))
        return chart.plot.columnLabels
    }

    @Test func firstColumnIsNamedForTheDaysItShows() throws {
        // The first week is 30 Nov – 6 Dec 2026, but the range starts on 2 Dec:
        // every day the column shows is in December.
        let shown = try labels(from: "2026-12-02", to: "2027-02-28")
        #expect(shown.first == "Dec 2026")
        #expect(shown.compactMap { $0 } == ["Dec 2026", "Jan 2027", "Feb"])
    }

    @Test func aRangeThatStartsInTheMonthOfItsFirstWeekKeepsThatMonth() throws {
        let shown = try labels(from: "2026-11-25", to: "2027-01-31")
        #expect(shown.compactMap { $0 } == ["Nov 2026", "Dec", "Jan 2027"])
    }

    /// A new lifter's poster read "… · current streak 2 weeks · longest 2" over "days before the log began
    /// (26 Nov 2026) not drawn": broken there, "longest 2 days before the log began". The streak says weeks.
    @Test func theLongestStreakSaysItsWeeks() throws {
        let range = DayRange(try day("2026-11-23"), try day("2026-12-06"))
        let values = [try day("2026-11-26"): 5.0, try day("2026-11-30"): 5]
        let chart = CalendarGraph.chart(values: values, range: range, today: try day("2026-12-01"), weekStart: .monday,
                                        metric: .sets, unit: .kg,
                                        streak: WeeklyStreak(current: 2, longest: 2, thisWeekTrained: true, since: nil),
                                        logStart: try day("2026-11-26"))
        let parts = chart.subtitle?.components(separatedBy: " · ") ?? []
        #expect(parts.contains("longest 2 weeks") && parts.last?.hasPrefix("days before the log began") == true,
                "\(chart.subtitle ?? "")")
    }

    /// The subtitle counts training days once: it read "Training days · 411 training days".
    @Test func aCalendarOfTrainingDaysSaysItOnce() throws {
        let range = DayRange(try day("2026-11-02"), try day("2026-11-29"))
        let values = [try day("2026-11-03"): 1.0, try day("2026-11-05"): 1]
        let chart = CalendarGraph.chart(values: values, range: range, today: range.to, weekStart: .monday,
                                         metric: .sessions, unit: .kg,
                                         streak: WeeklyStreak(current: 0, longest: 1, thisWeekTrained: false, since: nil))
        #expect(chart.subtitle == "2 training days · current streak 0 weeks · longest 1 week")
        let sets = CalendarGraph.chart(values: values, range: range, today: range.to, weekStart: .monday,
                                        metric: .sets, unit: .kg,
                                        streak: WeeklyStreak(current: 0, longest: 1, thisWeekTrained: false, since: nil))
        #expect(sets.subtitle?.hasPrefix("Working sets per day · 2 training days") == true)
    }
}
