/// An inclusive range of local days, `from` through `to`.
package struct DayRange: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The first day, included.
    package let from: Day
    /// The last day, included.
    package let to: Day

    /// Swaps the ends when given backwards, so a range is never empty.
    package init(_ from: Day, _ to: Day) {
        self.from = min(from, to)
        self.to = max(from, to)
    }

    /// The single day `day`.
    package init(_ day: Day) { self.init(day, day) }

    /// How many days the range holds: 1 for a single day.
    package var dayCount: Int { from.distance(to: to) + 1 }

    /// Every day of the range in order.
    package var days: [Day] { (0..<dayCount).map { from.adding(days: $0) } }

    /// Whether `day` is in the range, its ends included.
    package func contains(_ day: Day) -> Bool { from <= day && day <= to }

    /// `2026-11-16…2026-11-22`.
    package var description: String { from == to ? from.description : "\(from)…\(to)" }

    /// The `count` weeks ending with the week containing `day` (e.g. `--last 4w`).
    package static func lastWeeks(_ count: Int, endingWith day: Day, start: WeekStart = .monday) -> DayRange {
        let week = Week(containing: day, start: start)
        let last = week.days(start: start)
        let first = week.adding(weeks: -(max(1, count) - 1)).firstDay(start: start)
        return DayRange(first, last.to)
    }
}
