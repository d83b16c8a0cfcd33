// Flattening a quadratic Bézier with Raph Levien's parabola-integral method
// ("Flattening quadratic Béziers", 2019). The curve is mapped onto a segment
// of the parabola y = x²; the integral of the square root of curvature along
// it tells how many lines keep the error under the tolerance, so the segment
// count is known before any point is emitted, and the inverse integral spaces
// the points so each line carries the same error.

/// Approximation of ∫ (1 + 4x²)^(-1/4) dx.
@inline(__always)
func approxParabolaIntegral(_ x: Float) -> Float {
    let d: Float = 0.67
    return x / (1 - d + (d * d * d * d + 0.25 * x * x).squareRoot().squareRoot())
}

/// Approximate inverse of `approxParabolaIntegral`.
@inline(__always)
func approxParabolaInverseIntegral(_ x: Float) -> Float {
    let b: Float = 0.39
    return x * (1 - b + (b * b + 0.25 * x * x).squareRoot())
}

/// The parabola mapping of one quadratic and the number of lines it needs.
struct QuadFlattening {
    let a0: Float, a2: Float, u0: Float, uScale: Float
    /// Lines needed for the tolerance (at least 1).
    let count: Int

    /// `sqrtTolerance` is √tolerance; `maxCount` caps the work for absurd curves.
    init(_ p0: Point, _ p1: Point, _ p2: Point, sqrtTolerance: Float, maxCount: Int) {
        let ddx = 2 * p1.x - p0.x - p2.x
        let ddy = 2 * p1.y - p0.y - p2.y
        let cross = (p2.x - p0.x) * ddy - (p2.y - p0.y) * ddx
        let x0 = ((p1.x - p0.x) * ddx + (p1.y - p0.y) * ddy) / cross
        let x2 = ((p2.x - p1.x) * ddx + (p2.y - p1.y) * ddy) / cross
        let scale = abs(cross / ((ddx * ddx + ddy * ddy).squareRoot() * (x2 - x0)))
        let a0 = approxParabolaIntegral(x0)
        let a2 = approxParabolaIntegral(x2)
        var value: Float = 0
        if scale.isFinite && a0.isFinite && a2.isFinite {
            let da = abs(a2 - a0)
            let sqrtScale = scale.squareRoot()
            if (x0 < 0) == (x2 < 0) {
                value = da * sqrtScale
            } else {
                // The segment holds the parabola's vertex (a cusp-like turn).
                let xMin = sqrtTolerance / sqrtScale
                value = sqrtTolerance * da / approxParabolaIntegral(xMin)
            }
        }
        let n = (0.5 * value / sqrtTolerance).rounded(.up)
        // Clamp before converting: NaN or huge values must not trap.
        count = n.isFinite ? Int(min(max(n, 1), Float(maxCount))) : 1
        self.a0 = a0
        self.a2 = a2
        u0 = approxParabolaInverseIntegral(a0)
        uScale = 1 / (approxParabolaInverseIntegral(a2) - u0)
    }

    /// Parameter t of the i-th of `count` points (0 < i < count).
    @inline(__always)
    func t(_ i: Int) -> Float {
        let a = a0 + (a2 - a0) * (Float(i) / Float(count))
        let t = (approxParabolaInverseIntegral(a) - u0) * uScale
        return t.isFinite ? min(max(t, 0), 1) : Float(i) / Float(count)
    }
}
