/// Which day a training week begins on. ISO weeks begin on Monday.
package enum WeekStart: String, Hashable, Sendable, Codable, CaseIterable {
    /// Weeks run Monday to Sunday (ISO 8601).
    case monday
    /// Weeks run Sunday to Saturday, as in the US.
    case sunday

    var weekday: Weekday { self == .monday ? .monday : .sunday }
}

/// An ISO 8601 week, written `2026-W47`.
///
/// With a Sunday week start, week `2026-W47` is the Sunday before ISO week 47's
/// Monday through the Saturday after it: the label follows the Monday.
package struct Week: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// The ISO week-numbering year (may differ from the calendar year near New Year).
    package let year: Int
    /// 1...52 or 1...53.
    package let number: Int

    /// ISO week `number` of ISO year `year`; nil when that year has no such week.
    package init?(year: Int, number: Int) {
        guard (1...9998).contains(year), (1...Week.weeksIn(year)).contains(number) else { return nil }
        self.year = year
        self.number = number
    }

    /// The week containing `day` for the given week start.
    package init(containing day: Day, start: WeekStart = .monday) {
        // A Sunday-start week is labelled by the Monday that follows its Sunday.
        let reference = (start == .sunday && day.weekday == .sunday) ? day.adding(days: 1) : day
        let thursday = reference.adding(days: 4 - reference.weekday.rawValue)
        year = thursday.year
        number = (thursday.dayOfYear - 1) / 7 + 1
    }

    /// Parses `2026-W47` (a lower-case `w` is accepted too).
    package init(parsing text: String) throws(DateInputError) {
        let parts = text.uppercased().split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 3, parts[1].first == "W",
              parts[0].allSatisfy(\.isASCIIDigit), parts[1].dropFirst().allSatisfy(\.isASCIIDigit),
              let y = Int(parts[0]), let n = Int(parts[1].dropFirst()) else {
            throw .malformedWeek(text)
        }
        guard y >= 1, y <= 9998 else { throw .impossibleWeek(text, "year \(y) is out of range") }
        let count = Week.weeksIn(y)
        guard let week = Week(year: y, number: n) else {
            throw .impossibleWeek(text, "\(y) has weeks 1 to \(count)")
        }
        self = week
    }

    /// The ISO Monday of this week.
    package var monday: Day {
        // January 4 is always in week 1.
        let jan4 = Day(daysSinceEpoch: Day.firstOfYear(year) + 3)
        return jan4.adding(days: 1 - jan4.weekday.rawValue + (number - 1) * 7)
    }

    /// The first day of this week for `start`.
    package func firstDay(start: WeekStart = .monday) -> Day {
        start == .monday ? monday : monday.adding(days: -1)
    }

    /// The seven days of this week, in order, for `start`.
    package func days(start: WeekStart = .monday) -> DayRange {
        let first = firstDay(start: start)
        return DayRange(first, first.adding(days: 6))
    }

    /// The week `weeks` later (earlier when negative), across year ends.
    package func adding(weeks: Int) -> Week {
        Week(containing: monday.adding(days: 7 * weeks))
    }

    /// `2026-W47`.
    package var description: String {
        let y = String(year)
        let paddedYear = String(repeating: "0", count: max(0, 4 - y.count)) + y
        return "\(paddedYear)-W\(number < 10 ? "0" : "")\(number)"
    }

    package static func < (a: Week, b: Week) -> Bool { (a.year, a.number) < (b.year, b.number) }

    /// 53 when December 28 (always in the last week) falls in week 53.
    static func weeksIn(_ year: Int) -> Int {
        guard let dec28 = Day(year: year, month: 12, day: 28) else { return 52 }
        return Week(containing: dec28).number
    }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try Week(parsing: text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
