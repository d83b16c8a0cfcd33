import Charts
import Raster
import Typeset

/// The paints of a drawing in the order its commands come, and nothing else:
/// what the dark scheme changes, without writing a second SVG.
struct PaintRecorder: Surface {
    private(set) var paints: [Paint] = []

    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) { paints.append(paint) }
    mutating func fillRect(_ rect: Rect, with paint: Paint) { paints.append(paint) }
    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) { paints.append(paint) }
    mutating func drawText(_ text: String, style: LabelStyle, at point: Point, horizontal: HorizontalAlignment,
                           vertical: VerticalAlignment, rotation: Float) {
        paints.append(.solid(style.color))
    }
    mutating func pushClip(_ rect: Rect) {}
    mutating func popClip() {}
    mutating func pushTransform(_ transform: Transform) {}
    mutating func popTransform() {}
}
