import Foundation
import Raster
import Testing
@testable import Charts

/// The monotone curve goes through every point, smoothly, and never leaves
/// the values of the two points it joins (no invented peaks or dips).
@Suite struct MonotoneInterpolationTests {
    static let x: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    // Flat runs, a near-flat top after a jump, a spike and a sharp fall: where
    // plain cubic splines overshoot.
    static let y: [Double?] = [0, 0, 10, 10.5, 3, 3, 8, 0, 9, 9, 1]

    static var fixture: LineFixture { LineFixture(x: x, y: y, xRange: PlotRange(0, 10), yRange: PlotRange(-2, 12),
                                     interpolation: .monotone) }

    /// Each Bézier piece, sampled finely, stays between its ends' heights.
    @Test func neverLeavesTheNeighboursRange() throws {
        let path = try #require(try Self.fixture.strokes().first)
        let space = try Self.fixture.space()
        let data = zip(Self.x, Self.y).map { space.devicePoint(x: $0, y: $1!) }
        #expect(path.vertices == data, "through every point, in order")
        let pieces = Self.cubics(path)
        #expect(pieces.count == data.count - 1)
        for (k, c) in pieces.enumerated() {
            let low = min(c.0.y, c.3.y) - 0.001, high = max(c.0.y, c.3.y) + 0.001
            for step in 0...100 {
                let y = Self.bezier(c, t: Float(step) / 100).y
                #expect(y >= low && y <= high, "piece \(k) at t=\(step)%: \(y) outside \(low)…\(high)")
            }
        }
    }

    /// Smooth, not straight: where the data keeps rising the curve bends
    /// through the point with one tangent (controls on both sides collinear).
    @Test func isSmoothThroughRisingPoints() throws {
        let pieces = Self.cubics(try #require(try Self.fixture.strokes().first))
        // Points 6 → 7 → 8 fall then rise (a dip, flat tangent); 1 → 2 → 3 rise (a slanted tangent).
        let into = pieces[1], out = pieces[2]
        let joint = into.3
        let a = (joint.x - into.2.x, joint.y - into.2.y), b = (out.1.x - joint.x, out.1.y - joint.y)
        #expect(abs(a.0 * b.1 - a.1 * b.0) < 0.01 * (abs(a.0) + abs(a.1)) * (abs(b.0) + abs(b.1)), "one tangent")
        #expect(abs(a.1) > 0.5, "a slanted tangent, so the curve is not a polyline: \(a)")
        let dip = pieces[6].3, before = pieces[6].2, after = pieces[7].1
        #expect(abs(before.y - dip.y) < 0.001 && abs(after.y - dip.y) < 0.001, "flat at a dip, no undershoot")
    }

    /// The SVG writes the same curves as `C` commands.
    @Test func svgWritesTheCurves() throws {
        let svg = try Self.fixture.graph.renderSVG(size: LineFixture.size)
        let line = try #require(svg.components(separatedBy: "<path ").first { $0.contains("stroke=\"#1f3a93\"") })
        #expect(line.filter { $0 == "C" }.count == Self.x.count - 1, "\(line.prefix(200))")
    }

    /// Data that stands still or goes back in x is still drawn through every
    /// point: straight where x repeats, a curve per run of one direction.
    @Test func repeatedAndReversedXStillPassThroughEveryPoint() throws {
        let x: [Double] = [0, 1, 1, 2, 1.5, 0.5, 3]
        let y: [Double?] = [0, 4, 2, 5, 1, 3, 0]
        let fixture = LineFixture(x: x, y: y, xRange: PlotRange(0, 3), yRange: PlotRange(0, 6), interpolation: .monotone)
        let path = try #require(try fixture.strokes().first)
        let space = try fixture.space()
        #expect(path.isFinite)
        #expect(path.vertices == zip(x, y).map { space.devicePoint(x: $0, y: $1!) })
        for (k, c) in Self.cubics(path).enumerated() {
            let low = min(c.0.y, c.3.y) - 0.001, high = max(c.0.y, c.3.y) + 0.001
            for step in 0...50 {
                let p = Self.bezier(c, t: Float(step) / 50)
                #expect(p.y >= low && p.y <= high, "piece \(k) leaves its values at t=\(step * 2)%")
            }
        }
    }

    typealias Cubic = (Point, Point, Point, Point)

    static func cubics(_ path: Path) -> [Cubic] {
        var out: [Cubic] = []
        var i = 0, current = Point(x: 0, y: 0)
        for verb in path.verbs {
            switch verb {
            case .move, .line: current = path.points[i]; i += 1
            case .quad: current = path.points[i + 1]; i += 2
            case .cubic:
                out.append((current, path.points[i], path.points[i + 1], path.points[i + 2]))
                current = path.points[i + 2]; i += 3
            case .close: break
            }
        }
        return out
    }

    static func bezier(_ c: Cubic, t: Float) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, d = 3 * u * t * t, e = t * t * t
        return Point(x: a * c.0.x + b * c.1.x + d * c.2.x + e * c.3.x,
                     y: a * c.0.y + b * c.1.y + d * c.2.y + e * c.3.y)
    }
}
