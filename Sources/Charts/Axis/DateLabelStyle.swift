import Basics

/// How the tick labels of a time axis are written.
///
/// Two formatters use these styles. ``LabelFormatter/date(_:timeZone:locale:)``
/// writes them with Foundation in a time zone and a locale: month and weekday
/// names in the locale's language, day and month in its order ("Nov 17" in the
/// United States, "17 Nov" in Britain, "17. Nov." in Germany), the time of day
/// as "14:00". ``LabelFormatter/date(_:)`` and
/// ``string(forSecondsSince1970:step:)`` write them in English for UTC, fixed
/// whatever the machine's settings, as RepChart's own charts do.
///
/// On an axis the year is shown once where it changes: month and quarter
/// labels name it on the first tick and on the first tick of each new year
/// ("Jan 2026", "Feb" … "Dec"), day and month labels on the first tick of a
/// new year ("Dec 28", "Jan 4, 2027").
public enum DateLabelStyle: Sendable, Hashable {
    /// The weekday and the day of the month: "Mon 17".
    case weekdayDay
    /// The month and the day, in the locale's order: "Nov 17"; the year where it changes.
    case monthDay
    /// The day as ISO 8601: "2026-11-17".
    case iso
    /// The weekday: "Mon".
    case weekday
    /// Follows the tick step: the time of day for minutes and hours ("03:00", with the day, "Tue 3", at
    /// the midnight where a new day starts), "Mon 3" for days, "Nov 17" for weeks, month names for
    /// months and quarters, "2026" for years; the year where it changes as in the other styles.
    ///
    /// ``LabelFormatter/date(_:)`` (UTC, English) keeps its own reading of the step: "17 Nov" for days
    /// and weeks, "Nov" for months, the year on the first tick of a new year ("5 Jan 2026",
    /// "Jan 2026"), and on an axis of months the year on the first label too, and on every label when a
    /// month name would come back.
    case calendar
    /// The time of day on a 24-hour clock: "00:00", "03:00", "14:30".
    case timeOfDay
    /// The month's abbreviated name: "Jan" … "Dec"; the year on the first tick and where it changes.
    case month
    /// The quarter: "Q1" … "Q4"; the year on the first tick and where it changes.
    case quarter
    /// The year: "2026".
    case year

    /// About a month in seconds: tick steps from this up label months.
    static let monthSeconds = 30.44 * 86_400

    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// The date of `seconds` since 1970 (UTC) in this style, in English; `step` is the tick step
    /// (0 for a single value), which ``calendar`` follows.
    public func string(forSecondsSince1970 seconds: Double, step: Double = 0) -> String {
        let clamped = min(max(seconds, -1e14), 1e14)
        let days = Int((clamped / 86_400).rounded(.down))
        let date = CivilDate(daysSince1970: days)
        // 1970-01-01 was a Thursday, index 3 when Monday is 0.
        let weekday = DateLabelStyle.weekdays[((days % 7) + 7 + 3) % 7]
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        switch self {
        case .weekdayDay: return "\(weekday) \(date.day)"
        case .monthDay: return "\(MonthNames.short[date.month - 1]) \(date.day)"
        case .weekday: return weekday
        case .calendar:
            let month = MonthNames.short[date.month - 1]
            let stepDays = max(1, Int((step / 86_400).rounded()))
            if step >= DateLabelStyle.monthSeconds * 0.9 {
                return date.month == 1 ? "\(month) \(date.year)" : month
            }
            let firstOfYear = date.month == 1 && date.day <= stepDays
            return firstOfYear ? "\(date.day) \(month) \(date.year)" : "\(date.day) \(month)"
        case .iso:
            return "\(date.year)-\(two(date.month))-\(two(date.day))"
        case .timeOfDay:
            let minutes = Int(((clamped - Double(days) * 86_400) / 60).rounded(.down))
            return "\(two(minutes / 60)):\(two(minutes % 60))"
        case .month: return MonthNames.short[date.month - 1]
        case .quarter: return "Q\((date.month - 1) / 3 + 1)"
        case .year: return "\(date.year)"
        }
    }
}
