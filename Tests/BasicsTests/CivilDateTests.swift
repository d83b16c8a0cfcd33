import Testing
import Basics

@Suite struct CivilDateTests {
    @Test func knownDaysCountFrom1970() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).daysSince1970 == 0)
        #expect(CivilDate(year: 1969, month: 12, day: 31).daysSince1970 == -1)
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSince1970 == 11_017)
        #expect(CivilDate(year: 2026, month: 11, day: 29).daysSince1970 == 20_786)
        #expect(CivilDate(year: 1900, month: 1, day: 1).daysSince1970 == -25_567)
    }

    @Test func daysComeBackAsTheirDates() {
        #expect(CivilDate(daysSince1970: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate(daysSince1970: 20_786) == CivilDate(year: 2026, month: 11, day: 29))
        #expect(CivilDate(daysSince1970: 11_016) == CivilDate(year: 2000, month: 2, day: 29))
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CivilDate(daysSince1970: days).daysSince1970 == days)
        }
    }

    @Test func leapDaysFollowTheGregorianRule() {
        #expect(CivilDate(year: 2024, month: 3, day: 1).daysSince1970 - CivilDate(year: 2024, month: 2, day: 28).daysSince1970 == 2)
        #expect(CivilDate(year: 1900, month: 3, day: 1).daysSince1970 - CivilDate(year: 1900, month: 2, day: 28).daysSince1970 == 1)
        #expect(CivilDate.isLeap(2000) && CivilDate.isLeap(2024) && CivilDate.isLeap(0) && CivilDate.isLeap(-4))
        #expect(!CivilDate.isLeap(1900) && !CivilDate.isLeap(2026) && !CivilDate.isLeap(-1))
        #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
        #expect(CivilDate.daysIn(month: 2, year: 2100) == 28)
        #expect(CivilDate.daysIn(month: 4, year: 2026) == 30)
        #expect(CivilDate.daysIn(month: 12, year: 2026) == 31)
    }

    @Test func yearZeroAndNegativeYearsCountOn() {
        // 0000-03-01 is 719,468 days before 1970-01-01: the algorithm's own epoch.
        #expect(CivilDate(year: 0, month: 3, day: 1).daysSince1970 == -719_468)
        #expect(CivilDate(daysSince1970: -719_469) == CivilDate(year: 0, month: 2, day: 29))
        #expect(CivilDate(daysSince1970: -719_529) == CivilDate(year: -1, month: 12, day: 31))
        #expect(CivilDate(year: -400, month: 3, day: 1).daysSince1970 == -719_468 - 146_097)
    }
}
