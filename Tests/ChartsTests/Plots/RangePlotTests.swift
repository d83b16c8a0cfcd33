import Raster
import Testing
@testable import Charts

/// A range plot fills what lies between its low and its high series, and
/// nothing outside them, at every x; its edges are drawn when asked.
@Suite struct RangePlotTests {
    static let fill = Color(rgb: 0x1F3A93)
    static let x: [Double] = [0, 4, 8]
    static let low: [Double?] = [2, 4, 3]
    static let high: [Double?] = [6, 8, 5]
    static let size = Size(width: 800, height: 500)

    static func graph(_ interpolation: LineInterpolation = .linear, edgeWidth: Float? = nil,
                      low: [Double?] = low) -> Graph {
        let band = RangePlot(dataSource: ArrayDataSource([.x: x.map { $0 }, .low: low, .high: high]),
                             color: fill, fillOpacity: 0.5, edgeWidth: edgeWidth, interpolation: interpolation)
        return Graph(plots: [band], xAxis: Axis(range: PlotRange(0, 8)), yAxis: Axis(range: PlotRange(0, 10)))
    }

    static func render(_ graph: Graph) throws -> (PlotSpace, Canvas) {
        let space = graph.layout(size: size, theme: .light, fonts: try ChartFonts.locate()).plotArea.space
        return (space, try graph.renderCanvas(size: size))
    }

    /// The half-opaque fill over the white plot area: a pale blue, neither
    /// the white plot area nor a grey grid line.
    static func isBand(_ c: Color) -> Bool {
        Int(c.blue) - Int(c.red) > 40 && c.red < 200
    }

    /// At x = 2 the band runs from 3 (halfway from 2 to 4) to 7 (from 6 to 8):
    /// inside is the band's colour, above and below is the plot area.
    @Test func fillCoversBetweenTheSeriesAtASampleXAndNothingOutside() throws {
        let (space, canvas) = try Self.render(Self.graph())
        let at = { (x: Double, y: Double) in canvas.pixel(x: Int(space.deviceX(x)), y: Int(space.deviceY(y))) }
        for y in [3.3, 5.0, 6.7] { #expect(Self.isBand(at(2, y)), "inside at y \(y)") }
        for y in [2.6, 1.0, 7.4, 9.0] { #expect(!Self.isBand(at(2, y)), "outside at y \(y)") }
        // Between x 4 and 8 the band narrows to 3.5...6.5 at x = 6.
        #expect(Self.isBand(at(6, 5)))
        #expect(!Self.isBand(at(6, 7)) && !Self.isBand(at(6, 3)))
    }

    /// A smooth band closes on itself: its lower edge traced backward still
    /// bounds the fill (the reversed curve runs through the same points).
    @Test func monotoneBandIsFilledBetweenItsCurves() throws {
        let (space, canvas) = try Self.render(Self.graph(.monotone))
        let at = { (x: Double, y: Double) in canvas.pixel(x: Int(space.deviceX(x)), y: Int(space.deviceY(y))) }
        for x in [1.0, 4.0, 7.0] { #expect(Self.isBand(at(x, 5)), "inside at x \(x)") }
        #expect(!Self.isBand(at(4, 9)) && !Self.isBand(at(4, 3)))
    }

    /// With edges the low and high lines are stroked in the band's colour.
    @Test func edgesAreDrawnAlongBothSeries() throws {
        let (space, canvas) = try Self.render(Self.graph(edgeWidth: 3))
        let at = { (x: Double, y: Double) in canvas.pixel(x: Int(space.deviceX(x)), y: Int(space.deviceY(y))) }
        let ink = Self.fill
        for p in [at(2, 7), at(2, 3)] {
            #expect(abs(Int(p.red) - Int(ink.red)) < 24 && abs(Int(p.blue) - Int(ink.blue)) < 24, "\(p)")
        }
    }

    /// A missing low value breaks the band, as a missing y breaks a line.
    @Test func missingValueBreaksTheBand() throws {
        let (space, canvas) = try Self.render(Self.graph(low: [2, nil, 3]))
        let at = { (x: Double, y: Double) in canvas.pixel(x: Int(space.deviceX(x)), y: Int(space.deviceY(y))) }
        #expect(!Self.isBand(at(2, 5)) && !Self.isBand(at(6, 5)))
    }

    /// The automatic y range holds both edges; the band is in the legend by
    /// its title, and the SVG fills it with the colour at the given opacity.
    @Test func autoRangeLegendAndSVGShowTheBand() throws {
        let band = RangePlot(dataSource: ArrayDataSource([.x: [0, 1], .low: [-3, 1], .high: [12, 4]]),
                             title: "min–max", color: Self.fill, fillOpacity: 0.5)
        let extent = band.extent()
        #expect(extent.y?.minimum == -3 && extent.y?.maximum == 12)
        let graph = Graph(plots: [band], legend: Legend(position: .bottom))
        let svg = try graph.renderSVG(size: Self.size, textAsElements: true)
        #expect(svg.contains("min–max"))
        #expect(svg.lowercased().contains("#1f3a93"))
    }
}
