import Charts
import Foundation
import Raster
import Typeset

/// A surface that draws nothing and records the boxes of text (through
/// `TextBoundsSurface`) and of the marks a reader reads values from: filled
/// rectangles (bars, with their colour), filled shapes (point markers) and
/// points along solid strokes at least 2 units wide (data lines; grid lines
/// and dashed reference lines are thinner or dashed). For tests that text
/// never sits on data.
struct MarkBoundsSurface: Surface {
    var text: TextBoundsSurface
    var rects: [(rect: Rect, color: Color)] = []
    var shapes: [Rect] = []
    /// Every solid filled shape's box with its colour (rounded bars are shapes, not rectangles).
    var shapeFills: [(rect: Rect, color: Color)] = []
    var linePoints: [Point] = []

    init(fonts: ChartFonts) { text = TextBoundsSurface(fonts: fonts) }

    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        if case .solid(let color) = paint, color.alpha > 0 {
            shapes.append(path.bounds)
            shapeFills.append((path.bounds, color))
        }
    }
    mutating func fillRect(_ rect: Rect, with paint: Paint) {
        if case .solid(let color) = paint { rects.append((rect, color)) }
    }
    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        guard style.width >= 2, style.dash.isEmpty else { return }
        // Samples every unit along each segment, so a label between two vertices is caught too.
        for (a, b) in zip(path.points, path.points.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let steps = max(1, Int(length))
            for i in 0...steps {
                let t = Float(i) / Float(steps)
                linePoints.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
    }
    mutating func pushClip(_ rect: Rect) {}
    mutating func popClip() {}
    mutating func pushTransform(_ transform: Transform) {}
    mutating func popTransform() {}

    mutating func drawText(_ text: String, style: LabelStyle, at point: Point,
                           horizontal: HorizontalAlignment, vertical: VerticalAlignment, rotation: Float) {
        self.text.drawText(text, style: style, at: point, horizontal: horizontal, vertical: vertical, rotation: rotation)
    }
}
