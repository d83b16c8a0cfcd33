import Charts
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct ExerciseTotalsDataTests {
    @Test func itemsAreSortedWithShares() throws {
        let log = try TestLog()
        defer { log.remove() }
        let a = try log.exercise("Pull Ups", kind: .reps)
        let b = try log.exercise("Push ups", kind: .reps)
        let c = try log.exercise("Dips", kind: .reps)
        try log.log(a, "2026-11-02", sets: 3, reps: 10)   // 30
        try log.log(b, "2026-11-03", sets: 4, reps: 30)   // 120
        try log.log(b, "2026-11-10", sets: 1, reps: 30)   // next week: outside the range
        try log.log(c, "2026-11-04", sets: 2, reps: 10)   // 20
        let data = try ChartData(store: log.store)
        let range = DayRange(try day("2026-11-02"), try day("2026-11-08"))
        let totals = try data.totalsData(range: range, metric: .reps, unit: .kg)
        // 120 + 30 + 20 = 170: 70.6%, 17.6%, 11.8%.
        #expect(totals.numberOfItems() == 3)
        #expect(totals.numberOfSlices() == 3)
        #expect((0..<3).map { totals.item(at: $0).legendText } == [
            "Push ups 120 (70.6%)", "Pull Ups 30 (17.6%)", "Dips 20 (11.8%)",
        ])
        #expect(totals.slice(at: 0).name == "Push ups")
        #expect(totals.total == 170)
        // Every exercise keeps its own colour from the store's palette.
        let colors = (0..<3).compactMap { totals.item(at: $0).color }
        #expect(Set(colors).count == 3)
    }

    @Test func thirtyExercisesGetThirtyDistinctColours() throws {
        let log = try TestLog()
        defer { log.remove() }
        for i in 0..<30 {
            let exercise = try log.exercise("Exercise \(i)")
            try log.log(exercise, "2026-11-16", sets: 1, reps: 30 - i, kg: 10)
        }
        let data = try ChartData(store: log.store)
        let totals = try data.totalsData(range: DayRange(try day("2026-11-16")), metric: .volume, unit: .kg)
        #expect(totals.items.count == 30)
        #expect(Set(totals.items.compactMap(\.color)).count == 30)
        #expect(totals.items.first?.name == "Exercise 0")
    }

    @Test func e1rmCannotBeTotalled() throws {
        let log = try TestLog()
        defer { log.remove() }
        let data = try ChartData(store: log.store)
        #expect(throws: ReportsError(.request(.metricNotTotalled(.e1rm)))) {
            try data.totalsData(range: DayRange(try day("2026-11-16")), metric: .e1rm, unit: .kg)
        }
    }
}
