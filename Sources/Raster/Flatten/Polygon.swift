/// Flattened contours: one point array plus where each contour ends.
///
/// Fills treat every contour as closed; the stroker reads `closed` to know
/// which contours get joins all round and which get caps.
struct Polygon: Sendable {
    var points: [Point] = []
    /// Exclusive end index into `points` of each contour, in order.
    var contourEnds: [Int] = []
    /// Whether each contour was closed with `close()` in the source path.
    var closed: [Bool] = []

    var isEmpty: Bool { points.isEmpty }

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
        closed.removeAll(keepingCapacity: true)
    }

    /// Ends the current contour (if it has any points).
    mutating func endContour(closed isClosed: Bool) {
        let start = contourEnds.last ?? 0
        guard points.count > start else { return }
        contourEnds.append(points.count)
        closed.append(isClosed)
    }

    /// Range of point indices of contour `i`.
    func contour(_ i: Int) -> Range<Int> {
        (i == 0 ? 0 : contourEnds[i - 1])..<contourEnds[i]
    }

    /// Bounds of all points, or nil when empty.
    var bounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)? {
        guard let first = points.first else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        points.withUnsafeBufferPointer { buf in
            for p in buf {
                x0 = min(x0, p.x); x1 = max(x1, p.x)
                y0 = min(y0, p.y); y1 = max(y1, p.y)
            }
        }
        return (x0, y0, x1, y1)
    }

    /// Maps every point through `t` in place.
    mutating func transform(by t: Transform) {
        if t.isIdentity { return }
        points.withUnsafeMutableBufferPointer { buf in
            for i in buf.indices { buf[i] = t.apply(buf[i]) }
        }
    }
}
