import Raster

/// How a ``LinePlot`` joins neighbouring points.
public enum LineInterpolation: Hashable, Sendable {
    /// Straight segments from point to point (the default).
    case linear
    /// Across at the point's value to the next point's x, then up or down:
    /// each value holds until the next one is recorded.
    case stepAfter
    /// Up or down to the next point's value first, then across: each value
    /// applies back to the previous point.
    case stepBefore
    /// Across to halfway between the points, up or down, then across: each
    /// value is centred on its x.
    case stepCenter
    /// A smooth curve through every point (Fritsch–Carlson monotone cubic
    /// Hermite, drawn as cubic Béziers) that never overshoots: between two
    /// neighbours it stays within their values, so no peak or dip appears
    /// that the data does not have.
    case monotone
}

extension LineInterpolation {
    /// A path through `points` (device coordinates, in drawing order).
    func path(through points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.reserveCapacity(verbs: points.count * (isStep ? 3 : 1), points: points.count * 3)
        path.move(to: first)
        appendJoins(through: points, to: &path)
        return path
    }

    /// Adds the joins from `points[0]` (the path's current point) through the rest.
    func appendJoins(through points: [Point], to path: inout Path) {
        guard points.count > 1 else { return }
        switch self {
        case .linear:
            for p in points.dropFirst() { path.line(to: p) }
        case .stepAfter:
            for i in 1..<points.count {
                path.line(to: Point(x: points[i].x, y: points[i - 1].y))
                path.line(to: points[i])
            }
        case .stepBefore:
            for i in 1..<points.count {
                path.line(to: Point(x: points[i - 1].x, y: points[i].y))
                path.line(to: points[i])
            }
        case .stepCenter:
            for i in 1..<points.count {
                let mid = (points[i - 1].x + points[i].x) / 2
                path.line(to: Point(x: mid, y: points[i - 1].y))
                path.line(to: Point(x: mid, y: points[i].y))
                path.line(to: points[i])
            }
        case .monotone:
            MonotoneCurve.append(through: points, to: &path)
        }
    }

    private var isStep: Bool { self == .stepAfter || self == .stepBefore || self == .stepCenter }
}
