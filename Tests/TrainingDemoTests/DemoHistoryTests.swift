import Foundation
import Testing
@testable import TrainingDemo
import WorkoutModel

@Suite struct DemoHistoryTests {
    let today = try! Day(parsing: "2026-11-21")

    @Test func deterministicAndRealistic() throws {
        let history = DemoHistory(today: today)
        let a = history.plan(), b = history.plan()
        #expect(a.count == b.count && a.count > 500)
        #expect(zip(a, b).allSatisfy { $0.day == $1.day && $0.lift == $1.lift && $0.reps == $1.reps && $0.kg == $1.kg })

        let days = Set(a.map(\.day))
        #expect(days.allSatisfy { $0 <= today })
        // The current week is included, the missed week (7 weeks back) is empty, and there are rest days.
        let current = Week(containing: today)
        #expect(days.contains { current.days().contains($0) })
        let missed = current.adding(weeks: -7).days()
        #expect(!days.contains { missed.contains($0) })
        #expect(days.count < 26 * 5)
        #expect(Set(a.map(\.lift)) == Set(DemoHistory.lifts.map(\.name)))

        // Progressive overload: the squat's heaviest working set rises over the half year.
        let squats = a.filter { $0.lift == "Squat" && $0.type == .normal }
        let firstMonth = squats.filter { $0.day < today.adding(days: -150) }.compactMap(\.kg).max() ?? 0
        let lastMonth = squats.filter { $0.day > today.adding(days: -30) }.compactMap(\.kg).max() ?? 0
        #expect(lastMonth > firstMonth + 20)
    }
}
