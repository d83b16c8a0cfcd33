import Raster

/// Fritsch–Carlson monotone cubic Hermite interpolation, written as cubic
/// Béziers. Within each run of points whose x keeps one direction the
/// tangents are limited so every piece is monotone, hence stays within its
/// two points' values; where x stands still the points are joined straight.
enum MonotoneCurve {
    /// Adds curves from `points[0]` (the path's current point) through the rest.
    static func append(through points: [Point], to path: inout Path) {
        var i = 0
        while i < points.count - 1 {
            let h = points[i + 1].x - points[i].x
            guard h != 0, h.isFinite else {
                path.line(to: points[i + 1])
                i += 1
                continue
            }
            var j = i + 1
            while j < points.count - 1, (points[j + 1].x - points[j].x) * h > 0 { j += 1 }
            appendRun(points[i...j], to: &path)
            i = j
        }
    }

    /// One run whose x steps all have the same sign.
    private static func appendRun(_ run: ArraySlice<Point>, to path: inout Path) {
        let p = Array(run)
        let n = p.count
        if n == 2 {
            path.line(to: p[1])
            return
        }
        var slopes = [Float](repeating: 0, count: n - 1)
        for k in 0..<(n - 1) { slopes[k] = (p[k + 1].y - p[k].y) / (p[k + 1].x - p[k].x) }
        // Tangents: the mean of the neighbouring slopes, flat at a peak or dip.
        var m = [Float](repeating: 0, count: n)
        m[0] = slopes[0]
        m[n - 1] = slopes[n - 2]
        for k in 1..<(n - 1) where slopes[k - 1] * slopes[k] > 0 {
            m[k] = (slopes[k - 1] + slopes[k]) / 2
        }
        // Fritsch–Carlson: a flat piece keeps flat ends, and tangents longer
        // than three times the slope are scaled back so the piece cannot overshoot.
        for k in 0..<(n - 1) {
            let d = slopes[k]
            if d == 0 {
                m[k] = 0
                m[k + 1] = 0
                continue
            }
            let a = m[k] / d, b = m[k + 1] / d
            let s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                m[k] = t * a * d
                m[k + 1] = t * b * d
            }
        }
        for k in 0..<(n - 1) {
            let p0 = p[k], p1 = p[k + 1]
            let third = (p1.x - p0.x) / 3
            // Controls within the piece's values (rounding must not push them out).
            let low = min(p0.y, p1.y), high = max(p0.y, p1.y)
            let c1 = Point(x: p0.x + third, y: min(max(p0.y + m[k] * third, low), high))
            let c2 = Point(x: p1.x - third, y: min(max(p1.y - m[k + 1] * third, low), high))
            path.cubic(to: p1, control1: c1, control2: c2)
        }
    }
}
