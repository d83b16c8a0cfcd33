import Testing
@testable import WorkoutModel
@testable import WorkoutStorage
import StoreTestSupport

@Suite struct WeeklyStreakTests {
    // 2026-11-21 is a Saturday in ISO week 47 (Mon 16 – Sun 22).
    let today = day("2026-11-21")

    @Test func thisWeekCountsOnceTrainedAndNeverBreaksTheStreak() {
        // Weeks 44, 45, 46 trained; week 47 not yet.
        let days = ["2026-10-27", "2026-11-03", "2026-11-05", "2026-11-13"].map(day)
        let waiting = WeeklyStreak(trainingDays: days, today: today, weekStart: .monday)
        #expect(waiting.current == 3 && !waiting.thisWeekTrained)
        #expect(waiting.since == Week(year: 2026, number: 44))
        let trained = WeeklyStreak(trainingDays: days + [day("2026-11-17")], today: today, weekStart: .monday)
        #expect(trained.current == 4 && trained.thisWeekTrained && trained.longest == 4)
    }

    @Test func aMissedWeekEndsTheRunAndLongestRemembersIt() {
        // Weeks 40–43 trained, 44 missed, 46 trained, 45 missed.
        let days = ["2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19", "2026-11-10"].map(day)
        let streak = WeeklyStreak(trainingDays: days, today: today, weekStart: .monday)
        #expect(streak.current == 1 && streak.longest == 4)
        let lapsed = WeeklyStreak(trainingDays: Array(days.prefix(4)), today: today, weekStart: .monday)
        #expect(lapsed.current == 0 && lapsed.since == nil && lapsed.longest == 4)
        let none = WeeklyStreak(trainingDays: [], today: today, weekStart: .monday)
        #expect(none.current == 0 && none.longest == 0)
    }

    @Test func sundayWeekStartMovesTheWeekBoundary() {
        // Sundays 8 and 15 November end ISO weeks 45 and 46 with a Monday
        // start, but begin the weeks of 8–14 and 15–21 (today's) with a Sunday start.
        let days = [day("2026-11-08"), day("2026-11-15")]
        let monday = WeeklyStreak(trainingDays: days, today: today, weekStart: .monday)
        #expect(monday.current == 2 && !monday.thisWeekTrained)
        #expect(monday.since == Week(year: 2026, number: 45))
        let sunday = WeeklyStreak(trainingDays: days, today: today, weekStart: .sunday)
        #expect(sunday.current == 2 && sunday.thisWeekTrained)
        // A Sunday-start week is labelled by the ISO week of its Monday.
        #expect(sunday.since == Week(year: 2026, number: 46))
    }

    @Test func futureDaysAreIgnored() {
        let streak = WeeklyStreak(trainingDays: [day("2026-11-30")], today: today, weekStart: .monday)
        #expect(streak.current == 0 && streak.longest == 0)
    }
}
