import Typeset

/// A category name broken at its spaces onto a few level lines ("Bench" over "Press" over
/// "(Barbell)"), for a horizontal axis whose names are too wide to stand side by side on one line.
enum LabelWrap {
    /// `name` on at most `maxLines` lines that each fit `maxWidth`, filled word by word; what does
    /// not fit on the last line is cut with "…", and so is a word wider than a line (ending the label).
    /// nil when only one line is allowed.
    static func wrapped(_ name: String, maxWidth: Float, maxLines: Int, measure: (String) -> Float,
                        truncate: (String, Float) -> String) -> String? {
        if measure(name) <= maxWidth { return name }
        var words = name.split(separator: " ").map(String.init)[...]
        guard maxLines > 1 else { return nil }
        var lines: [String] = []
        while let word = words.first, lines.count < maxLines - 1 {
            var line = word
            words = words.dropFirst()
            while let next = words.first, measure(line + " " + next) <= maxWidth {
                line += " " + next
                words = words.dropFirst()
            }
            // A word wider than a line is cut where it stands and ends the label.
            if measure(line) > maxWidth { return (lines + [truncate(line, maxWidth)]).joined(separator: "\n") }
            lines.append(line)
        }
        if !words.isEmpty { lines.append(truncate(words.joined(separator: " "), maxWidth)) }
        return lines.joined(separator: "\n")
    }

    /// The widest line of a (possibly several-line) label.
    static func width(_ text: String, measure: (String) -> Float) -> Float {
        text.split(separator: "\n").map { measure(String($0)) }.max() ?? 0
    }
}
