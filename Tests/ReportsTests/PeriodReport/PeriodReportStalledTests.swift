import Foundation
import Testing
@testable import Reports
import Workouts

/// The review page names stalled lifts beside the main lifts, as `summary` does (issue 37).
@Suite struct PeriodReportStalledTests {
    @Test func theReviewPageNamesStalledLiftsUnderTheMainLifts() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let utc = try #require(TimeZone(identifier: "UTC"))
        let now = Date(timeIntervalSince1970: Double(PeriodReportFixture.today.daysSinceEpoch * 86_400 + 18 * 3600))
        _ = try fixture.log.store.log(LogRequest(exercise: "Seal Row", notation: "3x8@70kg", date: "2026-10-01",
                                                 createExercise: true, timeZone: utc), now: now)
        _ = try fixture.log.store.log(LogRequest(exercise: "Seal Row", notation: "3x8@65kg", date: "2026-11-18",
                                                 timeZone: utc), now: now)
        let page = try fixture.page()
        let section = try #require(page.components(separatedBy: "Estimated 1RM of the main lifts").dropFirst().first)
            .components(separatedBy: "</section>")[0]
        #expect(section.contains("<p class=\"stalled\">Stalled, e1RM not up for 4 weeks or more: Seal Row: 88.7 kg since Thu 1 Oct 2026 (7 weeks)"),
                "\(section.suffix(400))")
    }
}
