import Basics
import Foundation

/// A local calendar day (proleptic Gregorian), written `YYYY-MM-DD`.
///
/// Sets count for the day they were done in the lifter's time zone, so days
/// are plain civil dates, not instants. Arithmetic uses days since 1970-01-01
/// (`CivilDate`), so no `Calendar` is needed.
package struct Day: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// The calendar year, 1...9999.
    package let year: Int
    /// The month, 1 (January) ... 12.
    package let month: Int
    /// The day of the month, 1...31.
    package let day: Int

    /// A valid date, or nil (e.g. February 30, month 13, years outside 1...9999).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CivilDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `daysSinceEpoch` days after 1970-01-01.
    package init(daysSinceEpoch: Int) {
        let date = CivilDate(daysSince1970: daysSinceEpoch)
        year = date.year
        month = date.month
        day = date.day
    }

    /// Parses exactly `YYYY-MM-DD`, refusing dates that do not exist.
    package init(parsing text: String) throws(DateInputError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else {
            throw .malformedDate(text)
        }
        guard (1...12).contains(m) else { throw .impossibleDate(text, "there is no month \(m)") }
        guard y >= 1 else { throw .impossibleDate(text, "there is no year 0") }
        let length = CivilDate.daysIn(month: m, year: y)
        guard (1...length).contains(d), let value = Day(year: y, month: m, day: d) else {
            throw .impossibleDate(text, "\(MonthNames.long[m - 1]) \(y) has \(length) days")
        }
        self = value
    }

    /// Days since 1970-01-01 (negative before).
    package var daysSinceEpoch: Int {
        CivilDate(year: year, month: month, day: day).daysSince1970
    }

    /// The day `days` later (earlier when negative), across months and years.
    package func adding(days: Int) -> Day { Day(daysSinceEpoch: daysSinceEpoch + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    package func distance(to other: Day) -> Int { other.daysSinceEpoch - daysSinceEpoch }

    /// The day of the week this day falls on.
    package var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        let iso = ((daysSinceEpoch + 3) % 7 + 7) % 7 + 1
        return Weekday(rawValue: iso) ?? .monday
    }

    /// 1 for January 1.
    package var dayOfYear: Int { daysSinceEpoch - Day.firstOfYear(year) + 1 }

    /// The earliest day a log holds (docs/notation.md): earlier dates are
    /// nearly always typos, and older time-zone rules are guesses.
    package static let earliest = Day(year: 1900, month: 1, day: 1) ?? Day(daysSinceEpoch: -25_567)

    /// The latest day an imported set may be on: tomorrow in the log's time
    /// zone (a time from a zone ahead of it can fall there). `log` stops at
    /// today; anything later is a typo or a broken clock.
    package static func latest(now: Date, in zone: TimeZone) -> Day {
        Day(containing: now, in: zone).adding(days: 1)
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Short label such as "Sat 2026-11-21".
    package var labelWithWeekday: String { "\(weekday.shortName) \(description)" }

    package static func < (a: Day, b: Day) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    // MARK: Instants

    /// The local day containing `date` in `timeZone`.
    package init(containing date: Date, in timeZone: TimeZone) {
        let offset = timeZone.secondsFromGMT(for: date)
        let local = date.timeIntervalSince1970 + Double(offset)
        let days = Int((local / 86_400).rounded(.down))
        self.init(daysSinceEpoch: days)
    }

    /// The instant of `hour:minute` on this day in `timeZone`, counted in the
    /// proleptic Gregorian calendar (Foundation's Gregorian calendar turns
    /// Julian before 1582 and would move old days). In a daylight-saving gap
    /// the clock time is moved forward, as clocks are; `checkedInstant`
    /// refuses such times instead.
    package func instant(hour: Int, minute: Int, in timeZone: TimeZone) -> Date {
        let local = localSeconds(hour: hour, minute: minute)
        if let date = checkedInstant(hour: hour, minute: minute, in: timeZone) { return date }
        // In a gap: the offset from before the change, which lands after it.
        let before = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local - 86_400))
        return Date(timeIntervalSince1970: local - Double(before))
    }

    /// The instant of `hour:minute` on this day in `timeZone`; nil when that
    /// clock time does not exist there (skipped by a daylight-saving change).
    /// A time that happens twice (clocks turned back) is its first occurrence.
    package func checkedInstant(hour: Int, minute: Int, in timeZone: TimeZone) -> Date? {
        let local = localSeconds(hour: hour, minute: minute)
        let offsets = Set([-86_400.0, 0, 86_400].map {
            timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local + $0))
        })
        let matches = offsets.map { local - Double($0) }.filter { candidate in
            Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: candidate))) == local - candidate
        }
        return matches.min().map { Date(timeIntervalSince1970: $0) }
    }

    /// Seconds since 1970 of this day's `hour:minute` as if in UTC.
    private func localSeconds(hour: Int, minute: Int) -> Double {
        Double(daysSinceEpoch) * 86_400 + Double(hour * 3600 + minute * 60)
    }

    // MARK: Codable as "YYYY-MM-DD"

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try Day(parsing: text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    // MARK: Helpers

    /// Days since the epoch of January 1 of `year`.
    static func firstOfYear(_ year: Int) -> Int {
        Day(year: year, month: 1, day: 1)?.daysSinceEpoch ?? 0
    }
}

/// ISO weekday numbers: Monday = 1 … Sunday = 7.
package enum Weekday: Int, Hashable, Sendable, CaseIterable, Codable {
    /// Monday, 1: the first day of an ISO week.
    case monday = 1
    /// Tuesday, 2.
    case tuesday
    /// Wednesday, 3.
    case wednesday
    /// Thursday, 4: the day that names an ISO week's year.
    case thursday
    /// Friday, 5.
    case friday
    /// Saturday, 6.
    case saturday
    /// Sunday, 7: the first day of a week that starts on Sunday.
    case sunday

    /// Three letters for column heads and tables: "Mon" … "Sun".
    package var shortName: String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1]
    }

    /// The lowercase English name: "monday" … "sunday".
    package var name: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][rawValue - 1]
    }

    /// Accepts full names and three-letter abbreviations, any case.
    package init?(name: String) {
        let lower = name.lowercased()
        guard let match = Weekday.allCases.first(where: {
            $0.name == lower || $0.shortName.lowercased() == lower
        }) else { return nil }
        self = match
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
