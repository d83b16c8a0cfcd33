import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct LogRequestTests {
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    /// Saturday 2026-11-21 17:00 UTC = 18:00 in Berlin.
    let now = Date(timeIntervalSince1970: Double(day("2026-11-21").daysSinceEpoch * 86_400 + 17 * 3600))

    @Test func logsEveryFieldFromTheNotation() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let request = LogRequest(exercise: "Pull Ups", notation: "w 1x5@bw 3x8@bw+10kg rir 2 # strict",
                                 date: "thu", time: "07:15", createExercise: true, timeZone: berlin)
        let result = try store.log(request, now: now)
        #expect(result.createdExercise)
        #expect(result.exercise.name == "Pull Ups")
        #expect(result.exercise.kind == .reps)
        #expect(result.day == day("2026-11-19"))
        #expect(result.week.description == "2026-W47")
        #expect(result.sets.count == 4)
        let first = result.sets[0], working = result.sets[1]
        #expect(first.type == .warmup && first.isBodyweight && first.weight == nil)
        #expect(working.weight == Weight(10, .kg) && working.isBodyweight && working.rir == 2 && working.reps == 8)
        #expect(working.note == "strict")
        #expect(working.utcOffset == 3600)
        #expect(Timestamp.text(working.performedAt, offset: working.utcOffset) == "2026-11-19T07:15:00+01:00")
        #expect(result.sets.map(\.position) == [1, 2, 3, 4])
        #expect(Set(result.sets.map(\.batchId)).count == 1)
        #expect(try store.sets().map(\.id) == result.sets.map(\.id))
    }

    @Test func defaultsToNowTodayAndNoonOnOtherDays() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let today = try store.log(LogRequest(exercise: "Squat", notation: "5@100", createExercise: true, timeZone: berlin),
                                  now: now)
        #expect(today.sets[0].performedAt == now)
        #expect(today.day == day("2026-11-21"))
        let earlier = try store.log(LogRequest(exercise: "squat", notation: "5@100", date: "2026-11-02", timeZone: berlin),
                                    now: now)
        #expect(Timestamp.text(earlier.sets[0].performedAt, offset: earlier.sets[0].utcOffset) == "2026-11-02T12:00:00+01:00")
        #expect(!earlier.createdExercise)
    }

    @Test func refusesBadInputWithoutWriting() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        try store.addExercise("Bench Press")
        func failure(_ request: LogRequest) -> String {
            do {
                _ = try store.log(request, now: now)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(failure(LogRequest(exercise: "bench", notation: "3x5@100", timeZone: berlin))
                == "unknown exercise 'bench'; did you mean 'Bench Press'?")
        #expect(failure(LogRequest(exercise: "bench press", notation: "3x5@100", date: "2026-11-22", timeZone: berlin))
                == "2026-11-22 is in the future")
        #expect(failure(LogRequest(exercise: "bench press", notation: "3x5@100", time: "7pm", timeZone: berlin))
                == "'7pm' is not a time of day; use HH:MM from 00:00 to 23:59")
        #expect(failure(LogRequest(exercise: "bench press", notation: "3x5@100 rpe 12", timeZone: berlin)).contains("RPE"))
        #expect(failure(LogRequest(exercise: "", notation: "3x5@100", createExercise: true, timeZone: berlin))
                == "invalid exercise name '': a name cannot be empty")
        #expect(try store.setCount() == 0)
        #expect(try store.exercises().count == 1)
    }

    @Test func undoRemovesTheEntryAndTheExerciseItCreated() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let first = try store.log(LogRequest(exercise: "Row", notation: "3x10@50", createExercise: true, timeZone: berlin),
                                  now: now)
        let second = try store.log(LogRequest(exercise: "Plank", notation: "2x60s", createExercise: true, timeZone: berlin),
                                   now: now)
        #expect(second.exercise.kind == .duration)
        let undone = try store.undoLastBatch()
        #expect(undone.sets.map(\.id) == second.sets.map(\.id))
        #expect(undone.removedExercises.map(\.name) == ["Plank"])
        #expect(try store.exercises().map(\.name) == ["Row"])
        // Numbers are never reused: the next set does not take a number undo freed.
        let third = try store.log(LogRequest(exercise: "row", notation: "5@60", timeZone: berlin), now: now)
        let highest = try #require(second.sets.compactMap(\.number).max())
        #expect(try #require(third.sets.first?.number) > highest)
        // The first entry's exercise had sets of its own batch; it stays after its undo too
        // only while other sets use it.
        _ = try store.undoLastBatch()
        let again = try store.undoLastBatch()
        #expect(again.sets.map(\.id) == first.sets.map(\.id))
        #expect(again.removedExercises.map(\.name) == ["Row"])
    }

    @Test func setsRequestsPickRangesAndRefuseConflicts() throws {
        let today = day("2026-11-21")
        #expect(try SetsRequest(week: "2026-W47").range(today: today, weekStart: .monday)
                == DayRange(day("2026-11-16"), day("2026-11-22")))
        #expect(try SetsRequest(from: "mon", to: "yesterday").range(today: today, weekStart: .monday)
                == DayRange(day("2026-11-16"), day("2026-11-20")))
        #expect(try SetsRequest().range(today: today, weekStart: .monday) == nil)
        #expect(throws: RequestError.self) { try SetsRequest(from: "fri", to: "mon").range(today: today, weekStart: .monday) }
        #expect(throws: RequestError.self) { try SetsRequest(from: "mon", week: "2026-W47").range(today: today, weekStart: .monday) }
    }

    @Test func settingsAcceptTheirTextForms() throws {
        var settings = Settings()
        try settings.set("week-start", to: "Sunday")
        try settings.set("unit", to: "lb")
        try settings.set("timezone", to: "Europe/Berlin")
        try settings.set("bodyweight", to: "176.5")
        #expect(settings == Settings(weekStart: .sunday, defaultUnit: .lb, timeZone: "Europe/Berlin",
                                     bodyWeight: Weight(176.5, .lb)))
        #expect(throws: StoreError.invalidSetting(key: "unit", value: "stone", problem: .notAUnit)) {
            try settings.set("unit", to: "stone")
        }
        #expect(throws: StoreError.self) { try settings.set("bodyweight", to: "-3kg") }
        #expect(throws: StoreError.self) { try settings.set("colour", to: "red") }
        try settings.set("bodyweight", to: "none")
        try settings.set("timezone", to: "system")
        #expect(settings.bodyWeight == nil && settings.timeZone == nil)
        #expect(try Settings(timeZone: "Asia/Tokyo").resolvedTimeZone(override: "UTC").secondsFromGMT() == 0)
        #expect(try Settings(timeZone: "Asia/Tokyo").resolvedTimeZone().identifier == "Asia/Tokyo")
    }
}
