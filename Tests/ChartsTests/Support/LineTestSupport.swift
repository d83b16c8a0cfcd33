import Raster
import Typeset
@testable import Charts

/// The strokes a graph draws in one colour, as paths: what the line plots under test emit.
struct LineStrokeRecorder: Surface {
    let color: Color
    var paths: [Path] = []

    init(color: Color) { self.color = color }

    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {}
    mutating func fillRect(_ rect: Rect, with paint: Paint) {}
    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        if case .solid(let c) = paint, c == color { paths.append(path) }
    }
    mutating func drawText(_ text: String, style: LabelStyle, at point: Point, horizontal: HorizontalAlignment,
                           vertical: VerticalAlignment, rotation: Float) {}
    mutating func pushClip(_ rect: Rect) {}
    mutating func popClip() {}
    mutating func pushTransform(_ transform: Transform) {}
    mutating func popTransform() {}
}

/// One line plot on fixed axes, so a test knows where each data point lands.
struct LineFixture {
    /// Dark enough that the theme draws it as given.
    static let ink = Color(rgb: 0x1F3A93)
    static let size = Size(width: 800, height: 500)

    var graph: Graph

    init(x: [Double], y: [Double?], xRange: PlotRange, yRange: PlotRange,
         interpolation: LineInterpolation = .linear, decimation: LineDecimation = .none, lineWidth: Float = 3) {
        let plot = LinePlot(dataSource: ArrayDataSource(x: x, y: y), color: Self.ink, lineWidth: lineWidth,
                            symbol: nil, interpolation: interpolation, decimation: decimation)
        graph = Graph(plots: [plot], xAxis: Axis(range: xRange), yAxis: Axis(range: yRange))
    }

    func space() throws -> PlotSpace {
        graph.layout(size: Self.size, theme: .light, fonts: try ChartFonts.locate()).plotArea.space
    }

    /// The paths of the line (strokes in the plot's colour).
    func strokes() throws -> [Path] {
        var recorder = LineStrokeRecorder(color: Self.ink)
        graph.draw(on: &recorder, size: Self.size, theme: .light, fonts: try ChartFonts.locate())
        return recorder.paths
    }

    func canvas() throws -> Canvas {
        try graph.renderCanvas(size: Self.size)
    }
}

extension Canvas {
    /// Whether the pixel under device point `p` is the line's own colour.
    func isInk(at p: Point) -> Bool {
        let c = pixel(x: Int(p.x), y: Int(p.y))
        let ink = LineFixture.ink
        return abs(Int(c.red) - Int(ink.red)) < 24 && abs(Int(c.green) - Int(ink.green)) < 24
            && abs(Int(c.blue) - Int(ink.blue)) < 24
    }
}

extension Path {
    /// The on-curve points in order (move, line and curve ends).
    var vertices: [Point] {
        var out: [Point] = []
        var i = 0
        for verb in verbs {
            switch verb {
            case .move, .line: out.append(points[i]); i += 1
            case .quad: out.append(points[i + 1]); i += 2
            case .cubic: out.append(points[i + 2]); i += 3
            case .close: break
            }
        }
        return out
    }
}
