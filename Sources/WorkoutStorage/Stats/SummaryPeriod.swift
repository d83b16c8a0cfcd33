import Basics
import WorkoutModel

/// The days a summary covers and the equally long stretch just before, which
/// it is compared with.
package struct SummaryPeriod: Hashable, Sendable {
    /// The days summarized, both ends included.
    package var current: DayRange
    /// The equally long stretch just before `current`.
    package var previous: DayRange
    /// "2026-W47", "last 4 weeks", "2026-11-01…2026-11-20".
    package var label: String
    /// "2026-W46", "the 4 weeks before", …
    package var previousLabel: String
    /// The week before, as `--week` takes it, when the period is one week still in
    /// progress: on a Monday before training, the week a lifter asks about.
    package var weekBefore: String?
    /// Whole calendar months compared with as many whole months before (nil: days with as many days).
    package var calendarMonths: Int?

    /// A period from its days and how to name them.
    package init(current: DayRange, previous: DayRange, label: String, previousLabel: String,
                 calendarMonths: Int? = nil) {
        self.current = current
        self.previous = previous
        self.label = label
        self.previousLabel = previousLabel
        self.calendarMonths = calendarMonths
    }

    /// The period from `--week`, `--last` or `--from`/`--to` (at most one kind);
    /// with none, this week so far against last week.
    package static func resolve(week: String? = nil, last: String? = nil, from: String? = nil, to: String? = nil,
                               today: Day, weekStart: WeekStart) throws(RequestError) -> SummaryPeriod {
        let given = [week != nil, last != nil, from != nil || to != nil].filter { $0 }.count
        guard given <= 1 else { throw .periodGivenTwice }
        if to != nil && from == nil { throw .endWithoutStart }
        if let from {
            let first: Day
            let last: Day
            do throws(DateInputError) {
                first = try DateInput.day(from, today: today)
                last = try to.map { text throws(DateInputError) in try DateInput.day(text, today: today) } ?? today
            } catch {
                throw .date(error)
            }
            return try days(first, last)
        }
        do throws(DateInputError) {
            if let last {
                let count = try DateInput.periodInDays(last)
                if count % 7 == 0 {
                    let weeks = count / 7
                    let current = DayRange.lastWeeks(weeks, endingWith: today, start: weekStart)
                    let previous = DayRange(current.from.adding(days: -count), current.from.adding(days: -1))
                    return SummaryPeriod(current: current, previous: previous,
                                         label: weeks == 1 ? "this week" : "the last \(weeks) weeks",
                                         previousLabel: weeks == 1 ? "last week" : "the \(weeks) weeks before")
                        .comparedToTheSameDay(today: today)
                }
                let current = DayRange(today.adding(days: -(count - 1)), today)
                let previous = DayRange(current.from.adding(days: -count), current.from.adding(days: -1))
                return SummaryPeriod(current: current, previous: previous,
                                     label: count == 1 ? "today" : "the last \(count) days",
                                     previousLabel: count == 1 ? "yesterday" : "the \(count) days before")
            }
            let chosen = try week.map { text throws(DateInputError) in try Week(parsing: text) }
                ?? Week(containing: today, start: weekStart)
            let before = chosen.adding(weeks: -1)
            var period = SummaryPeriod(current: chosen.days(start: weekStart), previous: before.days(start: weekStart),
                                       label: chosen.description, previousLabel: before.description)
                .comparedToTheSameDay(today: today)
            if period.previous != before.days(start: weekStart) { period.weekBefore = before.description }
            return period
        } catch {
            throw .date(error)
        }
    }

    /// Weeks still in progress are compared with the weeks before up to the same day: on a Monday,
    /// this week's one session against last Monday, not against all of last week ("-80 %" of a week
    /// that has six days to come). The weeks before are then named with their last day.
    func comparedToTheSameDay(today: Day) -> SummaryPeriod {
        guard current.contains(today), today < current.to else { return self }
        let last = previous.from.adding(days: current.from.distance(to: today))
        return SummaryPeriod(current: current, previous: DayRange(previous.from, last), label: label,
                             previousLabel: "\(previousLabel) up to \(last.labelWithWeekday)")
    }

    private static func days(_ first: Day, _ last: Day) throws(RequestError) -> SummaryPeriod {
        guard first <= last else { throw .startAfterEnd(from: first, to: last) }
        if let months = wholeMonths(first, last) { return months }
        let current = DayRange(first, last)
        let count = current.dayCount
        let previous = DayRange(first.adding(days: -count), first.adding(days: -1))
        return SummaryPeriod(current: current, previous: previous, label: current.description,
                             previousLabel: previous.description)
    }

    /// Whole calendar months (a year, a quarter, November) against as many whole months just
    /// before: 2025 against 2024, not against 2 Jan – 31 Dec 2024 (the 365 days before a
    /// leap year's end); November against October. Nil for other days.
    private static func wholeMonths(_ first: Day, _ last: Day) -> SummaryPeriod? {
        guard first.day == 1, last.day == CivilDate.daysIn(month: last.month, year: last.year) else { return nil }
        let count = (last.year - first.year) * 12 + last.month - first.month + 1
        let start = (first.year * 12 + first.month - 1) - count
        guard let from = Day(year: start / 12, month: start % 12 + 1, day: 1) else { return nil }
        let previous = DayRange(from, first.adding(days: -1))
        let current = DayRange(first, last)
        if count == 12, first.month == 1 {
            return SummaryPeriod(current: current, previous: previous, label: "\(first.year)",
                                 previousLabel: "\(from.year)", calendarMonths: count)
        }
        return SummaryPeriod(current: current, previous: previous, label: current.description,
                             previousLabel: previous.description, calendarMonths: count)
    }
}
