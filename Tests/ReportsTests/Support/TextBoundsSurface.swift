import Charts
import Foundation
import Raster
import Typeset

/// A surface that draws nothing and records where every piece of text would
/// go (its box, measured with the real fonts) and every filled rectangle's
/// colour: for tests of what a chart shows, not of its pixels.
struct TextBoundsSurface: Surface {
    struct Placed {
        var text: String
        /// The box around the text as drawn (turned text: around its turned box).
        var frame: Rect
        /// The font size in layout units.
        var size: Float = 0
        /// The text's own box, turned as drawn: four corners in order.
        var corners: [Point] = []
    }

    let fonts: ChartFonts
    var texts: [Placed] = []
    var rectColors: [Color] = []

    init(fonts: ChartFonts) { self.fonts = fonts }

    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {}
    mutating func fillRect(_ rect: Rect, with paint: Paint) {
        if case .solid(let color) = paint { rectColors.append(color) }
    }
    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {}
    mutating func pushClip(_ rect: Rect) {}
    mutating func popClip() {}
    mutating func pushTransform(_ transform: Transform) {}
    mutating func popTransform() {}

    mutating func drawText(_ text: String, style: LabelStyle, at point: Point,
                           horizontal: HorizontalAlignment, vertical: VerticalAlignment, rotation: Float) {
        guard !text.isEmpty else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = lines.map { fonts.width($0, style: style) }.max() ?? 0
        let lineHeight = fonts.lineHeight(style)
        let height = fonts.textHeight(style) + lineHeight * Float(lines.count - 1)
        let ascent = fonts.textHeight(style) * 0.78
        let x: Float = switch horizontal {
        case .left: 0
        case .center: -width / 2
        case .right: -width
        }
        let y: Float = switch vertical {
        case .top: 0
        case .middle: -height / 2
        case .bottom: -height
        default: -ascent
        }
        // The box's corners turned about the anchor.
        let c = cos(rotation), s = sin(rotation)
        let corners = [(x, y), (x + width, y), (x + width, y + height), (x, y + height)].map { dx, dy in
            Point(x: point.x + dx * c - dy * s, y: point.y + dx * s + dy * c)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        texts.append(Placed(text: text, frame: Rect(x: xs.min() ?? 0, y: ys.min() ?? 0,
                                                    width: (xs.max() ?? 0) - (xs.min() ?? 0),
                                                    height: (ys.max() ?? 0) - (ys.min() ?? 0)),
                            size: style.size, corners: corners))
    }
}
