import Workouts

/// Which days a chart covers, as the command line gives them. Resolved
/// against today and the configured week start.
package enum Period: Hashable, Sendable {
    /// The week containing today.
    case currentWeek
    /// An ISO week such as 2026-W47.
    case week(Week)
    /// The week containing a day.
    case weekContaining(Day)
    /// From one day through another.
    case days(from: Day, to: Day)
    /// The last `count` days ending today, aligned to whole weeks when a
    /// multiple of seven (`--last 4w` = this week and the three before).
    case last(days: Int)

    /// Whether the days covered depend on today.
    package var needsToday: Bool {
        switch self {
        case .currentWeek, .last: true
        case .week, .weekContaining, .days: false
        }
    }

    /// The days covered.
    package func range(today: Day, weekStart: WeekStart) -> DayRange {
        switch self {
        case .currentWeek: Week(containing: today, start: weekStart).days(start: weekStart)
        case .week(let week): week.days(start: weekStart)
        case .weekContaining(let day): Week(containing: day, start: weekStart).days(start: weekStart)
        case .days(let from, let to): DayRange(from, to)
        case .last(let days):
            days % 7 == 0
                ? DayRange.lastWeeks(days / 7, endingWith: today, start: weekStart)
                : DayRange(today.adding(days: -(max(days, 1) - 1)), today)
        }
    }

    /// The week this period is, when it is exactly one week.
    package func week(today: Day, weekStart: WeekStart) -> Week {
        switch self {
        case .currentWeek: Week(containing: today, start: weekStart)
        case .week(let week): week
        case .weekContaining(let day): Week(containing: day, start: weekStart)
        case .days(let from, _): Week(containing: from, start: weekStart)
        case .last: Week(containing: today, start: weekStart)
        }
    }

    /// The period from the command line's flags, or `fallback` when none is given.
    package static func parse(_ flags: PeriodFlags, today: Day, fallback: Period) throws(ReportsError) -> Period {
        if let year = flags.year {
            guard flags.week == nil, flags.date == nil, flags.from == nil, flags.to == nil, flags.last == nil else {
                throw ReportsError(PeriodProblem.yearWithOtherPeriod(year))
            }
            return try yearPeriod(year, today: today)
        }
        return try parse(week: flags.week, date: flags.date, from: flags.from, to: flags.to, last: flags.last,
                         today: today, fallback: fallback)
    }

    /// `--year 2026`: that calendar year, up to today when it is this year
    /// (a chart of the year so far, not of empty weeks to come).
    static func yearPeriod(_ year: Int, today: Day) throws(ReportsError) -> Period {
        guard (1900...9999).contains(year), let first = Day(year: year, month: 1, day: 1),
              let last = Day(year: year, month: 12, day: 31) else {
            throw ReportsError(PeriodProblem.yearOutOfRange(year))
        }
        guard first <= today else { throw ReportsError(PeriodProblem.yearNotBegun(year, today: today)) }
        return .days(from: first, to: min(last, today))
    }

    /// The period from `--week`, `--date`, `--from`/`--to` and `--last` (at
    /// most one kind), or `fallback` when none is given.
    package static func parse(week: String? = nil, date: String? = nil, from: String? = nil, to: String? = nil,
                             last: String? = nil, today: Day, fallback: Period) throws(ReportsError) -> Period {
        let given = [week != nil, date != nil, from != nil || to != nil, last != nil].filter { $0 }.count
        guard given <= 1 else {
            throw ReportsError(PeriodProblem.moreThanOnePeriod)
        }
        if let week { return .week(try convert { () throws(DateInputError) in try Week(parsing: week) }) }
        if let date { return .weekContaining(try convert { () throws(DateInputError) in try DateInput.day(date, today: today) }) }
        if from != nil || to != nil {
            guard let from else { throw ReportsError(PeriodProblem.endWithoutStart) }
            let start = try convert { () throws(DateInputError) in try DateInput.day(from, today: today) }
            let end = try to.map { text throws(ReportsError) in
                try convert { () throws(DateInputError) in try DateInput.day(text, today: today) }
            } ?? today
            guard start <= end else { throw ReportsError(PeriodProblem.startAfterEnd(start, end)) }
            guard start.distance(to: end) < 366 * 20 else {
                throw ReportsError(PeriodProblem.spanTooLong(start, end))
            }
            return .days(from: start, to: end)
        }
        if let last {
            let days = try convert { () throws(DateInputError) in try DateInput.periodInDays(last) }
            guard days <= 366 * 20 else { throw ReportsError(PeriodProblem.lastTooLong(last)) }
            return .last(days: days)
        }
        return fallback
    }

    private static func convert<T>(_ body: () throws(DateInputError) -> T) throws(ReportsError) -> T {
        do { return try body() } catch { throw ReportsError(error) }
    }
}

/// The period flags as typed; relative dates ("yesterday", "mon") are
/// resolved once today is known.
package struct PeriodFlags: Hashable, Sendable {
    /// `--week`: an ISO week such as 2026-W47.
    package var week: String?
    /// `--date`: the week containing this day (today, mon, 2026-11-20).
    package var date: String?
    /// `--from`: the first day, in the same words as `--date`.
    package var from: String?
    /// `--to`: the last day; nil with `from` means today.
    package var to: String?
    /// `--last`: a period ending today such as 4w or 10d.
    package var last: String?
    /// `--year 2026`: that calendar year (so far, when it is this one).
    package var year: Int?

    /// Flags as typed; at most one of `week`, `date`, `from`/`to`, `last` and `year` may be set.
    package init(week: String? = nil, date: String? = nil, from: String? = nil, to: String? = nil, last: String? = nil,
                year: Int? = nil) {
        self.week = week
        self.date = date
        self.from = from
        self.to = to
        self.last = last
        self.year = year
    }
}
