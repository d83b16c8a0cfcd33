import Basics
import Foundation

/// The texts of a time axis's labels in a time zone and a locale, written by Foundation's
/// `DateFormatter` (Gregorian calendar) so month and weekday names come in the locale's language.
struct DateLabels: Sendable {
    var style: DateLabelStyle
    var timeZone: TimeZone
    var locale: Locale

    /// What a tick step counts: labels for hours differ from labels for days, weeks, months and years.
    enum Level { case time, day, week, month, year }

    static func level(step: Double) -> Level {
        if step < 86_400 * 0.9 { return .time }
        if step < 86_400 * 6 { return .day }
        if step < DateLabelStyle.monthSeconds * 0.9 { return .week }
        if step < 365.25 * 86_400 * 0.9 { return .month }
        return .year
    }

    /// One label per value, written knowing its neighbours (the year where it changes);
    /// `step` 0 writes each as a single date.
    func texts(_ values: [Double], step: Double) -> [String] {
        var formats = Formats(timeZone: timeZone, locale: locale)
        let clock = WallClock(zone: timeZone)
        let days = values.map { value -> Int? in
            guard value.isFinite else { return nil }
            return Int((min(max(clock.wall(value), -1e13), 1e13) / 86_400).rounded(.down))
        }
        let years = days.map { $0.map { CivilDate(daysSince1970: $0).year } }
        return values.indices.map { k in
            guard let day = days[k] else { return "" }
            let newYear = k > 0 && years[k - 1] != nil && years[k - 1] != years[k]
            let newDay = k > 0 && days[k - 1] != nil && days[k - 1] != day
            let date = Date(timeIntervalSince1970: values[k])
            guard step > 0 else { return formats.single(date, style: style, midnight: clock.wall(values[k]) == Double(day) * 86_400) }
            return formats.text(date, style: style, level: DateLabels.level(step: step),
                                first: k == 0, newYear: newYear, newDay: newDay)
        }
    }

    /// Foundation's formatters, made once per set of labels.
    struct Formats {
        var timeZone: TimeZone
        var locale: Locale
        var made: [String: DateFormatter] = [:]

        init(timeZone: TimeZone, locale: Locale) {
            self.timeZone = timeZone
            self.locale = locale
        }

        /// `pattern` as given when `template` is false, else the locale's arrangement of those fields.
        mutating func string(_ date: Date, _ pattern: String, template: Bool = true) -> String {
            let key = (template ? "t:" : "p:") + pattern
            if let formatter = made[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            calendar.locale = locale
            formatter.calendar = calendar
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = template
                ? DateFormatter.dateFormat(fromTemplate: pattern, options: 0, locale: locale) ?? pattern
                : pattern
            made[key] = formatter
            return formatter.string(from: date)
        }

        mutating func text(_ date: Date, style: DateLabelStyle, level: Level, first: Bool, newYear: Bool,
                           newDay: Bool) -> String {
            switch style {
            case .timeOfDay: return string(date, "HH:mm", template: false)
            case .weekdayDay: return string(date, "EEEd")
            case .weekday: return string(date, "EEE", template: false)
            case .monthDay: return string(date, newYear ? "yMMMd" : "MMMd")
            case .month: return first || newYear ? string(date, "yMMM") : string(date, "LLL", template: false)
            case .quarter: return string(date, first || newYear ? "yQQQ" : "QQQ")
            case .year: return string(date, "y", template: false)
            case .iso: return string(date, "yyyy-MM-dd", template: false)
            case .calendar:
                switch level {
                case .time: return newDay ? string(date, "EEEd") : string(date, "HH:mm", template: false)
                case .day: return string(date, "EEEd")
                case .week: return string(date, newYear ? "yMMMd" : "MMMd")
                case .month: return first || newYear ? string(date, "yMMM") : string(date, "LLL", template: false)
                case .year: return string(date, "y", template: false)
                }
            }
        }

        /// A date alone (a value label, a note): the calendar style names the day and year, and the time
        /// unless it is midnight; the others as on an axis's first tick.
        mutating func single(_ date: Date, style: DateLabelStyle, midnight: Bool) -> String {
            guard style == .calendar else {
                return text(date, style: style, level: .day, first: true, newYear: false, newDay: false)
            }
            let day = string(date, "yMMMd")
            return midnight ? day : day + " " + string(date, "HH:mm", template: false)
        }
    }
}
