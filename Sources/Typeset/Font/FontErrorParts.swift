// The values a `FontError.Kind` carries, each group worded once here.

extension FontError {
    /// Why a font file could not be read, before any of it was parsed.
    public enum FileFailure: Sendable, Equatable {
        /// The file could not be opened; `reason` is the system's words.
        case cannotOpen(reason: String)
        /// The opened file's status could not be read; `reason` is the system's words.
        case cannotStat(reason: String)
        /// Reading the file failed part way; `reason` is the system's words.
        case readFailed(reason: String)
        /// The path names a named pipe (FIFO), not a file.
        case namedPipe
        /// The path names a folder, device or other thing that is not a regular file.
        case notRegularFile
        /// The file is `bytes` long, more than the `limit` Typeset reads.
        case tooLarge(bytes: Int, limit: Int)
    }

    /// A field of a table whose value lies outside what the format allows.
    public enum Field: Sendable, Equatable {
        /// `head`'s magic number (it must be 0x5F0F3CF5).
        case magicNumber
        /// `head`'s units per em.
        case unitsPerEm
        /// `maxp`'s glyph count.
        case glyphCount
        /// `hhea`'s count of long horizontal metrics.
        case numberOfHMetrics
        /// The length of a `kern` subtable.
        case kerningSubtableLength
    }

    /// Something counted in a table whose bytes are too few to hold the count.
    public enum Counted: Sendable, Equatable {
        /// `hmtx`'s long metrics.
        case horizontalMetrics
        /// `loca`'s glyph locations.
        case glyphLocations
        /// The segments of a format 4 character map subtable.
        case characterMapSegments
        /// The groups of a format 12 character map subtable.
        case characterMapGroups
        /// The entries of the CFF INDEX at `offset`.
        case indexEntries(offset: Int)
    }

    /// A limit Typeset sets on what it parses, so a hostile font cannot stall or exhaust it.
    public enum Limit: Sendable, Equatable {
        /// Operands of one CFF DICT entry.
        case dictOperands
        /// Characters of one CFF DICT real number.
        case dictRealLength
        /// Nesting of charstring subroutine calls.
        case subroutineDepth
        /// Numbers on the charstring stack.
        case charstringStack
        /// Operators one charstring may run.
        case charstringOperators
        /// Nesting of composite glyphs.
        case compositeDepth
        /// Points of one glyph outline.
        case glyphPoints
        /// Components of one composite glyph.
        case glyphComponents
    }

    /// A Type 2 charstring (a CFF glyph program) that cannot run.
    public enum CharstringProblem: Sendable, Equatable {
        /// `callsubr` in a font without local subroutines.
        case noLocalSubroutines
        /// A subroutine call without a usable subroutine number on the stack.
        case subroutineWithoutNumber
        /// An operator that takes `needed` numbers found only `available`.
        case stackUnderflow(needed: Int, available: Int)
    }

    /// A part the font's format requires that the font does not have.
    public enum Part: Sendable, Equatable {
        /// Glyph outlines: neither a `glyf` nor a `CFF ` table.
        case glyphOutlines
        /// The Top DICT's CharStrings entry.
        case charStrings
        /// A CID-keyed font's FDArray or FDSelect.
        case fontDictionaries
        /// An FDSelect range covering the glyph.
        case fontDictRange
    }

    /// A CFF structure (INDEX, DICT, FDSelect) whose values contradict each other.
    public enum CompactStructure: Sendable, Equatable {
        /// The INDEX at `offset` gives an offset size outside 1...4.
        case indexOffsetSize(offset: Int, offsetSize: Int)
        /// Entry `entry` was asked of an INDEX holding `count`.
        case indexEntryOutOfRange(entry: Int, count: Int)
        /// Entry `entry` of an INDEX runs from `start` to `end`, which is no range.
        case indexEntryOffsets(entry: Int, start: Int, end: Int)
        /// A DICT byte `byte` at `offset` that the format reserves.
        case reservedDictByte(byte: Int, offset: Int)
        /// `count` charstrings for a font of `glyphCount` glyphs.
        case charstringCount(count: Int, glyphCount: Int)
        /// FDSelect names font DICT `index` of the `count` there are.
        case fontDictOutOfRange(index: Int, count: Int)
    }

    /// A TrueType glyph outline whose data contradicts itself.
    public enum OutlineProblem: Sendable, Equatable {
        /// Glyph `glyph` is located at `start..<end` of a `tableSize`-byte `glyf` table.
        case location(glyph: Int, start: Int, end: Int, tableSize: Int)
        /// A contour ends before the contour before it.
        case contourEndsNotIncreasing
        /// A repeated flag runs past the glyph's last point.
        case flagRepeatPastEnd
        /// A component placed by point numbers `first`/`second` that do not exist.
        case anchorOutOfRange(first: Int, second: Int)
    }
}

extension FontError.FileFailure {
    var text: String {
        switch self {
        case .cannotOpen(let reason): "cannot open: \(reason)"
        case .cannotStat(let reason): "cannot stat: \(reason)"
        case .readFailed(let reason): "read failed: \(reason)"
        case .namedPipe: "a named pipe (FIFO), not a font file"
        case .notRegularFile: "not a regular file"
        case .tooLarge(let bytes, let limit): "file is \(bytes) bytes, more than the \(limit)-byte limit"
        }
    }
}

extension FontError.Field {
    func text(value: Int, allowed: ClosedRange<Int>) -> String {
        let range = "\(allowed.lowerBound)...\(allowed.upperBound)"
        return switch self {
        case .magicNumber: "bad magic number"
        case .unitsPerEm: "unitsPerEm \(value) outside \(range)"
        case .glyphCount: "font has no glyphs"
        case .numberOfHMetrics: "numberOfHMetrics \(value) not in \(range)"
        case .kerningSubtableLength: "table 'kern': subtable length \(value) too small"
        }
    }
}

extension FontError.Counted {
    func text(count: Int, bytes: Int) -> String {
        switch self {
        case .horizontalMetrics: "\(bytes) bytes, too short for \(count) metrics"
        case .glyphLocations: "\(bytes) bytes, too short for \(count) glyphs"
        case .characterMapSegments: "format 4 subtable with bad segment count \(count)"
        case .characterMapGroups: "format 12 subtable with bad group count \(count)"
        case .indexEntries(let offset): "INDEX at \(offset) with \(count) entries runs past the table's end"
        }
    }
}

extension FontError.Limit {
    func text(_ limit: Int) -> String {
        switch self {
        case .dictOperands: "DICT entry with more than \(limit) operands"
        case .dictRealLength: "DICT real number longer than \(limit) characters"
        case .subroutineDepth: "subroutines nest deeper than \(limit)"
        case .charstringStack: "stack overflow (more than \(limit) numbers)"
        case .charstringOperators: "more than \(limit) operators"
        case .compositeDepth: "composite nesting deeper than \(limit) (a cycle?)"
        case .glyphPoints: "more than \(limit) points"
        case .glyphComponents: "more than \(limit) components"
        }
    }
}

extension FontError.CharstringProblem {
    var text: String {
        switch self {
        case .noLocalSubroutines: "callsubr without local subroutines"
        case .subroutineWithoutNumber: "subroutine call without a number"
        case .stackUnderflow(let needed, let available): "operator needs \(needed) numbers, stack has \(available)"
        }
    }
}

extension FontError.Part {
    var text: String {
        switch self {
        case .glyphOutlines: "no glyph outlines (neither 'glyf' nor 'CFF ' table)"
        case .charStrings: "Top DICT has no CharStrings"
        case .fontDictionaries: "CID font without FDArray or FDSelect"
        case .fontDictRange: "FDSelect has no range for the glyph"
        }
    }
}

extension FontError.CompactStructure {
    var text: String {
        switch self {
        case .indexOffsetSize(let offset, let size): "INDEX at \(offset) has offset size \(size)"
        case .indexEntryOutOfRange(let entry, let count): "INDEX entry \(entry) out of range (\(count) entries)"
        case .indexEntryOffsets(let entry, let start, let end): "INDEX entry \(entry) has bad offsets \(start)..<\(end)"
        case .reservedDictByte(let byte, let offset): "DICT byte \(byte) at \(offset) is reserved"
        case .charstringCount(let count, let glyphs): "\(count) charstrings for \(glyphs) glyphs"
        case .fontDictOutOfRange(let index, let count): "FDSelect names font DICT \(index) of \(count)"
        }
    }
}

extension FontError.OutlineProblem {
    var text: String {
        switch self {
        case .location(let glyph, let start, let end, let size):
            "table 'glyf': glyph \(glyph) has bad location \(start)..<\(end) (table is \(size) bytes)"
        case .contourEndsNotIncreasing: "contour end points not increasing"
        case .flagRepeatPastEnd: "flag repeat runs past the last point"
        case .anchorOutOfRange(let first, let second): "component anchor points \(first)/\(second) out of range"
        }
    }
}
