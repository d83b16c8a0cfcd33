import Testing
@testable import Raster
import RepChartTestSupport

@Suite struct FlattenTests {
    /// Distance from `p` to the polyline.
    func distance(_ p: Point, to poly: [Point]) -> Float {
        var best = Float.infinity
        for i in 1..<poly.count { best = min(best, Reference.distance2(p, poly[i - 1], poly[i])) }
        return best.squareRoot()
    }

    @Test func quadsStayWithinToleranceAndCountIsKnownFirst() {
        var rng = SeededRandom(seed: 21)
        for _ in 0..<200 {
            let p0 = Point(x: rng.float(0...400), y: rng.float(0...400))
            let p1 = Point(x: rng.float(0...400), y: rng.float(0...400))
            let p2 = Point(x: rng.float(0...400), y: rng.float(0...400))
            var out = [p0]
            let planned = QuadFlattening(p0, p1, p2, sqrtTolerance: defaultTolerance.squareRoot(), maxCount: 4096).count
            Flatten.quad(p0, p1, p2, sqrtTolerance: defaultTolerance.squareRoot(), into: &out)
            #expect(out.count - 1 == planned)
            var worst: Float = 0
            for k in 0...400 {
                let t = Float(k) / 400, mt = 1 - t
                let q = Point(x: mt * mt * p0.x + 2 * t * mt * p1.x + t * t * p2.x,
                              y: mt * mt * p0.y + 2 * t * mt * p1.y + t * t * p2.y)
                worst = max(worst, distance(q, to: out))
            }
            #expect(worst <= defaultTolerance * 1.05, "error \(worst) with \(planned) segments")
        }
    }

    @Test func cubicsStayWithinTolerance() {
        var rng = SeededRandom(seed: 22)
        for _ in 0..<200 {
            let p = (0..<4).map { _ in Point(x: rng.float(0...500), y: rng.float(0...500)) }
            var out = [p[0]]
            Flatten.cubic(p[0], p[1], p[2], p[3], tolerance: defaultTolerance, quadTolerance: defaultTolerance * 0.1,
                          into: &out)
            var worst: Float = 0
            for k in 0...500 {
                worst = max(worst, distance(Flatten.point(p[0], p[1], p[2], p[3], Float(k) / 500), to: out))
            }
            #expect(worst <= defaultTolerance * 1.05, "error \(worst)")
        }
    }

    @Test func circleUsesFewSegments() {
        var poly = Polygon()
        _ = Flatten.path(Path(circleCenter: Point(x: 0, y: 0), radius: 100), transform: .identity,
                         tolerance: defaultTolerance, cull: nil, into: &poly)
        // A polygon within 0.2 px of r = 100 needs about π / acos(1 − 0.2/100) ≈ 50 sides.
        #expect((50...90).contains(poly.points.count), "\(poly.points.count) points")
        for p in poly.points { #expect(abs(p.length - 100) <= 0.21) }
    }

    @Test func curvesOutsideTheCullRectBecomeLines() {
        var poly = Polygon()
        let cull = Rect(x: 0, y: 0, width: 100, height: 100)
        _ = Flatten.path(Path(circleCenter: Point(x: 500, y: 50), radius: 100), transform: .identity,
                         tolerance: defaultTolerance, cull: cull, into: &poly)
        #expect(poly.points.count <= 8)
    }

    @Test func nonFiniteCoordinatesAreRejected() {
        var poly = Polygon()
        var path = Path()
        path.move(to: 0, 0); path.line(to: .infinity, 3); path.line(to: 4, 9)
        #expect(!Flatten.path(path, transform: .identity, tolerance: 0.2, cull: nil, into: &poly))
        var ok = Path()
        ok.move(to: 0, 0); ok.line(to: 3e38, 3); ok.line(to: 4, 9)
        #expect(!Flatten.path(ok, transform: .scale(10), tolerance: 0.2, cull: nil, into: &poly), "overflow to inf")
    }
}
