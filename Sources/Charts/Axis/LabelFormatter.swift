#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns axis, value and legend numbers into label text.
///
/// A formatter is told the tick step when it formats tick labels, so it can
/// show exactly the decimals the step needs (step 0.25 → "0.75", step 1 → "7").
/// For single values (bar value labels, totals) the step is 0 and the
/// formatter uses at most two decimals, trailing zeros dropped.
public struct LabelFormatter: Sendable {
    private let body: @Sendable (_ value: Double, _ step: Double) -> String
    /// Tick labels written knowing each other (dates that name their year once); nil: one by one.
    private var axisBody: (@Sendable (_ values: [Double], _ step: Double) -> [String])?

    /// A formatter from a closure of the value and the tick step (0 when not a tick).
    public init(_ body: @escaping @Sendable (_ value: Double, _ step: Double) -> String) {
        self.body = body
    }

    /// The texts of an axis's tick labels, `values` in order: each as
    /// `string(for:step:)` writes it, unless the formatter words them together.
    public func strings(for values: [Double], step: Double) -> [String] {
        if let axisBody {
            let texts = axisBody(values, step)
            if texts.count == values.count { return texts }
        }
        return values.map { string(for: $0, step: step) }
    }

    /// The text for `value`; `step` is the tick interval when labelling ticks, 0 otherwise.
    /// Non-finite values give an empty string.
    public func string(for value: Double, step: Double = 0) -> String {
        guard value.isFinite else { return "" }
        return body(value, step)
    }

    /// Plain numbers with thousands separators: "7", "0.25", "1,234,567".
    public static let plain = LabelFormatter { value, step in
        NumberText.number(value, step: step)
    }

    /// A fixed number of decimals: `.plain(decimals: 1)` gives "7.0".
    public static func plain(decimals: Int) -> LabelFormatter {
        LabelFormatter { value, _ in NumberText.decimal(value, decimals: decimals) }
    }

    /// Thousands and millions shortened: "950", "1.2K", "3.5M", "2B".
    public static let abbreviated = LabelFormatter { value, step in
        NumberText.abbreviated(value, step: step)
    }

    /// A number and a unit: "100 kg", or "1.2K kg" when `abbreviate` is on.
    public static func unit(_ unit: String, abbreviate: Bool = true) -> LabelFormatter {
        LabelFormatter { value, step in
            let number = abbreviate
                ? NumberText.abbreviated(value, step: step)
                : NumberText.number(value, step: step)
            return unit.isEmpty ? number : number + " " + unit
        }
    }

    /// A fraction as a percentage: 0.345 → "34.5%".
    public static let percent = LabelFormatter { value, step in
        let percent = value * 100
        return NumberText.number(percent, step: step * 100) + "%"
    }

    /// Seconds since 1970 (UTC) as a short date, for example "Mon 17".
    public static func date(_ style: DateLabelStyle = .weekdayDay) -> LabelFormatter {
        var formatter = LabelFormatter { value, step in style.string(forSecondsSince1970: value, step: step) }
        if style == .calendar {
            // Month ticks name the year on the first label and at Januaries, on
            // every label when a month name would come back: no two read the same.
            formatter.axisBody = { values, step in
                guard step >= DateLabelStyle.month * 0.9, values.allSatisfy(\.isFinite) else {
                    return values.map { style.string(forSecondsSince1970: $0, step: step) }
                }
                let marks = values.enumerated().map { k, value in
                    let date = CivilDate(daysSince1970: Int(floor(min(max(value, -1e14), 1e14) / 86_400)))
                    return (index: k, month: date.year * 12 + date.month - 1)
                }
                return MonthLabels.texts(marks).map(\.text)
            }
        }
        return formatter
    }
}

/// How a date label is written; values are seconds since 1970-01-01 UTC.
public enum DateLabelStyle: Sendable {
    /// "Mon 17"
    case weekdayDay
    /// "Nov 17"
    case monthDay
    /// "2026-11-17"
    case iso
    /// "Mon"
    case weekday
    /// Follows the tick step: "17 Nov" for days and weeks, "Nov" for months,
    /// and the year on the first tick of a new year ("5 Jan 2026", "Jan 2026");
    /// on an axis, month ticks also name the year on the first label, and on
    /// every label when a month name would come back.
    case calendar

    /// About a month in seconds: tick steps from this up label months.
    static let month = 30.44 * 86_400

    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The date of `seconds` since 1970 (UTC) in this style.
    public func string(forSecondsSince1970 seconds: Double, step: Double = 0) -> String {
        let clamped = min(max(seconds, -1e14), 1e14)
        let days = Int(floor(clamped / 86_400))
        let date = CivilDate(daysSince1970: days)
        // 1970-01-01 was a Thursday, index 3 when Monday is 0.
        let weekday = DateLabelStyle.weekdays[((days % 7) + 7 + 3) % 7]
        switch self {
        case .weekdayDay: return "\(weekday) \(date.day)"
        case .monthDay: return "\(DateLabelStyle.months[date.month - 1]) \(date.day)"
        case .weekday: return weekday
        case .calendar:
            let month = DateLabelStyle.months[date.month - 1]
            let stepDays = max(1, Int((step / 86_400).rounded()))
            if step >= DateLabelStyle.month * 0.9 {
                return date.month == 1 ? "\(month) \(date.year)" : month
            }
            let firstOfYear = date.month == 1 && date.day <= stepDays
            return firstOfYear ? "\(date.day) \(month) \(date.year)" : "\(date.day) \(month)"
        case .iso:
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            return "\(date.year)-\(two(date.month))-\(two(date.day))"
        }
    }
}

/// A proleptic Gregorian date from a day count (Howard Hinnant's civil_from_days).
struct CivilDate: Equatable {
    var year: Int, month: Int, day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year; self.month = month; self.day = day
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    init(daysSince1970 days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }
}

/// Number-to-text helpers shared by the formatters.
enum NumberText {
    /// Decimals a tick step needs so that neighbouring labels differ
    /// (2.5 → 1, 0.002 → 3). With no step, up to 2 decimals for fractions.
    static func decimals(for step: Double, value: Double) -> Int {
        if step > 0, step.isFinite {
            var scaled = step
            for d in 0...8 {
                if abs(scaled - scaled.rounded()) < 1e-6 * max(1, scaled) { return d }
                scaled *= 10
            }
            return 8
        }
        // A single value: integers stay integers, fractions get two decimals (then trimmed).
        if value == value.rounded() { return 0 }
        return abs(value) < 0.1 ? 4 : 2
    }

    /// `value` with exactly `decimals` digits after the point and grouped thousands.
    static func decimal(_ value: Double, decimals: Int) -> String {
        let d = max(0, min(decimals, 10))
        let scale = pow(10, Double(d))
        // Clamp so the integer conversions below cannot trap; doubles up to 2^53 are exact.
        let rounded = min((abs(value) * scale).rounded(), 9e15)
        let negative = value < 0 && rounded != 0
        let whole = Int(rounded / scale)
        var text = grouped(whole)
        if d > 0 {
            let fraction = Int(rounded - Double(whole) * scale)
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: max(0, d - digits.count)) + digits
        }
        return negative ? "-" + text : text
    }

    /// Ticks keep the step's decimals ("0.50" next to "0.25"); single values drop trailing zeros.
    static func number(_ value: Double, step: Double) -> String {
        let text = decimal(value, decimals: decimals(for: step, value: value))
        return step > 0 ? text : trimZeros(text)
    }

    static func grouped(_ n: Int) -> String {
        let s = String(n)
        guard s.count > 3 else { return s }
        var out: [Character] = []
        for (i, ch) in s.enumerated() {
            if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return String(out)
    }

    /// "950", "1.2K", "1.25M": the unit is picked per value, decimals from the step.
    static func abbreviated(_ value: Double, step: Double) -> String {
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        let magnitude = abs(value)
        for (divisor, suffix) in units where magnitude >= divisor {
            let scaled = value / divisor
            let decimals: Int
            if step > 0 {
                decimals = min(3, self.decimals(for: step / divisor, value: scaled))
            } else {
                decimals = abs(scaled) < 100 ? 1 : 0
            }
            return trimZeros(decimal(scaled, decimals: decimals)) + suffix
        }
        return number(value, step: step)
    }

    /// "1.50" → "1.5", "2.0" → "2".
    static func trimZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var t = Substring(text)
        while t.hasSuffix("0") { t = t.dropLast() }
        if t.hasSuffix(".") { t = t.dropLast() }
        return String(t)
    }
}
