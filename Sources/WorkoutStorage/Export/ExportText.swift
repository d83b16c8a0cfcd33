import WorkoutModel

/// The exact text RepChart writes for JSON scalars, fixed so that two
/// exports of the same data are byte-identical.
package enum ExportText {
    /// Whole numbers without a fraction ("100"), others in Swift's shortest
    /// round-trip form ("62.5", "0.1", "1e-05"), which reads back to the
    /// same Double. Never NaN or infinity (callers validate first).
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// A quoted string with the escapes JSON requires and nothing else
    /// (non-ASCII is written as UTF-8).
    static func string(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }
}
