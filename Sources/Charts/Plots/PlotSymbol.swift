import Raster

/// A marker drawn at each data point of a line plot.
public struct PlotSymbol: Hashable, Sendable {
    /// The outline of a symbol.
    public enum Shape: Hashable, Sendable {
        /// A disc.
        case circle
        /// An axis-aligned square.
        case square
        /// A square turned 45°.
        case diamond
        /// A triangle pointing up.
        case triangle
    }

    /// The symbol's outline.
    public var shape: Shape
    /// Width of the marker in layout units.
    public var size: Float
    /// Inside colour; nil uses the line's colour.
    public var fill: Color?
    /// A ring in the plot area's background colour, so markers stand off the line.
    public var outlined: Bool

    /// A symbol; by default a 9-unit circle in the line's colour with an outline.
    public init(_ shape: Shape = .circle, size: Float = 9, fill: Color? = nil, outlined: Bool = true) {
        self.shape = shape
        self.size = size
        self.fill = fill
        self.outlined = outlined
    }

    /// The marker's outline centred on `c`.
    static func path(_ shape: Shape, center c: Point, size: Float) -> Path {
        let h = size / 2
        switch shape {
        case .circle:
            return Path(circleCenter: c, radius: h)
        case .square:
            return Path(rect: Rect(x: c.x - h, y: c.y - h, width: size, height: size))
        case .diamond:
            var p = Path()
            p.move(to: c.x, c.y - h * 1.2); p.line(to: c.x + h * 1.2, c.y)
            p.line(to: c.x, c.y + h * 1.2); p.line(to: c.x - h * 1.2, c.y)
            p.close()
            return p
        case .triangle:
            var p = Path()
            p.move(to: c.x, c.y - h * 1.15); p.line(to: c.x + h * 1.15, c.y + h * 0.85)
            p.line(to: c.x - h * 1.15, c.y + h * 0.85)
            p.close()
            return p
        }
    }
}
