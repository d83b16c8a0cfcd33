import Basics

/// A date, time, week or time zone the user typed that cannot be used.
package enum DateInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Text that is no date in any accepted form (today, yesterday, mon … sun, YYYY-MM-DD).
    case malformedDate(String)
    /// A date in the right form that does not exist (`2026-02-30`), and why.
    case impossibleDate(String, String)
    /// A day after today: sets are logged for days that have happened.
    case futureDate(Day)
    /// Text that is no ISO week such as `2026-W47`.
    case malformedWeek(String)
    /// A week in the right form that does not exist (`2026-W54`), and why.
    case impossibleWeek(String, String)
    /// Text that is no time of day `HH:MM` from 00:00 to 23:59.
    case malformedTime(String)
    /// Neither an IANA zone name nor a fixed offset.
    case unknownTimeZone(String)
    /// A `TZ` environment value that names no zone RepChart can read.
    case unreadableSystemTimeZone(String, reason: String)
    /// Text that is no period such as `4w` or `10d`.
    case malformedDuration(String)
    /// A day before `Day.earliest`.
    case tooEarly(Day)
    /// A clock time a daylight-saving change skips on that day in that zone.
    case skippedTime(day: Day, time: String, zone: String)

    package var description: String {
        switch self {
        case .malformedDate(let text):
            "'\(text)' is not a date; use today, yesterday, a weekday (mon … sun) or YYYY-MM-DD"
        case .impossibleDate(let text, let why):
            "'\(text)' is not a real date: \(why)"
        case .futureDate(let day):
            "\(day) is in the future"
        case .malformedWeek(let text):
            "'\(text)' is not a week; use an ISO week such as 2026-W47"
        case .impossibleWeek(let text, let why):
            "'\(text)' is not a real week: \(why)"
        case .malformedTime(let text):
            "'\(text)' is not a time of day; use HH:MM from 00:00 to 23:59"
        case .unknownTimeZone(let text):
            "unknown time zone '\(text)'; use an IANA name such as Europe/Berlin, UTC, or an offset such as +05:30 (at most 18 hours)"
        case .unreadableSystemTimeZone(let text, let reason):
            "TZ='\(QuotedInput.clipped(text))' cannot be read (\(reason)); "
                + "set TZ to a zone name such as Europe/Berlin"
        case .malformedDuration(let text):
            "'\(text)' is not a period; use a count of weeks or days such as 4w or 10d"
        case .tooEarly(let day):
            "\(day) is before \(Day.earliest), the earliest day a log holds; check the year"
        case .skippedTime(let day, let time, let zone):
            "\(time) does not exist on \(day) in \(zone): daylight saving time skips it; give a time after the change"
        }
    }
}
