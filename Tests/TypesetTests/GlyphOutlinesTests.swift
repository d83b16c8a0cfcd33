import Foundation
import Raster
import Testing
@testable import Typeset

/// Every simple and composite glyph encoding, on fonts built in the test.
@Suite struct GlyphOutlinesTests {
    typealias P = FontBuilder.ContourPoint
    static let square = FontBuilder.Glyph.simple([[P(x: 0, y: 0, on: true), P(x: 100, y: 0, on: true),
                                                   P(x: 100, y: 100, on: true), P(x: 0, y: 100, on: true)]])

    static func font(_ glyphs: [FontBuilder.Glyph]) throws -> Font {
        var builder = FontBuilder()
        builder.glyphs += glyphs
        return try Font(bytes: builder.build(), name: "built.ttf")
    }

    static func component(_ glyph: Int, _ dx: Int, _ dy: Int, words: Bool = false,
                          matrix: FontBuilder.Component.Matrix = .none, scaledOffset: Bool = false) -> FontBuilder.Component {
        FontBuilder.Component(glyph: glyph, arg1: dx, arg2: dy, words: words, matrix: matrix, scaledOffset: scaledOffset)
    }

    @Test func simpleGlyphWithShortLongAndRepeatedCoordinates() throws {
        let zigzag = FontBuilder.Glyph.simple([[P(x: 0, y: 0, on: true), P(x: 300, y: 0, on: true),
                                               P(x: 300, y: 10, on: true), P(x: 300, y: 20, on: true),
                                               P(x: 2000, y: -900, on: true), P(x: 0, y: -900, on: true)]])
        let font = try Self.font([Self.square, zigzag])
        let square = try font.outline(glyph: 1)
        #expect(square.verbs == [.move, .line, .line, .line, .close])
        #expect(square.points == [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)])
        let z = try font.outline(glyph: 2)
        #expect(z.points == [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 10), Point(x: 300, y: 20),
                             Point(x: 2000, y: -900), Point(x: 0, y: -900)])
    }

    @Test func offCurvePointsImplyOnCurveMidpoints() throws {
        // All four points off-curve: a circle-like outline through the midpoints.
        let diamond = FontBuilder.Glyph.simple([[P(x: 0, y: 0, on: false), P(x: 100, y: 0, on: false),
                                                P(x: 100, y: 100, on: false), P(x: 0, y: 100, on: false)]])
        // Starts off-curve, ends on-curve.
        let arch = FontBuilder.Glyph.simple([[P(x: 50, y: 100, on: false), P(x: 100, y: 0, on: true),
                                             P(x: 0, y: 0, on: true)]])
        let font = try Self.font([diamond, arch])
        let d = try font.outline(glyph: 1)
        #expect(d.verbs == [.move, .quad, .quad, .quad, .quad, .close])
        #expect(d.points == [Point(x: 0, y: 50),
                             Point(x: 0, y: 0), Point(x: 50, y: 0),
                             Point(x: 100, y: 0), Point(x: 100, y: 50),
                             Point(x: 100, y: 100), Point(x: 50, y: 100),
                             Point(x: 0, y: 100), Point(x: 0, y: 50)])
        let a = try font.outline(glyph: 2)
        #expect(a.verbs == [.move, .quad, .close]) // close draws the last on-curve edge
        #expect(a.points == [Point(x: 0, y: 0), Point(x: 50, y: 100), Point(x: 100, y: 0)])
    }

    @Test func componentArgumentsAsBytesAndWords() throws {
        let font = try Self.font([Self.square,
                                  .composite([Self.component(1, 10, -5)]),
                                  .composite([Self.component(1, 1000, -300, words: true)])])
        #expect(try font.inkBounds(glyph: 2) == Rect(x: 10, y: -5, width: 100, height: 100))
        #expect(try font.inkBounds(glyph: 3) == Rect(x: 1000, y: -300, width: 100, height: 100))
    }

    @Test func componentScalesAndMatrices() throws {
        let font = try Self.font([Self.square,
                                  .composite([Self.component(1, 0, 0, matrix: .scale(0.5))]),
                                  .composite([Self.component(1, 0, 0, matrix: .xyScale(1.5, 0.25))]),
                                  // A quarter turn: x' = -y, y' = x.
                                  .composite([Self.component(1, 0, 0, matrix: .twoByTwo(0, 1, -1, 0))]),
                                  .composite([Self.component(1, 100, 40, matrix: .scale(0.5))]),
                                  .composite([Self.component(1, 100, 40, matrix: .scale(0.5), scaledOffset: true)])])
        #expect(try font.inkBounds(glyph: 2) == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(try font.inkBounds(glyph: 3) == Rect(x: 0, y: 0, width: 150, height: 25))
        #expect(try font.inkBounds(glyph: 4) == Rect(x: -100, y: 0, width: 100, height: 100))
        #expect(try font.outline(glyph: 4).points[1] == Point(x: 0, y: 100))
        // Offsets are added after the matrix, unless SCALED_COMPONENT_OFFSET.
        #expect(try font.inkBounds(glyph: 5) == Rect(x: 100, y: 40, width: 50, height: 50))
        #expect(try font.inkBounds(glyph: 6) == Rect(x: 50, y: 20, width: 50, height: 50))
    }

    @Test func moreComponentsPointMatchingNestingAndInstructions() throws {
        var anchored = FontBuilder.Component(glyph: 1, arg1: 2, arg2: 0)
        anchored.pointMatching = true // child's point 0 onto our point 2 (100, 100)
        let font = try Self.font([Self.square,
                                  .composite([Self.component(1, 0, 0), anchored, Self.component(1, -100, 0)],
                                             instructions: [0xB0, 0x00]),
                                  .composite([Self.component(2, 1000, 0, words: true), Self.component(1, 0, 500, words: true)])])
        let three = try font.outline(glyph: 2)
        #expect(three.verbs.filter { $0 == .move }.count == 3)
        #expect(Array(three.points[4..<8]) == [Point(x: 100, y: 100), Point(x: 200, y: 100),
                                               Point(x: 200, y: 200), Point(x: 100, y: 200)])
        let b = try font.inkBounds(glyph: 2)
        #expect(b == Rect(x: -100, y: 0, width: 300, height: 200), "\(String(describing: b)) \(three.points)")
        #expect(try font.inkBounds(glyph: 3) == Rect(x: 0, y: 0, width: 1200, height: 600))
    }

    @Test func hostileCompositesThrow() throws {
        var badAnchor = FontBuilder.Component(glyph: 1, arg1: 9, arg2: 0)
        badAnchor.pointMatching = true
        // 40 × 40 components: too many to expand.
        let fan = (0..<40).map { _ in Self.component(1, 0, 0) }
        let fanOfFans = (0..<40).map { _ in Self.component(3, 0, 0) }
        var glyphs: [FontBuilder.Glyph] = [Self.square, .composite([badAnchor]), .composite(fan), .composite(fanOfFans)]
        // A chain 12 deep (each refers to the next).
        let chainStart = glyphs.count + 1
        for i in 0..<12 { glyphs.append(.composite([Self.component(i == 11 ? 1 : chainStart + i + 1, 0, 0)])) }
        glyphs.append(.composite([Self.component(99, 0, 0)])) // no such glyph
        let font = try Self.font(glyphs)
        #expect(try font.outline(glyph: 3).verbs.count == 40 * 5)
        let anchor = try #require(throws: FontError.self) { try font.outline(glyph: 2) }
        #expect(anchor.reason.contains("anchor points"))
        let fanError = try #require(throws: FontError.self) { try font.outline(glyph: 4) }
        #expect(fanError.reason.contains("components"))
        let deep = try #require(throws: FontError.self) { try font.outline(glyph: chainStart) }
        #expect(deep.reason.contains("nesting"))
        #expect(try font.inkBounds(glyph: chainStart + 4) == Rect(x: 0, y: 0, width: 100, height: 100))
        let missing = try #require(throws: FontError.self) { try font.outline(glyph: chainStart + 12) }
        #expect(missing.reason.contains("out of range"))
        #expect(throws: FontError.self) { try font.outline(glyph: -1) }
    }

    @Test func cmapFormat4RangeOffsetsAndFormat12() throws {
        var builder = FontBuilder()
        builder.glyphs += [Self.square, Self.square]
        builder.characters = [0x41: 1, 0x416: 2, 0x20AC: 1]
        let bmp = try Font(bytes: builder.build(), name: "cmap4.ttf")
        #expect(bmp.glyphIndex(for: "A") == 1)
        #expect(bmp.glyphIndex(for: "Ж") == 2)
        #expect(bmp.glyphIndex(for: "€") == 1)
        #expect(bmp.glyphIndex(for: "B") == 0)
        builder.cmapFormat = 12
        builder.characters = [0x41: 1, 0x1F3CB: 2]
        let full = try Font(bytes: builder.build(), name: "cmap12.ttf")
        #expect(full.glyphIndex(for: "A") == 1)
        #expect(full.glyphIndex(for: "\u{1F3CB}") == 2)
        #expect(full.glyphIndex(for: "\u{1F3CC}") == 0)
        builder.characters = [0x41: 7] // beyond the font's glyphs
        #expect(try Font(bytes: builder.build(), name: "cmap12.ttf").glyphIndex(for: "A") == 0)
    }
}

/// Kerning sources on built fonts: none, and GPOS pair adjustment in both
/// formats, one behind an extension lookup.
@Suite struct PairPositioningTests {
    @Test func fontWithoutKerningHasNone() throws {
        var builder = FontBuilder()
        builder.glyphs += [GlyphOutlinesTests.square, GlyphOutlinesTests.square]
        let font = try Font(bytes: builder.build(), name: "plain.ttf")
        #expect(font.kerningSource == .none)
        #expect(font.kerning(left: 1, right: 2) == 0)
    }

    @Test func pairSetsAndClassPairsAddUp() throws {
        var builder = FontBuilder()
        builder.glyphs += Array(repeating: GlyphOutlinesTests.square, count: 5)
        builder.extraTables["GPOS"] = FontBuilder.gpos(
            left: 1, pairs: [(right: 3, value: -70), (right: 2, value: -50)],
            class1: [1: 1, 2: 0], class2: [3: 1, 5: 1],
            classValues: [[0, 0], [5, -20]])
        let font = try Font(bytes: builder.build(), name: "gpos.ttf")
        #expect(font.kerningSource == .pairPositioning)
        #expect(font.kerning(left: 1, right: 2) == -50 + 5)   // pair set + class 1/0
        #expect(font.kerning(left: 1, right: 3) == -70 - 20)  // pair set + class 1/1
        #expect(font.kerning(left: 1, right: 5) == -20)       // class pair only
        #expect(font.kerning(left: 1, right: 4) == 5)
        #expect(font.kerning(left: 2, right: 3) == 0)         // class 0 row
        #expect(font.kerning(left: 3, right: 1) == 0)         // not covered
    }

    @Test(.requires(FileManager.default.fileExists(atPath: PairPositioningTests.liberation),
                   "needs LiberationSans-Regular.ttf: install fonts-liberation"))
    func liberationPairSetsMatchItsKernTable() throws {
        let bytes = try TestFonts.bytes(Self.liberation)
        let withKern = try Font(bytes: bytes, name: "LiberationSans")
        var sfnt = SFNT(bytes: bytes)
        sfnt.rename("kern", to: "xern")
        let gposOnly = try Font(bytes: sfnt.bytes, name: "LiberationSans-GPOS")
        #expect(gposOnly.kerningSource == .pairPositioning)
        var nonzero = 0
        for (l, r) in [("A", "V"), ("T", "o"), ("W", "a"), ("L", "T"), ("Y", "a"), ("A", "T"), ("P", "A"), ("x", "x")] {
            let a = withKern.glyphIndex(for: Unicode.Scalar(l)!), b = withKern.glyphIndex(for: Unicode.Scalar(r)!)
            #expect(gposOnly.kerning(left: a, right: b) == withKern.kerning(left: a, right: b), "\(l)\(r)")
            if withKern.kerning(left: a, right: b) != 0 { nonzero += 1 }
        }
        #expect(nonzero >= 5)
    }

    static let liberation = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
}
