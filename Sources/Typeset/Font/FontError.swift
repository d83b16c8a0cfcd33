/// A font that could not be found, read or parsed, or a glyph that could not
/// be decoded. The description is one line naming the file and what is wrong.
///
/// `kind` says which failure it was, with its values, and `table` and
/// `glyph` where in the font it was found, for a caller that words its own
/// advice (switch on it):
///
/// ```swift
/// do throws(FontError) {
///     let font = try FontLocator.font()
/// } catch {
///     switch error.kind {
///     case .notFound(let folders): print("install a TrueType font in \(folders[0])")
///     case .missingTable(let tag): print("the font has no '\(tag)' table")
///     default: print("error: \(error)")
///     }
/// }
/// ```
public struct FontError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Which failure it was, with the values that caused it.
    public enum Kind: Sendable, Equatable {
        /// No font file was named and no TrueType font was found in `folders`.
        case notFound(folders: [String])
        /// The file could not be read (or a failure given as words); `reason` says why.
        case unreadable(reason: String)
        /// A table the font needs (`tag`, such as `cmap`) is not in it.
        case missingTable(tag: String)
        /// The directory places table `tag` (`length` bytes at `offset`) past the end of the `fileSize`-byte file.
        case tableOutsideFile(tag: String, offset: Int, length: Int, fileSize: Int)
        /// Table `tag`'s checksum does not match its bytes: the file is corrupt.
        case checksumMismatch(tag: String)
        /// Face `index` of a file holding `faceCount` faces (nil: a single font, not a collection).
        case faceOutOfRange(index: Int, faceCount: Int?)
        /// A read past the end: `length` bytes at `offset` of a `tableSize`-byte table.
        case truncated(offset: Int, length: Int, tableSize: Int)
        /// A format, version or operator Typeset does not read, with the `value` the font gives.
        case unsupported(Feature, value: Int?)
        /// A glyph id at or past `glyphCount`, or below zero.
        case glyphOutOfRange(glyph: Int, glyphCount: Int)
        /// The file could not be opened or read, or is not a file Typeset reads.
        case fileUnreadable(FileFailure)
        /// A table's `field` holds `value`, outside the `allowed` values.
        case fieldOutOfRange(Field, value: Int, allowed: ClosedRange<Int>)
        /// A table of `bytes` bytes is too short for the `count` of what it should hold.
        case countExceedsTable(Counted, count: Int, bytes: Int)
        /// The font reaches one of Typeset's parsing limits, `limit`.
        case limitExceeded(Limit, limit: Int)
        /// A CFF glyph program that cannot run.
        case charstring(CharstringProblem)
        /// A part the format requires is missing.
        case missingPart(Part)
        /// A CFF structure whose values contradict each other.
        case compactStructure(CompactStructure)
        /// A TrueType glyph outline whose data contradicts itself.
        case badOutline(OutlineProblem)
        /// A failure `kind` found in `table` and `glyph` (a component's), inside the place the error itself names.
        indirect case nested(Kind, table: String?, glyph: Int?)
    }

    /// A part of the OpenType format that a font may use and Typeset does not read.
    public enum Feature: Sendable, Equatable {
        /// The font is not OpenType at all (its sfnt version is unknown).
        case sfntVersion
        /// Variable CFF2 outlines.
        case compactFontFormat2
        /// A CFF table major version other than 1.
        case compactFontVersion
        /// A charstring type other than 2.
        case charstringType
        /// A one-byte Type 2 charstring operator.
        case charstringOperator
        /// A two-byte Type 2 charstring operator (12 and this value).
        case escapedCharstringOperator
        /// An FDSelect format other than 0 and 3.
        case fontDictSelectFormat
        /// A `head` indexToLocFormat other than 0 and 1.
        case locationFormat
        /// A character map without a Unicode subtable of format 4 or 12.
        case unicodeCharacterMap
    }

    /// The font file (or the name given to `Font(bytes:name:)`).
    public let file: String
    /// Which failure it was, with its values.
    public let kind: Kind
    /// The table (its tag) the failure was found in, when a parser knew it.
    public let table: String?
    /// The glyph whose outline failed, when the failure was in one.
    public let glyph: Int?

    /// A failure in `file` (a path or a font name), described by `reason`.
    public init(file: String, reason: String) {
        self.init(file: file, kind: .unreadable(reason: reason))
    }

    /// A failure of `kind` for `file` (a path, or the face that was looked for),
    /// found in `table` and `glyph` when known.
    public init(file: String, kind: Kind, table: String? = nil, glyph: Int? = nil) {
        self.file = file
        self.kind = kind
        self.table = table
        self.glyph = glyph
    }

    /// What went wrong, e.g. "table 'glyf': glyph 36: truncated data (…)".
    public var reason: String {
        (table.map { "table '\($0)': " } ?? "") + (glyph.map { "glyph \($0): " } ?? "") + kind.text
    }

    public var description: String { "font \(file): \(reason)" }
}

extension FontError.Kind {
    /// The failure in words, without where it was found.
    var text: String {
        switch self {
        case .notFound(let folders):
            "no TrueType font found in \(folders.joined(separator: ", ")); install the Debian package fonts-dejavu-core"
        case .unreadable(let reason): reason
        case .missingTable(let tag): "required table '\(tag)' is missing"
        case .tableOutsideFile(let tag, let offset, let length, let size):
            "table '\(tag)' (offset \(offset), length \(length)) lies outside the \(size)-byte file"
        case .checksumMismatch(let tag): "table '\(tag)' checksum mismatch (file corrupt)"
        case .faceOutOfRange(let index, let count?): "font index \(index) out of range (collection holds \(count))"
        case .faceOutOfRange(let index, nil): "font index \(index) out of range (not a collection)"
        case .truncated(let offset, let length, let size): "truncated data (\(length) bytes at offset \(offset) of a \(size)-byte table)"
        case .unsupported(let feature, let value): feature.text(value.map(String.init) ?? "")
        case .glyphOutOfRange(let glyph, let count): "glyph \(glyph) out of range (font has \(count))"
        case .fileUnreadable(let failure): failure.text
        case .fieldOutOfRange(let field, let value, let allowed): field.text(value: value, allowed: allowed)
        case .countExceedsTable(let counted, let count, let bytes): counted.text(count: count, bytes: bytes)
        case .limitExceeded(let limit, let value): limit.text(value)
        case .charstring(let problem): problem.text
        case .missingPart(let part): part.text
        case .compactStructure(let problem): problem.text
        case .badOutline(let problem): problem.text
        case .nested(let kind, let table, let glyph): FontError(file: "", kind: kind, table: table, glyph: glyph).reason
        }
    }
}

extension FontError.Feature {
    /// The sentence for this feature, with the font's `value`.
    func text(_ value: String) -> String {
        switch self {
        case .sfntVersion: "not an OpenType font (bad sfnt version)"
        case .compactFontFormat2: "CFF2 outlines (variable OpenType) are not supported; use a static .otf or .ttf"
        case .compactFontVersion: "CFF major version \(value) is not supported (CFF2 fonts are not)"
        case .charstringType: "charstring type \(value) is not supported"
        case .charstringOperator: "unknown operator \(value)"
        case .escapedCharstringOperator: "unsupported operator 12 \(value)"
        case .fontDictSelectFormat: "FDSelect format \(value) is not supported"
        case .locationFormat: "unknown indexToLocFormat \(value)"
        case .unicodeCharacterMap: "no Unicode subtable of format 4 or 12"
        }
    }
}

extension FontError {
    /// What went wrong inside a parser, before the file name is known: the
    /// kind, and the table and glyph it was found in as the parsers unwind.
    struct Reason: Error {
        var kind: Kind
        var table: String?
        var glyph: Int?

        init(_ kind: Kind, table: String? = nil, glyph: Int? = nil) {
            self.kind = kind
            self.table = table
            self.glyph = glyph
        }

        /// The failure as its message reads, place included.
        var message: String { FontError(file: "", kind: kind, table: table, glyph: glyph).reason }

        /// The same failure found in `table` and `glyph` (outermost first);
        /// a place that cannot be told apart from one already known nests the failure.
        func within(table outer: String? = nil, glyph outerGlyph: Int? = nil) -> Reason {
            if self.table == nil, self.glyph == nil || outerGlyph == nil {
                return Reason(kind, table: outer, glyph: outerGlyph ?? glyph)
            }
            return Reason(.nested(kind, table: table, glyph: glyph), table: outer, glyph: outerGlyph)
        }
    }

    /// The failure `reason` in the font `file`.
    init(file: String, _ reason: Reason) {
        self.init(file: file, kind: reason.kind, table: reason.table, glyph: reason.glyph)
    }
}

/// Runs one table's parser and records the table tag in its failure.
@inline(__always)
func parsing<T>(_ tag: String, _ body: () throws(FontError.Reason) -> T) throws(FontError.Reason) -> T {
    do {
        return try body()
    } catch {
        throw error.within(table: tag)
    }
}
