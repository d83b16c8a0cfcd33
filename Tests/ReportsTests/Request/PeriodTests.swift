import Testing
@testable import Reports
import Workouts

@Suite struct PeriodTests {
    let today = try! Day(parsing: "2026-11-21")   // a Saturday in 2026-W47

    @Test func ranges() throws {
        #expect(Period.currentWeek.range(today: today, weekStart: .monday)
                == DayRange(try day("2026-11-16"), try day("2026-11-22")))
        #expect(Period.last(days: 28).range(today: today, weekStart: .monday)
                == DayRange(try day("2026-10-26"), try day("2026-11-22")))
        #expect(Period.last(days: 10).range(today: today, weekStart: .monday)
                == DayRange(try day("2026-11-12"), today))
        #expect(Period.weekContaining(try day("2026-11-01")).range(today: today, weekStart: .sunday)
                == DayRange(try day("2026-11-01"), try day("2026-11-07")))
    }

    @Test func parsesFlags() throws {
        #expect(try Period.parse(week: "2026-W40", today: today, fallback: .currentWeek) == .week(try Week(parsing: "2026-W40")))
        #expect(try Period.parse(date: "yesterday", today: today, fallback: .currentWeek) == .weekContaining(try day("2026-11-20")))
        #expect(try Period.parse(from: "2026-11-01", today: today, fallback: .currentWeek)
                == .days(from: try day("2026-11-01"), to: today))
        #expect(try Period.parse(last: "4w", today: today, fallback: .currentWeek) == .last(days: 28))
        #expect(try Period.parse(today: today, fallback: .last(days: 7)) == .last(days: 7))
    }

    @Test func refusesBadFlags() {
        let both = #expect(throws: ReportsError.self) {
            try Period.parse(week: "2026-W40", last: "4w", today: today, fallback: .currentWeek)
        }
        #expect(both?.kind == .period(.moreThanOnePeriod))
        let backwards = #expect(throws: ReportsError.self) {
            try Period.parse(from: "2026-11-10", to: "2026-11-01", today: today, fallback: .currentWeek)
        }
        #expect(backwards?.kind == .period(.startAfterEnd(Day(year: 2026, month: 11, day: 10)!, Day(year: 2026, month: 11, day: 1)!)))
        #expect(throws: ReportsError.self) { try Period.parse(week: "2026-W60", today: today, fallback: .currentWeek) }
        let open = #expect(throws: ReportsError.self) { try Period.parse(to: "2026-11-01", today: today, fallback: .currentWeek) }
        #expect(open?.kind == .period(.endWithoutStart))
        #expect(throws: ReportsError.self) { try Period.parse(last: "4x", today: today, fallback: .currentWeek) }
    }
}

@Suite struct ChartRequestTodayTests {
    @Test func onlyRelativePeriodsNeedToday() throws {
        #expect(ChartRequest(kind: .week).needsToday)
        #expect(!ChartRequest(kind: .week, periodFlags: PeriodFlags(week: "2026-W47")).needsToday)
        #expect(ChartRequest(kind: .week, periodFlags: PeriodFlags(date: "2026-11-18")).needsToday)
        #expect(ChartRequest(kind: .totals, periodFlags: PeriodFlags(last: "4w")).needsToday)
        #expect(!ChartRequest(kind: .totals, period: .week(try Week(parsing: "2026-W47"))).needsToday)
        #expect(ChartRequest(kind: .totals, period: .last(days: 28)).needsToday)
        // A bad --tz is refused even when today is not needed.
        let bad = ChartRequest(kind: .week, periodFlags: PeriodFlags(week: "2026-W47"), timeZone: "Mars/Olympus")
        #expect(throws: ReportsError.self) { try bad.validatedPlaceholderToday() }
    }
}
