import Foundation
import Raster
import Testing
@testable import Typeset

@Suite struct TextLayoutTests {
    @Test func measureAppliesAdvancesAndKerning() throws {
        let font = try TestFonts.sans()
        let style = TextStyle(font: font, size: 2048) // 1 px per font unit
        let a = font.glyphIndex(for: "A"), v = font.glyphIndex(for: "V")
        let av = TextLayout.measure("AV", style: style)
        #expect(av.width == Float(font.advanceWidth(glyph: a) + font.advanceWidth(glyph: v) - 131))
        #expect(av.ascent == 1901)
        #expect(av.descent == 483)
        #expect(av.lineHeight == 2384)
        #expect(av.lineCount == 1)
        let unkerned = TextLayout.width("A", style: style) + TextLayout.width("V", style: style)
        #expect(av.width == unkerned - 131)
    }

    @Test func inkBoundsAreInPixelsYDown() throws {
        let font = try TestFonts.sans()
        let style = TextStyle(font: font, size: 20.48) // 0.01 px per unit
        let m = TextLayout.measure("Ä", style: style)
        // Glyph box 16...1384 × 0...1870 font units, baseline at y = 0.
        #expect(abs(m.inkBounds.minX - 0.16) < 1e-4)
        #expect(abs(m.inkBounds.maxX - 13.84) < 1e-4)
        #expect(abs(m.inkBounds.minY + 18.70) < 1e-4)
        #expect(abs(m.inkBounds.maxY) < 1e-4)
        #expect(TextLayout.measure("   ", style: style).inkBounds == .zero)
    }

    @Test func severalLinesStackByLineHeight() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 12)
        let one = TextLayout.measure("Bench Press 120 kg", style: style)
        let two = TextLayout.measure("Mon 17\nBench Press 120 kg", style: style)
        #expect(two.lineCount == 2)
        #expect(two.width == one.width)
        #expect(abs(two.height - (one.height + one.lineHeight)) < 1e-4)
        #expect(two.inkBounds.maxY > one.lineHeight)
        let path = TextLayout.path("Mon 17\nBench", style: style, at: Point(x: 0, y: 0))
        #expect(path.bounds.maxY > one.lineHeight)
    }

    @Test func horizontalAlignmentPlacesEachLine() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 16)
        let text = "Mon 17"
        let m = TextLayout.measure(text, style: style)
        let anchor = Point(x: 100, y: 50)
        let left = TextLayout.path(text, style: style, at: anchor, horizontal: .left).tightBounds!
        let center = TextLayout.path(text, style: style, at: anchor, horizontal: .center).tightBounds!
        let right = TextLayout.path(text, style: style, at: anchor, horizontal: .right).tightBounds!
        // Ink positions match the measurement to the ¼ px quantization.
        #expect(abs(left.minX - (anchor.x + m.inkBounds.minX)) <= 0.125)
        #expect(abs(center.minX - (anchor.x - m.width / 2 + m.inkBounds.minX)) <= 0.125)
        #expect(abs(right.maxX - (anchor.x - m.width + m.inkBounds.maxX)) <= 0.125)
    }

    @Test func verticalAlignmentAndBaselineSnapping() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 12)
        let m = TextLayout.measure("H", style: style)
        // "H" sits exactly on the baseline, which is snapped to whole pixels.
        let baseline = TextLayout.path("H", style: style, at: Point(x: 0.3, y: 20.4)).tightBounds!
        #expect(baseline.maxY == 20)
        let top = TextLayout.path("H", style: style, at: Point(x: 0, y: 20), vertical: .top).tightBounds!
        #expect(abs(top.maxY - (20 + m.ascent)) <= 0.5)
        let bottom = TextLayout.path("H", style: style, at: Point(x: 0, y: 20), vertical: .bottom).tightBounds!
        #expect(abs(bottom.maxY - (20 - m.descent)) <= 0.5)
        let middle = TextLayout.path("H", style: style, at: Point(x: 0, y: 20), vertical: .middle).tightBounds!
        #expect(abs(middle.maxY - (20 + (m.ascent - m.descent) / 2)) <= 0.5)
    }

    @Test func xPositionsAreQuantizedToQuarterPixels() throws {
        let font = try TestFonts.sans()
        let style = TextStyle(font: font, size: 12)
        let placement = GlyphPlacement("Bench Press 120 kg", style: style, at: Point(x: 10.37, y: 5.6),
                                       horizontal: .left, vertical: .baseline, rotation: 0)
        #expect(placement.quadrant == 0)
        for item in placement.items {
            #expect(item.origin.y == 6)
            #expect((item.origin.x * 4).rounded() == item.origin.x * 4)
        }
        #expect(placement.items.first?.origin.x == 10.25)
    }

    @Test func rotatedYAxisTitleReadsUpward() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 14)
        let text = "Volume (kg)"
        let m = TextLayout.measure(text, style: style)
        let anchor = Point(x: 40, y: 300)
        let path = TextLayout.path(text, style: style, at: anchor, horizontal: .center, vertical: .middle,
                                   rotation: -.pi / 2)
        let b = path.tightBounds!
        // Turned a quarter: the text's width runs up the y axis, centred on the anchor.
        #expect(abs(b.height - m.inkBounds.width) < 0.6)
        #expect(abs(b.midY - anchor.y) < m.width / 2 - m.inkBounds.width / 2 + 0.6)
        #expect(b.width < m.height + 0.5)
        // The first letter is at the bottom.
        let first = TextLayout.path("V", style: style, at: anchor, horizontal: .center, vertical: .middle,
                                    rotation: -.pi / 2).tightBounds!
        #expect(first.maxY > anchor.y)
        // Any other angle still lays out (unsnapped).
        let tilted = TextLayout.path(text, style: style, at: anchor, rotation: 0.3)
        #expect(!tilted.isEmpty && tilted.isFinite)
    }

    @Test func truncationAddsAnEllipsisWithinTheWidth() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 12)
        let text = "Bench Press 120 kg"
        let full = TextLayout.width(text, style: style)
        #expect(TextLayout.truncated(text, style: style, maxWidth: full) == text)
        let cut = TextLayout.truncated(text, style: style, maxWidth: 60)
        #expect(cut.hasSuffix("…"))
        #expect(cut.hasPrefix("Bench"))
        #expect(TextLayout.width(cut, style: style) <= 60)
        // One more word character would not have fitted (trailing spaces are dropped).
        var kept = cut.dropLast().count + 1
        while text.prefix(kept).last?.isWhitespace == true { kept += 1 }
        #expect(TextLayout.width(String(text.prefix(kept)) + "…", style: style) > 60)
        #expect(TextLayout.truncated(text, style: style, maxWidth: 3) == "")
        #expect(TextLayout.truncated("Mon 17\n" + text, style: style, maxWidth: 60) == "Mon 17\n" + cut)
    }

    @Test func missingCharactersBecomeNotdefAndAreReportedOnce() throws {
        let font = try Font(bytes: try TestFonts.bytes(TestFonts.sansPath), name: "fresh DejaVu")
        let style = TextStyle(font: font, size: 2048)
        let width = TextLayout.width("a中b中", style: style)
        let a = font.advanceWidth(glyph: font.glyphIndex(for: "a"))
        let b = font.advanceWidth(glyph: font.glyphIndex(for: "b"))
        let notdef = font.advanceWidth(glyph: 0)
        #expect(notdef > 0)
        #expect(width == Float(a + b + 2 * notdef))
        #expect(font.missingScalars == ["中"])
        _ = TextLayout.path("Жим лёжа · Übung", style: style, at: .zero)
        #expect(font.missingScalars == ["中"])
    }

    @Test func cyrillicAndCombinedAccentsUseRealGlyphs() throws {
        let font = try Font(bytes: try TestFonts.bytes(TestFonts.sansPath), name: "fresh DejaVu")
        let style = TextStyle(font: font, size: 12)
        // "Übung" written with a combining diaeresis is composed first.
        #expect(TextLayout.width("U\u{308}bung", style: style) == TextLayout.width("Übung", style: style))
        let path = TextLayout.path("Жим лёжа", style: style, at: Point(x: 0, y: 20))
        #expect(path.verbs.filter { $0 == .move }.count >= 8)
        #expect(font.missingScalars.isEmpty)
    }
}
