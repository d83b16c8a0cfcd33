import Basics

/// Why an input could not be read as text at all: opening, reading or
/// copying it, its size, its encoding, or what it starts with.
package enum InputProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened (`reason`, the system's words).
    case cannotOpen(reason: String)
    /// Reading failed (`reason`); `stream`: while a stream was copied.
    case cannotRead(reason: String, stream: Bool)
    /// A stream was larger than `mebibytes`, the most an import keeps of one.
    case streamTooLarge(mebibytes: Int)
    /// A stream's copy at `path` could not be written (`reason`).
    case cannotCopy(path: String, reason: String)
    /// No temporary copy could be made in `folder` (`reason`).
    case cannotMakeTemporaryCopy(folder: String, reason: String)
    /// UTF-16 text that cannot be decoded near byte `offset`.
    case brokenUTF16(offset: Int)
    /// A file with nothing in it.
    case emptyFile
    /// A stream with nothing but blanks in it.
    case emptyStream
    /// The file's size or modification time changed while it was read.
    case changedWhileRead
    /// A folder where a file was expected.
    case directory
    /// A folder whose entries could not be listed (`reason`).
    case cannotListFolder(reason: String)
    /// Hevy page `name` is `what` (a folder, a pipe…), not a regular file.
    case pageNotRegularFile(name: String, what: String)
    /// A NUL byte at `offset`; `maybeUTF16`: the NULs fall as UTF-16's would.
    case binary(offset: Int, maybeUTF16: Bool)
    /// Text whose `byte` at `offset` reads as a single-byte encoding's letter.
    case otherEncoding(byte: UInt8, offset: Int)
    /// Bytes that are not UTF-8 text.
    case notUTF8
    /// A first line (`text`) that is neither JSON nor a CSV header.
    case notAnExport(text: String)

    package var description: String {
        switch self {
        case .cannotOpen(let reason): "cannot open: \(reason)"
        case .cannotRead(let reason, let stream): "cannot read: \(reason)" + (stream ? " (nothing imported)" : "")
        case .streamTooLarge(let mebibytes):
            "the stream holds more than \(mebibytes) MiB, the most an import "
                + "keeps of a stream; save it to a file and import the file (nothing imported)"
        case .cannotCopy(let path, let reason): "cannot copy to \(path): \(reason) (nothing imported)"
        case .cannotMakeTemporaryCopy(let folder, let reason): "cannot make a temporary copy in \(folder): \(reason)"
        case .brokenUTF16(let offset):
            "UTF-16 text is broken near byte \(offset) (truncated, or not UTF-16); re-save the file as CSV UTF-8"
        case .emptyFile: "the file is empty"
        case .emptyStream: "the stream is empty (nothing imported)"
        case .changedWhileRead:
            "the file changed while it was read (its size or modification time is not what it was "
                + "when the import began); nothing imported: import it again once it is complete"
        case .directory: "cannot import a directory"
        case .cannotListFolder(let reason): "cannot list the folder: \(reason)"
        case .pageNotRegularFile(let name, let what):
            "\(name) is \(what), not a regular file; Hevy's pages are read from regular "
                + "files only: move it out of the folder, or save its contents to a file"
        case .binary(let offset, let maybeUTF16):
            "a binary file, not text (NUL byte at offset \(offset))" + (maybeUTF16 ? "; if it is UTF-16 text, re-save it as CSV UTF-8" : "")
        case .otherEncoding(let byte, let offset):
            "text in another encoding than UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)) at offset \(offset) is "
                + "\(QuotedInput.quoted(TextHead.windows1252(byte))) in Windows-1252); re-save it as CSV UTF-8"
        case .notUTF8: "a binary file, not UTF-8 text"
        case .notAnExport(let text):
            "not an export RepChart reads: it starts with \(QuotedInput.quoted(text)), "
                + "neither JSON nor a CSV header with commas, semicolons or tabs (nothing imported)"
        }
    }
}

/// What is wrong with the text of a CSV or JSON file as text: its bytes,
/// its quoting, its nesting, its size.
package enum TextProblem: Hashable, Sendable, CustomStringConvertible {
    /// A NUL byte in the text.
    case nulByte
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// CSV text whose `byte` reads as a Windows-1252 letter.
    case otherEncoding(byte: UInt8)
    /// JSON that breaks the grammar, and how.
    case malformedJSON(JSONSyntax)
    /// JSON that ends before its values do.
    case truncatedJSON
    /// JSON nested deeper than `levels`.
    case tooDeep(levels: Int)
    /// A CSV line with more than `limit` fields.
    case tooManyFields(limit: Int)
    /// A CSV quoted field that never closes.
    case quoteNeverClosed
    /// CSV text (`found`, described) right after a closing quote.
    case afterClosingQuote(found: String)
    /// A CSV record longer than `mebibytes`.
    case recordTooLong(mebibytes: Int)

    package var description: String {
        switch self {
        case .nulByte: "binary data (a NUL byte), not a text file"
        case .invalidUTF8: "text is not valid UTF-8 (a binary file?)"
        case .otherEncoding(let byte):
            "text in another encoding than UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)) is "
                + "\(QuotedInput.quoted(TextHead.windows1252(byte))) in Windows-1252); re-save the file as CSV UTF-8"
        case .malformedJSON(let syntax): "malformed JSON: \(syntax)"
        case .truncatedJSON: "unexpected end of file (truncated?)"
        case .tooDeep(let levels): "JSON nested deeper than \(levels) levels"
        case .tooManyFields(let limit): "more than \(limit) fields on one line; not a workout export"
        case .quoteNeverClosed: "quoted field never closed (truncated file?)"
        case .afterClosingQuote(let found): "unexpected \(found) after a closing quote"
        case .recordTooLong(let mebibytes): "a record longer than \(mebibytes) MiB; not a workout export"
        }
    }
}
