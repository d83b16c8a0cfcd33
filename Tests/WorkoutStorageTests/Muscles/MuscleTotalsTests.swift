import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct MuscleTotalsTests {
    /// Twenty minutes on a rowing machine counted as a working set of quads and upper back (and half
    /// sets of glutes, hamstrings, lats, biceps), a run as sets of quads, hamstrings and calves: a
    /// new lifter's week read 12 working sets for 9 lifted. Cardio is no muscle's working set, and
    /// a run the catalogue does not know is not "unmapped".
    @Test func cardioIsNoMusclesWorkingSet() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        let rowing = try store.addExercise("Rowing Machine", kind: .duration)
        let run = try store.addExercise("Morning Run", kind: .distance)
        var sets = (0..<3).map { _ in makeSet(squat, "2026-11-30", reps: 5, weight: Weight(100, .kg)) }
        let row = makeSet(rowing, "2026-11-30", duration: 1_200)
        var jog = makeSet(run, "2026-12-01", reps: nil)
        jog.distance = 5_000
        sets += [row, jog]
        try store.insert(sets)
        let week = DayRange(day("2026-11-30"), day("2026-12-06"))
        let found = try store.dailyMuscleTotals(AggregateQuery(range: week, metric: .sets))
        func sum(_ muscle: MuscleGroup) -> Double { found.totals.filter { $0.muscle == muscle }.reduce(0) { $0 + $1.value } }
        #expect(sum(.quads) == 3 && sum(.upperBack) == 0 && sum(.lats) == 0 && sum(.biceps) == 0 && sum(.calves) == 0)
        #expect(found.unmapped.isEmpty)
        let compared = try store.muscleSets(SummaryPeriod(current: week, previous: DayRange(day("2026-11-23"), day("2026-11-29")),
                                                           label: "this week", previousLabel: "last week"))
        #expect(compared.rows.map(\.muscle).contains(.upperBack) == false && compared.unmapped == 0)
    }

    /// A small real log, totals worked out by hand:
    ///   Mon 16: bench press warm-ups 2x5@60kg, bench press 3x5@100kg, pull ups 3x8
    ///   Wed 18: overhead press 2x5@50kg, "Zumba" 2x20 (not in the catalogue)
    /// Bench Press = chest | triceps, front-delts; Pull Up = lats | biceps, upper-back, rear-delts, forearms;
    /// Overhead Press = front-delts | triceps, side-delts, upper-back.
    @Test func handComputedSetsVolumeAndReps() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let bench = try store.addExercise("Bench Press")
        let pull = try store.addExercise("Pull Ups", kind: .reps)
        let press = try store.addExercise("Overhead Press")
        let zumba = try store.addExercise("Zumba", kind: .reps)
        var sets: [WorkoutSet] = []
        sets += (0..<2).map { _ in makeSet(bench, "2026-11-16", reps: 5, weight: Weight(60, .kg), type: .warmup) }
        sets += (0..<3).map { _ in makeSet(bench, "2026-11-16", reps: 5, weight: Weight(100, .kg)) }
        sets += (0..<3).map { _ in makeSet(pull, "2026-11-16", reps: 8) }
        sets += (0..<2).map { _ in makeSet(press, "2026-11-18", reps: 5, weight: Weight(50, .kg)) }
        sets += (0..<2).map { _ in makeSet(zumba, "2026-11-18", reps: 20) }
        try store.insert(sets)
        let week = DayRange(day("2026-11-16"), day("2026-11-22"))

        func sum(_ totals: [DayMuscleTotal], _ muscle: MuscleGroup) -> Double {
            totals.filter { $0.muscle == muscle }.reduce(0) { $0 + $1.value }
        }
        // Sets: warm-ups never count, even when the query asks for them.
        let sets1 = try store.dailyMuscleTotals(AggregateQuery(range: week, metric: .sets, includeWarmups: true))
        #expect(sets1.unmapped == [zumba.id])
        #expect(sum(sets1.totals, .chest) == 3)
        #expect(sum(sets1.totals, .triceps) == 3 * 0.5 + 2 * 0.5)       // bench + press, secondary
        #expect(sum(sets1.totals, .frontDelts) == 3 * 0.5 + 2)          // bench secondary + press primary
        #expect(sum(sets1.totals, .lats) == 3)
        #expect(sum(sets1.totals, .upperBack) == 3 * 0.5 + 2 * 0.5)
        #expect(sum(sets1.totals, .sideDelts) == 1)
        #expect(sum(sets1.totals, .quads) == 0)
        // Per day: Monday's chest, Wednesday's front delts.
        #expect(sets1.totals.first { $0.day == day("2026-11-16") && $0.muscle == .chest }?.value == 3)
        #expect(sets1.totals.first { $0.day == day("2026-11-18") && $0.muscle == .frontDelts }?.value == 2)

        // Volume split the same way: bench 1500 kg, press 500 kg.
        let volume = try store.dailyMuscleTotals(AggregateQuery(range: week, metric: .volume))
        #expect(sum(volume.totals, .chest) == 1500)
        #expect(sum(volume.totals, .frontDelts) == 750 + 500)
        #expect(sum(volume.totals, .triceps) == 750 + 250)

        // Reps with a secondary fraction of 0.25: bench 15, pull ups 24, press 10.
        let reps = try store.dailyMuscleTotals(AggregateQuery(range: week, metric: .reps),
                                               counting: MuscleCounting(secondaryFraction: 0.25))
        #expect(sum(reps.totals, .lats) == 24)
        #expect(sum(reps.totals, .biceps) == 6)
        #expect(sum(reps.totals, .triceps) == 15 * 0.25 + 10 * 0.25)

        // The log's own mapping wins over the catalogue, and maps the unknown exercise.
        try store.setMuscleMapping(try MuscleMapping(parsing: ["quads", "calves:0.5"]), for: zumba)
        try store.setMuscleMapping(try MuscleMapping(parsing: ["chest", "triceps:1"]), for: bench)
        let own = try store.dailyMuscleTotals(AggregateQuery(range: week, metric: .sets))
        #expect(own.unmapped.isEmpty)
        #expect(sum(own.totals, .quads) == 2 && sum(own.totals, .calves) == 1)
        #expect(sum(own.totals, .triceps) == 3 + 1)
        #expect(sum(own.totals, .frontDelts) == 2)
        try store.setMuscleMapping(nil, for: bench)
        #expect(try store.muscleMappings().keys.sorted { $0.uuidString < $1.uuidString } == [zumba.id])
        #expect(try store.muscleResolver().unmapped.isEmpty)
    }
}
