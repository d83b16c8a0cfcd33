import WorkoutModel
import WorkoutStorage

/// Values quoted in import messages. A field can hold megabytes or line
/// breaks; a message must stay one short line, so quoted values are cut to
/// `limit` characters and control characters are shown as escapes.
package enum MessageText {
    /// The most characters of a value a message quotes.
    package static let limit = 80

    /// `text` in double quotes, cut as `clipped` cuts it.
    package static func quoted(_ text: String) -> String {
        "\"" + clipped(text) + "\""
    }

    /// At most `limit` characters of `text`, then "…" when there was more.
    package static func clipped(_ text: String, limit: Int = MessageText.limit) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit { return result + "…" }
            count += 1
            switch character {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            case "\t": result += "\\t"
            default:
                // Every scalar: C1 and bidi controls too, and an ESC with a mark on it.
                result += QuotedInput.escaped(String(character))
            }
        }
        return result
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
