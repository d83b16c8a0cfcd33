/// A font that could not be found, read or parsed, or a glyph that could not
/// be decoded. The description is one line naming the file and what is wrong.
///
/// `kind` says which failure it was, with its values, for a caller that
/// words its own advice (switch on it):
///
/// ```swift
/// do throws(FontError) {
///     let font = try FontLocator.font()
/// } catch {
///     switch error.kind {
///     case .notFound(let folders): print("install a TrueType font in \(folders[0])")
///     case .unreadable: print("error: \(error)")
///     }
/// }
/// ```
public struct FontError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Which failure it was, with the values that caused it.
    public enum Kind: Sendable, Equatable {
        /// No font file was named and no TrueType font was found in `folders`.
        case notFound(folders: [String])
        /// The file could not be read or parsed, or a glyph not decoded; `reason` says why.
        case unreadable(reason: String)
    }

    /// The font file (or the name given to `Font(bytes:name:)`).
    public let file: String
    /// Which failure it was, with its values.
    public let kind: Kind

    /// A failure in `file` (a path or a font name), described by `reason`.
    public init(file: String, reason: String) {
        self.file = file
        self.kind = .unreadable(reason: reason)
    }

    /// A failure of `kind` for `file` (a path, or the face that was looked for).
    public init(file: String, kind: Kind) {
        self.file = file
        self.kind = kind
    }

    /// What went wrong, e.g. "table 'glyf': glyph 36 reads past the end".
    public var reason: String {
        switch kind {
        case .notFound(let folders):
            "no TrueType font found in \(folders.joined(separator: ", ")); install the Debian package fonts-dejavu-core"
        case .unreadable(let reason): reason
        }
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
