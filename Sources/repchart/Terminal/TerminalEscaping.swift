import Basics
import Workouts

/// Text from a log or a file as a terminal shows it: unsafe scalars escaped
/// as in messages (`QuotedInput`), with the choice to keep plain colour codes
/// and line breaks, for table cells and whole outputs made here.
enum TerminalEscaping {
    /// `text` with every unsafe scalar escaped. `colors` keeps plain colour
    /// codes (`ESC [ digits m` that set the text colour or boldness, never
    /// one that conceals, reverses, blinks or paints the background: text
    /// would vanish) and `lines` keeps line breaks and tabs, for
    /// table cells and whole outputs whose values were escaped already.
    static func escaped(_ text: String, colors: Bool = false, lines: Bool = false) -> String {
        guard colors || lines else { return QuotedInput.escaped(text) }
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
            } else if QuotedInput.isUnsafe(scalar) {
                result += QuotedInput.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
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
