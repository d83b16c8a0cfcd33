import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// Reports never prints: a chart of a period without training returns its
/// notice (where the training is) for the executable to say.
@Suite struct ChartNoticeTests {
    func request(_ log: TestLog, week: String, output: String) throws -> ChartRequest {
        ChartRequest(kind: .week, period: .week(try Week(parsing: week)),
                     style: ChartStyle(size: ChartSize(width: 640, height: 400)),
                     output: output, today: try day("2026-11-22"))
    }

    @Test func aChartOfAnEmptyWeekReturnsItsNotice() throws {
        let log = try TestLog()
        defer { log.remove() }
        try log.log(try log.exercise("Squat", color: "#0072B2"), "2026-11-16", sets: 5, reps: 5, kg: 120)
        let empty = try ChartRenderer.run(try request(log, week: "2026-W40", output: log.folder + "/empty.png"),
                                          store: log.store)
        #expect(empty.path == log.folder + "/empty.png")
        #expect(empty.notice?.period == .week(try Week(parsing: "2026-W47")))
        let trained = try ChartRenderer.run(try request(log, week: "2026-W47", output: log.folder + "/trained.png"),
                                            store: log.store)
        #expect(trained.notice == nil)
    }
}
