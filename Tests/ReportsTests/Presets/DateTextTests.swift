import Testing
@testable import Reports
import Workouts

@Suite struct DateTextTests {
    @Test func weekTitles() throws {
        let w47 = try Week(parsing: "2026-W47")
        #expect(DateText.weekTitle(w47, range: w47.days()) == "Week 47 · 16–22 Nov 2026")
        let w49 = try Week(parsing: "2026-W49")
        #expect(DateText.weekTitle(w49, range: w49.days()) == "Week 49 · 30 Nov – 6 Dec 2026")
        let w1 = try Week(parsing: "2026-W01")
        #expect(DateText.weekTitle(w1, range: w1.days()) == "Week 1 · 29 Dec 2025 – 4 Jan 2026")
    }

    @Test func fileStems() throws {
        let w47 = try Week(parsing: "2026-W47")
        #expect(DateText.fileStem(w47.days(), weekStart: .monday) == "2026-W47")
        let four = DayRange.lastWeeks(4, endingWith: try day("2026-11-21"))
        #expect(DateText.fileStem(four, weekStart: .monday) == "2026-W44-2026-W47")
        #expect(DateText.fileStem(DayRange(try day("2026-11-02"), try day("2026-11-05")), weekStart: .monday)
                == "2026-11-02-2026-11-05")
        #expect(DateText.fileStem(w47.days(start: .sunday), weekStart: .sunday) == "2026-W47")
    }

    @Test func slugs() {
        #expect(DateText.slug("Bench Press") == "bench-press")
        #expect(DateText.slug("  Pull-Ups (weighted) ") == "pull-ups-weighted")
        #expect(DateText.slug("Übung 2") == "übung-2")
        #expect(DateText.slug("../..") == "exercise")
    }
}
