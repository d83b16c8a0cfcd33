import Basics

/// Values quoted in import messages. A field can hold megabytes or line
/// breaks; a message must stay one short line, so quoted values are cut to
/// `limit` characters and control characters are shown as escapes.
package enum MessageText {
    /// The most characters of a value a message quotes.
    package static let limit = QuotedInput.limit

    /// `text` in double quotes, cut as `clipped` cuts it.
    package static func quoted(_ text: String) -> String { QuotedInput.quoted(text) }

    /// At most `limit` characters of `text`, then "…" when there was more.
    package static func clipped(_ text: String, limit: Int = MessageText.limit) -> String {
        QuotedInput.clipped(text, limit: limit)
    }

    /// A whole message kept to one short line, whatever built it: each
    /// quoted part cut to `limit` characters, control characters escaped.
    static func bounded(_ message: String) -> String {
        guard message.utf8.count > 2 * limit || message.contains(where: \.isNewline) else { return message }
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        let joined = parts.enumerated().map { index, part in
            index % 2 == 1 ? clipped(String(part)) : clipped(String(part), limit: 4 * limit)
        }.joined(separator: "\"")
        return joined
    }
}
