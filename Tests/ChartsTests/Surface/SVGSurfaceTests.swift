import Foundation
import RepChartTestSupport
import Testing
import Raster
import PNGCodec
@testable import Charts

@Suite("SVG surface")
struct SVGSurfaceTests {
    /// The golden SVG of each chart, rasterized by rsvg-convert, matches our
    /// golden PNG of it: interior pixels within 2/255, anti-aliased edge
    /// pixels within 24/255, and under 1 % of all pixels beyond that.
    @Test(.requires(RSVG.available, "rsvg-convert is missing: install librsvg2-bin to compare SVG with PNG"),
          arguments: GoldenTests.names)
    func rsvgMatchesRaster(name: String) throws {
        try GoldenCheck.rsvgMatchesRaster(name)
    }

    @Test func numbersArePlainAndCompact() {
        #expect(SVGNumber.format(12) == "12")
        #expect(SVGNumber.format(12.5) == "12.5")
        #expect(SVGNumber.format(-0.004) == "0")
        #expect(SVGNumber.format(0.05) == "0.05")
        #expect(SVGNumber.format(-3.125) == "-3.13" || SVGNumber.format(-3.125) == "-3.12")
        #expect(SVGNumber.format(.nan) == "0")
        #expect(SVGNumber.escape("a < b & \"c\"") == "a &lt; b &amp; &quot;c&quot;")
    }

    /// A line the PNG draws as a crisp one-pixel hairline is written so a browser draws it there too:
    /// at 480×300 (a scale of 0.64) a dashed 1.5-unit outline was written at its layout place and
    /// width, and Chromium spread it over two pixel columns beside our one.
    @Test func aHairlineIsWrittenWhereAndAsThePNGDrawsIt() throws {
        let fonts = try ChartFonts.locate()
        var surface = try SVGSurface(size: Size(width: 100, height: 50), scale: 0.5, fonts: fonts)
        var line = Path()
        line.move(to: Point(x: 10, y: 21))
        line.line(to: Point(x: 90, y: 21))
        surface.stroke(line, style: StrokeStyle(width: 1, dash: [8, 4]), with: .solid(.black))
        let path = try #require(surface.document.split(separator: "\n").first { $0.contains("stroke-dasharray") })
        // 21 × 0.5 = 10.5 device px: already a pixel centre, so the line stays; one device pixel is 2 units.
        #expect(path.contains("d=\"M10 21L90 21\""), "\(path)")
        #expect(path.contains("stroke-width=\"2\""), "\(path)")
        #expect(path.contains("stroke-opacity=\"0.502\"") || path.contains("stroke-opacity=\"0.5\""), "\(path)")
        #expect(path.contains("stroke-dasharray=\"8 4\""), "\(path)")
        var moved = try SVGSurface(size: Size(width: 100, height: 50), scale: 0.5, fonts: fonts)
        var off = Path()
        off.move(to: Point(x: 10, y: 20))
        off.line(to: Point(x: 90, y: 20))
        moved.stroke(off, style: StrokeStyle(width: 2), with: .solid(.black))
        // 20 × 0.5 = 10 device px, a pixel boundary: a one-pixel line moves to the centre 10.5, 21 units.
        #expect(moved.document.contains("d=\"M10 21L90 21\""), "\(moved.document)")
    }

    /// At a fractional scale the SVG was half a pixel taller than its PNG (`height="499.5"` beside a
    /// PNG of 499 or 500 rows): its size is the PNG's whole pixels, its view box what they show.
    @Test(arguments: [(Float(1.5), Float(333), Float(333)), (0.75, 481, 301), (1.25, 199.5, 120.3)])
    func aFractionalScaleGivesTheSVGThePNGsWholePixels(scale: Float, width: Float, height: Float) throws {
        let size = Size(width: width, height: height)
        let pixels = try PixelSize(size, scale: scale)
        let chart = StackedBarChart(dataSource: SampleCharts.weekData, title: "Week")
        let svg = try chart.renderSVG(size: size, scale: scale)
        let decoded = try PNGDecoder.decode(try chart.renderPNG(size: size, scale: scale))
        #expect(decoded.width == pixels.width && decoded.height == pixels.height)
        let viewBox = "viewBox=\"0 0 \(SVGNumber.format(Float(pixels.width) / scale)) \(SVGNumber.format(Float(pixels.height) / scale))\""
        #expect(svg.contains("width=\"\(decoded.width)\" height=\"\(decoded.height)\" \(viewBox)"),
                "\(svg.prefix(200))")
    }

    @Test func documentHasViewBoxScaleGradientsAndClips() throws {
        let fonts = try ChartFonts.locate()
        var surface = try SVGSurface(size: Size(width: 100, height: 50), scale: 2, fonts: fonts)
        surface.pushClip(Rect(x: 10, y: 10, width: 80, height: 30))
        let gradient = LinearGradient(start: .zero, end: Point(x: 0, y: 50),
                                      stops: [GradientStop(offset: 0, color: .black),
                                              GradientStop(offset: 1, color: Color.black.withOpacity(0))])
        surface.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 50)), with: .linear(gradient), rule: .evenOdd)
        surface.popClip()
        // 10.2 × 2 = 20.4 px snaps to 20 px = 10 layout units.
        surface.fillRect(Rect(x: 10.2, y: 5, width: 20, height: 10), with: .solid(Color(rgb: 0x0072B2)))
        surface.drawText("Hi", style: LabelStyle(size: 12, color: .black), at: Point(x: 50, y: 25),
                         horizontal: .center, vertical: .middle, rotation: 0)
        let svg = surface.document
        #expect(svg.contains("width=\"200\" height=\"100\" viewBox=\"0 0 100 50\""))
        #expect(svg.contains("<clipPath id=\"c0\"><rect x=\"10\" y=\"10\" width=\"80\" height=\"30\"/></clipPath>"))
        #expect(svg.contains("clip-path=\"url(#c0)\""))
        #expect(svg.contains("<linearGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\""))
        #expect(svg.contains("stop-opacity=\"0\""))
        #expect(svg.contains("fill-rule=\"evenodd\""))
        #expect(svg.contains("<rect x=\"10\" y=\"5\" width=\"20\" height=\"10\" fill=\"#0072b2\"/>"))
        // Text is outlines: a path, no <text> element.
        #expect(!svg.contains("<text"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func textElementsWhenAsked() throws {
        let fonts = try ChartFonts.locate()
        var surface = try SVGSurface(size: Size(width: 100, height: 50), fonts: fonts, textAsElements: true)
        surface.drawText("5 < 6", style: LabelStyle(size: 12, bold: true, color: .black), at: Point(x: 50, y: 25),
                         horizontal: .right, vertical: .baseline, rotation: -.pi / 2)
        let svg = surface.document
        #expect(svg.contains(">5 &lt; 6</text>"))
        #expect(svg.contains("text-anchor=\"end\""))
        #expect(svg.contains("rotate(-90)"))
        #expect(svg.contains("font-weight=\"bold\""))
    }

    /// A `<text>` baseline lands on the whole device pixel the raster surface sets the same text on,
    /// at a scale where layout positions fall between pixels (as at 800×500).
    @Test func textBaselinesFallOnWholePixels() throws {
        let fonts = try ChartFonts.locate()
        let scale: Float = 2.0 / 3.0
        var surface = try SVGSurface(size: Size(width: 300, height: 200), scale: scale, fonts: fonts, textAsElements: true)
        let style = LabelStyle(size: 16, bold: false, color: .black)
        surface.drawText("Pull Up", style: style, at: Point(x: 40.4, y: 101.3), horizontal: .left, vertical: .middle, rotation: 0)
        surface.drawText("Sets", style: style, at: Point(x: 20.2, y: 90.1), horizontal: .center, vertical: .bottom,
                         rotation: -.pi / 2)
        let svg = surface.document
        #expect(svg.contains("text-rendering=\"geometricPrecision\""))
        let ys = svg.components(separatedBy: "<text y=\"").dropFirst().compactMap { Float($0.prefix { $0 != "\"" }) }
        try #require(ys.count == 2, "\(svg)")
        // Horizontal text: the device y of the baseline is whole.
        let horizontal = (101.3 + ys[0]) * scale
        #expect(abs(horizontal - horizontal.rounded()) < 0.01, "baseline at device y \(horizontal)")
        // Turned a quarter anticlockwise, the baseline offset runs along device x.
        let turned = (20.2 + ys[1]) * scale
        #expect(abs(turned - turned.rounded()) < 0.01, "baseline at device x \(turned)")
    }
}

/// Compares two renderings, with more tolerance where ours has an edge.
extension EdgeAwareComparison {
    init(ours: DecodedImage, theirs: DecodedImage, interior: Int32 = 2, edge: Int32 = 24) {
        self.init(width: ours.width, height: ours.height, ours: ours.rgba, theirs: theirs.rgba, interior: interior, edge: edge)
    }
}
