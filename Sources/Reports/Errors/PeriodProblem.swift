import Workouts

/// A period that cannot be shown.
package enum PeriodProblem: Sendable, Equatable {
    /// A whole year was asked for together with another period.
    case yearWithOtherPeriod(Int)
    /// A year outside 1900...9999.
    case yearOutOfRange(Int)
    /// A year that starts after `today`.
    case yearNotBegun(Int, today: Day)
    /// More than one of a week, a date, a range of days and a count of recent days.
    case moreThanOnePeriod
    /// A range of days with an end and no start.
    case endWithoutStart
    /// A range of days whose start is after its end.
    case startAfterEnd(Day, Day)
    /// A range of days longer than 20 years.
    case spanTooLong(Day, Day)
    /// A count of recent days (as typed) longer than 20 years.
    case lastTooLong(String)
}

extension PeriodProblem: CustomStringConvertible {
    /// One line naming the period and what would do.
    package var description: String {
        switch self {
        case .yearWithOtherPeriod(let year): "the year \(year) is the whole period; give no other period with it"
        case .yearOutOfRange(let year): "\(year) is not a year RepChart can show; use 1900 to 9999"
        case .yearNotBegun(let year, let today): "the year \(year) has not begun yet (today is \(today))"
        case .moreThanOnePeriod: "give only one of a week, a date, a range of days and a count of recent days"
        case .endWithoutStart: "a range of days needs its first day"
        case .startAfterEnd(let start, let end): "the period from \(start) to \(end) ends before it starts"
        case .spanTooLong(let start, let end): "the period from \(start) to \(end) spans more than 20 years"
        case .lastTooLong(let last): "the last \(last) is longer than 20 years"
        }
    }
}
