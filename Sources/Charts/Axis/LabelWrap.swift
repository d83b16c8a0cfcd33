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

    /// Labels of one shape (as many words each: "Mon 23", "Fri 27") written alike: when one
    /// wraps, one that stood on a line (its narrow letters fitting) breaks after the same words,
    /// so no day reads differently from the others. A label cut short ("…") sets no pattern.
    static func alike(_ labels: inout [AxisLayout.Label], names: [String], maxWidth: Float,
                      measure: (String) -> Float) {
        let counts = Set(names.map { $0.split(separator: " ").count })
        guard counts.count == 1, (counts.first ?? 0) > 1, names.count == labels.count,
              let pattern = labels.first(where: { $0.text.contains("\n") && !$0.text.contains("…") })
        else { return }
        let perLine = pattern.text.split(separator: "\n").map { $0.split(separator: " ").count }
        for i in labels.indices where !labels[i].text.contains("\n") {
            var words = names[i].split(separator: " ")[...]
            var lines: [String] = []
            for count in perLine {
                lines.append(words.prefix(count).joined(separator: " "))
                words = words.dropFirst(count)
            }
            guard words.isEmpty, lines.allSatisfy({ !$0.isEmpty && measure($0) <= maxWidth }) else { continue }
            let text = lines.joined(separator: "\n")
            labels[i] = AxisLayout.Label(value: labels[i].value, text: text, width: width(text, measure: measure))
        }
    }

    /// The widest line of a (possibly several-line) label.
    static func width(_ text: String, measure: (String) -> Float) -> Float {
        text.split(separator: "\n").map { measure(String($0)) }.max() ?? 0
    }
}
