import Basics
import WorkoutModel
import WorkoutStorage

/// Reads the date and time spellings the supported apps write:
/// `2021-01-04`, `2021-01-04 09:00[:00]`, `2021-01-04T09:00:00[.123][Z|+01:00]`,
/// `2023-05-01 6:30:00 PM` (Strong, also with a narrow no-break space),
/// `04 Jan 2021, 09:00` and `Jun 11, 2026, 1:01 PM` or `Aug 28, 2026 at 4:19 PM` (Hevy), and `2021/01/04`.
enum DateParsing {
    static func dateTime(_ raw: String, _ what: String = "date") throws(FieldError) -> LocalDateTime {
        let text = raw.trimmingSpaces
        if text.isEmpty { throw FieldError(.empty(field: what)) }
        switch plainDay(text) {
        case .day(let day)?: return LocalDateTime(date: day, secondOfDay: 0, utcOffset: nil)
        case .missing?: throw FieldError(.noSuchDay(field: what, text: text))
        case nil: break
        }
        var scanner = Scanner(Array(text.unicodeScalars))
        // Worded only when thrown: most dates read.
        func bad() -> FieldError {
            FieldError(.notADate(field: what, text: text))
        }
        let year: Int, month: Int, day: Int
        if let name = scanner.letters() {
            // Hevy in US English: "Jun 11, 2026, 1:01 PM", "Aug 28, 2026 at 4:19 PM".
            guard let m = MonthNames.number(name) else { throw bad() }
            _ = scanner.take(".")
            _ = scanner.skipSpaces()
            guard let d = scanner.digits(max: 2) else { throw bad() }
            _ = scanner.take(",")
            guard scanner.skipSpaces() > 0, let y = scanner.digits(), y.count == 4 else { throw bad() }
            (year, month, day) = (y.value, m, d.value)
            let mark = scanner.index
            if scanner.skipSpaces() > 0, scanner.letters()?.lowercased() != "at" { scanner.index = mark }
        } else {
            guard let first = scanner.digits() else { throw bad() }
            if first.count == 4, scanner.take("-") || scanner.take("/") {
                guard let m = scanner.digits(max: 2), scanner.take("-") || scanner.take("/"),
                      let d = scanner.digits(max: 2) else { throw bad() }
                (year, month, day) = (first.value, m.value, d.value)
            } else if first.count <= 2, scanner.skipSpaces() > 0, let name = scanner.letters(),
                      let m = MonthNames.number(name) {
                _ = scanner.take(".")
                guard scanner.skipSpaces() > 0, let y = scanner.digits(), y.count == 4 else { throw bad() }
                (year, month, day) = (y.value, m, first.value)
            } else {
                throw bad()
            }
        }
        guard let date = Day(year: year, month: month, day: day) else {
            throw FieldError(.noSuchDay(field: what, text: text))
        }
        var result = LocalDateTime(date: date, secondOfDay: 0, utcOffset: nil)
        _ = scanner.take(",")
        let separated = scanner.take("T") || scanner.skipSpaces() > 0
        if scanner.atEnd { return result }
        guard separated, let hour = scanner.digits(max: 2), scanner.take(":"),
              let minute = scanner.digits(max: 2), minute.count == 2 else { throw bad() }
        var second = 0.0
        if scanner.take(":") {
            guard let s = scanner.digits(max: 2), s.count == 2 else { throw bad() }
            second = Double(s.value)
            if scanner.take(".") {
                guard let fraction = scanner.digits(max: 9) else { throw bad() }
                second += Double(fraction.value) / pow10(fraction.count)
            }
        }
        var h = hour.value
        _ = scanner.skipSpaces()
        if scanner.peek != "Z", let marker = scanner.letters()?.lowercased() {
            guard marker == "am" || marker == "pm", (1...12).contains(h) else { throw bad() }
            h = h % 12 + (marker == "pm" ? 12 : 0)
            _ = scanner.skipSpaces()
        }
        guard h < 24, minute.value < 60, second < 60 else {
            throw FieldError(.impossibleTime(field: what, text: text))
        }
        result.secondOfDay = Double(h * 3600 + minute.value * 60) + second
        result.hasTime = true
        if scanner.take("Z") {
            result.utcOffset = 0
        } else if let sign = scanner.peek, sign == "+" || sign == "-" {
            scanner.index += 1
            guard let oh = scanner.digits(max: 2), oh.count == 2 else { throw bad() }
            _ = scanner.take(":")
            guard let om = scanner.digits(max: 2), om.count == 2, oh.value < 24, om.value < 60 else { throw bad() }
            result.utcOffset = (sign == "-" ? -1 : 1) * (oh.value * 3600 + om.value * 60)
        }
        guard scanner.atEnd else { throw bad() }
        return result
    }

    /// What the bytes of a plain `YYYY-MM-DD` say: the most common date.
    private enum PlainDay {
        case day(Day)
        case missing
    }

    /// `YYYY-MM-DD` alone, read from its bytes; nil for any other text.
    private static func plainDay(_ text: String) -> PlainDay? {
        var text = text
        return text.withUTF8 { bytes -> PlainDay? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
            func number(_ from: Int, _ to: Int) -> Int? {
                var value = 0
                for index in from..<to {
                    guard bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 7), let day = number(8, 10) else { return nil }
            return Day(year: year, month: month, day: day).map(PlainDay.day) ?? .missing
        }
    }

    static func pow10(_ count: Int) -> Double {
        var value = 1.0
        for _ in 0..<count { value *= 10 }
        return value
    }

    /// A cursor over Unicode scalars.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard peek == scalar else { return false }
            index += 1
            return true
        }

        /// Spaces, including no-break and narrow no-break spaces; how many.
        mutating func skipSpaces() -> Int {
            let start = index
            while let s = peek, s == " " || s == "\u{A0}" || s == "\u{202F}" { index += 1 }
            return index - start
        }

        mutating func digits(max: Int = 9) -> (value: Int, count: Int)? {
            var value = 0
            var count = 0
            while count < max, let s = peek, ("0"..."9").contains(s) {
                value = value * 10 + Int(s.value - 48)
                count += 1
                index += 1
            }
            return count == 0 ? nil : (value, count)
        }

        mutating func letters() -> String? {
            var text = ""
            while let s = peek, s.properties.isAlphabetic {
                text.unicodeScalars.append(s)
                index += 1
            }
            return text.isEmpty ? nil : text
        }
    }
}
