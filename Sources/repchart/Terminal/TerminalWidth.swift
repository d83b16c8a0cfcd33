/// How many terminal columns text takes, after Unicode East Asian Width
/// (UAX #11): wide and fullwidth characters (CJK, Hangul, kana, fullwidth
/// forms) and emoji shown as emoji take two columns, combining marks and
/// format characters none, everything else one. Ambiguous-width characters
/// count as narrow, as terminals outside East Asian locales draw them.
enum TerminalWidth {
    /// Columns of `text`, one user-perceived character (grapheme) at a time.
    static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII is one column a byte: most cells of a table, counted without Character walks.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var columns = 0
        for character in text { columns += of(character) }
        return columns
    }

    /// Columns of one character: 0, 1 or 2.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji with a variation selector 16 asks for emoji presentation.
        if scalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
        return width(first)
    }

    static func width(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        return isWide(v) ? 2 : 1
    }

    /// East Asian Width W or F (EastAsianWidth.txt, the blocks that matter;
    /// emoji come from Emoji_Presentation above).
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F251,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
