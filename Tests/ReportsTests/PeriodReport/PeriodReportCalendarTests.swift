import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct PeriodReportCalendarTests {
    /// A new lifter's calendar drew the days before the log's first set as grey rest days (November
    /// before 30 Nov): they are outside the log, drawn as no cell, and the calendar says so.
    @Test func daysBeforeTheLogBeganAreNoRestDays() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-18", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-11-20", sets: 3, reps: 5, kg: 100)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }
        for request in [PeriodReportRequest(), PeriodReportRequest(periodFlags: PeriodFlags(last: "2w"))] {
            let page = try fixture.page(request)
            for before in ["Mon 9 Nov", "Sun 15 Nov", "Mon 16 Nov", "Tue 17 Nov"] {
                #expect(!page.contains("<title>\(before) · rest</title>"), "\(before) is before the log")
            }
            #expect(page.contains("<title>Thu 19 Nov · rest</title>"), "a rest day of the log")
            #expect(page.contains("<title>Wed 18 Nov · 3 working sets</title>"))
            let (charts, _) = try fixture.charts(request)
            let calendar = try #require(charts.first { $0.id == "calendar" })
            #expect(calendar.graph.subtitle?.hasSuffix(" · days before the log began (18 Nov 2026) not drawn") == true,
                    "\(calendar.graph.subtitle ?? "")")
        }
    }
}
