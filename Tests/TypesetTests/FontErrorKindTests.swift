import Foundation
import Testing
@testable import Typeset

/// Issue 43.4: a font failure is a kind a caller can switch on, carrying
/// its values (the table's tag, the glyph, the offset, the format number),
/// and its words stay what they were.
@Suite struct FontErrorKindTests {
    private static let square = FontBuilder.Glyph.simple([[
        .init(x: 0, y: 0, on: true), .init(x: 100, y: 0, on: true),
        .init(x: 100, y: 100, on: true), .init(x: 0, y: 100, on: true),
    ]])

    private static func built(_ glyphs: [FontBuilder.Glyph]) -> [UInt8] {
        var builder = FontBuilder()
        builder.glyphs += glyphs
        return builder.build()
    }

    @Test func textThatIsNotAFontIsAnUnsupportedSfntVersion() throws {
        let error = try #require(throws: FontError.self) { try Font(bytes: Array("not a font at all".utf8), name: "notes.txt") }
        #expect(error.kind == .unsupported(.sfntVersion, value: nil))
        #expect(error.table == nil && error.glyph == nil)
        #expect(error.description == "font notes.txt: not an OpenType font (bad sfnt version)")
    }

    @Test func aMissingTableCarriesItsTag() throws {
        var sfnt = SFNT(bytes: Self.built([Self.square]))
        sfnt.rename("cmap", to: "xmap")
        let error = try #require(throws: FontError.self) { try Font(bytes: sfnt.bytes, name: "nomap.ttf") }
        #expect(error.kind == .missingTable(tag: "cmap"))
        #expect(error.description == "font nomap.ttf: required table 'cmap' is missing")
    }

    @Test func anUnknownLocationFormatCarriesItsValue() throws {
        var sfnt = SFNT(bytes: Self.built([Self.square]))
        let head = try #require(sfnt.record("head"))
        sfnt.put16(7, at: head.offset + 50)
        sfnt.fixChecksum("head")
        let error = try #require(throws: FontError.self) { try Font(bytes: sfnt.bytes, name: "loc.ttf") }
        #expect(error.kind == .unsupported(.locationFormat, value: 7))
        #expect(error.table == "head")
        #expect(error.reason == "table 'head': unknown indexToLocFormat 7")
    }

    @Test func aComponentPastTheLastGlyphCarriesBothGlyphs() throws {
        let font = try Font(bytes: Self.built([Self.square, .composite([.init(glyph: 99, arg1: 0, arg2: 0)])]), name: "built.ttf")
        let error = try #require(throws: FontError.self) { try font.outline(glyph: 2) }
        #expect(error.kind == .glyphOutOfRange(glyph: 99, glyphCount: 3))
        #expect(error.glyph == 2)
        #expect(error.reason == "glyph 2: glyph 99 out of range (font has 3)")
    }

    @Test func aReadPastTheGlyphsEndCarriesTheGlyphAndTheOffset() throws {
        var sfnt = SFNT(bytes: Self.built([Self.square]))
        let glyf = try #require(sfnt.record("glyf"))
        // Glyph 1 (after the empty .notdef) claims 201 points in a 4-point record.
        sfnt.put16(200, at: glyf.offset + 10)
        sfnt.fixChecksum("glyf")
        let font = try Font(bytes: sfnt.bytes, name: "short.ttf")
        let error = try #require(throws: FontError.self) { try font.outline(glyph: 1) }
        guard case .truncated(let offset, let length, let size) = error.kind else {
            Issue.record("not a read past the end: \(error)")
            return
        }
        #expect(error.glyph == 1 && error.table == nil)
        #expect(offset + length > size)
        #expect(error.reason == "glyph 1: truncated data (\(length) bytes at offset \(offset) of a \(size)-byte table)")
    }

    @Test func aFailureWithinTwoGlyphsKeepsBothInItsWords() {
        let inner = FontError.Reason(.badOutline(.flagRepeatPastEnd), glyph: 3)
        let outer = inner.within(glyph: 5)
        #expect(outer.message == "glyph 5: glyph 3: flag repeat runs past the last point")
        #expect(outer.glyph == 5)
        #expect(outer.kind == .nested(.badOutline(.flagRepeatPastEnd), table: nil, glyph: 3))
        let table = inner.within(table: "CFF ")
        #expect(table.message == "table 'CFF ': glyph 3: flag repeat runs past the last point")
        #expect(table.kind == inner.kind)
    }

    @Test func aUnitsPerEmOutOfRangeCarriesTheFieldValueAndRange() throws {
        var sfnt = SFNT(bytes: Self.built([Self.square]))
        let head = try #require(sfnt.record("head"))
        sfnt.put16(5, at: head.offset + 18)
        sfnt.fixChecksum("head")
        let error = try #require(throws: FontError.self) { try Font(bytes: sfnt.bytes, name: "em.ttf") }
        #expect(error.kind == .fieldOutOfRange(.unitsPerEm, value: 5, allowed: 16...16384))
        #expect(error.table == "head")
        #expect(error.reason == "table 'head': unitsPerEm 5 outside 16...16384")
    }

    @Test func noLongMetricsCarriesTheCountAndTheAllowedRange() throws {
        var sfnt = SFNT(bytes: Self.built([Self.square]))
        let hhea = try #require(sfnt.record("hhea"))
        sfnt.put16(0, at: hhea.offset + 34)
        sfnt.fixChecksum("hhea")
        let error = try #require(throws: FontError.self) { try Font(bytes: sfnt.bytes, name: "hm.ttf") }
        #expect(error.kind == .fieldOutOfRange(.numberOfHMetrics, value: 0, allowed: 1...2))
        #expect(error.reason == "table 'hhea': numberOfHMetrics 0 not in 1...2")
    }

    @Test func tooManyLongMetricsForTheTableCarriesTheCountAndBytes() throws {
        var sfnt = SFNT(bytes: Self.built([Self.square]))
        let hhea = try #require(sfnt.record("hhea")), hmtx = try #require(sfnt.record("hmtx"))
        let maxp = try #require(sfnt.record("maxp"))
        // 600 glyphs, all with long metrics, in an hmtx table made for two.
        sfnt.put16(600, at: maxp.offset + 4)
        sfnt.fixChecksum("maxp")
        sfnt.put16(600, at: hhea.offset + 34)
        sfnt.fixChecksum("hhea")
        let error = try #require(throws: FontError.self) { try Font(bytes: sfnt.bytes, name: "mtx.ttf") }
        #expect(error.kind == .countExceedsTable(.horizontalMetrics, count: 600, bytes: hmtx.length))
        #expect(error.reason == "table 'hmtx': \(hmtx.length) bytes, too short for 600 metrics")
    }

    @Test func fileFailuresCarryWhatIsThereAndTheSystemsReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonterr-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = folder + "/pipe.ttf", missing = folder + "/missing.ttf"
        #expect(mkfifo(pipe, 0o600) == 0)
        let fromPipe = try #require(throws: FontError.self) { try Font(contentsOfFile: pipe) }
        #expect(fromPipe.kind == .fileUnreadable(.namedPipe))
        #expect(fromPipe.description == "font \(pipe): a named pipe (FIFO), not a font file")
        let fromFolder = try #require(throws: FontError.self) { try Font(contentsOfFile: folder) }
        #expect(fromFolder.kind == .fileUnreadable(.notRegularFile))
        let fromNothing = try #require(throws: FontError.self) { try Font(contentsOfFile: missing) }
        #expect(fromNothing.kind == .fileUnreadable(.cannotOpen(reason: "No such file or directory")))
        #expect(fromNothing.description == "font \(missing): cannot open: No such file or directory")
    }

    @Test func theWordsOfAReasonStayUnreadable() {
        let error = FontError(file: "a.ttf", reason: "cannot open")
        #expect(error.kind == .unreadable(reason: "cannot open"))
        #expect(error.description == "font a.ttf: cannot open")
    }
}

/// The directory's failures: a table past the file's end, a checksum, a face of a collection.
@Suite struct FontDirectoryErrorTests {
    @Test func aTablePastTheEndCarriesItsPlace() throws {
        var builder = FontBuilder()
        builder.glyphs.append(.empty)
        let bytes = builder.build()
        let sfnt = SFNT(bytes: bytes)
        let last = try #require(sfnt.records.max { $0.offset < $1.offset })
        let cut = Array(bytes.prefix(last.offset + 1))
        let error = try #require(throws: FontError.self) { try Font(bytes: cut, name: "cut.ttf") }
        #expect(error.kind == .tableOutsideFile(tag: last.tag, offset: last.offset, length: last.length, fileSize: cut.count))
        #expect(error.reason == "table '\(last.tag)' (offset \(last.offset), length \(last.length)) lies outside the \(cut.count)-byte file")
    }

    @Test func aFlippedGlyphByteIsAChecksumMismatch() throws {
        var builder = FontBuilder()
        builder.glyphs.append(.simple([[.init(x: 0, y: 0, on: true), .init(x: 9, y: 0, on: true), .init(x: 9, y: 9, on: true)]]))
        var bytes = builder.build()
        let glyf = try #require(SFNT(bytes: bytes).record("glyf"))
        bytes[glyf.offset + 12] ^= 0x40
        let error = try #require(throws: FontError.self) { try Font(bytes: bytes, name: "flip.ttf") }
        #expect(error.kind == .checksumMismatch(tag: "glyf"))
        #expect(error.reason == "table 'glyf' checksum mismatch (file corrupt)")
    }

    @Test func aFaceOutOfRangeCarriesTheIndexAndTheCount() throws {
        let single = FontBuilder().build()
        let error = try #require(throws: FontError.self) { try Font(bytes: single, name: "one.ttf", index: 1) }
        #expect(error.kind == .faceOutOfRange(index: 1, faceCount: nil))
        #expect(error.reason == "font index 1 out of range (not a collection)")
        let pair = SFNT.collection([single, single])
        let third = try #require(throws: FontError.self) { try Font(bytes: pair, name: "two.ttc", index: 2) }
        #expect(third.kind == .faceOutOfRange(index: 2, faceCount: 2))
        #expect(third.reason == "font index 2 out of range (collection holds 2)")
    }
}

/// CFF's failures: the charstring interpreter's and an INDEX's, with their values.
@Suite struct CompactFontErrorKindTests {
    private func failure(running code: [UInt8]) throws -> FontError.Reason {
        let empty = try CompactIndex(FontReader(bytes: [0, 0]), at: 0)
        var interpreter = Type2Charstring(global: empty, local: nil)
        return try #require(throws: FontError.Reason.self) { try interpreter.run(FontReader(bytes: code)) }
    }

    @Test func charstringFailuresCarryTheirValues() throws {
        #expect(try failure(running: [139, 10]).kind == .charstring(.noLocalSubroutines))
        #expect(try failure(running: [29]).kind == .charstring(.subroutineWithoutNumber))
        #expect(try failure(running: [139, 21]).kind == .charstring(.stackUnderflow(needed: 2, available: 1)))
        let overflow = try failure(running: Array(repeating: 139, count: 60) + [21])
        #expect(overflow.kind == .limitExceeded(.charstringStack, limit: 48))
        #expect(overflow.message == "stack overflow (more than 48 numbers)")
    }

    @Test func anIndexWithABadOffsetSizeCarriesItsPlace() throws {
        let error = try #require(throws: FontError.Reason.self) { try CompactIndex(FontReader(bytes: [0, 1, 5, 0, 0]), at: 0) }
        #expect(error.kind == .compactStructure(.indexOffsetSize(offset: 0, offsetSize: 5)))
        #expect(error.message == "INDEX at 0 has offset size 5")
    }
}
