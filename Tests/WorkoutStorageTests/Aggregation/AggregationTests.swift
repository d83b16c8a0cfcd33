import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct AggregationTests {
    /// A small week with hand-computed totals:
    ///   Mon 16: bench warm-up 2x5@60kg, bench 3x5@100kg, pull ups 3x8@bw+10kg
    ///   Wed 18: bench 5@225lb, 3@235lb (rpe), pull ups 2x6@bw-20kg (assisted)
    ///   Fri 20: plank 2x60s
    ///   Sun 23: bench 1@120kg (next ISO week)
    func seed() throws -> (WorkoutStore, TestFolder, bench: Exercise, pull: Exercise, plank: Exercise) {
        let (store, folder) = try makeStore()
        let bench = try store.addExercise("Bench Press")
        let pull = try store.addExercise("Pull Ups", kind: .reps)
        let plank = try store.addExercise("Plank", kind: .duration)
        var sets: [WorkoutSet] = []
        sets += (0..<2).map { _ in makeSet(bench, "2026-11-16", reps: 5, weight: Weight(60, .kg), type: .warmup) }
        sets += (0..<3).map { _ in makeSet(bench, "2026-11-16", reps: 5, weight: Weight(100, .kg)) }
        sets += (0..<3).map { _ in makeSet(pull, "2026-11-16", reps: 8, weight: Weight(10, .kg), bodyweight: true) }
        sets.append(makeSet(bench, "2026-11-18", reps: 5, weight: Weight(225, .lb)))
        sets.append(makeSet(bench, "2026-11-18", reps: 3, weight: Weight(235, .lb)))
        sets += (0..<2).map { _ in makeSet(pull, "2026-11-18", reps: 6, weight: Weight(-20, .kg), bodyweight: true) }
        sets += (0..<2).map { _ in makeSet(plank, "2026-11-20", duration: 60) }
        sets.append(makeSet(bench, "2026-11-22", reps: 1, weight: Weight(120, .kg)))
        sets.append(makeSet(bench, "2026-11-23", reps: 1, weight: Weight(130, .kg)))
        try store.insert(sets)
        return (store, folder, bench, pull, plank)
    }

    let week = DayRange(day("2026-11-16"), day("2026-11-22"))
    let lb = WeightUnit.kilogramsPerPound

    @Test func volumePerDayAndExercise() throws {
        let (store, folder, bench, pull, _) = try seed()
        defer { folder.remove() }
        let totals = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, unit: .kg))
        func value(_ d: String, _ e: Exercise) -> Double? {
            totals.first { $0.day == day(d) && $0.exerciseId == e.id }?.value
        }
        // Warm-ups left out: 3 × 5 × 100.
        #expect(value("2026-11-16", bench) == 1500)
        // No body weight known: added load only (3 × 8 × 10); assisted counts nothing.
        #expect(value("2026-11-16", pull) == 240)
        #expect(value("2026-11-18", pull) == nil)
        // Pounds converted only for the sum: 5 × 225 lb + 3 × 235 lb = 1830 lb.
        let wednesday = try #require(value("2026-11-18", bench))
        #expect(abs(wednesday - 1830 * lb) < 1e-9)
        #expect(value("2026-11-22", bench) == 120)
        #expect(totals.count == 4, "plank has no volume; Monday 23 is outside the week")

        let inPounds = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, unit: .lb))
        let wednesdayLb = try #require(inPounds.first { $0.day == day("2026-11-18") && $0.exerciseId == bench.id })
        #expect(abs(wednesdayLb.value - 1830) < 1e-9)

        let withWarmups = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, includeWarmups: true))
        #expect(withWarmups.first { $0.day == day("2026-11-16") && $0.exerciseId == bench.id }?.value == 2100)
    }

    @Test func bodyWeightCountsWhenKnown() throws {
        let (store, folder, _, pull, _) = try seed()
        defer { folder.remove() }
        try store.saveSettings(Settings(bodyWeight: Weight(80, .kg)))
        let totals = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, exerciseIds: [pull.id]))
        // Monday: 3 × 8 × (80 + 10) = 2160; Wednesday: 2 × 6 × (80 − 20) = 720.
        #expect(totals.map(\.value) == [2160, 720])
        #expect(totals.map(\.day) == [day("2026-11-16"), day("2026-11-18")])
    }

    @Test func repsSetsAndDuration() throws {
        let (store, folder, bench, pull, plank) = try seed()
        defer { folder.remove() }
        let reps = try store.exerciseTotals(AggregateQuery(range: week, metric: .reps))
        let byId = Dictionary(uniqueKeysWithValues: reps.map { ($0.exerciseId, $0) })
        // Bench: warm-ups count as reps done: 10 + 15 + 5 + 3 + 1 = 34.
        #expect(byId[bench.id]?.value == 34)
        #expect(byId[bench.id]?.days == 3)
        #expect(byId[pull.id]?.value == 36)
        #expect(byId[plank.id] == nil)
        #expect(reps.first?.exerciseId == pull.id, "largest first")

        let sets = try store.dailyTotals(AggregateQuery(range: week, metric: .sets))
        // Bench 2 + 3 + 2 + 1, pull ups 3 + 2, plank 2.
        #expect(sets.map(\.value).reduce(0, +) == 15)
        let duration = try store.exerciseTotals(AggregateQuery(range: week, metric: .duration))
        #expect(duration.map(\.value) == [120])
        #expect(duration.first?.exerciseId == plank.id)
    }

    /// The heaviest working set of each day: warm-ups left out; a bodyweight lift's added
    /// load while the body weight is unknown (assisted days, below zero, left out), body
    /// weight plus added (minus assisted) load once it is known.
    @Test func topSetLoadPerDay() throws {
        let (store, folder, bench, pull, _) = try seed()
        defer { folder.remove() }
        let bench16 = try store.topSetLoads(range: week, exerciseId: bench.id)
        #expect(bench16.map(\.day) == [day("2026-11-16"), day("2026-11-18"), day("2026-11-22")])
        #expect(bench16.map(\.load)[0] == 100, "the 60 kg warm-ups are not the top set")
        #expect(abs(bench16.map(\.load)[1] - 235 * lb) < 1e-9)
        #expect(try store.topSetLoads(range: week, exerciseId: bench.id, unit: .lb).map { ($0.load * 1000).rounded() / 1000 }
                == [(100 / lb * 1000).rounded() / 1000, 235, (120 / lb * 1000).rounded() / 1000])
        // The assisted day's help, below zero: a day of the lift, not a load to draw (the chart says so).
        #expect(try store.topSetLoads(range: week, exerciseId: pull.id).map(\.load) == [10, -20])
        #expect(try store.topSetLoads(on: day("2026-11-16"), exerciseId: bench.id) == [100, 100, 100])
        try store.saveSettings(Settings(bodyWeight: Weight(80, .kg)))
        #expect(try store.topSetLoads(range: week, exerciseId: pull.id).map(\.load) == [90, 60])
    }

    /// A bodyweight lift's days on body weight alone were no top set at all, with the body weight
    /// known or not: a chart of pull-ups at bw, bw−20 kg, bw+5 kg and bw drew one day of four,
    /// unsaid (a trial of the seventeenth sitting). Every day is there, at the load it had.
    @Test func aBodyweightLiftHasATopSetOnEveryDay() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let pull = try store.addExercise("Pull Up", kind: .reps)
        try store.insert([makeSet(pull, "2026-11-02", reps: 8, bodyweight: true),
                          makeSet(pull, "2026-11-05", reps: 6, weight: Weight(-20, .kg), bodyweight: true),
                          makeSet(pull, "2026-11-09", reps: 5, weight: Weight(5, .kg), bodyweight: true),
                          makeSet(pull, "2026-11-12", reps: 8, bodyweight: true)])
        let range = DayRange(day("2026-11-01"), day("2026-11-15"))
        let days = ["2026-11-02", "2026-11-05", "2026-11-09", "2026-11-12"].map(day)
        // The body weight unknown: the added load, none on body weight alone, the help below zero.
        let added = try store.topSetLoads(range: range, exerciseId: pull.id)
        #expect(added.map(\.day) == days && added.map(\.load) == [0, -20, 5, 0])
        try store.saveSettings(Settings(bodyWeight: Weight(80, .kg)))
        let whole = try store.topSetLoads(range: range, exerciseId: pull.id)
        #expect(whole.map(\.day) == days && whole.map(\.load) == [80, 60, 85, 80])
        #expect(try store.topSetLoads(on: day("2026-11-12"), exerciseId: pull.id) == [80])
    }

    @Test func bestEstimatedOneRepMaxPerDay() throws {
        let (store, folder, bench, _, _) = try seed()
        defer { folder.remove() }
        let best = try store.bestEstimatedOneRepMax(range: DayRange(day("2026-11-16"), day("2026-11-30")),
                                                    exerciseIds: [bench.id])
        #expect(best.map(\.day) == ["2026-11-16", "2026-11-18", "2026-11-22", "2026-11-23"].map(day))
        // 100 × (1 + 5/30) = 116.67; warm-ups (60) excluded.
        #expect(abs(best[0].estimatedOneRepMax - 100 * (1 + 5.0 / 30)) < 1e-9)
        #expect(best[0].reps == 5)
        // 225 lb × 7/6 = 262.5 lb beats 235 lb × 1.1 = 258.5 lb.
        #expect(abs(best[1].estimatedOneRepMax - 262.5 * lb) < 1e-9)
        #expect(abs(best[1].load - 225 * lb) < 1e-9)
        // A single is the weight itself.
        #expect(best[2].estimatedOneRepMax == 120)
        #expect(best[3].estimatedOneRepMax == 130)
        let expected: Double = 100 * (1 + 10.0 / 30)
        #expect(OneRepMax.epley(load: 100, reps: 10) == expected)
    }

    @Test func summariesAndTrainingDays() throws {
        let (store, folder, bench, _, plank) = try seed()
        defer { folder.remove() }
        let all = try store.exerciseSummaries()
        #expect(all.map(\.exercise.name) == ["Bench Press", "Plank", "Pull Ups"])
        let benchSummary = try #require(all.first { $0.exercise.id == bench.id })
        #expect(benchSummary.sets == 9)
        #expect(benchSummary.reps == 35)
        #expect(abs(benchSummary.volume - (1500 + 1830 * lb + 250)) < 1e-9)
        #expect(benchSummary.firstDay == day("2026-11-16"))
        #expect(benchSummary.lastDay == day("2026-11-23"))
        #expect(all.first { $0.exercise.id == plank.id }?.duration == 120)
        #expect(try store.trainingDays(in: week) == ["2026-11-16", "2026-11-18", "2026-11-20", "2026-11-22"].map(day))
    }
}
