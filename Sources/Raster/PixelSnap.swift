// Pixel snapping: chart bars and rules look crisp only when their edges land
// on pixel boundaries. Rectangles round each edge to the nearest boundary
// (two rectangles sharing an edge round it the same way: no seam, no
// overlap); lines of whole-pixel width move their centre to a pixel centre
// (odd widths) or boundary (even widths).

enum PixelSnap {
    /// Nearest pixel boundary.
    @inline(__always)
    static func edge(_ v: Float) -> Float { v.rounded() }

    /// Where a line of integral `width` must be centred for crisp edges.
    @inline(__always)
    static func center(_ v: Float, width: Float) -> Float {
        Int(width) % 2 == 1 ? v.rounded(.down) + 0.5 : v.rounded()
    }

    /// A device-space copy of `path` with its lines snapped, and the device
    /// width, when the path is only horizontal and vertical single-segment
    /// subpaths under an unrotated, uniformly scaled transform and the device
    /// width is a whole number of pixels; nil otherwise.
    static func line(_ path: Path, width: Float, style: StrokeStyle, transform t: Transform)
        -> (path: Path, width: Float)? {
        guard t.isScaleTranslate, abs(t.a) == abs(t.d), t.a != 0 else { return nil }
        let w = width * abs(t.a)
        let wr = w.rounded()
        guard wr >= 1, abs(w - wr) < 0.01, wr <= 1024 else { return nil }
        let verbs = path.verbs, points = path.points
        guard verbs.count % 2 == 0, verbs.count <= 4096 else { return nil }
        var out = Path()
        out.reserveCapacity(verbs: verbs.count, points: points.count)
        // Caps that extend the line by half an odd width need a half-pixel end.
        let endOnCenter = style.cap == .square && Int(wr) % 2 == 1
        func end(_ v: Float) -> Float { endOnCenter ? v.rounded(.down) + 0.5 : v.rounded() }
        for i in stride(from: 0, to: verbs.count, by: 2) {
            guard verbs[i] == .move, verbs[i + 1] == .line else { return nil }
            let a = t.apply(points[i]), b = t.apply(points[i + 1])
            guard a.isFinite, b.isFinite, max(abs(a.x), abs(a.y), abs(b.x), abs(b.y)) < coordinateLimit else {
                return nil
            }
            if a.y == b.y {
                let y = center(a.y, width: wr)
                out.move(to: Point(x: end(a.x), y: y))
                out.line(to: Point(x: end(b.x), y: y))
            } else if a.x == b.x {
                let x = center(a.x, width: wr)
                out.move(to: Point(x: x, y: end(a.y)))
                out.line(to: Point(x: x, y: end(b.y)))
            } else {
                return nil
            }
        }
        return (out, wr)
    }
}
