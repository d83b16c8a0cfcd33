/// Text from a log or a file made safe for a terminal: a note or a name may
/// hold ESC, OSC, C1 or backspace characters (from a crafted CSV or export)
/// that would retitle the terminal, clear it or hide text if printed raw,
/// and bidi controls that show text in another order than it is stored.
/// They are written as JSON-style escapes (`\u001B`, `\n`), which read back
/// as the same characters inside a JSON string.
package enum TerminalText {
    /// True for a scalar a terminal must not receive raw: C0 controls, DEL,
    /// C1 controls, and the bidi embedding, override and isolate controls.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with every unsafe scalar escaped. `colors` keeps plain colour
    /// codes (`ESC [ digits m` that set the text colour or boldness, never
    /// one that conceals, reverses, blinks or paints the background: text
    /// would vanish) and `lines` keeps line breaks and tabs, for
    /// table cells and whole outputs whose values were escaped already.
    package static func escaped(_ text: String, colors: Bool = false, lines: Bool = false) -> String {
        // Most output is printable ASCII: nothing to look at twice.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if lines, scalar == "\n" || scalar == "\t" {
                result.unicodeScalars.append(scalar)
            } else if colors, scalar == "\u{1B}", let end = colorCodeEnd(scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index..<end])
                index = end
                continue
            } else if isUnsafe(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
    }

    /// A value for one line (a quoted name, a setting): unsafe scalars
    /// escaped, and at most `limit` characters and `2 × limit` scalars (one
    /// letter can carry 100,000 marks), then "…".
    package static func value(_ text: String, limit: Int) -> String {
        guard text.utf8.count > limit else { return escaped(text) }
        var cut = String.UnicodeScalarView()
        var characters = 0
        var scalars = 0
        for character in text {
            let more = character.unicodeScalars
            guard characters < limit, scalars + more.count <= 2 * limit else {
                cut.append(contentsOf: more.prefix(max(0, 2 * limit - scalars)))
                return escaped(String(cut)) + "…"
            }
            cut.append(contentsOf: more)
            characters += 1
            scalars += more.count
        }
        return escaped(String(cut))
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// The end of an SGR colour code (`ESC [ 0-9; m`) starting at `start`, or nil.
    private static func colorCodeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, index - start < 16 {
            let scalar = scalars[index]
            if scalar == "m" { return isPlainColor(scalars[(start + 2)..<index]) ? index + 1 : nil }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            index += 1
        }
        return nil
    }

    /// True for SGR parameters that only colour or embolden text: reset (0),
    /// bold (1) and normal (22), foreground 30–37, 39, 90–97, and 38;5;N or
    /// 38;2;R;G;B. Anything else (8 conceals, 7 reverses, 40–47 paint the
    /// background) could hide what follows.
    private static func isPlainColor(_ parameters: ArraySlice<Unicode.Scalar>) -> Bool {
        var text = ""
        text.unicodeScalars.append(contentsOf: parameters)
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0.isEmpty ? "0" : $0) }
        var index = 0
        while index < numbers.count {
            guard let number = numbers[index] else { return false }
            switch number {
            case 0, 1, 22, 30...37, 39, 90...97: index += 1
            case 38 where index + 2 < numbers.count && numbers[index + 1] == 5: index += 3
            case 38 where index + 4 < numbers.count && numbers[index + 1] == 2: index += 5
            default: return false
            }
        }
        return true
    }
}
