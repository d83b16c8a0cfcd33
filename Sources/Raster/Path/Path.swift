/// A vector path: subpaths of lines and Bézier curves in device space.
///
/// Storage follows tiny-skia: one array of verbs and one of points, so a path
/// is two allocations however long it grows. Build it with the mutating verbs
/// or the shape initializers in `Path+Shapes.swift`.
public struct Path: Hashable, Sendable {
    /// What one path element does; each consumes points from `points` in order.
    public enum Verb: UInt8, Hashable, Sendable {
        /// Starts a subpath; takes 1 point.
        case move
        /// A straight line; takes 1 point, its end.
        case line
        /// A quadratic Bézier curve; takes 2 points: control, end.
        case quad
        /// A cubic Bézier curve; takes 3 points: control 1, control 2, end.
        case cubic
        /// Closes the subpath; takes no point.
        case close
    }

    /// The elements' kinds, in order.
    public private(set) var verbs: [Verb] = []
    /// The elements' points, in order (see `Verb` for how many each takes).
    public private(set) var points: [Point] = []

    /// An empty path.
    public init() {}

    /// True when the path has no elements.
    public var isEmpty: Bool { verbs.isEmpty }

    /// The last point added, if any.
    public var currentPoint: Point? { points.last }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        verbs.append(.move)
        points.append(p)
    }

    /// A straight line from the current point to `p`.
    public mutating func line(to p: Point) {
        ensureStarted()
        verbs.append(.line)
        points.append(p)
    }

    /// A quadratic curve to `p`.
    public mutating func quad(to p: Point, control: Point) {
        ensureStarted()
        verbs.append(.quad)
        points.append(control)
        points.append(p)
    }

    /// A cubic curve to `p`.
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        ensureStarted()
        verbs.append(.cubic)
        points.append(control1)
        points.append(control2)
        points.append(p)
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func close() {
        guard let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// Starts a new subpath at (x, y).
    public mutating func move(to x: Float, _ y: Float) { move(to: Point(x: x, y: y)) }
    /// A straight line to (x, y).
    public mutating func line(to x: Float, _ y: Float) { line(to: Point(x: x, y: y)) }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: Path) {
        verbs.append(contentsOf: other.verbs)
        points.append(contentsOf: other.points)
    }

    /// Reserves room for this many verbs and points.
    public mutating func reserveCapacity(verbs v: Int, points p: Int) {
        verbs.reserveCapacity(v)
        points.reserveCapacity(p)
    }

    /// A line or curve with no preceding move starts at the origin, as in SVG.
    private mutating func ensureStarted() {
        if verbs.isEmpty { move(to: .zero) }
    }

    /// The bounds of all points, control points included (a cheap upper bound).
    public var bounds: Rect {
        guard var x0 = points.first?.x, var y0 = points.first?.y else { return .zero }
        var x1 = x0, y1 = y0
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when every coordinate is finite.
    public var isFinite: Bool { points.allSatisfy(\.isFinite) }

    /// The path with every point mapped through `t`.
    public func transformed(by t: Transform) -> Path {
        if t.isIdentity { return self }
        var copy = self
        copy.transform(by: t)
        return copy
    }

    /// Transforms every point.
    public mutating func transform(by t: Transform) {
        if t.isIdentity { return }
        for i in points.indices { points[i] = t.apply(points[i]) }
    }

    /// Calls `body` with each element and its points (the previous end point first
    /// for drawing verbs), which is how flattening and stroking walk a path.
    public func forEachElement(_ body: (Element) -> Void) {
        var i = 0
        var current = Point.zero
        var start = Point.zero
        for verb in verbs {
            switch verb {
            case .move:
                current = points[i]; start = current; i += 1
                body(.move(current))
            case .line:
                let p = points[i]; i += 1
                body(.line(current, p)); current = p
            case .quad:
                let c = points[i], p = points[i + 1]; i += 2
                body(.quad(current, c, p)); current = p
            case .cubic:
                let c1 = points[i], c2 = points[i + 1], p = points[i + 2]; i += 3
                body(.cubic(current, c1, c2, p)); current = p
            case .close:
                body(.close(current, start)); current = start
            }
        }
    }

    /// One path element with absolute points: lines and curves carry their start.
    public enum Element: Hashable, Sendable {
        /// A new subpath starting at the point.
        case move(Point)
        /// A line from start to end.
        case line(Point, Point)
        /// A quadratic curve: start, control, end.
        case quad(Point, Point, Point)
        /// A cubic curve: start, control 1, control 2, end.
        case cubic(Point, Point, Point, Point)
        /// From the current point back to the subpath's start.
        case close(Point, Point)
    }
}
