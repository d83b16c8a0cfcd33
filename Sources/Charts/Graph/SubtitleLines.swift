import Typeset

/// A subtitle fitted to a width: one line when it fits, else broken at its
/// " · " separators into two (a phone-width chart keeps every fact instead
/// of ending in "…"); only what still does not fit is cut short.
enum SubtitleLines {
    static let separator = " · "

    static func fit(_ text: String, style: LabelStyle, maxWidth: Float, fonts: ChartFonts) -> [String] {
        if fonts.width(text, style: style) <= maxWidth { return [text] }
        let parts = text.components(separatedBy: separator)
        guard parts.count > 1 else { return [fonts.truncated(text, style: style, maxWidth: maxWidth)] }
        // As many parts on the first line as fit (at least one), the rest on the second.
        var first = parts[0]
        var used = 1
        while used < parts.count {
            let longer = first + separator + parts[used]
            guard fonts.width(longer, style: style) <= maxWidth else { break }
            first = longer
            used += 1
        }
        let rest = parts[used...].joined(separator: separator)
        return [fonts.truncated(first, style: style, maxWidth: maxWidth),
                fonts.truncated(rest, style: style, maxWidth: maxWidth)]
    }
}
