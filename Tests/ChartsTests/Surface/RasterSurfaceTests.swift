import Testing
import Raster
@testable import Charts

@Suite("Raster surface")
struct RasterSurfaceTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    /// A surface made with the background draws the same pixels as a
    /// transparent one the graph fills.
    @Test(arguments: [Theme.light, Theme.dark])
    func aCanvasMadeWithItsBackgroundDrawsTheSamePixels(theme: Theme) throws {
        for sample in SampleCharts.all {
            let graph = sample.chart.makeGraph()
            var plain = try RasterSurface(size: sample.size, scale: sample.scale, fonts: fonts)
            graph.draw(on: &plain, size: sample.size, theme: theme, fonts: fonts)
            var filled = try RasterSurface(size: sample.size, scale: sample.scale, fonts: fonts,
                                           background: theme.background)
            graph.draw(on: &filled, size: sample.size, theme: theme, fonts: fonts)
            let same = plain.canvas.withUnsafeBytes { a in filled.canvas.withUnsafeBytes { b in a.elementsEqual(b) } }
            #expect(same, "\(sample.name)")
        }
    }

    /// The colour a canvas starts with.
    @Test func aCanvasStartsFilledWithAnOpaqueBackgroundOnly() throws {
        let veiled = Color(red: 10, green: 20, blue: 30, alpha: 128)
        let surface = try RasterSurface(size: Size(width: 4, height: 4), fonts: fonts, background: veiled)
        #expect(surface.canvas.pixel(x: 2, y: 2) == .clear)
    }

    @Test func aBackgroundFillAfterOtherDrawingIsNotSkipped() throws {
        var s = try RasterSurface(size: Size(width: 20, height: 10), fonts: fonts, background: .white)
        s.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), with: .solid(.black))
        s.fillRect(Rect(x: 0, y: 0, width: 20, height: 10), with: .solid(.white))
        #expect(s.canvas.pixel(x: 1, y: 1) == .white)
    }

    @Test func rectsSnapToWholeDevicePixelsAtAnyScale() throws {
        for scale: Float in [1, 1.5, 2] {
            var s = try RasterSurface(size: Size(width: 40, height: 20), scale: scale, fonts: fonts)
            s.fillRect(Rect(x: 10.3, y: 2.2, width: 9.4, height: 5.1), with: .solid(.black))
            let c = s.canvas
            // Every pixel is fully in or out: no anti-aliased edge.
            var partial = 0
            for y in 0..<c.height { for x in 0..<c.width where ![0, 255].contains(c.pixel(x: x, y: y).alpha) { partial += 1 } }
            #expect(partial == 0, "scale \(scale)")
            let r = PixelSnap.rect(Rect(x: 10.3, y: 2.2, width: 9.4, height: 5.1), transform: .scale(scale))
            #expect((r.minX * scale).rounded() == r.minX * scale && (r.maxY * scale).rounded() == r.maxY * scale)
        }
        // A hairline never vanishes.
        #expect(PixelSnap.rect(Rect(x: 3.2, y: 0, width: 0.2, height: 4), transform: .identity).width == 1)
    }

    @Test func clipsAndTransformsNestAndPop() throws {
        var s = try RasterSurface(size: Size(width: 20, height: 20), fonts: fonts)
        s.pushClip(Rect(x: 0, y: 0, width: 10, height: 20))
        s.fillRect(Rect(x: 0, y: 0, width: 20, height: 5), with: .solid(.black))
        s.popClip()
        s.pushTransform(.translation(x: 0, y: 10))
        s.fillRect(Rect(x: 0, y: 0, width: 20, height: 5), with: .solid(.white))
        s.popTransform()
        let c = s.canvas
        #expect(c.pixel(x: 5, y: 2) == .black)
        #expect(c.pixel(x: 15, y: 2).alpha == 0)       // clipped away
        #expect(c.pixel(x: 15, y: 12) == .white)       // drawn after the clip was popped, moved down 10
        #expect(c.pixel(x: 15, y: 2).alpha == 0 && c.pixel(x: 15, y: 7).alpha == 0)
    }

    @Test func textIsDrawnWhereItIsAnchored() throws {
        var s = try RasterSurface(size: Size(width: 200, height: 60), fonts: fonts)
        s.drawText("Bench press", style: LabelStyle(size: 20, color: .black), at: Point(x: 100, y: 30),
                   horizontal: .center, vertical: .middle, rotation: 0)
        let c = s.canvas
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<60 { for x in 0..<200 where c.pixel(x: x, y: y).alpha > 128 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        let width = fonts.width("Bench press", style: LabelStyle(size: 20, color: .black))
        #expect(abs(Float(minX + maxX) / 2 - 100) <= 2)
        #expect(Float(maxX - minX) > width * 0.85 && Float(maxX - minX) <= width + 1)
        #expect(minY > 10 && maxY < 50)
    }
}
