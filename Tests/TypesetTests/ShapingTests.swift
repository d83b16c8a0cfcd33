import Foundation
import RepChartTestSupport
import Testing
@testable import Typeset

/// HarfBuzz shaping through CHarfBuzz, compared with HarfBuzz's own
/// `hb-shape` (Debian libharfbuzz-bin) on real fonts.
@Suite struct ShapingTests {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// `hb-shape --no-glyph-names` as (glyph, x offset, y offset, advance).
    static func hbShape(_ path: String, index: Int, _ text: String) throws -> [[Int]]? {
        let tool = "/usr/bin/hb-shape"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let output = try ChildProcess.run(URL(fileURLWithPath: tool),
                                          ["--no-glyph-names", "--face-index=\(index)", path, text])
        let line = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // [gid=cluster@xoff,yoff+advance|…]; the offset part only when not zero.
        return line.dropFirst().dropLast().split(separator: "|").map { item in
            let glyph = Int(item.prefix { $0 != "=" })!
            var xOffset = 0, yOffset = 0
            if let at = item.firstIndex(of: "@") {
                let offsets = item[item.index(after: at)...].prefix { $0 != "+" }.split(separator: ",")
                xOffset = Int(offsets[0])!; yOffset = Int(offsets[1])!
            }
            let advance = Int(item[item.index(after: item.lastIndex(of: "+")!)...])!
            return [glyph, xOffset, yOffset, advance]
        }
    }

    static let hasHBShape = FileManager.default.isExecutableFile(atPath: "/usr/bin/hb-shape")
    static let hasNoto = [noto + "NotoSans-Regular.ttf", noto + "NotoSansArabic-Regular.ttf",
                          noto + "NotoSansHebrew-Regular.ttf", cjk].allSatisfy { FileManager.default.fileExists(atPath: $0) }

    @Test(.requires(hasHBShape, "needs hb-shape: install libharfbuzz-bin"))
    func matchesHBShapeWithDejaVu() throws {
        try matchesHBShape(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", index: 0,
                           text: "AVA Office Täglich, fi ffl — 12.5 kg", rightToLeft: false)
    }

    @Test(.requires(hasHBShape && hasNoto, "needs hb-shape and Noto fonts: install libharfbuzz-bin, fonts-noto-core, fonts-noto-cjk"),
          arguments: [
        (noto + "NotoSansArabic-Regular.ttf", 0, "ضغط البنش بالبار", true),
        (noto + "NotoSansHebrew-Regular.ttf", 0, "לחיצת חזה", true),
        (noto + "NotoSans-Regular.ttf", 0, "Жим лёжа · Άρση θανάτου", false),
        (cjk, 2, "杠铃卧推（平板）", false),
        (cjk, 1, "벤치 프레스", false),
    ])
    func matchesHBShape(path: String, index: Int, text: String, rightToLeft: Bool) throws {
        let expected = try #require(try Self.hbShape(path, index: index, text))
        let font = try FontLocator.load(path, index: index)
        let scalars = text.unicodeScalars.map(\.value)
        let shaped = Shaper.shape(scalars, run: 0..<scalars.count, font: font, rightToLeft: rightToLeft)
        #expect(shaped.map { [$0.glyph, Int($0.xOffset), Int($0.yOffset), Int($0.advance)] } == expected)
        #expect(!shaped.contains { $0.glyph == 0 })
    }

    @Test func harfBuzzIsOpenedOnFirstUse() {
        // libharfbuzz0b is installed here (.ci/run): shaping must use it.
        #expect(HarfBuzzLibrary.load())
        #expect(HarfBuzzLibrary.loadError == nil)
    }

    /// Without HarfBuzz, plain Latin text in a font without ligatures for it
    /// sets exactly as HarfBuzz sets it: the same glyphs, and kerned advances.
    @Test func unshapedFallbackMatchesHarfBuzzOnPlainText() throws {
        let font = try TestFonts.sans()
        let scalars = "AVATAR Volume (kg) 12,345 To Wa".unicodeScalars.map(\.value)
        let shaped = Shaper.shape(scalars, run: 0..<scalars.count, font: font, rightToLeft: false)
        let unshaped = Shaper.unshaped(scalars[...], font: font, rightToLeft: false)
        #expect(unshaped.map(\.glyph) == shaped.map(\.glyph))
        #expect(unshaped.map(\.advance) == shaped.map(\.advance))
        // Kerning is applied: "AV" is tighter than the advance of "A".
        let a = font.glyphIndex(for: "A")
        #expect(Int(unshaped[0].advance) < font.advanceWidth(glyph: a))
        // Right to left comes back in visual order.
        let reversed = Shaper.unshaped(scalars[0..<3], font: font, rightToLeft: true).map(\.glyph)
        #expect(reversed == [font.glyphIndex(for: "A"), font.glyphIndex(for: "V"), font.glyphIndex(for: "A")])
    }

    @Test(.requires(FileManager.default.fileExists(atPath: noto + "NotoSans-Regular.ttf"),
                    "needs NotoSans-Regular.ttf: install fonts-noto-core"))
    func ligaturesAndKerningComeFromTheFont() throws {
        let font = try FontLocator.load(Self.noto + "NotoSans-Regular.ttf")
        let scalars = "fi AV".unicodeScalars.map(\.value)
        let shaped = Shaper.shape(scalars, run: 0..<scalars.count, font: font, rightToLeft: false)
        // "fi" becomes one ligature glyph; "AV" is kerned tighter than its advances.
        #expect(shaped.count == 4)
        let a = font.glyphIndex(for: "A")
        let av = try #require(shaped.first { $0.glyph == a })
        #expect(Int(av.advance) < font.advanceWidth(glyph: a))
    }

    @Test func rightToLeftRunsAreReorderedInsideALeftToRightLine() throws {
        let latin = try TestFonts.sans() // DejaVu Sans has Arabic letters and joining forms
        let style = TextStyle(font: latin, size: 20, fallback: .system)
        let line = try #require(ShapedLine.lines("Squat سكوات 5", style: style).first)
        #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x <= $1.x })
        // Latin first, then the Arabic word as HarfBuzz shapes it right to left
        // (visual order: the logically last letter first), then " 5".
        let word = "سكوات".unicodeScalars.map(\.value)
        let arabic = Shaper.shape(word, run: 0..<word.count, font: latin, rightToLeft: true).map(\.glyph)
        let glyphs = line.glyphs.map(\.glyph)
        #expect(glyphs.prefix(6) == ArraySlice("Squat ".unicodeScalars.map { latin.glyphIndex(for: $0) }))
        #expect(Array(glyphs[6..<6 + arabic.count]) == arabic)
        #expect(arabic.first != latin.glyphIndex(for: "س")) // joined forms, not isolated letters
        #expect(glyphs.last == latin.glyphIndex(for: "5"))
    }

    @Test func rightToLeftParagraphPutsTheFirstWordOnTheRight() throws {
        let font = try TestFonts.sans()
        let style = TextStyle(font: font, size: 20, fallback: .system)
        let line = try #require(ShapedLine.lines("לחיצת חזה 3", style: style).first)
        // Paragraph direction from the first strong letter (Hebrew): the first
        // logical letter ל is the rightmost glyph, the digit run the leftmost.
        #expect(line.glyphs.last?.glyph == font.glyphIndex(for: "ל"))
        #expect(line.glyphs.first?.glyph == font.glyphIndex(for: "3"))
        #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x <= $1.x })
    }

    /// A legend entry: an Arabic name, then a number. Charts read left to
    /// right, so the name comes first (at the left) and "(11.8%)" stays intact.
    @Test func labelsWithLatinKeepTheNumberOnTheRight() throws {
        let font = try TestFonts.sans()
        let line = try #require(ShapedLine.lines("ضغط البنش 2,000 kg (11.8%)", style: TextStyle(font: font, size: 12)).first)
        let tail = "2,000 kg (11.8%)".unicodeScalars.map { font.glyphIndex(for: $0) }
        #expect(Array(line.glyphs.map(\.glyph).suffix(tail.count)) == tail)
    }

    /// One letter with thousands of combining marks: the shaper gets at most
    /// `ShapedLine.maxMarks` of them (HarfBuzz sorts a run of marks by
    /// insertion: 100,000 marks took minutes), and a line at most
    /// `ShapedLine.maxScalars` scalars.
    @Test func theShapersInputIsBounded() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 12)
        let marks = "a" + String(repeating: "\u{0301}", count: 5_000) + "b"
        let marked = try #require(ShapedLine.lines(marks, style: style).first)
        #expect(marked.glyphs.count <= 2 + ShapedLine.maxMarks)
        #expect(marked.glyphs.count >= 2)
        let long = try #require(ShapedLine.lines(String(repeating: "ab", count: 50_000), style: style).first)
        #expect(long.glyphs.count == ShapedLine.maxScalars)
        // Ordinary text is untouched: marks of several bases, each under the limit.
        let accents = String(repeating: "e\u{0301}\u{0323}", count: 40)
        let scalars = accents.unicodeScalars.map(\.value)
        let whole = Shaper.shape(scalars, run: 0..<scalars.count, font: style.font, rightToLeft: false)
        #expect(try #require(ShapedLine.lines(accents, style: style).first).glyphs.map(\.glyph) == whole.map(\.glyph))
    }
}
