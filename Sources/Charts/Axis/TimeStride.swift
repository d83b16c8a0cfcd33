/// The distance between neighbouring ticks of a time axis, in calendar units:
/// `.hours(3)` puts ticks at 00:00, 03:00, 06:00 … in the axis's time zone,
/// `.months(1)` on the first of every month.
///
/// Ticks fall on whole multiples of the stride counted from the unit above it:
/// minutes from the full hour, hours from midnight, days from 1970-01-01,
/// weeks from the axis's first weekday, months and quarters from January,
/// years from year 0 (`.years(5)` gives 2020, 2025, 2030).
public struct TimeStride: Hashable, Sendable {
    /// A calendar unit a time axis steps by.
    public enum Unit: Int, Hashable, Sendable, CaseIterable {
        /// 60 seconds.
        case minute
        /// 60 minutes.
        case hour
        /// A calendar day, midnight to midnight in the axis's time zone (23 or 25 hours when the clocks change).
        case day
        /// Seven days, from the axis's first weekday.
        case week
        /// A calendar month.
        case month
        /// Three calendar months, from January, April, July or October.
        case quarter
        /// A calendar year.
        case year
    }

    /// The unit.
    public var unit: Unit
    /// How many units apart neighbouring ticks are (at least 1).
    public var count: Int

    /// A stride of `count` units (counts below 1 read as 1).
    public init(_ unit: Unit, count: Int = 1) {
        self.unit = unit
        self.count = max(1, count)
    }

    /// Every `count` minutes.
    public static func minutes(_ count: Int) -> TimeStride { TimeStride(.minute, count: count) }
    /// Every `count` hours.
    public static func hours(_ count: Int) -> TimeStride { TimeStride(.hour, count: count) }
    /// Every `count` days.
    public static func days(_ count: Int) -> TimeStride { TimeStride(.day, count: count) }
    /// Every `count` weeks.
    public static func weeks(_ count: Int) -> TimeStride { TimeStride(.week, count: count) }
    /// Every `count` months.
    public static func months(_ count: Int) -> TimeStride { TimeStride(.month, count: count) }
    /// Every `count` quarters.
    public static func quarters(_ count: Int) -> TimeStride { TimeStride(.quarter, count: count) }
    /// Every `count` years.
    public static func years(_ count: Int) -> TimeStride { TimeStride(.year, count: count) }

    /// The stride's usual length in seconds (a month is 30.44 days, a year 365.25): the tick step a
    /// label formatter is given, from which it tells hours from days from months.
    public var nominalSeconds: Double {
        let n = Double(count)
        switch unit {
        case .minute: return 60 * n
        case .hour: return 3_600 * n
        case .day: return 86_400 * n
        case .week: return 7 * 86_400 * n
        case .month: return n * DateLabelStyle.monthSeconds
        case .quarter: return 3 * n * DateLabelStyle.monthSeconds
        case .year: return n * 365.25 * 86_400
        }
    }

    /// The strides an automatic time axis chooses from, finest first, grouped by the unit a person
    /// reads them in (weeks are counted in days, quarters and half years in months).
    static let automatic: [(group: Unit, stride: TimeStride)] = [
        (.minute, .minutes(1)), (.minute, .minutes(5)), (.minute, .minutes(10)), (.minute, .minutes(15)),
        (.minute, .minutes(30)),
        (.hour, .hours(1)), (.hour, .hours(3)), (.hour, .hours(6)), (.hour, .hours(12)),
        (.day, .days(1)), (.day, .days(2)), (.day, .weeks(1)), (.day, .weeks(2)),
        (.month, .months(1)), (.month, .months(2)), (.month, .quarters(1)), (.month, .quarters(2)),
        (.year, .years(1)), (.year, .years(2)), (.year, .years(5)), (.year, .years(10)), (.year, .years(20)),
        (.year, .years(50)), (.year, .years(100)), (.year, .years(200)), (.year, .years(500)),
        (.year, .years(1000)),
    ]
}
