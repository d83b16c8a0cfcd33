import Foundation
import GRDB
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

/// A set far above every day around it (`UnlikelyLevel`) is a likely typo: it
/// holds no record, makes no lift stalled, and is named wherever records are.
@Suite struct UnlikelySetTests {
    /// Squat every other day from 1 Oct to 26 Nov 2026, 5 × 3 at 80 kg rising
    /// 0.5 kg a day trained; on 21 Oct, among them, one set of 6 × 225 kg.
    func squatWithATypo() throws -> (WorkoutStore, TestFolder, Exercise) {
        let (store, folder) = try makeStore()
        let squat = try store.addExercise("Squat")
        var sets: [WorkoutSet] = []
        for index in 0..<29 {
            let dayText = day("2026-10-01").adding(days: 2 * index).description
            for _ in 0..<5 { sets.append(makeSet(squat, dayText, reps: 3, weight: Weight(80 + 0.5 * Double(index), .kg))) }
            if dayText == "2026-10-21" { sets.append(makeSet(squat, dayText, reps: 6, weight: Weight(225, .kg))) }
        }
        try store.insert(sets)
        return (store, folder, squat)
    }

    @Test func aTypoAmongLighterDaysHoldsNoRecordAndIsNamed() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        let list = try #require(try store.personalRecords(exercise: "squat", unit: .kg).first)
        // The last day, 26 Nov: 3 × 94 kg, e1RM 94 × 1.1 = 103.4 kg; not 6 × 225 kg's 270 kg.
        let e1rm = try #require(list.record(.estimatedOneRepMax))
        #expect(abs(e1rm.value - 103.4) < 1e-9 && e1rm.day == day("2026-11-26"))
        #expect(try #require(list.record(.repMax(1))).value == 94)
        let unlikely = try #require(list.unlikely.first)
        #expect(list.unlikely.count == 1)
        #expect(unlikely.set.day == day("2026-10-21") && unlikely.set.setText == "6 × 225 kg")
        #expect(abs(unlikely.set.value - 270) < 1e-9)
        // Its neighbours' best: 3 × 87.5 kg on 31 Oct, five training days later (96.25 kg).
        #expect(abs(unlikely.reference - 96.25) < 1e-9)
    }

    /// A typo of the same reps as a real set of its day hid that set: 3 × 5 × 100 kg then
    /// 5 × 1500 kg on 1 Dec gave records of 5 × 65 kg from the Friday before, and
    /// a summary called the lift stalled. Only the typo is left out.
    @Test func aTypoLeavesTheRealSetsOfItsDayInTheRecords() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        var sets: [WorkoutSet] = []
        for (index, load) in [60.0, 62.5, 65].enumerated() {
            let dayText = day("2026-11-23").adding(days: 2 * index).description
            for _ in 0..<3 { sets.append(makeSet(squat, dayText, reps: 5, weight: Weight(load, .kg))) }
        }
        for _ in 0..<3 { sets.append(makeSet(squat, "2026-12-01", reps: 5, weight: Weight(100, .kg))) }
        sets.append(makeSet(squat, "2026-12-01", reps: 5, weight: Weight(1500, .kg)))
        sets.append(makeSet(squat, "2026-12-01", reps: 5, weight: Weight(1000, .kg)))
        try store.insert(sets)
        let list = try #require(try store.personalRecords(exercise: "squat", unit: .kg).first)
        let e1rm = try #require(list.record(.estimatedOneRepMax))
        #expect(abs(e1rm.value - 100 * (1 + 5.0 / 30)) < 1e-9 && e1rm.day == day("2026-12-01"))
        #expect(try #require(list.record(.repMax(5))).value == 100)
        #expect(list.unlikely.map(\.set.setText) == ["5 × 1500 kg", "5 × 1000 kg"], "both typos named, in the order done; the real sets kept")
        let summary = try store.summary(SummaryRequest(from: "2026-11-30", to: "2026-12-01"), today: day("2026-12-01"))
        #expect(summary.stalled.isEmpty)
        #expect(summary.newRecords.first { $0.kind == .repMax(5) }?.value == 100)
    }

    @Test func aTypoMakesNoLiftStalledAndIsNoNewRecord() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        let summary = try store.summary(SummaryRequest(from: "2026-10-19", to: "2026-11-29"), today: day("2026-11-29"))
        // Rising every session: not "stalled at 270 kg since 21 Oct".
        #expect(summary.stalled.isEmpty)
        let e1rm = try #require(summary.newRecords.first { $0.kind == .estimatedOneRepMax })
        #expect(abs(e1rm.value - 103.4) < 1e-9)
        #expect(summary.unlikely.map(\.set.day) == [day("2026-10-21")])
    }

    /// A summary judged a set only by the days up to its period's end: a real jump on its
    /// last day (curls from 20 to 50 kg on 31 Oct, 50 kg every session after) was "a likely
    /// typo" and the lift "stalled" in October's summary, while `prs` counted it. One verdict.
    @Test func aSummaryJudgesASetByTheDaysOnBothSidesAsPRsDoes() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let curl = try store.addExercise("Curl")
        var sets: [WorkoutSet] = []
        for (dayText, kg) in [("2026-10-01", 20.0), ("2026-10-05", 20), ("2026-10-09", 20), ("2026-10-13", 20),
                              ("2026-10-17", 20), ("2026-10-21", 20), ("2026-10-25", 20), ("2026-10-31", 50),
                              ("2026-11-03", 50), ("2026-11-06", 50), ("2026-11-09", 50), ("2026-11-12", 50)] {
            for _ in 0..<3 { sets.append(makeSet(curl, dayText, reps: 10, weight: Weight(kg, .kg))) }
        }
        try store.insert(sets)
        let records = try #require(try store.personalRecords(exercise: "curl", unit: .kg).first)
        #expect(records.unlikely.isEmpty)
        let october = try store.summary(SummaryRequest(from: "2026-10-01", to: "2026-10-31"), today: day("2026-11-30"))
        #expect(october.unlikely.isEmpty, "\(october.unlikely.map(\.set.day))")
        // Not "stalled at 26.7 kg since 1 Oct": its best is 31 Oct's 50 kg × (1 + 10/30) = 66.7 kg.
        #expect(october.stalled.isEmpty, "\(october.stalled.map(\.best.value))")
    }

    @Test func aNewLiftersFirstWeeksAreNotJudgedAsTypos() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        // The empty bar, then 60 kg, then 100 kg: each far above the day before, with too few days to judge.
        try store.insert([makeSet(squat, "2026-11-02", reps: 5, weight: Weight(20, .kg)),
                          makeSet(squat, "2026-11-04", reps: 5, weight: Weight(60, .kg)),
                          makeSet(squat, "2026-11-06", reps: 5, weight: Weight(100, .kg))])
        let list = try #require(try store.personalRecords(exercise: "squat").first)
        #expect(list.unlikely.isEmpty)
        #expect(try #require(list.record(.repMax(5))).value == 100)
    }

    /// A new lifter's 5 × 1500 kg after two days of 100 and 105 kg was a record ("new e1RM: 1750 kg"),
    /// and `next` asked for 5 × 1505 kg: two days were too few to judge anything. A digit too many
    /// is judged by one or two days; the beginner's tripling above is not.
    @Test func aNewLiftersDigitTooManyIsJudgedByTheirFirstDays() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        try store.insert([makeSet(squat, "2026-11-27", reps: 5, weight: Weight(100, .kg)),
                          makeSet(squat, "2026-11-28", reps: 5, weight: Weight(105, .kg))])
        let typo = try logOnMonday(store, "5@1500kg")
        #expect(typo.records.isEmpty)
        let unlikely = try #require(typo.unlikely.first)
        #expect(unlikely.set.setText == "5 × 1500 kg")
        #expect(abs(unlikely.reference - 122.5) < 1e-9)
        let list = try #require(try store.personalRecords(exercise: "squat").first)
        #expect(try #require(list.record(.repMax(5))).value == 105)
        let next = try #require(try store.nextPlan(exercises: ["squat"], today: day("2026-11-30")).exercises.first)
        #expect(next.suggestion?.entries.compactMap(\.weight) == [Weight(110, .kg)], "5 kg over 105 kg, not over 1500 kg")
    }

    @Test func aLoggedSetFarAboveTheDaysBeforeItIsSaidAndSetsNoRecord() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        let typo = try logOnMonday(store, "4@230kg")
        #expect(typo.records.isEmpty)
        let unlikely = try #require(typo.unlikely.first)
        #expect(unlikely.set.setText == "4 × 230 kg" && unlikely.set.setNumber == typo.sets.first?.number)
        #expect(abs(unlikely.reference - 103.4) < 1e-9)
        // A real next session is a record against the real best, not against the typo.
        let real = try logOnMonday(store, "3@96kg")
        #expect(real.unlikely.isEmpty)
        #expect(real.records.contains { $0.record.kind == .estimatedOneRepMax && abs($0.previous.value - 103.4) < 1e-9 })
    }

    /// `notation` of squat logged on Monday 30 Nov 2026 at 17:00 UTC.
    func logOnMonday(_ store: WorkoutStore, _ notation: String) throws -> LogResult {
        let now = Date(timeIntervalSince1970: Double(day("2026-11-30").daysSinceEpoch * 86_400 + 17 * 3600))
        return try store.log(LogRequest(exercise: "squat", notation: notation, timeZone: TimeZone(identifier: "UTC") ?? .current),
                             now: now)
    }

    /// `next` read the last session as it was logged: after a typo of 4 × 230 kg it suggested
    /// 4 × 235 kg. It passes over a session holding a likely typo and says which set it was.
    @Test func nextPassesOverASessionWithALikelyTypo() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        let typo = try logOnMonday(store, "4@230kg")
        let next = try #require(try store.nextPlan(exercises: ["squat"], today: day("2026-11-30")).exercises.first)
        let suggestion = try #require(next.suggestion)
        #expect(suggestion.basedOn == day("2026-11-26"))
        // 5 × 3 at 94 kg all done: 5 kg more for a squat.
        #expect(suggestion.entries.map(\.weight) == Array(repeating: Weight(99, .kg), count: 5))
        #expect(next.passedOver.map(\.set.setNumber) == [typo.sets.first?.number])
    }

    /// 3 × 5 at 99 kg and a typo of 5 × 990 kg on one day: `next` passed over the whole day
    /// and asked again for what was just lifted. Only the typo is left out.
    @Test func nextLeavesOutOnlyTheTypoOfASession() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        try logOnMonday(store, "5,5,5@99kg")
        let typo = try logOnMonday(store, "5@990kg")
        let next = try #require(try store.nextPlan(exercises: ["squat"], today: day("2026-11-30")).exercises.first)
        let suggestion = try #require(next.suggestion)
        #expect(suggestion.basedOn == day("2026-11-30"))
        #expect(suggestion.entries.map(\.weight) == Array(repeating: Weight(104, .kg), count: 3), "5 kg over Monday's 99 kg")
        #expect(next.passedOver.map(\.set.setNumber) == [typo.sets.first?.number])
    }

    /// A real jump left out as a likely typo had no way back in: `keepSets` counts it as the
    /// lifter said, until the set changes or the mark is taken off.
    @Test func aSetKeptAsRealHoldsItsRecordsUntilItChanges() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        let spike = try #require(try store.personalRecords(exercise: "squat").first?.unlikely.first?.set.setNumber)
        let kept = try store.keepSets([String(spike)])
        #expect(kept.changed.map(\.number) == [spike] && kept.asBefore.isEmpty)
        var list = try #require(try store.personalRecords(exercise: "squat", unit: .kg).first)
        #expect(list.unlikely.isEmpty)
        // 6 × 225 kg: e1RM 225 × (1 + 6/30) = 270 kg, and every record of up to 6 reps.
        #expect(abs(try #require(list.record(.estimatedOneRepMax)).value - 270) < 1e-9)
        #expect(try #require(list.record(.repMax(1))).value == 225)
        // Stalled since 21 Oct at 270 kg, as the lifter said it was real.
        let summary = try store.summary(SummaryRequest(from: "2026-10-19", to: "2026-11-29"), today: day("2026-11-29"))
        #expect(summary.unlikely.isEmpty)
        #expect(summary.stalled.map(\.best.day) == [day("2026-10-21")])
        // Changed since it was kept (re-imported as 6 × 230 kg): judged again.
        try store.writing { db in try db.execute(sql: "UPDATE workoutSet SET weight = 230, loadKg = 230 WHERE number = ?", arguments: [spike]) }
        list = try #require(try store.personalRecords(exercise: "squat", unit: .kg).first)
        #expect(list.unlikely.map(\.set.setText) == ["6 × 230 kg"])
        // Kept again, then the mark taken off.
        try store.keepSets([String(spike)])
        #expect(try store.personalRecords(exercise: "squat").first?.unlikely.isEmpty == true)
        try store.keepSets([String(spike)], kept: false)
        #expect(try store.personalRecords(exercise: "squat").first?.unlikely.map(\.set.setNumber) == [spike])
    }

    /// A log whose marks were stored one per set (the first kept marks' table) keeps them when
    /// a mark per kept value is added: the old mark still counts, and a set keeps both values.
    @Test func aLogOfOneMarkPerSetKeepsItsMarksAndTakesAMarkPerValue() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        let spike = try #require(try store.personalRecords(exercise: "squat").first?.unlikely.first?.set.setNumber)
        try store.writing { db in
            try db.execute(sql: """
                CREATE TABLE keptSet (number INTEGER PRIMARY KEY, reps INTEGER, weight REAL, unit TEXT, keptAt INTEGER NOT NULL);
                INSERT INTO keptSet SELECT number, reps, weight, unit, 0 FROM workoutSet WHERE number = \(spike);
                """)
        }
        #expect(try store.personalRecords(exercise: "squat").first?.unlikely.isEmpty == true)
        try store.writing { db in try db.execute(sql: "UPDATE workoutSet SET weight = 230, loadKg = 230 WHERE number = ?", arguments: [spike]) }
        let kept = try store.keepSets([String(spike)])
        #expect(kept.changed.map(\.number) == [spike])
        // Back to 225 kg (an undone re-import): the first mark holds again.
        try store.writing { db in try db.execute(sql: "UPDATE workoutSet SET weight = 225, loadKg = 225 WHERE number = ?", arguments: [spike]) }
        #expect(try store.personalRecords(exercise: "squat").first?.unlikely.isEmpty == true)
        let marks = try store.reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM keptSet WHERE number = ?", arguments: [spike]) }
        #expect(marks == 2)
    }

    /// With the records index (a big history), `log` took its records from the index unscreened:
    /// the typo was the record every real session was weighed against, and a new typo went unsaid.
    @Test func withTheRecordsIndexALoggedTypoIsSaidAndAnOldOneHoldsNoRecord() throws {
        let (store, folder, _) = try squatWithATypo()
        defer { folder.remove() }
        try store.writing { db in try db.execute(sql: RecordSeeds.index) }
        let real = try logOnMonday(store, "3@96kg")
        // 3 × 96 kg: e1RM 105.6 kg, a record against 26 Nov's 103.4 kg, not short of 21 Oct's 270 kg.
        let e1rm = try #require(real.records.first { $0.record.kind == .estimatedOneRepMax })
        #expect(abs(e1rm.previous.value - 103.4) < 1e-9 && abs(e1rm.record.value - 105.6) < 1e-9)
        let typo = try logOnMonday(store, "4@230kg")
        #expect(typo.records.isEmpty)
        #expect(typo.unlikely.map(\.set.setNumber) == [typo.sets.first?.number])
    }

    /// Judging a set from its few neighbouring training days (`TrainingNeighbourhood`) gives
    /// what judging it among all the exercise's sets gives, for every set of the log.
    @Test func theNeighbourhoodJudgesEverySetAsTheWholeHistoryDoes() throws {
        let (store, folder, squat) = try squatWithATypo()
        defer { folder.remove() }
        // Days with only warm-ups or without a load are no training days to count.
        try store.insert([makeSet(squat, "2026-10-20", reps: 5, weight: Weight(40, .kg), type: .warmup),
                          makeSet(squat, "2026-10-22", reps: 5)])
        let all = try store.recordCandidates(exerciseId: squat.id, bodyWeight: nil)
        let unlikely = Set(RecordCandidateScreen(all).unlikely.map(\.candidate.number))
        #expect(unlikely.count == 1)
        try store.reading { db in
            let number = try #require(try Int64.fetchOne(db, sql: "SELECT number FROM exercise WHERE id = ?",
                                                         arguments: [squat.id.uuidString]))
            for candidate in all {
                #expect(try WorkoutStore.isUnlikely(candidate, exercise: number, db, bodyWeight: nil)
                        == unlikely.contains(candidate.number), "\(candidate.day) \(candidate.reps) × \(candidate.loadKg)")
            }
        }
    }
}
