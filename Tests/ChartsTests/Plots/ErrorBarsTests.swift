import Raster
import Testing
@testable import Charts

/// An error bar's whisker spans value − minus to value + plus on the value
/// axis, in pixels, at a line's point or a bar's tip, with a cap at each end.
@Suite struct ErrorBarsTests {
    static let whisker = Color(rgb: 0x8B0000)
    static let size = Size(width: 800, height: 500)

    static func line(errors: ErrorBars) -> Graph {
        let plot = LinePlot(dataSource: ArrayDataSource(x: [1, 4, 7], y: [5, 5, 5]), color: Color(rgb: 0x1F3A93),
                            lineWidth: 2, symbol: nil, errorBars: errors)
        return Graph(plots: [plot], xAxis: Axis(range: PlotRange(0, 8)), yAxis: Axis(range: PlotRange(0, 10)))
    }

    static func space(_ graph: Graph) throws -> PlotSpace {
        graph.layout(size: size, theme: .light, fonts: try ChartFonts.locate()).plotArea.space
    }

    static func strokes(_ graph: Graph) throws -> [Path] {
        var recorder = LineStrokeRecorder(color: whisker)
        graph.draw(on: &recorder, size: size, theme: .light, fonts: try ChartFonts.locate())
        return recorder.paths
    }

    static func isWhisker(_ c: Color) -> Bool {
        abs(Int(c.red) - Int(whisker.red)) < 30 && Int(c.green) < 40 && Int(c.blue) < 40
    }

    /// Record 1 (y 5, error 2) reaches from y 3 to y 7 at its x; record 2 has none.
    @Test func lineWhiskerSpansValuePlusMinusErrorInPixels() throws {
        let graph = Self.line(errors: ErrorBars(errors: [1, 2, nil], color: Self.whisker, lineWidth: 2, capWidth: 10))
        let space = try Self.space(graph)
        let paths = try Self.strokes(graph)
        #expect(paths.count == 1)
        let v = paths.first?.vertices ?? []
        let p = { (x: Double, y: Double) in space.devicePoint(x: x, y: y) }
        let caps = { (c: Point) in [Point(x: c.x - 5, y: c.y), Point(x: c.x + 5, y: c.y)] }
        let expected = [p(1, 4), p(1, 6)] + caps(p(1, 4)) + caps(p(1, 6))
            + [p(4, 3), p(4, 7)] + caps(p(4, 3)) + caps(p(4, 7))
        #expect(v == expected)

        let canvas = try graph.renderCanvas(size: Self.size)
        let at = { (x: Double, y: Double) in canvas.pixel(x: Int(space.deviceX(x)), y: Int(space.deviceY(y))) }
        #expect(Self.isWhisker(at(4, 6.5)) && Self.isWhisker(at(4, 3.5)))
        #expect(!Self.isWhisker(at(4, 7.5)) && !Self.isWhisker(at(4, 2.5)))
        #expect(!Self.isWhisker(at(7, 5.5)), "no error, no whisker")
    }

    /// Uneven errors: 1 below and 3 above the tip of a bar at 4; the y range
    /// grows to show the whisker's top at 7.
    @Test func barWhiskerSpansTipMinusAndPlusAndWidensTheRange() throws {
        // At x 1 and 2, clear of the x = 0 zero line.
        let bars = BarPlot(dataSource: ArrayDataSource([.location: [1, 2], .tip: [4, 2]]), color: Color(rgb: 0x9ECAE1),
                           errorBars: ErrorBars(minus: [1, nil], plus: [3, nil], color: Self.whisker, lineWidth: 3,
                                                 capWidth: 0))
        #expect((bars.extent().y?.maximum ?? 0) >= 7)
        let graph = Graph(plots: [bars], xAxis: Axis(range: PlotRange(0.5, 2.5)), yAxis: Axis(range: PlotRange(0, 10)))
        let space = try Self.space(graph)
        #expect(try Self.strokes(graph).first?.vertices == [space.devicePoint(x: 1, y: 3), space.devicePoint(x: 1, y: 7)])
        let canvas = try graph.renderCanvas(size: Self.size)
        let at = { (x: Double, y: Double) in canvas.pixel(x: Int(space.deviceX(x)), y: Int(space.deviceY(y))) }
        #expect(Self.isWhisker(at(1, 6.5)) && Self.isWhisker(at(1, 3.5)), "over the bar and past its tip")
        #expect(!Self.isWhisker(at(1, 7.5)) && !Self.isWhisker(at(1, 2.5)))
        #expect(!Self.isWhisker(at(2, 2.5)) && !Self.isWhisker(at(2, 1.5)), "the second bar has none")
    }

    /// On a horizontal bar the whisker runs along x at the bar's centre.
    @Test func horizontalBarWhiskerRunsAlongX() throws {
        let bars = BarPlot(dataSource: ArrayDataSource(tips: [4]), horizontal: true,
                           errorBars: ErrorBars(errors: [1], color: Self.whisker, capWidth: 0))
        let graph = Graph(plots: [bars], xAxis: Axis(range: PlotRange(0, 10)), yAxis: Axis(range: PlotRange(-0.5, 0.5)))
        let space = try Self.space(graph)
        #expect(try Self.strokes(graph).first?.vertices == [space.devicePoint(x: 3, y: 0), space.devicePoint(x: 5, y: 0)])
    }

    /// The SVG carries the whiskers in their colour.
    @Test func svgDrawsTheWhiskers() throws {
        let svg = try Self.line(errors: ErrorBars(errors: [1, 1, 1], color: Self.whisker)).renderSVG(size: Self.size)
        #expect(svg.lowercased().contains("#8b0000"))
    }
}
