import Foundation
import Testing
import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// Days the metric cannot measure (plain bodyweight sets with no known body
/// weight, timed sets in volume) come back with a zero total and their sets
/// when asked for, in the same one query: charts mark those days (issue 36, point 2).
@Suite struct ZeroTotalsTests {
    let week = DayRange(day("2026-11-16"), day("2026-11-22"))

    /// Mon: squat 5 × 5 @ 100 kg; Wed: pull-ups 3 × 8 @ bw; Fri: plank 2 × 60 s.
    func seed() throws -> (WorkoutStore, TestFolder, squat: Exercise, pull: Exercise, plank: Exercise) {
        let (store, folder) = try makeStore()
        let squat = try store.addExercise("Squat")
        let pull = try store.addExercise("Pull Ups", kind: .reps)
        let plank = try store.addExercise("Plank", kind: .duration)
        var sets = (0..<5).map { _ in makeSet(squat, "2026-11-16", reps: 5, weight: Weight(100, .kg)) }
        sets += (0..<3).map { _ in makeSet(pull, "2026-11-18", reps: 8, bodyweight: true) }
        sets += (0..<2).map { _ in makeSet(plank, "2026-11-20", duration: 60) }
        try store.insert(sets)
        return (store, folder, squat, pull, plank)
    }

    @Test func zeroTotalsComeBackWithTheirSetsWhenAsked() throws {
        let (store, folder, squat, pull, plank) = try seed()
        defer { folder.remove() }
        let plain = try store.dailyTotals(AggregateQuery(range: week, metric: .volume))
        #expect(plain.map(\.exerciseId) == [squat.id], "zero groups left out by default")
        let kept = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, keepsZeroTotals: true))
        #expect(kept.map(\.exerciseId) == [squat.id, pull.id, plank.id])
        #expect(kept.map(\.value) == [2500, 0, 0])
        #expect(kept.map(\.sets) == [5, 3, 2])
        #expect(kept.map(\.bodyweightSets) == [0, 3, 0])
    }

    @Test func bodyweightSetsAreCountedWithAKnownBodyWeight() throws {
        let (store, folder, _, pull, _) = try seed()
        defer { folder.remove() }
        try store.saveSettings(Settings(bodyWeight: Weight(176, .lb)))
        let totals = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, unit: .lb,
                                                          exerciseIds: [pull.id], keepsZeroTotals: true))
        // 3 × 8 × 176 lb.
        let total = try #require(totals.first)
        #expect(abs(total.value - 4224) < 1e-9)
        #expect(total.bodyweightSets == 3)
    }
}
