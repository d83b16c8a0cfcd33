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
        let inner = FontError.Reason(.malformed(detail: "flag repeat runs past the last point"), glyph: 3)
        let outer = inner.within(glyph: 5)
        #expect(outer.message == "glyph 5: glyph 3: flag repeat runs past the last point")
        #expect(outer.glyph == 5)
        let table = inner.within(table: "CFF ")
        #expect(table.message == "table 'CFF ': glyph 3: flag repeat runs past the last point")
        #expect(table.kind == inner.kind)
    }

    @Test func theWordsOfAReasonStayUnreadable() {
        let error = FontError(file: "a.ttf", reason: "cannot open")
        #expect(error.kind == .unreadable(reason: "cannot open"))
        #expect(error.description == "font a.ttf: cannot open")
    }
}
