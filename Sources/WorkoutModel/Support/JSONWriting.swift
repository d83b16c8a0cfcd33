import Foundation

/// Every JSON text RepChart writes comes from here: the export's and the
/// config file's values, and the `--json` listings.
///
/// Two dialects, each fixed so that the same data gives the same bytes:
/// `number` and `string` are written by hand (an export reads the same on
/// every Foundation); `listing` and `quotedForConfig` are Foundation's own
/// encoder, whose escapes the listings and the config file always had.
package enum JSONWriting {
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
    package static func string(_ text: String) -> String {
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

    /// The encoder behind every `--json` listing: pretty, keys sorted, `/` as it is.
    package static func listingEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as a `--json` listing prints it; "[]" if it cannot be encoded.
    package static func listing<T: Encodable>(_ value: T) -> String {
        guard let data = try? listingEncoder().encode(value) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A config file value quoted with Foundation's escapes, as the file
    /// has always been written ("\u001f", U+2028 as it is).
    package static func quotedForConfig(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode([text]) else { return "\"\"" }
        // "[\"text\"]" → "\"text\""
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
