import Foundation
import Raster
import Testing
@testable import Typeset

@Suite struct FontTests {
    @Test func dejaVuSansHasItsKnownMetrics() throws {
        let font = try TestFonts.sans()
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascent == 1901)
        #expect(font.descent == 483)
        #expect(font.lineGap == 0)
        #expect(font.glyphCount == 6253)
        let a = font.glyphIndex(for: "A")
        #expect(a == 36)
        #expect(font.advanceWidth(glyph: a) == 1401)
        #expect(font.leftSideBearing(glyph: a) == 16)
    }

    @Test func cmapFindsLatinCyrillicAndSupplementaryCharacters() throws {
        let font = try TestFonts.sans()
        #expect(font.glyphIndex(for: "Ж") == 939)
        #expect(font.glyphIndex(for: "Ü") != 0)
        #expect(font.glyphIndex(for: "…") != 0)
        // U+10300 OLD ITALIC LETTER A lies outside the BMP: only format 12 maps it.
        #expect(font.glyphIndex(for: "\u{10300}") != 0)
        #expect(font.glyphIndex(for: "\u{1F600}") != 0) // DejaVu does have 😀
        #expect(font.glyphIndex(for: "\u{1F9E0}") == 0)
        #expect(font.glyphIndex(for: "中") == 0)
        #expect(font.glyphIndex(for: "\u{E000}") == 0)
    }

    @Test func simpleGlyphOutlineMatchesTheGlyphHeaderBox() throws {
        let font = try TestFonts.sans()
        let a = try font.outline(glyph: font.glyphIndex(for: "A"))
        let bounds = try #require(try font.inkBounds(glyph: font.glyphIndex(for: "A")))
        // From the glyph's own header: xMin 16, yMin 0, xMax 1384, yMax 1493.
        #expect(bounds == Rect(x: 16, y: 0, width: 1368, height: 1493))
        #expect(a.verbs.filter { $0 == .move }.count == 2) // outer and counter
        #expect(try font.outline(glyph: font.glyphIndex(for: " ")).isEmpty)
    }

    @Test func curvedGlyphUsesQuadratics() throws {
        let font = try TestFonts.sans()
        let o = try font.outline(glyph: font.glyphIndex(for: "o"))
        #expect(o.verbs.contains(.quad))
        #expect(o.verbs.filter { $0 == .close }.count == 2)
    }

    @Test func compositeAdieresisHasBothComponents() throws {
        let font = try TestFonts.sans()
        let glyph = font.glyphIndex(for: "Ä")
        let outline = try font.outline(glyph: glyph)
        let plainA = try font.outline(glyph: font.glyphIndex(for: "A"))
        // A's two contours plus the two dots of the dieresis, lifted above A.
        #expect(outline.verbs.filter { $0 == .move }.count == 4)
        let bounds = try #require(try font.inkBounds(glyph: glyph))
        #expect(bounds.maxY == 1870)
        #expect(bounds.minY == 0)
        #expect(Array(outline.points.prefix(plainA.points.count)) == plainA.points)
    }

    @Test func kerningComesFromTheKernTable() throws {
        let font = try TestFonts.sans()
        #expect(font.kerningSource == .kernTable)
        let a = font.glyphIndex(for: "A"), v = font.glyphIndex(for: "V")
        #expect(font.kerning(left: a, right: v) == -131)
        #expect(font.kerning(left: font.glyphIndex(for: "T"), right: font.glyphIndex(for: "o")) == -348)
        #expect(font.kerning(left: v, right: v) == 0)
    }

    @Test func kerningFallsBackToGPOSPairAdjustment() throws {
        var sfnt = SFNT(bytes: try TestFonts.bytes(TestFonts.sansPath))
        sfnt.rename("kern", to: "xern")
        let font = try Font(bytes: sfnt.bytes, name: "DejaVuSans-without-kern")
        #expect(font.kerningSource == .pairPositioning)
        let a = font.glyphIndex(for: "A"), v = font.glyphIndex(for: "V")
        // DejaVu's GPOS class kerning agrees with its kern table.
        #expect(font.kerning(left: a, right: v) == -131)
        #expect(font.kerning(left: font.glyphIndex(for: "W"), right: font.glyphIndex(for: "a")) == -131)
        #expect(font.kerning(left: font.glyphIndex(for: "x"), right: font.glyphIndex(for: "x")) == 0)
    }

    @Test func collectionFacesAreChosenByIndex() throws {
        let regular = try TestFonts.bytes(TestFonts.sansPath), bold = try TestFonts.bytes(TestFonts.boldPath)
        let ttc = SFNT.collection([regular, bold])
        let face0 = try Font(bytes: ttc, name: "pair.ttc", index: 0)
        let face1 = try Font(bytes: ttc, name: "pair.ttc", index: 1)
        let a0 = face0.glyphIndex(for: "A"), a1 = face1.glyphIndex(for: "A")
        #expect(face0.advanceWidth(glyph: a0) == 1401)
        #expect(face1.advanceWidth(glyph: a1) == (try TestFonts.bold()).advanceWidth(glyph: a1))
        #expect(face1.advanceWidth(glyph: a1) != 1401)
        #expect(try face1.outline(glyph: a1) == (try TestFonts.bold()).outline(glyph: a1))
        #expect(throws: FontError.self) { try Font(bytes: ttc, name: "pair.ttc", index: 2) }
        #expect(throws: FontError.self) { try Font(bytes: regular, name: "plain.ttf", index: 1) }
    }

    @Test func errorsNameTheFile() throws {
        let missing = "/nonexistent/folder/Nope.ttf"
        let error = try #require(throws: FontError.self) { try Font(contentsOfFile: missing) }
        #expect(error.description.contains(missing))
        let notFont = try #require(throws: FontError.self) {
            try Font(bytes: Array("definitely not a font at all".utf8), name: "notes.txt")
        }
        #expect(notFont.description == "font notes.txt: not an OpenType font (bad sfnt version)")
    }

    @Test func oddVerticalMetricsAreRepaired() throws {
        var builder = FontBuilder()
        let normal = try Font(bytes: builder.build(), name: "normal.ttf")
        #expect(normal.ascent == 800 && normal.descent == 200 && normal.lineGap == 0)
        builder.descender = 210 // stored with the wrong sign
        builder.lineGap = -5
        let flipped = try Font(bytes: builder.build(), name: "flipped.ttf")
        #expect(flipped.descent == 210 && flipped.lineGap == 0)
        builder.ascender = 0; builder.descender = 0
        let zero = try Font(bytes: builder.build(), name: "zero.ttf")
        #expect(zero.ascent == 900 && zero.descent == 250)
    }
}
