import Raster
import Testing
@testable import Charts

/// A colour the caller sets is drawn exactly, in PNG and SVG (issue 44, point 1): the
/// push-latency chart's light-blue line, yellow average and magenta median keep their
/// colours, and a red band at 25 % alpha composites over white as that red would.
@Suite struct ExactColorTests {
    static let lightBlue = Color(rgb: 0x87CEFA), yellow = Color(rgb: 0xFFD700), magenta = Color(rgb: 0xFF00FF)
    static let band = Color(rgb: 0xFF0000, alpha: 64)

    /// Latency per hour with its average and median as reference lines and a missing-data band.
    static func latencyGraph() -> Graph {
        let hours = (0..<24).map { Double($0) * 3_600 }
        let values: [Double?] = hours.indices.map { 120 + Double(($0 * 37) % 50) }
        var graph = LineChart(dates: hours, values: values, title: "Push latency", color: lightBlue).makeGraph()
        graph.plots = graph.plots.map { plot in
            guard var line = plot as? LinePlot else { return plot }
            line.lineWidth = 4
            line.referenceLines = [ReferenceLine(value: 140, label: "average", color: yellow, width: 4),
                                   ReferenceLine(value: 125, label: "median", color: magenta, width: 4)]
            return line
        }
        graph.xAxis?.backgroundLimitBands = [LimitBand(range: PlotRange(6 * 3_600, 9 * 3_600), color: band,
                                                       showsEdges: false)]
        return graph
    }

    static func count(_ color: Color, in image: (width: Int, height: Int, rgba: [UInt8])) -> Int {
        var n = 0
        for i in stride(from: 0, to: image.rgba.count, by: 4)
        where image.rgba[i] == color.red && image.rgba[i + 1] == color.green && image.rgba[i + 2] == color.blue {
            n += 1
        }
        return n
    }

    @Test func aLineAndReferenceLinesAreDrawnInTheirExactColoursInThePNG() throws {
        let fonts = try ChartFonts.locate()
        let png = try Self.latencyGraph().renderPNG(size: Size(width: 800, height: 500), fonts: fonts)
        let image = try DecodedPNG.pixels(png)
        for color in [Self.lightBlue, Self.yellow, Self.magenta] {
            #expect(Self.count(color, in: image) > 200, "no pixel of \(color.hexString)")
        }
        // 25 % of #FF0000 over white: 255, 255 − 0.25·255, the same.
        let composite = Color(rgb: 0xFFBFBF)
        let near = (0..<image.rgba.count / 4).contains { i in
            let p = image.rgba[(i * 4)..<(i * 4 + 3)].map(Int.init)
            return p[0] == 255 && abs(p[1] - Int(composite.green)) <= 1 && abs(p[2] - Int(composite.blue)) <= 1
        }
        #expect(near, "no pixel of the band composited as #FFBFBF")
    }

    @Test func theSVGNamesTheExactColours() throws {
        let fonts = try ChartFonts.locate()
        let svg = try Self.latencyGraph().renderSVG(size: Size(width: 800, height: 500), fonts: fonts).lowercased()
        for hex in ["#87cefa", "#ffd700", "#ff00ff"] { #expect(svg.contains(hex), "SVG lacks \(hex)") }
    }

    @Test func contrastHelpIsAnOptInPolicyOfTheTheme() {
        #expect(Theme.light.strokeContrast == .asGiven)
        #expect(Theme.light.strokeColor(Self.lightBlue) == Self.lightBlue)
        var helped = Theme.light
        helped.strokeContrast = .wcagNonText
        let drawn = helped.strokeColor(Self.lightBlue)
        #expect(Color.contrastRatio(drawn, .white) >= 3)
        #expect(ColorDistance.hueDifference(drawn, Self.lightBlue) < 3, "hue kept: \(drawn.hexString)")
    }
}
