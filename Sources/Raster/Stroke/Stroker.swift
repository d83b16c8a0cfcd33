// Turns flattened polylines into the outline of their stroke.
//
// Each open polyline becomes ONE closed contour: the left offset forward, the
// end cap, the right offset backward, the start cap. A closed polyline becomes
// two contours, left forward and right backward. On the inside of a turn the
// offsets are joined through the vertex itself (as Skia does); the outline
// then decomposes into per-segment quads and join wedges that all wind the
// same way, so a non-zero fill covers their union exactly once.

import Foundation

struct Stroker {
    /// Reusable point buffers.
    struct Buffers: Sendable {
        var points: [Point] = []
        var left: [Point] = []
        var right: [Point] = []
    }

    let halfWidth: Float
    let join: LineJoin
    let miterLimit: Float
    let cap: LineCap
    /// Largest angle step of round joins and caps for the flattening tolerance.
    let arcStep: Float

    /// `tolerance` is in the same (user) units as the polyline.
    init(style: StrokeStyle, width: Float, tolerance: Float) {
        halfWidth = width / 2
        join = style.join
        miterLimit = style.miterLimit.isNaN ? 4 : max(style.miterLimit, 1)
        cap = style.cap
        let ratio = min(max(1 - tolerance / halfWidth, -1), 1)
        arcStep = max(2 * acos(ratio), 0.05)
    }

    /// Appends the outline of every contour of `polygon` to `outline`.
    func stroke(_ polygon: Polygon, into outline: inout Polygon, buffers: inout Buffers) {
        for i in polygon.contourEnds.indices {
            let range = polygon.contour(i)
            polygon.points.withUnsafeBufferPointer { pts in
                stroke(UnsafeBufferPointer(rebasing: pts[range]), closed: polygon.closed[i],
                       into: &outline, buffers: &buffers)
            }
        }
    }

    func stroke(_ input: UnsafeBufferPointer<Point>, closed: Bool, into outline: inout Polygon,
                buffers: inout Buffers) {
        // Drop repeated points: they have no direction.
        let eps = halfWidth * 1e-4
        var pts = buffers.points
        pts.removeAll(keepingCapacity: true)
        for p in input {
            if let last = pts.last, abs(p.x - last.x) <= eps && abs(p.y - last.y) <= eps { continue }
            pts.append(p)
        }
        if closed, pts.count > 1, let first = pts.first, let last = pts.last,
           abs(first.x - last.x) <= eps && abs(first.y - last.y) <= eps {
            pts.removeLast()
        }
        defer { buffers.points = pts }
        guard let first = pts.first else { return }
        if pts.count == 1 {
            dot(at: first, into: &outline)
            return
        }
        var left = buffers.left, right = buffers.right
        left.removeAll(keepingCapacity: true)
        right.removeAll(keepingCapacity: true)
        defer { buffers.left = left; buffers.right = right }
        let n = pts.count
        if closed && n >= 3 {
            var uIn = direction(pts[n - 1], pts[0])
            var lenIn = (pts[0] - pts[n - 1]).length
            for k in 0..<n {
                let p = pts[k], next = pts[(k + 1) % n]
                let uOut = direction(p, next)
                let lenOut = (next - p).length
                let nIn = normal(uIn)
                left.append(p + nIn)
                right.append(p - nIn)
                addJoin(at: p, uIn, uOut, room: min(lenIn, lenOut), left: &left, right: &right)
                uIn = uOut
                lenIn = lenOut
            }
            outline.points.append(contentsOf: left)
            outline.endContour(closed: true)
            outline.points.append(contentsOf: right.reversed())
            outline.endContour(closed: true)
            return
        }
        // Open (a closed two-point polyline is drawn as an open one).
        let u0 = direction(pts[0], pts[1])
        let n0 = normal(u0)
        left.append(pts[0] + n0)
        right.append(pts[0] - n0)
        var uIn = u0
        var lenIn = (pts[1] - pts[0]).length
        for k in 1..<(n - 1) {
            let p = pts[k]
            let uOut = direction(p, pts[k + 1])
            let lenOut = (pts[k + 1] - p).length
            let nIn = normal(uIn)
            left.append(p + nIn)
            right.append(p - nIn)
            addJoin(at: p, uIn, uOut, room: min(lenIn, lenOut), left: &left, right: &right)
            uIn = uOut
            lenIn = lenOut
        }
        let end = pts[n - 1], nEnd = normal(uIn)
        left.append(end + nEnd)
        outline.points.append(contentsOf: left)
        addCap(at: end, direction: uIn, from: nEnd, into: &outline.points)
        outline.points.append(contentsOf: right.reversed())
        addCap(at: pts[0], direction: Point(x: -u0.x, y: -u0.y), from: Point(x: -n0.x, y: -n0.y),
               into: &outline.points)
        outline.endContour(closed: true)
    }

    @inline(__always)
    func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        let len = d.length
        return len > 0 ? Point(x: d.x / len, y: d.y / len) : Point(x: 1, y: 0)
    }

    /// The offset to the left of unit direction `u` (u turned +90°), half a width long.
    @inline(__always)
    func normal(_ u: Point) -> Point { Point(x: -u.y * halfWidth, y: u.x * halfWidth) }

    /// With `p + n(in)` and `p − n(in)` already appended, connects them to
    /// `p + n(out)` and `p − n(out)`. `room` is the shorter adjacent segment.
    ///
    /// On the inner side the two offset lines cross at p + (n(in) + n(out)) / (1 + cos θ),
    /// hw·tan(θ/2) back along each segment. When that fits in half of both
    /// segments the crossing point replaces the offsets, leaving an outline
    /// that does not overlap itself (overlaps would add their coverage twice
    /// in the pixels where their edges meet). Otherwise the offsets are joined
    /// through `p` (as Skia does), which overlaps but always winds the same way.
    func addJoin(at p: Point, _ uIn: Point, _ uOut: Point, room: Float,
                 left: inout [Point], right: inout [Point]) {
        let cross = uIn.x * uOut.y - uIn.y * uOut.x
        let dot = uIn.x * uOut.x + uIn.y * uOut.y
        if abs(cross) < 1e-6 && dot > 0 { return }  // straight on: the next offsets continue the line
        let nIn = normal(uIn), nOut = normal(uOut)
        // A positive turn bends toward the left offset, which is then the inner side.
        let positive = cross > 0 || (cross == 0)
        let angle = positive ? atan2(abs(cross), dot) : -atan2(abs(cross), dot)
        // tan(θ/2) = sin θ / (1 + cos θ)
        let inset = dot > -0.99 ? halfWidth * abs(cross) / (1 + dot) : .infinity
        let crossing = inset <= room * 0.5
        let k = 1 / (1 + dot)
        if positive {
            if crossing {
                left[left.count - 1] = Point(x: p.x + (nIn.x + nOut.x) * k, y: p.y + (nIn.y + nOut.y) * k)
            } else {
                left.append(p)
                left.append(p + nOut)
            }
            outerJoin(at: p, from: Point(x: -nIn.x, y: -nIn.y), to: Point(x: -nOut.x, y: -nOut.y),
                      angle: angle, dot: dot, into: &right)
        } else {
            if crossing {
                right[right.count - 1] = Point(x: p.x - (nIn.x + nOut.x) * k, y: p.y - (nIn.y + nOut.y) * k)
            } else {
                right.append(p)
                right.append(p - nOut)
            }
            outerJoin(at: p, from: nIn, to: nOut, angle: angle, dot: dot, into: &left)
        }
    }

    /// From `p + a` (already appended) round the outside of the corner to `p + b`.
    func outerJoin(at p: Point, from a: Point, to b: Point, angle: Float, dot: Float, into out: inout [Point]) {
        switch join {
        case .bevel:
            break
        case .miter:
            // Miter length / width = 1 / cos(θ/2) = 1 / √((1 + cos θ) / 2).
            let half = (1 + dot) / 2
            if half > 0 && 1 / half.squareRoot() <= miterLimit {
                // Tip = p + (a + b) / (1 + cos θ).
                let k = 1 / (1 + dot)
                out.append(Point(x: p.x + (a.x + b.x) * k, y: p.y + (a.y + b.y) * k))
            }
        case .round:
            addArc(center: p, from: a, angle: angle, into: &out)
        }
        out.append(p + b)
    }

    /// From `p + n` (already appended) to `p − n` around the end of a line heading along `u`.
    func addCap(at p: Point, direction u: Point, from n: Point, into out: inout [Point]) {
        switch cap {
        case .butt:
            break
        case .square:
            let e = u * halfWidth
            out.append(p + n + e)
            out.append(p - n + e)
        case .round:
            addArc(center: p, from: n, angle: -.pi, into: &out)
        }
        out.append(p - n)
    }

    /// Arc points after `c + a`, turning `a` by `angle`, excluding the end point.
    func addArc(center c: Point, from a: Point, angle: Float, into out: inout [Point]) {
        let steps = Int(min((abs(angle) / arcStep).rounded(.up), 1024))
        guard steps > 1 else { return }
        let step = angle / Float(steps)
        let cs = cos(step), sn = sin(step)
        var v = a
        for _ in 1..<steps {
            v = Point(x: v.x * cs - v.y * sn, y: v.x * sn + v.y * cs)
            out.append(c + v)
        }
    }

    /// A zero-length subpath: a round or square dot for those caps, nothing for butt.
    func dot(at p: Point, into outline: inout Polygon) {
        switch cap {
        case .butt:
            return
        case .square:
            let h = halfWidth
            outline.points.append(contentsOf: [Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h),
                                               Point(x: p.x + h, y: p.y + h), Point(x: p.x - h, y: p.y + h)])
        case .round:
            let a = Point(x: halfWidth, y: 0)
            outline.points.append(p + a)
            addArc(center: p, from: a, angle: 2 * .pi, into: &outline.points)
        }
        outline.endContour(closed: true)
    }
}
