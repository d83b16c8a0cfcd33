import Raster
import Typeset

/// What a graph draws onto: vector paths with paints, text, and a stack of
/// clip rectangles and transforms. `RasterSurface` turns the commands into
/// pixels, `SVGSurface` into an SVG document; the same graph gives the same
/// picture on both.
///
/// Coordinates are layout units (pixels at scale 1, y down). A surface maps
/// them to its output through its scale and the pushed transforms.
public protocol Surface {
    /// Fills a path.
    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule)
    /// Fills an axis-aligned rectangle with its edges snapped to whole device
    /// pixels: bars and stacked segments get crisp, seamless edges.
    mutating func fillRect(_ rect: Rect, with paint: Paint)
    /// Strokes a path's outline.
    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint)
    /// Draws one or more lines of text ("\n" separates lines) anchored at `point`;
    /// `rotation` is in radians, positive clockwise, about `point`.
    mutating func drawText(_ text: String, style: LabelStyle, at point: Point,
                           horizontal: HorizontalAlignment, vertical: VerticalAlignment, rotation: Float)
    /// Clips later drawing to `rect` (intersected with the current clip) until `popClip`.
    mutating func pushClip(_ rect: Rect)
    /// Restores the clip from before the last `pushClip`.
    mutating func popClip()
    /// Applies `transform` before the current transform until `popTransform`.
    mutating func pushTransform(_ transform: Transform)
    /// Restores the transform from before the last `pushTransform`.
    mutating func popTransform()
    /// The drawing up to `endMark` is one mark (a bar segment, a point, a
    /// cell) whose exact value `title` states; a page's SVG shows it on hover.
    /// Surfaces without such a place ignore it.
    mutating func beginMark(title: String)
    /// Ends the mark begun by the last `beginMark`.
    mutating func endMark()
    /// Device pixels per layout unit where drawing lands on a pixel grid (a
    /// raster's scale through its transforms), so a plot of many small marks
    /// (a heatmap's cells) can make each a whole number of pixels; nil on a
    /// surface without one (a recorder of commands). An SVG's grid is its own
    /// pixel size, so the SVG and the PNG of one graph agree.
    var pixelsPerUnit: Float? { get }
}

extension Surface {
    public mutating func beginMark(title: String) {}
    public mutating func endMark() {}
    /// None: a surface without a pixel grid.
    public var pixelsPerUnit: Float? { nil }
}

/// The look of a piece of text: size in layout units, weight, colour.
public struct LabelStyle: Hashable, Sendable {
    /// The text size in layout units.
    public var size: Float
    /// Set in the bold face.
    public var bold: Bool
    /// The text colour.
    public var color: Color

    /// A style; regular weight unless `bold`.
    public init(size: Float, bold: Bool = false, color: Color) {
        self.size = size
        self.bold = bold
        self.color = color
    }
}
