import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// `last`, `same`, the lines after `log`, `next` and stalled lifts, on a real log file.
@Suite struct TrainingStoreTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    /// Thursday 2026-11-26, 18:00 UTC.
    let now = Date(timeIntervalSince1970: Double(day("2026-11-26").daysSinceEpoch * 86_400 + 18 * 3600))

    func log(_ store: WorkoutStore, _ exercise: String, _ notation: String, on date: String,
             new: Bool = false) throws -> LogResult {
        try store.log(LogRequest(exercise: exercise, notation: notation, date: date, createExercise: new, timeZone: utc),
                      now: now)
    }

    @Test func lastSessionsAreNewestFirstWithNotationE1RMAndVolume() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        _ = try log(store, "Squat", "w 2x5@60kg 3x5@100kg rpe 8", on: "2026-11-16", new: true)
        _ = try log(store, "Bench Press", "3x5@80kg", on: "2026-11-17", new: true)
        _ = try log(store, "Squat", "3x5@102.5kg", on: "2026-11-19")
        _ = try log(store, "Squat", "1x3@110kg", on: "2026-11-19")
        _ = try log(store, "Squat", "3x5@105kg", on: "2026-11-23")
        let squat = try #require(try store.exercise(named: "squat"))
        let sessions = try store.lastSessions(of: squat, count: 3)
        #expect(sessions.map(\.day) == [day("2026-11-23"), day("2026-11-19"), day("2026-11-16")])
        #expect(sessions.map(\.notation) == ["3x5@105kg", "3x5@102.5kg 3@110kg", "w 2x5@60kg 3x5@100kg rpe 8"])
        #expect(sessions[2].volume == 1500, "warm-ups are not volume")
        let volume: Double = 15 * 102.5 + 3 * 110
        #expect(sessions[1].volume == volume)
        // Epley: 110 × (1 + 3/30) = 121 beats 102.5 × (1 + 5/30) = 119.58.
        let best = sessions[1].bestEstimatedOneRepMax ?? 0
        #expect(abs(best - 121) < 0.001)
        #expect(try store.lastSessions(of: squat, count: 1, before: day("2026-11-19")).map(\.day) == [day("2026-11-16")])
        let pounds = try store.lastSessions(of: squat, count: 1, unit: .lb)
        #expect(abs(pounds[0].volume - 1575 / WeightUnit.kilogramsPerPound) < 0.001)
    }

    @Test func sameLogsLastSessionAgainWithTheChange() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        _ = try log(store, "Squat", "w 2x5@60kg 3x5@100kg rpe 8 # ok", on: "2026-11-16", new: true)
        let again = try log(store, "squat", "same +2.5kg rpe 7", on: "2026-11-19")
        #expect(again.sets.map(\.type) == [.warmup, .warmup, .normal, .normal, .normal])
        let loads: [Weight?] = [Weight(60, .kg), Weight(60, .kg), Weight(102.5, .kg), Weight(102.5, .kg), Weight(102.5, .kg)]
        #expect(again.sets.map(\.weight) == loads)
        #expect(again.sets.map(\.rpe) == [nil, nil, 7, 7, 7])
        #expect(again.sets.allSatisfy { $0.note == nil && $0.reps == 5 })
        // With --date before the first session there is nothing to repeat, and nothing is written.
        let count = try store.setCount()
        #expect {
            _ = try log(store, "squat", "same", on: "2026-11-01")
        } throws: { error in
            guard let error = error as? RequestError, case .noEarlierSession("Squat", let before) = error else { return false }
            return before == day("2026-11-01") && error.description.split(separator: "\n").count == 1
        }
        #expect(try store.setCount() == count)
    }

    @Test func logComparesWithTheLastSessionAndNamesRecordsAsPRsDoes() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let first = try log(store, "Squat", "w 2x5@60kg 3x5@100kg rpe 8", on: "2026-11-16", new: true)
        #expect(first.comparison == nil && first.records.isEmpty, "a first session beats nothing")
        let second = try log(store, "Squat", "3x5@102.5kg", on: "2026-11-19")
        #expect(second.comparison?.text == "vs Mon 2026-11-16: +2.5 kg on 3×5 · volume +2.5%")
        #expect(second.records.map(\.text) == [
            "new e1RM: 119.6 kg, was 116.7 kg on Mon 2026-11-16",
            "new 1-rep best: 102.5 kg, was 100 kg on Mon 2026-11-16",
            "new 3-rep best: 102.5 kg, was 100 kg on Mon 2026-11-16",
            "new 5-rep best: 102.5 kg, was 100 kg on Mon 2026-11-16",
        ])
        #expect(RecordChange.lines(second.records) == [
            "new e1RM: 119.6 kg, was 116.7 kg on Mon 2026-11-16",
            "new 1/3/5-rep best: 102.5 kg, was 100 kg on Mon 2026-11-16",
        ])
        // The records are the ones `prs` shows after the entry.
        let prs = try store.personalRecords(exercise: "squat")
        for change in second.records {
            #expect(prs.first?.record(change.record.kind)?.value == change.record.value)
        }
        let lighter = try log(store, "Squat", "5,5,4@100kg", on: "2026-11-23")
        #expect(lighter.comparison?.text == "vs Thu 2026-11-19: −2.5 kg on 5,5,4 (was 3×5) · volume −8.9%")
        #expect(lighter.records.isEmpty)
        let single = try log(store, "Squat", "1@120kg", on: "2026-11-25")
        #expect(single.records.map(\.text) == [
            "new e1RM: 120 kg, was 119.6 kg on Thu 2026-11-19",
            "new 1-rep best: 120 kg, was 102.5 kg on Thu 2026-11-19",
        ])
    }

    /// bw+30 kg, then bw-10 kg: the comparison said "7,6,5" and named no change of load.
    @Test func bodyweightSetsAreComparedByTheLoadAdded() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try log(store, "Pull Up", "7,6,5@bw+30kg", on: "2026-11-20", new: true)
        let helped = try log(store, "Pull Up", "7,6,5@bw-10kg", on: "2026-11-23")
        #expect(helped.comparison?.text == "vs Fri 2026-11-20: −40 kg on 7,6,5")
        let heavier = try log(store, "Pull Up", "7,6,5@bw+2.5kg", on: "2026-11-25")
        #expect(heavier.comparison?.text.hasPrefix("vs Mon 2026-11-23: +12.5 kg on 7,6,5") == true, "\(heavier.comparison?.text ?? "")")
        try log(store, "Push Up", "3x20", on: "2026-11-20", new: true)
        let bare = try log(store, "Push Up", "3x22", on: "2026-11-23")
        #expect(bare.comparison?.text == "vs Fri 2026-11-20: 3×22 (was 3×20) · reps 60 → 66", "no load, no load change")
    }

    /// 220.5 lb after 100 kg is 17 g heavier: a record, announced as
    /// "new e1RM: 116.7 kg, was 116.7 kg". The two are never written alike.
    @Test func aRecordByAConversionsGramsIsWrittenApartFromTheOldOne() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try log(store, "Squat", "5@100kg", on: "2026-11-23", new: true)
        let pounds = try log(store, "Squat", "5@220.5lb", on: "2026-11-24")
        #expect(RecordChange.lines(pounds.records) == [
            "new e1RM: 116.69 kg, was 116.67 kg on Mon 2026-11-23",
            "new 1/3/5-rep best: 100.02 kg, was 100 kg on Mon 2026-11-23",
        ])
    }

    /// A new lifter's second entry on their first day said "new e1RM: 93.3 kg, was 70 kg" where
    /// `summary` and the review, which count the first day's bests as the ones to beat, said
    /// "No new personal records". The first day announces none; the next day beats its best.
    @Test func anExercisesFirstDaySetsTheBestsALaterDayBeats() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let ramp = try log(store, "Squat", "5@60kg 5@70kg", on: "2026-11-16", new: true)
        #expect(ramp.records.isEmpty)
        let second = try log(store, "Squat", "5@80kg", on: "2026-11-16")
        #expect(second.records.isEmpty, "\(RecordChange.lines(second.records))")
        let next = try log(store, "Squat", "5@90kg", on: "2026-11-17")
        #expect(RecordChange.lines(next.records) == [
            "new e1RM: 105 kg, was 93.3 kg on Mon 2026-11-16",
            "new 1/3/5-rep best: 90 kg, was 80 kg on Mon 2026-11-16",
        ])
    }

    /// Without the body weight, a weighted pull-up's record is its added load, and it read
    /// "1RM 10 kg", "new 1/3/5-rep best: 10 kg, was 5 kg": a pull-up with 10 kg in all.
    @Test func aBodyweightRecordWithoutTheBodyWeightIsWrittenAsTheLoadAdded() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try log(store, "Pull Up", "3x8@bw+5kg", on: "2026-11-16", new: true)
        let heavier = try log(store, "Pull Up", "3x8@bw+10kg", on: "2026-11-17")
        #expect(RecordChange.lines(heavier.records) == ["new 1/3/5-rep best: bw+10 kg, was bw+5 kg on Mon 2026-11-16"])
        let list = try #require(try store.personalRecords(exercise: "pull up").first)
        #expect(list.records.map(\.valueText) == ["bw+10 kg", "bw+10 kg", "bw+10 kg"])
        var settings = try store.settings()
        settings.bodyWeight = Weight(80, .kg)
        try store.saveSettings(settings)
        let weighed = try #require(try store.personalRecords(exercise: "pull up").first)
        #expect(weighed.record(.repMax(1))?.valueText == "90 kg", "with the body weight, the load in all")
        // Lifted in lb and shown in kg, to 0.1 as a converted load ("bw+6.804 kg, was bw+4.536 kg").
        try log(store, "Chin Up", "3x8@bw+10lb", on: "2026-11-16", new: true)
        var unweighed = try store.settings()
        unweighed.bodyWeight = nil
        try store.saveSettings(unweighed)
        let pounds = try log(store, "Chin Up", "3x8@bw+15lb", on: "2026-11-17")
        #expect(RecordChange.lines(pounds.records) == ["new 1/3/5-rep best: bw+6.8 kg, was bw+4.5 kg on Mon 2026-11-16"])
    }

    /// `same +1.125kg` stored 101.125 kg but said "+1.13 kg" and "best: 101.1 kg".
    @Test func aLoadChangeAndARepBestAreShownAsTheLoadsStoredNotRounded() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        _ = try log(store, "Squat", "5@100kg", on: "2026-11-16", new: true)
        let heavier = try log(store, "Squat", "same +1.125kg", on: "2026-11-19")
        #expect(heavier.sets.map { $0.weight?.value } == [101.125])
        #expect(heavier.comparison?.text == "vs Mon 2026-11-16: +1.125 kg on 1×5 · volume +1.1%")
        #expect(RecordChange.lines(heavier.records) == [
            "new e1RM: 118 kg, was 116.7 kg on Mon 2026-11-16",
            "new 1/3/5-rep best: 101.125 kg, was 100 kg on Mon 2026-11-16",
        ])
        // A load converted from the other unit is no stored value: to 0.01 and 0.1 as before.
        _ = try log(store, "Bench Press", "5@225lb", on: "2026-11-16", new: true)
        let converted = try log(store, "Bench Press", "5@102.5kg", on: "2026-11-19")
        #expect(converted.comparison?.text.hasPrefix("vs Mon 2026-11-16: +0.44 kg on 1×5") == true, "\(String(describing: converted.comparison?.text))")
    }

    @Test func nextPicksTheWorkoutDoneLongestAgoAndSuggestsEachExercise() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        _ = try log(store, "Squat", "3x5@100kg rpe 8", on: "2026-11-16", new: true)
        _ = try log(store, "Bench Press", "5,5,4@80kg", on: "2026-11-16", new: true)
        _ = try log(store, "Deadlift", "1x5@140kg", on: "2026-11-18", new: true)
        _ = try log(store, "Pull Up", "3x8@bw", on: "2026-11-18", new: true)
        _ = try log(store, "Squat", "3x5@105kg rpe 9.5", on: "2026-11-20")
        _ = try log(store, "Bench Press", "3x5@80kg", on: "2026-11-20")
        _ = try log(store, "Deadlift", "1x5@145kg", on: "2026-11-23")
        _ = try log(store, "Pull Up", "3x9@bw", on: "2026-11-23")
        let plan = try store.nextPlan(today: day("2026-11-26"))
        #expect(plan.workoutDay == day("2026-11-20"))
        #expect(plan.exercises.map(\.exercise.name) == ["Squat", "Bench Press"])
        #expect(plan.exercises.map { $0.suggestion?.notation } == ["3x5@105kg", "3x5@82.5kg"])
        #expect(plan.exercises.map { $0.suggestion?.decision } == [.repeatLoad, .addLoad])
        let named = try store.nextPlan(exercises: ["deadlift", "pull up"], today: day("2026-11-26"))
        #expect(named.workoutDay == nil)
        #expect(named.exercises.map { $0.suggestion?.notation } == ["5@150kg", "3x10@bw"])
        // An exercise's own step, stored in the log.
        let deadlift = try #require(try store.exercise(named: "deadlift"))
        try store.setProgression(ProgressionSetting(step: Weight(2.5, .kg)), for: deadlift)
        #expect(try store.progressionSettings()[deadlift.id] == ProgressionSetting(step: Weight(2.5, .kg)))
        #expect(try store.nextPlan(exercises: ["deadlift"], today: day("2026-11-26")).exercises.first?
            .suggestion?.notation == "5@147.5kg")
        // Nothing in the last 28 days: the last workout.
        let later = try store.nextPlan(today: day("2027-02-01"))
        #expect(later.workoutDay == day("2026-11-23"))
    }

    @Test func summaryNamesLiftsWhoseE1RMStalledForFourWeeks() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        _ = try log(store, "Squat", "3x5@100kg", on: "2026-10-01", new: true)
        _ = try log(store, "Squat", "3x5@95kg", on: "2026-10-20")
        _ = try log(store, "Squat", "3x5@97.5kg", on: "2026-11-20")
        _ = try log(store, "Bench Press", "3x5@80kg", on: "2026-10-01", new: true)
        _ = try log(store, "Bench Press", "3x5@82.5kg", on: "2026-11-20")
        _ = try log(store, "Row", "3x5@60kg", on: "2026-09-01", new: true)
        let summary = try store.summary(SummaryRequest(last: "1w"), today: day("2026-11-26"))
        #expect(summary.stalled.map(\.exercise.name) == ["Squat"], "bench improved; row was not trained lately")
        #expect(summary.stalled.first?.best.day == day("2026-10-01"))
        #expect(summary.stalled.first?.weeks == 8)
    }
}
