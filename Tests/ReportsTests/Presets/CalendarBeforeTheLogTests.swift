import Charts
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// `chart calendar` of a log begun on Thursday 26 November drew the month's first 25 days as grey
/// rest days (the review page and poster had stopped doing so): days before the log began are
/// outside it, with no cell, and the subtitle says so.
@Suite struct CalendarBeforeTheLogTests {
    @Test func daysBeforeTheLogBeganHaveNoCell() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat")
        try log.log(squat, "2026-11-26", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-11-30", sets: 3, reps: 5, kg: 100)
        let request = ChartRequest(kind: .calendar(.sessions), style: ChartStyle(size: ChartSize(width: 800, height: 300)),
                                   today: try day("2026-12-01"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let plot = try #require(graph.plots.first as? HeatmapPlot)
        let grid = plot.dataSource
        // Weeks from Monday 26 October (the month's first week), Monday first: 26 November is column 4, row 3.
        var drawn: [Day] = []
        let first = try day("2026-10-26")
        for column in 0..<grid.numberOfColumns() {
            for row in 0..<7 where grid.value(column: column, row: row) != nil {
                drawn.append(first.adding(days: column * 7 + row))
            }
        }
        let (start, end) = (try day("2026-11-26"), try day("2026-12-01"))
        #expect(drawn.first == start && drawn.last == end, "\(drawn)")
        #expect(graph.subtitle?.hasSuffix(" · days before the log began (26 Nov 2026) not drawn") == true, "\(graph.subtitle ?? "")")
    }
}
