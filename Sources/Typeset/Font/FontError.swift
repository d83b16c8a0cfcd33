/// A font that could not be found, read or parsed, or a glyph that could not
/// be decoded. The description is one line naming the file and what is wrong.
public struct FontError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The font file (or the name given to `Font(bytes:name:)`).
    public let file: String
    /// What went wrong, e.g. "table 'glyf': glyph 36 reads past the end".
    public let reason: String

    /// A failure in `file` (a path or a font name), described by `reason`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "font \(file): \(reason)" }
}

extension FontError {
    /// What went wrong inside a parser, before the file name is known.
    struct Reason: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}

/// Runs one table's parser and prefixes its failure with the table tag.
@inline(__always)
func parsing<T>(_ tag: String, _ body: () throws(FontError.Reason) -> T) throws(FontError.Reason) -> T {
    do {
        return try body()
    } catch {
        throw FontError.Reason("table '\(tag)': \(error.message)")
    }
}
