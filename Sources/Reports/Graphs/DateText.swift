import Basics
import Workouts

/// Dates as chart titles and file names write them.
package enum DateText {
    /// "Nov 2026".
    static func monthYear(_ day: Day) -> String { "\(MonthNames.short[day.month - 1]) \(day.year)" }

    /// "16 Nov 2026".
    static func day(_ day: Day) -> String { "\(day.day) \(MonthNames.short[day.month - 1]) \(day.year)" }

    /// "16–22 Nov 2026", "30 Nov – 6 Dec 2026", "29 Dec 2025 – 4 Jan 2026".
    package static func range(_ range: DayRange) -> String {
        let a = range.from, b = range.to
        if a == b { return day(a) }
        if a.year == b.year && a.month == b.month { return "\(a.day)–\(b.day) \(MonthNames.short[b.month - 1]) \(b.year)" }
        if a.year == b.year { return "\(a.day) \(MonthNames.short[a.month - 1]) – \(b.day) \(MonthNames.short[b.month - 1]) \(b.year)" }
        return "\(day(a)) – \(day(b))"
    }

    /// Months only: "Nov 2026", "Mar–Nov 2026", "Dec 2025 – Nov 2026".
    static func compactRange(_ range: DayRange) -> String {
        let a = range.from, b = range.to
        if a.year == b.year && a.month == b.month { return monthYear(b) }
        if a.year == b.year { return "\(MonthNames.short[a.month - 1])–\(MonthNames.short[b.month - 1]) \(b.year)" }
        return "\(monthYear(a)) – \(monthYear(b))"
    }

    /// Years only: "2026", "2025–2026".
    static func years(_ range: DayRange) -> String {
        range.from.year == range.to.year ? "\(range.to.year)" : "\(range.from.year)–\(range.to.year)"
    }

    /// "Week 47 · 16–22 Nov 2026".
    package static func weekTitle(_ week: Week, range: DayRange) -> String {
        "Week \(week.number) · \(self.range(range))"
    }

    /// A file-name fragment for a range: "2026-W47" for one whole week,
    /// "2026-W44-2026-W47" for whole weeks, else "2026-10-26-2026-11-22".
    static func fileStem(_ range: DayRange, weekStart: WeekStart) -> String {
        let first = Week(containing: range.from, start: weekStart)
        let last = Week(containing: range.to, start: weekStart)
        let whole = first.firstDay(start: weekStart) == range.from && last.days(start: weekStart).to == range.to
        if whole { return first == last ? first.description : "\(first)-\(last)" }
        return range.from == range.to ? range.from.description : "\(range.from)-\(range.to)"
    }

    /// "bench-press" from "Bench Press": lower-case letters and digits joined by dashes.
    static func slug(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in name.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash && !out.isEmpty { out.append("-") }
                out.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "exercise" : String(out.prefix(60))
    }
}
