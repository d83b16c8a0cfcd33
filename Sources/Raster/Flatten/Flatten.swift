// Path → polygon: transforms points, flattens curves, culls curves that lie
// wholly outside the region of interest, rejects NaN/inf and clamps huge
// coordinates so later integer conversions are always safe.

/// Default flattening tolerance in device pixels.
let defaultTolerance: Float = 0.2

/// Coordinates are clamped to ±this after transforming, far beyond any canvas
/// (`Canvas.maxDimension`), so that area products stay finite in Float.
let coordinateLimit: Float = 4_000_000

/// Most lines a single quadratic may become; bounds the work for absurd input.
let maxSegmentsPerQuad = 4096

enum Flatten {
    /// Appends the flattened contours of `path`, mapped through `transform`, to
    /// `polygon`. Returns false (appending nothing useful) when any coordinate
    /// is NaN or infinite. Curves whose control points all lie outside `cull`
    /// on one side become straight lines: exact for coverage inside `cull`.
    static func path(_ path: Path, transform: Transform, tolerance: Float, cull: Rect?,
                     into polygon: inout Polygon) -> Bool {
        let sqrtTol = max(tolerance, 1e-6).squareRoot()
        let quadTol = tolerance * 0.1
        var ok = true
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { pts in
                var i = 0
                var current = Point.zero
                var start = Point.zero
                var open = false
                @inline(__always) func map(_ p: Point) -> Point {
                    let q = transform.apply(p)
                    if !q.isFinite { ok = false }
                    return Point(x: min(max(q.x, -coordinateLimit), coordinateLimit),
                                 y: min(max(q.y, -coordinateLimit), coordinateLimit))
                }
                for verb in verbs {
                    switch verb {
                    case .move:
                        if open { polygon.endContour(closed: false) }
                        current = map(pts[i]); start = current; i += 1
                        polygon.points.append(current)
                        open = true
                    case .line:
                        current = map(pts[i]); i += 1
                        polygon.points.append(current)
                    case .quad:
                        let c = map(pts[i]), p = map(pts[i + 1]); i += 2
                        if outside(cull, current, c, p, p) {
                            polygon.points.append(p)
                        } else {
                            quad(current, c, p, sqrtTolerance: sqrtTol, into: &polygon.points)
                        }
                        current = p
                    case .cubic:
                        let c1 = map(pts[i]), c2 = map(pts[i + 1]), p = map(pts[i + 2]); i += 3
                        if outside(cull, current, c1, c2, p) {
                            polygon.points.append(p)
                        } else {
                            cubic(current, c1, c2, p, tolerance: tolerance, quadTolerance: quadTol,
                                  into: &polygon.points)
                        }
                        current = p
                    case .close:
                        if open {
                            polygon.endContour(closed: true)
                            open = false
                        }
                        current = start
                    }
                }
                if open { polygon.endContour(closed: false) }
            }
        }
        return ok
    }

    /// True when all four points lie beyond one side of `r`.
    @inline(__always)
    static func outside(_ r: Rect?, _ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        guard let r else { return false }
        if a.x < r.minX && b.x < r.minX && c.x < r.minX && d.x < r.minX { return true }
        if a.x > r.maxX && b.x > r.maxX && c.x > r.maxX && d.x > r.maxX { return true }
        if a.y < r.minY && b.y < r.minY && c.y < r.minY && d.y < r.minY { return true }
        if a.y > r.maxY && b.y > r.maxY && c.y > r.maxY && d.y > r.maxY { return true }
        return false
    }

    /// Appends the points after `p0` of a flattened quadratic.
    static func quad(_ p0: Point, _ p1: Point, _ p2: Point, sqrtTolerance: Float, into out: inout [Point]) {
        let f = QuadFlattening(p0, p1, p2, sqrtTolerance: sqrtTolerance, maxCount: maxSegmentsPerQuad)
        out.reserveCapacity(out.count + f.count)
        if f.count > 1 {
            for k in 1..<f.count {
                let t = f.t(k), mt = 1 - t
                // B(t) = (1-t)²p0 + 2t(1-t)p1 + t²p2
                let x = mt * mt * p0.x + 2 * t * mt * p1.x + t * t * p2.x
                let y = mt * mt * p0.y + 2 * t * mt * p1.y + t * t * p2.y
                out.append(Point(x: x, y: y))
            }
        }
        out.append(p2)
    }

    /// Appends the points after `p0` of a flattened cubic: the cubic is split
    /// into quadratics within `quadTolerance` (the bound used by kurbo:
    /// n = ⌈(|3c2 − p3 − 3c1 + p0|² / (432 tol²))^(1/6)⌉), and each quadratic
    /// is flattened with the remaining tolerance.
    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Float,
                      quadTolerance: Float, into out: inout [Point]) {
        let ex = 3 * p2.x - p3.x - 3 * p1.x + p0.x
        let ey = 3 * p2.y - p3.y - 3 * p1.y + p0.y
        let err = ex * ex + ey * ey
        let nf = Float(pow(Double(err / (432 * quadTolerance * quadTolerance)), 1.0 / 6.0)).rounded(.up)
        let n = nf.isFinite ? Int(min(max(nf, 1), 64)) : 1
        let sqrtTol = max(tolerance - quadTolerance, 1e-6).squareRoot()
        if n == 1 {
            let q = Point(x: (3 * (p1.x + p2.x) - p0.x - p3.x) / 4, y: (3 * (p1.y + p2.y) - p0.y - p3.y) / 4)
            quad(p0, q, p3, sqrtTolerance: sqrtTol, into: &out)
            return
        }
        let dt = 1 / Float(n)
        var a = p0
        var da = derivative(p0, p1, p2, p3, 0)
        for k in 1...n {
            let t = Float(k) * dt
            let b = k == n ? p3 : point(p0, p1, p2, p3, t)
            let db = derivative(p0, p1, p2, p3, t)
            // Sub-cubic on [t-dt, t]: controls a + da·dt/3 and b − db·dt/3;
            // its best quadratic control is (3(c1 + c2) − a − b) / 4.
            let c1 = a + da * (dt / 3), c2 = b - db * (dt / 3)
            let q = Point(x: (3 * (c1.x + c2.x) - a.x - b.x) / 4, y: (3 * (c1.y + c2.y) - a.y - b.y) / 4)
            quad(a, q, b, sqrtTolerance: sqrtTol, into: &out)
            a = b
            da = db
        }
    }

    @inline(__always)
    static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Float) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    @inline(__always)
    static func derivative(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Float) -> Point {
        let mt = 1 - t
        let a = 3 * mt * mt, b = 6 * mt * t, c = 3 * t * t
        return Point(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                     y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }
}

import Foundation
