/// A set-notation mistake: what is wrong and how to write it, plus where.
///
/// `description` shows the input with carets under the offending token:
///
///     reps must be at least 1: write 3x5, not 3x0
///       3x0@100
///         ^
package struct NotationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// One line: what is wrong and how to write it instead.
    package let message: String
    /// The text that was parsed.
    package let input: String
    /// The offending characters, as 0-based character offsets into `input`.
    /// At the end of the input this is `input.count ..< input.count + 1`.
    package let range: Range<Int>

    /// A mistake `message` in `input` at the characters `range`.
    package init(message: String, input: String, range: Range<Int>) {
        self.message = message
        self.input = input
        self.range = range
    }

    /// 1-based column of the first offending character.
    package var column: Int { range.lowerBound + 1 }

    package var description: String {
        // Tabs and newlines would break the alignment of the caret line.
        let characters = input.map { $0.isWhitespace ? " " : $0 }
        // A long input is shown as about 80 characters around the mistake.
        let window = 80
        let start = characters.count <= window ? 0 : max(0, min(range.lowerBound - 20, characters.count - window))
        let end = min(characters.count, start + window)
        let lead = start > 0 ? "…" : ""
        let shown = lead + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        let from = range.lowerBound - start + lead.count
        let width = max(1, min(range.count, end + 1 - range.lowerBound))
        let carets = String(repeating: " ", count: from) + String(repeating: "^", count: width)
        return "\(message)\n  \(shown)\n  \(carets)"
    }
}
