/// A point in device space (pixels, y down). Float keeps hot loops narrow.
public struct Point: Hashable, Sendable {
    /// Horizontal position, growing to the right.
    public var x: Float
    /// Vertical position, growing downward.
    public var y: Float

    /// The point at (x, y).
    public init(x: Float, y: Float) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (not NaN or infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The sum of two points, component by component.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two points, component by component.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The point scaled by `s`.
    public static func * (a: Point, s: Float) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Length of the vector from the origin to this point.
    public var length: Float { (x * x + y * y).squareRoot() }

    /// Linear interpolation between `self` (t = 0) and `other` (t = 1).
    public func lerp(to other: Point, _ t: Float) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
