import Foundation
import Testing
import TrainingDemo
import WorkoutModel

/// The real-shape history: the shape of a real export.
@Suite struct RealShapeHistoryTests {
    @Test func hasTheShapeOfARealExport() throws {
        let made = RealShapeHistory().make(timeZone: RealShapeHistory.timeZone)
        let names = Dictionary(uniqueKeysWithValues: made.exercises.map { ($0.id, $0.name) })
        #expect(made.exercises.count == 150)
        #expect(Set(made.sets.map(\.exerciseId)).count >= 140)
        let days = made.sets.map(\.day).sorted()
        let first = try #require(days.first), last = try #require(days.last)
        #expect(first.distance(to: last) >= 700)
        #expect(last <= RealShapeHistory.defaultEndDay)
        // A months-long break, and weeks off besides.
        let trained = Set(days).sorted()
        let gaps = zip(trained, trained.dropFirst()).map { $0.distance(to: $1) }
        #expect(gaps.contains { $0 >= 90 })
        #expect(gaps.filter { (8...30).contains($0) }.count >= 3)
        // Pull-ups assisted, at bodyweight and with added load.
        let pullUps = made.sets.filter { names[$0.exerciseId] == "Pull Up" }
        #expect(pullUps.allSatisfy { $0.isBodyweight })
        let loads = pullUps.map { $0.weight.map(\.value) }
        #expect(loads.contains(nil))
        #expect(loads.contains { $0.map { $0 > 0 } == true })
        #expect(loads.contains { $0.map { $0 < 0 } == true })
        // Cardio with duration and distance; a marathon and a 50-rep set as outliers; one exercise in pounds.
        let runs = made.sets.filter { names[$0.exerciseId] == "Running" }
        #expect(runs.count > 100 && runs.allSatisfy { $0.duration != nil && $0.distance != nil })
        #expect(runs.contains { $0.distance == 42_195 })
        #expect(made.sets.contains { $0.reps == 50 })
        #expect(made.sets.contains { $0.weight == Weight(225, .kg) })
        #expect(made.sets.contains { $0.weight?.unit == .lb })
    }
}
