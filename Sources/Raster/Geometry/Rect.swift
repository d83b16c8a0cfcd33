/// An axis-aligned rectangle; `origin` is the top-left corner (y grows down).
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// Width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with its top-left corner at (x, y).
    public init(x: Float, y: Float, width: Float, height: Float) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest rectangle containing both corners, in any order.
    public init(corner a: Point, _ b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Float { origin.x }
    /// The top edge.
    public var minY: Float { origin.y }
    /// The right edge.
    public var maxX: Float { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Float { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Float { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Float { origin.y + size.height / 2 }
    /// The width.
    public var width: Float { size.width }
    /// The height.
    public var height: Float { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the rectangle encloses no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// True when `p` lies inside (left and top edges included).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the two rectangles overlap.
    public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Shrinks each side by the given amounts (negative values grow it).
    public func inset(top: Float = 0, left: Float = 0, bottom: Float = 0, right: Float = 0) -> Rect {
        Rect(x: minX + left, y: minY + top,
             width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Float, dy: Float) -> Rect {
        inset(top: dy, left: dx, bottom: dy, right: dx)
    }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(dx: Float, dy: Float) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
