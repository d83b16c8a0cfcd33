import WorkoutModel

/// Consecutive weeks with at least one session.
///
/// The week in progress never breaks a streak: it adds one once you have
/// trained in it, and otherwise the streak is the run of weeks ending last week.
package struct WeeklyStreak: Hashable, Sendable {
    /// Consecutive weeks up to now (this week included once trained in).
    package var current: Int
    /// The longest run ever.
    package var longest: Int
    /// Whether this week already has a session.
    package var thisWeekTrained: Bool
    /// The first week of the current run, when there is one.
    package var since: Week?

    /// A streak from its parts.
    package init(current: Int, longest: Int, thisWeekTrained: Bool, since: Week?) {
        self.current = current
        self.longest = longest
        self.thisWeekTrained = thisWeekTrained
        self.since = since
    }

    /// The streak given every training day (any order; days after `today` are ignored).
    package init(trainingDays: [Day], today: Day, weekStart: WeekStart) {
        let thisWeek = Week(containing: today, start: weekStart)
        // Weeks as day numbers of their first day, so consecutive weeks differ by 7.
        let starts = Set(trainingDays.filter { $0 <= today }.map {
            Week(containing: $0, start: weekStart).firstDay(start: weekStart).daysSinceEpoch
        }).sorted()
        var longest = 0
        var run = 0
        var previous: Int?
        for start in starts {
            run = (previous.map { start - $0 == 7 } ?? false) ? run + 1 : 1
            longest = max(longest, run)
            previous = start
        }
        let thisStart = thisWeek.firstDay(start: weekStart).daysSinceEpoch
        let trainedNow = starts.last == thisStart
        // Count back from this week when trained in it, else from last week.
        var cursor = trainedNow ? thisStart : thisStart - 7
        var current = 0
        let present = Set(starts)
        while present.contains(cursor) {
            current += 1
            cursor -= 7
        }
        self.current = current
        self.longest = longest
        self.thisWeekTrained = trainedNow
        self.since = current > 0 ? Week(containing: Day(daysSinceEpoch: cursor + 7), start: weekStart) : nil
    }
}
