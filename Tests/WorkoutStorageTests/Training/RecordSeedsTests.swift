import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// The records `log` weighs a new entry against come from a few index seeks
/// (`RecordSeeds`), not a pass over every set: they must be exactly the
/// records a pass over every set in order finds, ties and all.
@Suite struct RecordSeedsTests {
    let utc = TimeZone(identifier: "UTC") ?? .current

    /// Every set of the exercise replayed in order: what `prs` does.
    func replayed(_ store: WorkoutStore, _ id: UUID, bodyWeight: Weight?) throws -> RecordTracker {
        var tracker = RecordTracker()
        for candidate in try store.recordCandidates(exerciseId: id, bodyWeight: bodyWeight) { tracker.add(candidate) }
        return tracker
    }

    @Test(arguments: [nil, Weight(80, .kg), Weight(176, .lb)])
    func seedsGiveTheRecordsAPassOverEverySetGives(bodyWeight: Weight?) throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        if let bodyWeight {
            var settings = try store.settings()
            settings.bodyWeight = bodyWeight
            try store.saveSettings(settings)
        }
        // Repeated loads on different days (ties go to the first), kg and lb, warm-ups
        // heavier than any working set, bodyweight plain, added and assisted.
        let loads = ["100kg", "102.5kg", "225lb", "100kg", "bw", "bw+10kg", "bw-20kg", "bw+0", "60kg", "bw+22lb"]
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for dayIndex in 0..<60 {
            let date = Day(daysSinceEpoch: day("2026-06-01").daysSinceEpoch + dayIndex)
            let reps = [1, 3, 5, 5, 8, 10, 12][next(7)]
            let load = loads[next(loads.count)]
            let notation = next(5) == 0 ? "w 1x\(reps)@140kg 2x\(reps)@\(load)" : "2x\(reps)@\(load)"
            _ = try store.log(LogRequest(exercise: "Pull Up", notation: notation, date: date.description,
                                         createExercise: dayIndex == 0, timeZone: utc),
                              now: Date(timeIntervalSince1970: Double(date.daysSinceEpoch * 86_400 + 43_200)))
        }
        let pull = try #require(try store.exercise(named: "pull up"))
        let bodyWeight = try store.settings().bodyWeight
        try store.write { writer in try writer.db.execute(sql: RecordSeeds.index) }
        #expect(try store.reading { db in try RecordSeeds.hasIndex(db) })
        let seeds = try store.recordTracker(of: pull.id, bodyWeight: bodyWeight)
        let all = try replayed(store, pull.id, bodyWeight: bodyWeight)
        for unit in [WeightUnit.kg, .lb] {
            let expected = all.records(of: pull.id, unit: unit)
            #expect(!expected.isEmpty)
            #expect(seeds.records(of: pull.id, unit: unit) == expected)
        }
    }

    /// The index is built by the first `log` of an exercise with
    /// `RecordSeeds.indexedFrom` sets, not before, and the lines after `log`
    /// are the same with it as without it.
    @Test func logBuildsTheIndexForABigExerciseOnly() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        let bench = try store.addExercise("Bench Press")
        let days = (0..<RecordSeeds.indexedFrom / 5).map { Day(daysSinceEpoch: day("2000-01-01").daysSinceEpoch + $0) }
        let many = days.flatMap { d in (0..<5).map { i in makeSet(squat, d.description, reps: 5, weight: Weight(Double(60 + (i * 7 + d.daysSinceEpoch) % 80), .kg)) } }
        try store.insert(many + [makeSet(bench, "2026-11-02", reps: 5, weight: Weight(80, .kg))])
        let request = { (exercise: String) in
            LogRequest(exercise: exercise, notation: "5x5@140kg", date: "2026-11-20", timeZone: self.utc)
        }
        let now = Date(timeIntervalSince1970: Double(day("2026-11-21").daysSinceEpoch * 86_400))
        _ = try store.log(request("Bench Press"), now: now)
        #expect(try !store.reading { db in try RecordSeeds.hasIndex(db) }, "a small exercise needs no index")
        let before = try store.recordTracker(of: squat.id, bodyWeight: nil).records(of: squat.id, unit: .kg)
        let logged = try store.log(request("Squat"), now: now)
        #expect(try store.reading { db in try RecordSeeds.hasIndex(db) })
        #expect(try store.recordTracker(of: squat.id, bodyWeight: nil).records(of: squat.id, unit: .kg)
                    != before, "140 kg × 5 is a new best")
        #expect(logged.records.allSatisfy { before.contains($0.previous) }, "what it beat is what a full pass found")
        #expect(!logged.records.isEmpty)
    }
}
