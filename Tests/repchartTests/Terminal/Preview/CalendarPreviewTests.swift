import Foundation
import Testing
import Workouts
import WorkoutTestSupport
@testable import Reports
@testable import repchart

/// The terminal's calendar is a grid as the image is (issue 45, point 8): weeks across,
/// weekdays down, not a line a week.
@Suite struct CalendarPreviewTests {
    @Test func calendarPreviewIsAGridOfWeeksAcrossAndWeekdaysDown() throws {
        let log = try TestLog()
        defer { log.remove() }
        let bench = try log.exercise("Bench Press", color: "#0072B2")
        try log.log(bench, "2026-11-16", sets: 3, reps: 5, kg: 100)
        try log.log(bench, "2026-11-18", sets: 1, reps: 5, kg: 100)
        try log.log(bench, "2026-10-05", sets: 5, reps: 5, kg: 100)
        let today = try day("2026-11-21")
        let data = try ChartData(store: log.store)
        let chart = try ChartPreview.blockChart(for: ChartRequest(kind: .calendar(.sets), today: today), data: data)
        let lines = chart.render(width: 100).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A title, the months over the weeks, a line per weekday, the key.
        let days = lines.filter { $0.contains("│") }
        #expect(days.count == 7, "\(lines.joined(separator: "\n"))")
        #expect(days.first?.hasPrefix("  Mon │") == true && days.last?.hasPrefix("  Sun │") == true)
        // 52 weeks or so across; Monday 16 Nov is a heavier day than Wednesday 18 Nov.
        let monday = Array(try #require(days.first).split(separator: "│", maxSplits: 1)[1])
        #expect(monday.count >= 50)
        #expect(lines.contains { $0.contains("Nov") && $0.contains("Dec") })
    }
}
