import Foundation
import Testing
@testable import WorkoutModel
import StoreTestSupport

@Suite struct CalendarTests {
    @Test func daysRoundTripThroughEpochDays() {
        for offset in stride(from: -800_000, through: 800_000, by: 997) {
            let d = Day(daysSinceEpoch: offset)
            #expect(d.daysSinceEpoch == offset)
        }
        #expect(Day(daysSinceEpoch: 0).description == "1970-01-01")
        #expect(day("2026-11-21").weekday == .saturday)
        #expect(day("2024-02-29").dayOfYear == 60)
    }

    @Test func refusesImpossibleDates() {
        #expect(throws: DateInputError.impossibleDate("2026-02-29", "February 2026 has 28 days")) {
            try Day(parsing: "2026-02-29")
        }
        #expect(throws: DateInputError.impossibleDate("2026-13-01", "there is no month 13")) {
            try Day(parsing: "2026-13-01")
        }
        #expect(throws: DateInputError.impossibleDate("2026-04-31", "April 2026 has 30 days")) {
            try Day(parsing: "2026-04-31")
        }
        #expect(throws: DateInputError.malformedDate("2026-1-1")) { try Day(parsing: "2026-1-1") }
        #expect(throws: DateInputError.malformedDate("soon")) { try DateInput.day("soon", today: day("2026-11-21")) }
        #expect((try? Day(parsing: "2024-02-29")) != nil)
    }

    @Test func isoWeeksAgreeWithKnownDates() throws {
        // Known ISO weeks, including year boundaries.
        let cases = [("2026-11-21", "2026-W47"), ("2026-11-16", "2026-W47"), ("2026-11-22", "2026-W47"),
                     ("2021-01-03", "2020-W53"), ("2024-12-30", "2025-W01"), ("2027-01-01", "2026-W53"),
                     ("2020-12-31", "2020-W53"), ("2018-12-31", "2019-W01")]
        for (text, week) in cases {
            #expect(Week(containing: day(text)).description == week, "\(text)")
        }
        let w47 = try Week(parsing: "2026-w47")
        #expect(w47.days().from == day("2026-11-16"))
        #expect(w47.days().to == day("2026-11-22"))
        #expect(w47.days(start: .sunday).from == day("2026-11-15"))
        #expect(w47.days(start: .sunday).to == day("2026-11-21"))
        #expect(Week(containing: day("2026-11-22"), start: .sunday).description == "2026-W48")
        #expect(throws: DateInputError.impossibleWeek("2025-W53", "2025 has weeks 1 to 52")) {
            try Week(parsing: "2025-W53")
        }
        #expect((try? Week(parsing: "2026-W53")) != nil)
        #expect(throws: DateInputError.malformedWeek("W47")) { try Week(parsing: "W47") }
    }

    @Test func relativeDaysAndTimes() throws {
        let saturday = day("2026-11-21")
        #expect(try DateInput.day("today", today: saturday) == saturday)
        #expect(try DateInput.day("Yesterday", today: saturday) == day("2026-11-20"))
        #expect(try DateInput.day("mon", today: saturday) == day("2026-11-16"))
        #expect(try DateInput.day("saturday", today: saturday) == saturday)
        #expect(try DateInput.day("sun", today: saturday) == day("2026-11-15"))
        #expect(try DateInput.time("7:05") == (7, 5))
        #expect(throws: DateInputError.malformedTime("24:00")) { try DateInput.time("24:00") }
        #expect(throws: DateInputError.unknownTimeZone("Mars/Olympus")) { try DateInput.timeZone("Mars/Olympus") }
        #expect(try DateInput.timeZone("+05:30").secondsFromGMT() == 19_800)
    }

    @Test func localDaysFollowTheTimeZone() throws {
        // 2026-11-21 23:30 UTC is already Sunday in Berlin and still Saturday in New York.
        let instant = Date(timeIntervalSince1970: Double(day("2026-11-21").daysSinceEpoch * 86_400 + 84_600))
        let berlin = try DateInput.timeZone("Europe/Berlin")
        let newYork = try DateInput.timeZone("America/New_York")
        #expect(Day(containing: instant, in: berlin) == day("2026-11-22"))
        #expect(Day(containing: instant, in: newYork) == day("2026-11-21"))
        let noon = day("2026-07-01").instant(hour: 12, minute: 0, in: berlin)
        #expect(noon.timeIntervalSince1970 == Double(day("2026-07-01").daysSinceEpoch * 86_400 + 10 * 3600))
    }
}
