import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport
import WorkoutTestSupport

@Suite struct PersonalRecordTests {
    /// Bench press over three weeks and pull-ups (`TrainingLogs.records`: the records worked out by hand).
    func seed() throws -> (WorkoutStore, TestFolder, Exercise, Exercise) {
        let (store, folder) = try makeStore()
        let (bench, pull) = try TrainingLogs.records(in: store)
        return (store, folder, bench, pull)
    }

    @Test func bestEstimateAndRepMaxesWithDates() throws {
        let (store, folder, bench, _) = try seed()
        defer { folder.remove() }
        let lists = try store.personalRecords(exercise: "BP", unit: .kg)
        let list = try #require(lists.first)
        #expect(lists.count == 1 && list.exercise.id == bench.id)
        #expect(list.records.map(\.kind) == RecordKind.standard)

        // e1RM: 3@110 → 110 × 1.1 = 121 beats 1@120 (120) and 6@100 (120).
        let e1rm = try #require(list.record(.estimatedOneRepMax))
        #expect(abs(e1rm.value - 121) < 1e-9)
        #expect(e1rm.day == day("2026-11-09") && e1rm.reps == 3 && e1rm.setText == "3 × 110 kg")
        // 1RM: the 150 kg warm-up single never counts.
        let single = try #require(list.record(.repMax(1)))
        #expect(single.value == 120 && single.day == day("2026-11-09"))
        #expect(try #require(list.record(.repMax(3))).value == 110)
        // 5RM: 225 lb (102.06 kg) on the 16th beats 100 kg; 6@100 only tied.
        let five = try #require(list.record(.repMax(5)))
        #expect(abs(five.value - 225 * WeightUnit.kilogramsPerPound) < 1e-9)
        #expect(five.day == day("2026-11-16") && five.setText == "5 × 225 lb")
        // 10RM: 80 kg.
        let ten = try #require(list.record(.repMax(10)))
        #expect(ten.value == 80 && ten.day == day("2026-11-09"))
    }

    @Test func tiesKeepTheFirstDay() throws {
        let (store, folder, bench, _) = try seed()
        defer { folder.remove() }
        try store.insert([makeSet(bench, "2026-11-20", reps: 3, weight: Weight(110, .kg))])
        let three = try #require(try store.personalRecords(exercise: "bench press").first?.record(.repMax(3)))
        #expect(three.day == day("2026-11-09"))
    }

    @Test func poundsOutputConvertsEveryRecord() throws {
        let (store, folder, _, _) = try seed()
        defer { folder.remove() }
        let list = try #require(try store.personalRecords(exercise: "bp", unit: .lb).first)
        let five = try #require(list.record(.repMax(5)))
        #expect(abs(five.value - 225) < 1e-9)
        #expect(five.unit == .lb)
        #expect(abs(try #require(list.record(.repMax(1))).value - 120 / WeightUnit.kilogramsPerPound) < 1e-9)
    }

    @Test func bodyweightSetsCountAddedLoadUntilBodyWeightIsKnown() throws {
        let (store, folder, _, _) = try seed()
        defer { folder.remove() }
        var pull = try #require(try store.personalRecords(exercise: "pull ups").first)
        // Only +10 kg counts; the 12 plain reps have no load and set nothing.
        #expect(try #require(pull.record(.repMax(5))).value == 10)
        #expect(pull.record(.repMax(10)) == nil)
        #expect(try #require(pull.record(.repMax(5))).setText == "8 × bw+10 kg")

        var settings = try store.settings()
        settings.bodyWeight = Weight(80, .kg)
        try store.saveSettings(settings)
        pull = try #require(try store.personalRecords(exercise: "pull ups").first)
        #expect(try #require(pull.record(.repMax(5))).value == 90)
        #expect(try #require(pull.record(.repMax(10))).value == 80)
        #expect(try #require(pull.record(.repMax(10))).setText == "12 × bw")
    }

    @Test func everyExerciseOrderedByNameAndUnknownNamesRefused() throws {
        let (store, folder, _, _) = try seed()
        defer { folder.remove() }
        _ = try store.addExercise("Plank", kind: .duration)
        let names = try store.personalRecords().map(\.exercise.name)
        #expect(names == ["Bench Press", "Pull Ups"], "an exercise without records is left out")
        #expect(throws: StoreError.self) { try store.personalRecords(exercise: "bnech") }
    }
}

/// Epley of 8 × bw+16 kg is not 16 kg × 1.27 (20.3 kg, which `prs`, `last` and the progress line
/// showed): without the body weight a bodyweight set has no estimated 1RM. Its added load still
/// ranks rep maxes, and once the body weight is known the estimate counts it.
@Suite struct BodyweightEstimateTests {
    @Test func aBodyweightSetHasNoEstimatedOneRepMaxWithoutTheBodyWeight() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let pull = try store.addExercise("Pull Up", kind: .reps)
        try store.insert((0..<3).map { _ in
            makeSet(pull, "2026-11-26", reps: 8, weight: Weight(16, .kg), bodyweight: true)
        })
        let range = DayRange(day("2026-11-23"), day("2026-11-29"))
        var list = try #require(try store.personalRecords(exercise: "pull up").first)
        #expect(list.record(.estimatedOneRepMax) == nil)
        #expect(try #require(list.record(.repMax(5))).value == 16)
        #expect(try store.bestEstimatedOneRepMax(range: range).isEmpty)
        let session = try #require(try store.lastSessions(of: pull, count: 1, before: day("2026-11-30"), unit: .kg).first)
        #expect(session.bestEstimatedOneRepMax == nil && session.volume == 384)
        #expect(try store.trainingMix(range: range).estimatedSets == 0)

        var settings = try store.settings()
        settings.bodyWeight = Weight(80, .kg)
        try store.saveSettings(settings)
        list = try #require(try store.personalRecords(exercise: "pull up").first)
        // (80 + 16) × (1 + 8 / 30) = 121.6 kg.
        #expect(abs(try #require(list.record(.estimatedOneRepMax)).value - 121.6) < 1e-9)
        #expect(abs((try store.bestEstimatedOneRepMax(range: range).first?.estimatedOneRepMax ?? 0) - 121.6) < 1e-9)
        #expect(try store.trainingMix(range: range).estimatedSets == 3)
    }
}
