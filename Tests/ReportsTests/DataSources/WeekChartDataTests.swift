import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// Week 2026-W47 (Mon 16 – Sun 22 Nov) from a real database:
/// Mon: squat 2×5×100 (1000) + 3×5×100 more (1500) = 2500, bench 5×5×40 = 1000
/// Wed: bench 10×50 = 500 … see each test for the hand sums.
@Suite struct WeekChartDataTests {
    /// Squat 2500 (Mon) + 1000 (Fri) = 3500; Bench 1000 (Mon) + 500 (Wed) = 1500; Row 500 (Fri).
    /// Grand total 5500. A warm-up (left out of volume) and a set in the next week must not count.
    func makeWeek(_ metric: ChartMetric = .volume) throws -> (TestLog, WeekChartData) {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        let bench = try log.exercise("Bench Press", color: "#E69F00")
        let row = try log.exercise("Barbell Row", color: "#009E73")
        try log.log(squat, "2026-11-16", sets: 5, reps: 5, kg: 100)          // 2500
        try log.log(squat, "2026-11-16", sets: 1, reps: 5, kg: 60, type: .warmup)
        try log.log(bench, "2026-11-16", sets: 5, reps: 5, kg: 40)           // 1000
        try log.log(bench, "2026-11-18", sets: 1, reps: 10, kg: 50)          // 500
        try log.log(squat, "2026-11-20", sets: 2, reps: 5, kg: 100)          // 1000
        try log.log(row, "2026-11-20", sets: 2, reps: 5, kg: 50)             // 500
        try log.log(row, "2026-11-23", sets: 9, reps: 9, kg: 99)             // next week
        let data = try ChartData(store: log.store)
        let week = try Week(parsing: "2026-W47")
        return (log, try data.weekData(range: week.days(), metric: metric, unit: .kg))
    }

    @Test func sectionsAreTheSevenDaysWithLabels() throws {
        let (log, week) = try makeWeek()
        defer { log.remove() }
        #expect(week.numberOfSections() == 7)
        #expect((0..<7).map { week.title(forSection: $0) } == ["Mon 16", "Tue 17", "Wed 18", "Thu 19", "Fri 20", "Sat 21", "Sun 22"])
        #expect((0..<7).map { week.numberOfCells(inSection: $0) } == [2, 0, 1, 0, 2, 0, 0])
        #expect(week.trainingDays == 3)
    }

    @Test func cellsAreExercisesLargestOfTheWeekFirst() throws {
        let (log, week) = try makeWeek()
        defer { log.remove() }
        func cells(_ section: Int) -> [String] {
            (0..<week.numberOfCells(inSection: section)).map {
                let cell = week.cell(at: $0, inSection: section)
                return "\(cell.name)=\(cell.value)"
            }
        }
        #expect(cells(0) == ["Squat=2500.0", "Bench Press=1000.0"])
        #expect(cells(2) == ["Bench Press=500.0"])
        #expect(cells(4) == ["Squat=1000.0", "Barbell Row=500.0"])
        #expect(week.cell(at: 0, inSection: 0).color == Color(rgb: 0x0072B2))
        #expect(week.cell(at: 1, inSection: 4).color == Color(rgb: 0x009E73))
    }

    @Test func legendListsWeekTotalsAndShares() throws {
        let (log, week) = try makeWeek()
        defer { log.remove() }
        // 3500 / 5500 = 63.6%, 1500 / 5500 = 27.3%, 500 / 5500 = 9.1%.
        #expect(week.legendItems().map(\.legendText) == [
            "Squat 3,500 kg (63.6%)", "Bench Press 1,500 kg (27.3%)", "Barbell Row 500 kg (9.1%)",
        ])
        #expect(week.total == 5500)
    }

    @Test func basesAreRunningSumsOfTheCellsBelow() throws {
        let (log, week) = try makeWeek()
        defer { log.remove() }
        let segments = StackedBarChart(dataSource: week).stackedSegments()
        #expect(segments[0] == [StackedSegment(base: 0, tip: 2500), StackedSegment(base: 2500, tip: 3500)])
        #expect(segments[1].isEmpty)
        #expect(segments[2] == [StackedSegment(base: 0, tip: 500)])
        #expect(segments[4] == [StackedSegment(base: 0, tip: 1000), StackedSegment(base: 1000, tip: 1500)])
    }

    @Test func repsCountWarmupsAndShowNoUnit() throws {
        let (log, week) = try makeWeek(.reps)
        defer { log.remove() }
        // Squat 25 + 5 (warm-up) + 10 = 40; bench 25 + 10 = 35; row 10. Total 85.
        #expect(week.legendItems().map(\.legendText) == [
            "Squat 40 (47.1%)", "Bench Press 35 (41.2%)", "Barbell Row 10 (11.8%)",
        ])
    }

    @Test func anEmptyWeekKeepsItsDays() throws {
        let log = try TestLog()
        defer { log.remove() }
        try log.exercise("Squat")
        let data = try ChartData(store: log.store)
        let week = try data.weekData(range: try Week(parsing: "2026-W02").days(), metric: .volume, unit: .kg)
        #expect(week.numberOfSections() == 7)
        #expect(week.legendItems().isEmpty)
        #expect(week.trainingDays == 0)
        #expect(week.title(forSection: 0) == "Mon 5")
    }

    @Test func sundayWeekStartBeginsOnSunday() throws {
        let (log, _) = try makeWeek()
        defer { log.remove() }
        var settings = try log.store.settings()
        settings.weekStart = .sunday
        try log.store.saveSettings(settings)
        let data = try ChartData(store: log.store)
        let days = try Week(parsing: "2026-W47").days(start: data.weekStart)
        let week = try data.weekData(range: days, metric: .volume, unit: .kg)
        #expect(week.title(forSection: 0) == "Sun 15")
        #expect(week.title(forSection: 6) == "Sat 21")
    }
}
