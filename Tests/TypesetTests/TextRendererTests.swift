import Foundation
import PNGCodec
import Raster
import Testing
@testable import Typeset

@Suite struct TextRendererTests {
    static let paper = Color.white, ink = Color(rgb: 0x222222)
    static let night = Color(rgb: 0x1E1E1E), chalk = Color(rgb: 0xEEEEEE)

    typealias Box = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// The ink box of rows y0..<y1 of a decoded reference image.
    static func inkBox(_ image: DecodedImage, background: Color, rows: Range<Int>) -> Box? {
        var box: Box?
        for y in rows {
            for x in 0..<image.width {
                let i = 4 * (y * image.width + x)
                let c = Color(red: image.rgba[i], green: image.rgba[i + 1], blue: image.rgba[i + 2])
                guard RenderSupport.distance(c, background) > 8 else { continue }
                box = box.map { (min($0.x0, x), min($0.y0, y), max($0.x1, x + 1), max($0.y1, y + 1)) } ?? (x, y, x + 1, y + 1)
            }
        }
        return box
    }

    static func inkBox(_ canvas: Canvas, background: Color, rows: Range<Int>) -> Box? {
        var box: Box?
        for y in rows {
            for x in 0..<canvas.width where RenderSupport.distance(canvas.pixel(x: x, y: y), background) > 8 {
                box = box.map { (min($0.x0, x), min($0.y0, y), max($0.x1, x + 1), max($0.y1, y + 1)) } ?? (x, y, x + 1, y + 1)
            }
        }
        return box
    }

    /// Same glyph positions and a similar weight as rsvg-convert (hinted
    /// FreeType + cairo) renders of the same SVG, light and dark, 1× and 2×.
    @Test(arguments: [1, 2], [true, false])
    func matchesTheRsvgReference(scale: Int, light: Bool) throws {
        let background = light ? Self.paper : Self.night
        let ours = try RenderSupport.samplesCanvas(scale: scale, background: background,
                                                   foreground: light ? Self.ink : Self.chalk)
        let name = "rsvg-\(scale)x-\(light ? "light" : "dark")"
        RenderSupport.save(ours, "ours-\(scale)x-\(light ? "light" : "dark")")
        let reference = try PNGDecoder.decode(contentsOfFile: RenderSupport.fixtures + "/\(name).png")
        #expect(reference.width == ours.width && reference.height == ours.height)
        // Weight: total ink within a few percent above the hinted reference
        // (unhinted stems need a little more to look as dark).
        let ratio = RenderSupport.inkMass(ours, background: background)
            / RenderSupport.inkMass(reference, background: background)
        #expect(ratio > 0.97 && ratio < 1.2, "ink mass ratio \(ratio)")
        // Placement: each line's ink box within a pixel (hinting moves edges).
        for line in RenderSupport.samples {
            let top = Int((line.y - line.size) * Float(scale)), bottom = Int((line.y + line.size * 0.3) * Float(scale))
            let a = try #require(Self.inkBox(ours, background: background, rows: top..<bottom))
            let b = try #require(Self.inkBox(reference, background: background, rows: top..<bottom))
            let tolerance = scale
            #expect(abs(a.x0 - b.x0) <= tolerance && abs(a.x1 - b.x1) <= tolerance, "\(line.text): \(a) vs \(b)")
            #expect(abs(a.y0 - b.y0) <= tolerance && abs(a.y1 - b.y1) <= tolerance, "\(line.text): \(a) vs \(b)")
        }
    }

    @Test(arguments: ["Bench Press 120 kg", "Mon 17", "Жим лёжа", "Übung", "AV Wa To"])
    func renderedInkMatchesMeasurement(text: String) throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 12)
        var canvas = try Canvas(width: 160, height: 40)
        canvas.clear(Self.paper)
        let anchor = Point(x: 10.3, y: 25.6)
        TextRenderer().draw(text, style: style, color: .black, at: anchor, on: &canvas)
        let m = TextLayout.measure(text, style: style)
        let ink = try #require(RenderSupport.inkBox(canvas, background: Self.paper, threshold: 40))
        // The baseline snaps to y = 26 and x to quarter pixels.
        let x0 = 10.25 + m.inkBounds.minX, x1 = 10.25 + m.inkBounds.maxX
        let y0 = 26 + m.inkBounds.minY, y1 = 26 + m.inkBounds.maxY
        #expect(abs(Float(ink.x0) - x0) <= 1 && abs(Float(ink.x1) - x1) <= 1, "x \(ink) vs \(x0)...\(x1)")
        #expect(abs(Float(ink.y0) - y0) <= 1 && abs(Float(ink.y1) - y1) <= 1, "y \(ink) vs \(y0)...\(y1)")
    }

    @Test func compositeGlyphDrawsBothComponents() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 16)
        func draw(_ text: String) throws -> Canvas {
            var canvas = try Canvas(width: 30, height: 30)
            canvas.clear(Self.paper)
            TextRenderer().draw(text, style: style, color: .black, at: Point(x: 5, y: 25), on: &canvas)
            return canvas
        }
        let a = try draw("A"), umlaut = try draw("Ä")
        let aBox = try #require(RenderSupport.inkBox(a, background: Self.paper))
        let uBox = try #require(RenderSupport.inkBox(umlaut, background: Self.paper))
        // The dots sit above A's top, and A's own pixels are unchanged.
        #expect(uBox.y0 <= aBox.y0 - 2)
        #expect(uBox.y1 == aBox.y1 && uBox.x0 == aBox.x0 && uBox.x1 == aBox.x1)
        for y in (aBox.y0 + 1)..<aBox.y1 {
            for x in 0..<30 { #expect(a.pixel(x: x, y: y) == umlaut.pixel(x: x, y: y)) }
        }
        // Two separate dots: an uninked column between them in the dot rows.
        let dotRow = uBox.y0 + 1
        let inked = (0..<30).map { RenderSupport.distance(umlaut.pixel(x: $0, y: dotRow), Self.paper) > 60 }
        let runs = zip(inked, inked.dropFirst()).filter { !$0 && $1 }.count + (inked.first == true ? 1 : 0)
        #expect(runs == 2)
    }

    @Test func kerningPullsAVTogether() throws {
        let font = try TestFonts.sans()
        let style = TextStyle(font: font, size: 32)
        let renderer = TextRenderer()
        var kerned = try Canvas(width: 80, height: 40), apart = try Canvas(width: 80, height: 40)
        kerned.clear(Self.paper); apart.clear(Self.paper)
        renderer.draw("AV", style: style, color: .black, at: Point(x: 4, y: 34), on: &kerned)
        let advanceA = Float(font.advanceWidth(glyph: font.glyphIndex(for: "A"))) * 32 / 2048
        renderer.draw("A", style: style, color: .black, at: Point(x: 4, y: 34), on: &apart)
        renderer.draw("V", style: style, color: .black, at: Point(x: 4 + advanceA, y: 34), on: &apart)
        let k = try #require(RenderSupport.inkBox(kerned, background: Self.paper))
        let u = try #require(RenderSupport.inkBox(apart, background: Self.paper))
        // kern −131 units at 32 px is −2.05 px.
        #expect((1...3).contains(u.x1 - k.x1), "\(u.x1) vs \(k.x1)")
        #expect(u.x0 == k.x0)
    }

    @Test func secondDrawHitsTheCacheAndMatches() throws {
        let renderer = TextRenderer()
        let first = try RenderSupport.samplesCanvas(scale: 1, background: Self.paper, foreground: Self.ink, renderer: renderer)
        let cached = renderer.cachedGlyphCount
        let misses = renderer.cache.statistics.misses
        #expect(cached > 40)
        let second = try RenderSupport.samplesCanvas(scale: 1, background: Self.paper, foreground: Self.ink, renderer: renderer)
        #expect(renderer.cachedGlyphCount == cached)
        #expect(renderer.cache.statistics.misses == misses)
        #expect(renderer.cache.statistics.hits >= misses)
        first.withUnsafeBytes { a in second.withUnsafeBytes { b in #expect(a.elementsEqual(b)) } }
        // Another colour of the same luminance class reuses the masks too.
        _ = try RenderSupport.samplesCanvas(scale: 1, background: Self.paper, foreground: .black, renderer: renderer)
        #expect(renderer.cachedGlyphCount == cached)
    }

    @Test func subpixelPhasesAreCachedSeparately() throws {
        let renderer = TextRenderer()
        let style = TextStyle(font: try TestFonts.sans(), size: 12)
        var a = try Canvas(width: 30, height: 20), b = try Canvas(width: 30, height: 20)
        renderer.draw("l", style: style, color: .black, at: Point(x: 10, y: 15), on: &a)
        renderer.draw("l", style: style, color: .black, at: Point(x: 10.5, y: 15), on: &b)
        #expect(renderer.cachedGlyphCount == 2)
        var differs = false
        for x in 0..<30 where a.pixel(x: x, y: 10) != b.pixel(x: x, y: 10) { differs = true }
        #expect(differs)
        renderer.draw("l", style: style, color: .black, at: Point(x: 20.5, y: 5), on: &b)
        #expect(renderer.cachedGlyphCount == 2) // same phase, other place
    }

    @Test func threadsShareOneRenderer() async throws {
        let expected = try RenderSupport.samplesCanvas(scale: 1, background: Self.paper, foreground: Self.ink)
        let renderer = TextRenderer()
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<6 {
                group.addTask {
                    let canvas = try RenderSupport.samplesCanvas(scale: 1, background: Self.paper,
                                                                 foreground: Self.ink, renderer: renderer)
                    return canvas.withUnsafeBytes { Array($0) }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let bytes = expected.withUnsafeBytes { Array($0) }
        #expect(results.count == 6)
        for r in results { #expect(r == bytes) }
    }

    @Test func rotatedTitleMatchesItsPath() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 14)
        var canvas = try Canvas(width: 60, height: 200)
        canvas.clear(Self.paper)
        let anchor = Point(x: 30, y: 100)
        TextRenderer().draw("Volume (kg)", style: style, color: .black, at: anchor, horizontal: .center,
                            vertical: .middle, rotation: -.pi / 2, on: &canvas)
        let ink = try #require(RenderSupport.inkBox(canvas, background: Self.paper, threshold: 40))
        let b = try #require(TextLayout.path("Volume (kg)", style: style, at: anchor, horizontal: .center,
                                             vertical: .middle, rotation: -.pi / 2).tightBounds)
        #expect(ink.y1 - ink.y0 > 3 * (ink.x1 - ink.x0))
        #expect(abs(Float(ink.x0) - b.minX) <= 1 && abs(Float(ink.x1) - b.maxX) <= 1)
        #expect(abs(Float(ink.y0) - b.minY) <= 1 && abs(Float(ink.y1) - b.maxY) <= 1)
        // An arbitrary angle takes the uncached path and still draws.
        var tilted = try Canvas(width: 200, height: 200)
        tilted.clear(Self.paper)
        let renderer = TextRenderer()
        renderer.draw("Mon 17", style: style, color: .black, at: Point(x: 100, y: 100), rotation: 0.5, on: &tilted)
        let tiltedInk = try #require(RenderSupport.inkBox(tilted, background: Self.paper))
        #expect(tiltedInk.y1 - tiltedInk.y0 > 20) // runs diagonally down the canvas
        #expect(renderer.cachedGlyphCount == 0)
    }

    @Test func twoTimesScaleDoublesTheInk() throws {
        let one = try RenderSupport.samplesCanvas(scale: 1, background: Self.paper, foreground: Self.ink)
        let two = try RenderSupport.samplesCanvas(scale: 2, background: Self.paper, foreground: Self.ink)
        let a = try #require(RenderSupport.inkBox(one, background: Self.paper))
        let b = try #require(RenderSupport.inkBox(two, background: Self.paper))
        #expect(abs(b.x0 - 2 * a.x0) <= 2 && abs(b.x1 - 2 * a.x1) <= 2)
        #expect(abs(b.y0 - 2 * a.y0) <= 2 && abs(b.y1 - 2 * a.y1) <= 2)
    }

    @Test func hostileArgumentsDrawNothingAndDoNotTrap() throws {
        let style = TextStyle(font: try TestFonts.sans(), size: 12)
        var canvas = try Canvas(width: 20, height: 20)
        let renderer = TextRenderer()
        renderer.draw("x", style: style, color: .black, at: Point(x: .nan, y: 5), on: &canvas)
        renderer.draw("x", style: style, color: .black, at: Point(x: 1e30, y: -1e30), on: &canvas)
        renderer.draw("x", style: style, color: .black, at: Point(x: 5, y: 15), scale: .infinity, on: &canvas)
        renderer.draw("x", style: TextStyle(font: style.font, size: -3), color: .black, at: Point(x: 5, y: 15), on: &canvas)
        renderer.draw("x", style: TextStyle(font: style.font, size: 1e9), color: .black, at: Point(x: 5, y: 15), on: &canvas)
        renderer.draw("x", style: style, color: .black, at: Point(x: 5, y: 15), rotation: .nan, on: &canvas)
        #expect(canvas.pixel(x: 0, y: 0) == .clear)
    }
}

extension TextRendererTests {
    /// Saves a chart-like composition for a person to look at (TYPESET_LOOK_DIR).
    @Test func chartLikeLabels() throws {
        var canvas = try Canvas(width: 300, height: 200)
        canvas.clear(Self.paper)
        let regular = TextStyle(font: try TestFonts.sans(), size: 11)
        let renderer = TextRenderer()
        renderer.draw("Volume (kg)", style: regular, color: Self.ink, at: Point(x: 12, y: 100),
                      horizontal: .center, vertical: .middle, rotation: -.pi / 2, on: &canvas)
        renderer.draw("Training volume, week 47", style: TextStyle(font: try TestFonts.bold(), size: 14),
                      color: Self.ink, at: Point(x: 150, y: 8), horizontal: .center, vertical: .top, on: &canvas)
        for (i, day) in ["Mon 17", "Tue 18", "Wed 19", "Thu 20", "Fri 21"].enumerated() {
            renderer.draw(day, style: regular, color: Self.ink, at: Point(x: Float(60 + 50 * i), y: 185),
                          horizontal: .center, vertical: .bottom, on: &canvas)
        }
        for (i, tick) in ["0", "2,500", "5,000", "7,500"].enumerated() {
            renderer.draw(tick, style: regular, color: Self.ink, at: Point(x: 58, y: Float(160 - 40 * i)),
                          horizontal: .right, vertical: .middle, on: &canvas)
        }
        let label = TextLayout.truncated("Overhead Press (seated, dumbbell)", style: regular, maxWidth: 120)
        renderer.draw(label, style: regular, color: Self.ink, at: Point(x: 170, y: 40), on: &canvas)
        RenderSupport.save(canvas, "chart-labels")
        let ink = try #require(RenderSupport.inkBox(canvas, background: Self.paper))
        #expect(ink.x0 < 20 && ink.y0 < 12 && ink.y1 <= 186)
        #expect(label.hasSuffix("…"))
    }
}
