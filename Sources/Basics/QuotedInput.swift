/// Input quoted back in a message (a name, a setting, a path): a note or a
/// name may hold ESC, OSC, C1 or backspace characters (from a crafted CSV or
/// export) that would retitle a terminal, clear it or hide text if printed
/// raw, and bidi controls that show text in another order than it is stored.
/// They are written as JSON-style escapes (`\u001B`, `\n`), which read back
/// as the same characters inside a JSON string. How text is shown in a
/// terminal (colours kept, columns counted) is the executable's
/// (repchart's Terminal/: `TerminalEscaping`, `TerminalWidth`).
package enum QuotedInput {
    /// How many characters of a value a message quotes, whatever the value
    /// (a name, a path, a colour, a time zone): one length, so every message
    /// cuts alike and stays one line.
    package static let limit = 80

    /// True for a scalar a terminal must not receive raw: C0 controls, DEL,
    /// C1 controls, and the bidi embedding, override and isolate controls.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with every unsafe scalar escaped.
    package static func escaped(_ text: String) -> String {
        // Most text is printable ASCII: nothing to look at twice.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// A value for one line (a quoted name, a setting): unsafe scalars
    /// escaped, at most `limit` characters and `2 × limit` scalars (one
    /// letter can carry 100,000 marks), then "…" when there was more.
    package static func clipped(_ text: String, limit: Int = QuotedInput.limit) -> String {
        guard text.utf8.count > limit else { return escaped(text) }
        var cut = String.UnicodeScalarView()
        var characters = 0
        var scalars = 0
        for character in text {
            let more = character.unicodeScalars
            guard characters < limit, scalars + more.count <= 2 * limit else {
                if characters < limit { cut.append(contentsOf: more.prefix(2 * limit - scalars)) }
                return escaped(String(cut)) + "…"
            }
            cut.append(contentsOf: more)
            characters += 1
            scalars += more.count
        }
        return escaped(String(cut))
    }

    /// `text` in double quotes, cut as `clipped` cuts it.
    package static func quoted(_ text: String) -> String {
        "\"" + clipped(text) + "\""
    }

    /// The escape a message writes for an unsafe `scalar` (`\\n`, `\\u001B`).
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
