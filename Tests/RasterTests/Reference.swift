@testable import Raster

/// Brute-force references: coverage by counting sample points, one winding
/// number (or distance) per sample. Slow and obviously right.
enum Reference {
    /// Coverage (0...1) of each pixel of a `width × height` canvas by `polygon`
    /// (contours closed), sampled on an `n × n` grid per pixel. Each sample
    /// row's edge crossings are found once; the winding number of every sample
    /// point on it follows from them.
    static func coverage(_ polygon: Polygon, rule: FillRule, width: Int, height: Int, n: Int) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        var edges: [(Point, Point)] = []
        for i in polygon.contourEnds.indices {
            let r = polygon.contour(i)
            for k in r { edges.append((polygon.points[k == r.lowerBound ? r.upperBound - 1 : k - 1], polygon.points[k])) }
        }
        var crossings: [(x: Float, w: Int)] = []
        // One pass per sample row; the samples inside each interval between
        // crossings are counted per pixel rather than visited one by one.
        for sy in 0..<(height * n) {
            let y = (Float(sy) + 0.5) / Float(n)
            crossings.removeAll(keepingCapacity: true)
            for (a, b) in edges where (a.y <= y) != (b.y <= y) {
                let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                crossings.append((x, a.y < b.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            // Sample sx (centre (sx + 0.5) / n) is past crossing i when x_i < centre;
            // between crossings i and i+1 lie samples firstSample(x_i)..<firstSample(x_i+1).
            func firstSample(_ x: Float) -> Int {
                Int(min(max((x * Float(n) - 0.5).rounded(.down) + 1, 0), Float(width * n)))
            }
            let row = sy / n
            var winding = 0
            for i in crossings.indices {
                winding += crossings[i].w
                let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
                guard inside, i + 1 < crossings.count else { continue }
                let s0 = firstSample(crossings[i].x), s1 = firstSample(crossings[i + 1].x)
                var s = s0
                while s < s1 {
                    let px = s / n
                    let end = min(s1, (px + 1) * n)
                    out[row * width + px] += Float(end - s)
                    s = end
                }
            }
        }
        let k = 1 / Float(n * n)
        return out.map { $0 * k }
    }

    /// Coverage of the round-joined, round-capped stroke of a polyline: the
    /// points within `halfWidth` of it, sampled on an `n × n` grid per pixel.
    static func roundStroke(_ points: [Point], halfWidth: Float, width: Int, height: Int, n: Int) -> [Float] {
        var out = [Float](repeating: 0, count: width * height)
        let r2 = halfWidth * halfWidth
        for py in 0..<height {
            for px in 0..<width {
                var count = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let p = Point(x: Float(px) + (Float(sx) + 0.5) / Float(n),
                                      y: Float(py) + (Float(sy) + 0.5) / Float(n))
                        for i in 1..<points.count where distance2(p, points[i - 1], points[i]) <= r2 {
                            count += 1
                            break
                        }
                    }
                }
                out[py * width + px] = Float(count) / Float(n * n)
            }
        }
        return out
    }

    /// Squared distance from `p` to the segment a–b.
    static func distance2(_ p: Point, _ a: Point, _ b: Point) -> Float {
        let d = b - a, v = p - a
        let len2 = d.x * d.x + d.y * d.y
        let t = len2 > 0 ? min(max((v.x * d.x + v.y * d.y) / len2, 0), 1) : 0
        let q = a + d * t - p
        return q.x * q.x + q.y * q.y
    }
}
