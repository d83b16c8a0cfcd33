#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Basics
import Foundation

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

    /// A formatter that writes one value with `body` and an axis's tick labels
    /// together with `ticks`, so the labels of one axis can share a form
    /// ("0, 50K, 100K", never "50,000" below "100K"). `ticks` is given the
    /// tick values in order and the step, and returns one text per value;
    /// any other count falls back to `body`, one by one.
    public init(_ body: @escaping @Sendable (_ value: Double, _ step: Double) -> String,
                ticks: @escaping @Sendable (_ values: [Double], _ step: Double) -> [String]) {
        self.body = body
        axisBody = ticks
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
        LabelFormatter { value, _ in Numerals.fixed(value, decimals: decimals) }
    }

    /// Thousands and millions shortened: "950", "1.2K", "3.5M", "2B". Tick
    /// labels share one unit and one precision ("0.95M, 1.00M, 1.05M").
    public static let abbreviated: LabelFormatter = {
        var formatter = LabelFormatter { value, step in NumberText.abbreviated(value, step: step) }
        formatter.axisBody = { values, step in NumberText.abbreviatedTicks(values, step: step) }
        return formatter
    }()

    /// A number and a unit: "100 kg", or "1.2K kg" when `abbreviate` is on
    /// (tick labels then share one unit and precision, as `abbreviated`'s).
    public static func unit(_ unit: String, abbreviate: Bool = true) -> LabelFormatter {
        let suffix = unit.isEmpty ? "" : " " + unit
        var formatter = LabelFormatter { value, step in
            let number = abbreviate
                ? NumberText.abbreviated(value, step: step)
                : NumberText.number(value, step: step)
            return number + suffix
        }
        if abbreviate {
            formatter.axisBody = { values, step in NumberText.abbreviatedTicks(values, step: step).map { $0 + suffix } }
        }
        return formatter
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
                guard step >= DateLabelStyle.monthSeconds * 0.9, values.allSatisfy(\.isFinite) else {
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

    /// Dates (seconds since 1970, `Date.timeIntervalSince1970`) as the clock and calendar of
    /// `timeZone` read them, with the month and weekday names and the day-month order of `locale`,
    /// written by Foundation: "03:00", "Mon 3", "Nov 17" or "17 Nov", "Jan 2026", "Q1", "2026".
    ///
    /// Tick labels name the year once where it changes (see ``DateLabelStyle``), and
    /// ``DateLabelStyle/calendar`` follows the tick step, which a ``CalendarTicks`` axis sets to its
    /// stride's usual length (``TimeStride/nominalSeconds``) and a ``TickPolicy/locations(_:)`` axis
    /// to the smallest distance between its locations.
    public static func date(_ style: DateLabelStyle, timeZone: TimeZone,
                            locale: Locale = Locale(identifier: "en_US_POSIX")) -> LabelFormatter {
        let labels = DateLabels(style: style, timeZone: timeZone, locale: locale)
        var formatter = LabelFormatter { value, step in labels.texts([value], step: step)[0] }
        formatter.axisBody = { values, step in labels.texts(values, step: step) }
        return formatter
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

    /// Ticks keep the step's decimals ("0.50" next to "0.25"); single values drop trailing zeros.
    static func number(_ value: Double, step: Double) -> String {
        let text = Numerals.fixed(value, decimals: decimals(for: step, value: value))
        return step > 0 ? text : trimZeros(text)
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
            return Numerals.fixed(scaled, decimals: decimals, trimmingZeros: true) + suffix
        }
        return number(value, step: step)
    }

    /// Tick labels abbreviated as one axis: the unit of the largest value and
    /// the decimals the step needs in it for every label, zeros kept, so
    /// "1.30M" stands next to "1.35M" (never "1.3M"); zero is "0".
    static func abbreviatedTicks(_ values: [Double], step: Double) -> [String] {
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        let largest = values.map { abs($0) }.max() ?? 0
        guard step > 0, step.isFinite, let (divisor, suffix) = units.first(where: { largest >= $0.0 }) else {
            return values.map { abbreviated($0, step: step) }
        }
        let decimals = min(3, self.decimals(for: step / divisor, value: 0))
        return values.map { value in
            let scaled = value / divisor
            return (scaled * pow(10, Double(decimals))).rounded() == 0 ? "0" : Numerals.fixed(scaled, decimals: decimals) + suffix
        }
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
