import Foundation
import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport
import WorkoutTestSupport

@Suite struct PeriodSummaryTests {
    // Saturday of ISO week 47 (Mon 16 – Sun 22 November 2026).
    let today = day("2026-11-21")

    /// Weeks 46 and 47 (`TrainingLogs.summary`: what was done on which day).
    func seed() throws -> (WorkoutStore, TestFolder, bench: Exercise, squat: Exercise, deadlift: Exercise) {
        let (store, folder) = try makeStore()
        let (bench, squat, deadlift) = try TrainingLogs.summary(in: store)
        return (store, folder, bench, squat, deadlift)
    }

    @Test func totalsAndChangesAgainstLastWeek() throws {
        let (store, folder, bench, squat, deadlift) = try seed()
        defer { folder.remove() }
        let summary = try store.summary(SummaryRequest(), today: today)
        #expect(summary.period.label == "2026-W47" && summary.period.previousLabel == "2026-W46 up to Sat 2026-11-14")
        #expect(summary.period.current == DayRange(day("2026-11-16"), day("2026-11-22")))
        // Sets and reps count warm-ups; volume leaves them out.
        #expect(summary.current == PeriodTotals(sessions: 2, sets: 7, reps: 33, volume: 1575 + 330 + 900))
        #expect(summary.previous == PeriodTotals(sessions: 2, sets: 6, reps: 30, volume: 1500 + 2100))
        #expect(summary.exercises.map(\.exercise.id) == [bench.id, deadlift.id, squat.id])
        let squatRow = try #require(summary.exercises.last)
        #expect(squatRow.current == PeriodTotals() && squatRow.previous.volume == 2100 && squatRow.previous.sessions == 1)
        #expect(summary.streak.current == 2 && summary.streak.thisWeekTrained)
    }

    /// On a Monday with one session, the summary said "-67 %" against all of last week, while
    /// `chart week` said "+5.5 % vs last week to Mon": this week so far is compared with last week
    /// up to the same weekday. A week that is over is compared whole.
    @Test func aWeekInProgressIsComparedWithLastWeekUpToTheSameDay() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        try store.insert([makeSet(squat, "2026-11-16", reps: 5, weight: Weight(100, .kg)),
                          makeSet(squat, "2026-11-18", reps: 5, weight: Weight(100, .kg)),
                          makeSet(squat, "2026-11-20", reps: 5, weight: Weight(100, .kg)),
                          makeSet(squat, "2026-11-23", reps: 5, weight: Weight(110, .kg))])
        let monday = try store.summary(SummaryRequest(), today: day("2026-11-23"))
        #expect(monday.period.previous == DayRange(day("2026-11-16"), day("2026-11-16")))
        #expect(monday.period.previousLabel == "2026-W47 up to Mon 2026-11-16")
        #expect(monday.current.volume == 550 && monday.previous.volume == 500)
        #expect(monday.previous.sessions == 1)
        let sunday = try store.summary(SummaryRequest(), today: day("2026-11-29"))
        #expect(sunday.period.previous == DayRange(day("2026-11-16"), day("2026-11-22")))
        #expect(sunday.period.previousLabel == "2026-W47" && sunday.previous.volume == 1500)
        let asked = try store.summary(SummaryRequest(week: "2026-W47"), today: day("2026-11-23"))
        #expect(asked.period.previous == DayRange(day("2026-11-09"), day("2026-11-15")), "a week that is over, whole")
    }

    @Test func newRecordsBeatWhatCameBeforeThePeriod() throws {
        let (store, folder, bench, _, _) = try seed()
        defer { folder.remove() }
        let records = try store.summary(SummaryRequest(week: "2026-W47"), today: today).newRecords
        #expect(records.allSatisfy { $0.exerciseId == bench.id }, "a first deadlift has nothing to beat")
        #expect(records.map(\.kind) == [.estimatedOneRepMax, .repMax(1), .repMax(3), .repMax(5)])
        let e1rm = records[0]
        #expect(abs(e1rm.value - 105 * 7 / 6) < 1e-9 && abs((e1rm.previousValue ?? 0) - 100 * 7 / 6) < 1e-9)
        #expect(e1rm.day == day("2026-11-17"))
        // The 1RM moved twice this week (105, then 110): the best is reported against last week's 100.
        #expect(records[1].value == 110 && records[1].previousValue == 100 && records[1].day == day("2026-11-19"))
        #expect(records[3].value == 105 && records[3].previousValue == 100)

        let lastWeek = try store.summary(SummaryRequest(week: "2026-W46"), today: today)
        #expect(lastWeek.newRecords.isEmpty, "the first bench and squat sets set no record")
    }

    /// A new lifter's first week said "No new personal records" where `log` had just said
    /// "new e1RM: 122.5 kg, was 116.7 kg on Mon": an exercise first done in the period
    /// has its first day's bests to beat; the first day's own sets beat nothing.
    @Test func aNewLiftersSecondSessionBeatsTheFirstOnesBests() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let squat = try store.addExercise("Squat")
        try store.insert([makeSet(squat, "2026-11-30", reps: 5, weight: Weight(90, .kg)),
                          makeSet(squat, "2026-11-30", reps: 5, weight: Weight(100, .kg))])
        let firstDay = try store.summary(SummaryRequest(), today: day("2026-11-30"))
        #expect(firstDay.newRecords.isEmpty, "a first day's 100 kg after its 90 kg is no record")
        try store.insert([makeSet(squat, "2026-12-01", reps: 5, weight: Weight(105, .kg))])
        let week = try store.summary(SummaryRequest(), today: day("2026-12-01")).newRecords
        #expect(week.map(\.kind) == [.estimatedOneRepMax, .repMax(1), .repMax(3), .repMax(5)])
        let e1rm = try #require(week.first)
        #expect(abs(e1rm.value - 105 * 7 / 6) < 1e-9 && abs((e1rm.previousValue ?? 0) - 100 * 7 / 6) < 1e-9)
        #expect(week.dropFirst().allSatisfy { $0.value == 105 && $0.previousValue == 100 && $0.day == day("2026-12-01") })
    }

    @Test func periodsAndWhatTheyAreComparedWith() throws {
        func period(week: String? = nil, last: String? = nil, from: String? = nil, to: String? = nil,
                    start: WeekStart = .monday) throws -> SummaryPeriod {
            try SummaryPeriod.resolve(week: week, last: last, from: from, to: to, today: today, weekStart: start)
        }
        let four = try period(last: "4w")
        #expect(four.current == DayRange(day("2026-10-26"), day("2026-11-22")))
        // Still in progress on Saturday: the four weeks before, up to their Saturday.
        #expect(four.previous == DayRange(day("2026-09-28"), day("2026-10-24")))
        #expect(four.label == "the last 4 weeks" && four.previousLabel == "the 4 weeks before up to Sat 2026-10-24")
        let ten = try period(last: "10d")
        #expect(ten.current == DayRange(day("2026-11-12"), day("2026-11-21")))
        #expect(ten.previous == DayRange(day("2026-11-02"), day("2026-11-11")))
        let range = try period(from: "2026-11-01", to: "2026-11-10")
        #expect(range.previous == DayRange(day("2026-10-22"), day("2026-10-31")))
        let sunday = try period(week: "2026-W47", start: .sunday)
        #expect(sunday.current == DayRange(day("2026-11-15"), day("2026-11-21")))

        #expect(throws: RequestError.self) { try period(week: "2026-W47", last: "4w") }
        #expect(throws: RequestError.self) { try period(to: "2026-11-10") }
        #expect(throws: RequestError.self) { try period(from: "2026-11-10", to: "2026-11-01") }
        #expect(throws: RequestError.self) { try period(last: "4x") }
        #expect(throws: RequestError.self) { try period(week: "2026-W60") }
    }

    @Test func changeWording() {
        #expect(Change.count(5, 3) == "+2" && Change.count(3, 5) == "−2" && Change.count(4, 4) == "0")
        #expect(Change.percent(110, 100) == "+10%" && Change.percent(95, 100) == "−5%")
        #expect(Change.percent(101.5, 100) == "+1.5%" && Change.percent(5, 0) == "new" && Change.percent(0, 0) == nil)
    }
}
