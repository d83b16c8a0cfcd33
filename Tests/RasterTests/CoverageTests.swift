import Testing
@testable import Raster
import RepChartTestSupport

/// Coverage checks that need no stored reference (issue item 12).
@Suite struct CoverageTests {
    @Test func pixelAlignedRectangleIsExactlySolid() throws {
        var c = try makeCanvas(40, 30)
        c.fill(Path(rect: Rect(x: 10, y: 5, width: 20, height: 15)), with: .solid(.black))
        let a = alphas(c)
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = (10..<30).contains(x) && (5..<20).contains(y)
                #expect(a[y * 40 + x] == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func halfPixelEdgeIsHalfCovered() throws {
        var c = try makeCanvas(20, 20)
        c.fill(Path(rect: Rect(x: 5.5, y: 2, width: 6, height: 10.5)), with: .solid(.black))
        let a = alphas(c)
        for y in 2..<12 {
            #expect((127...128).contains(a[y * 20 + 5]), "left edge row \(y): \(a[y * 20 + 5])")
            #expect((127...128).contains(a[y * 20 + 11]), "right edge row \(y)")
            #expect(a[y * 20 + 8] == 255)
        }
        #expect((127...128).contains(a[12 * 20 + 8]), "bottom edge")
        #expect((63...64).contains(a[12 * 20 + 5]), "quarter-covered corner: \(a[12 * 20 + 5])")
    }

    /// Random star-shaped (so simple) polygons: summed coverage equals the shoelace area.
    @Test func randomPolygonCoverageEqualsArea() throws {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<40 {
            let cx = rng.float(60...140), cy = rng.float(60...140)
            let count = Int.random(in: 3...24, using: &rng)
            var points: [Point] = []
            for k in 0..<count {
                let angle = (Float(k) + rng.float(0...0.8)) / Float(count) * 2 * .pi
                let r = rng.float(10...55)
                points.append(Point(x: cx + r * cos(angle), y: cy + r * sin(angle)))
            }
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.line(to: p) }
            path.close()
            var area: Float = 0
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                area += a.x * b.y - b.x * a.y
            }
            area = abs(area) / 2
            var c = try makeCanvas(200, 200)
            c.fill(path, with: .solid(.black))
            let covered = Float(alphas(c).reduce(0) { $0 + Int($1) }) / 255
            #expect(abs(covered - area) / area < 0.001, "area \(area), coverage \(covered)")
        }
    }

    @Test func reversingWindingChangesNothing() throws {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<10 {
            var points: [Point] = []
            for _ in 0..<7 { points.append(Point(x: rng.float(2...60), y: rng.float(2...60))) }
            for rule in [FillRule.nonZero, .evenOdd] {
                var a = try makeCanvas(64, 64), b = try makeCanvas(64, 64)
                a.fill(polygon(points), with: .solid(.black), rule: rule)
                b.fill(polygon(points.reversed()), with: .solid(.black), rule: rule)
                #expect(bytes(a) == bytes(b))
            }
        }
    }

    @Test func translatingByWholePixelsShiftsExactly() throws {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<10 {
            // Coordinates on a 1/64 grid so that translation is exact in Float.
            var points: [Point] = []
            for _ in 0..<6 {
                points.append(Point(x: (rng.float(2...40) * 64).rounded() / 64, y: (rng.float(2...40) * 64).rounded() / 64))
            }
            var a = try makeCanvas(80, 80), b = try makeCanvas(80, 80)
            a.fill(polygon(points), with: .solid(.black), rule: .evenOdd)
            b.fill(polygon(points), with: .solid(.black), rule: .evenOdd, transform: .translation(x: 17, y: 23))
            let pa = alphas(a), pb = alphas(b)
            var same = true
            for y in 0..<50 { for x in 0..<50 where pa[y * 80 + x] != pb[(y + 23) * 80 + x + 17] { same = false } }
            #expect(same)
            let sumA = pa.reduce(0) { $0 + Int($1) }, sumB = pb.reduce(0) { $0 + Int($1) }
            #expect(sumA == sumB)
        }
    }

    @Test func starDiffersBetweenNonZeroAndEvenOdd() throws {
        var star = Path()
        for k in 0..<5 {
            let angle = Float(k) * 4 * .pi / 5 - .pi / 2
            let p = Point(x: 50 + 45 * cos(angle), y: 50 + 45 * sin(angle))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        var nz = try makeCanvas(100, 100), eo = try makeCanvas(100, 100)
        nz.fill(star, with: .solid(.black), rule: .nonZero)
        eo.fill(star, with: .solid(.black), rule: .evenOdd)
        #expect(nz.pixel(x: 50, y: 52).alpha == 255)   // the pentagon in the middle
        #expect(eo.pixel(x: 50, y: 52).alpha == 0)
        #expect(nz.pixel(x: 50, y: 12).alpha == 255)   // the top point
        #expect(eo.pixel(x: 50, y: 12).alpha == 255)
        // Outside the pentagon the two agree exactly.
        let a = alphas(nz), b = alphas(eo)
        let sumA = a.reduce(0) { $0 + Int($1) }, sumB = b.reduce(0) { $0 + Int($1) }
        #expect(sumA > sumB + 255 * 500)
        #expect(a[0] == 0 && b[0] == 0)
    }

    @Test func pathsOutsideOrPartlyOutsideTheCanvas() throws {
        var c = try makeCanvas(30, 20)
        // Off to the left and above: covers x < 10, y < 8 exactly.
        c.fill(Path(rect: Rect(x: -1000, y: -500, width: 1010, height: 508)), with: .solid(.black))
        let a = alphas(c)
        for y in 0..<20 {
            for x in 0..<30 {
                #expect(a[y * 30 + x] == (x < 10 && y < 8 ? 255 : 0), "\(x),\(y)")
            }
        }
        // Cut by the right edge: rows below must stay empty (no leak into the next row).
        var d = try makeCanvas(30, 20)
        d.fill(polygon([Point(x: 20, y: 2), Point(x: 90, y: 5.5), Point(x: 25, y: 9.3)]), with: .solid(.black))
        let b = alphas(d)
        for y in 10..<20 { for x in 0..<30 { #expect(b[y * 30 + x] == 0) } }
        for x in 0..<20 { #expect(b[5 * 30 + x] == 0) }
        #expect(b[5 * 30 + 29] == 255)
    }

    @Test func hugeAndNonFiniteCoordinatesNeverCrash() throws {
        var c = try makeCanvas(32, 32)
        c.fill(polygon([Point(x: .nan, y: 3), Point(x: 20, y: 20), Point(x: 3, y: 20)]), with: .solid(.black))
        c.fill(polygon([Point(x: .infinity, y: 3), Point(x: 20, y: 20), Point(x: 3, y: 20)]), with: .solid(.black))
        c.stroke(polygon([Point(x: 1, y: .nan), Point(x: 20, y: 20)]), style: StrokeStyle(width: 3), with: .solid(.black))
        #expect(alphas(c).allSatisfy { $0 == 0 }, "non-finite paths draw nothing")
        // A rectangle spanning ±1e30 covers the whole canvas exactly.
        c.fill(Path(rect: Rect(x: -1e30, y: -1e30, width: 2e30, height: 2e30)), with: .solid(.black))
        #expect(alphas(c).allSatisfy { $0 == 255 })
        var d = try makeCanvas(32, 32)
        d.fill(polygon([Point(x: 0, y: 0), Point(x: 3e38, y: 16), Point(x: 0, y: 32)]), with: .solid(.black))
        d.stroke(polygon([Point(x: -1e20, y: 5), Point(x: 1e20, y: 6)]), style: StrokeStyle(width: 1e10, join: .round, cap: .round),
                 with: .solid(.black), opacity: 0.5)
        d.fill(Path(circleCenter: Point(x: 16, y: 16), radius: 1e9), with: .solid(.white))
        d.fillRect(Rect(x: -Float.greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 4), with: .solid(.black))
        _ = CoverageMask.render(Path(circleCenter: Point(x: 0, y: 0), radius: 1e30))
        #expect(d.pixel(x: 16, y: 16) == .white)
    }

    @Test func clipRectLimitsDrawing() throws {
        var c = try makeCanvas(40, 40)
        c.clip = Rect(x: 10.2, y: 5.7, width: 10, height: 20)   // snaps to x 10..<20, y 6..<26
        c.fill(Path(circleCenter: Point(x: 20, y: 20), radius: 100), with: .solid(.black))
        c.fillRect(Rect(x: 0, y: 0, width: 40, height: 40), with: .solid(.black))
        c.stroke(polygon([Point(x: 0, y: 0), Point(x: 40, y: 40)]), style: StrokeStyle(width: 5), with: .solid(.black))
        let a = alphas(c)
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (10..<20).contains(x) && (6..<26).contains(y)
                #expect(a[y * 40 + x] == (inside ? 255 : 0), "\(x),\(y)")
            }
        }
    }

    /// The rasterizer against brute-force supersampling of the same flattened
    /// geometry (triangles, circles, and stroke outlines with their overlaps).
    /// The reference counts 128 × 128 sample points per pixel: a 16 × 16 grid
    /// is itself off by up to 1/32 (8/255) where an edge runs along a sample
    /// column, too coarse to hold a 2/255 bound to.
    @Test func matchesSupersampledReference() throws {
        var rng = SeededRandom(seed: 99)
        let size = 48
        var worst: Float = 0
        for trial in 0..<36 {
            var poly = Polygon()
            var canvases: [(FillRule, Canvas)] = []
            switch trial % 3 {
            case 0, 1:
                let path = trial % 3 == 0
                    ? polygon((0..<3).map { _ in Point(x: rng.float(-4...52), y: rng.float(-4...52)) })
                    : Path(circleCenter: Point(x: rng.float(10...38), y: rng.float(10...38)), radius: rng.float(1...22))
                _ = Flatten.path(path, transform: .identity, tolerance: defaultTolerance, cull: nil, into: &poly)
                for rule in [FillRule.nonZero, .evenOdd] {
                    var c = try makeCanvas(size, size)
                    c.fill(path, with: .solid(.black), rule: rule)
                    canvases.append((rule, c))
                }
            default:
                let path = polyline(zigzag(&rng, width: 48))
                let joins: [LineJoin] = [.miter, .round, .bevel], caps: [LineCap] = [.butt, .round, .square]
                let style = StrokeStyle(width: rng.float(1...4), join: joins[trial % 9 / 3], cap: caps[trial % 9 / 3])
                var c = try makeCanvas(size, size)
                c.stroke(path, style: style, with: .solid(.black))
                canvases.append((.nonZero, c))
                var scratch = Scratch()
                #expect(Canvas.buildStrokeOutline(path, style: style, width: style.width, transform: .identity,
                                                  scratch: &scratch))
                poly = scratch.outline
            }
            for (rule, c) in canvases {
                let ref = Reference.coverage(poly, rule: rule, width: size, height: size, n: 128)
                let a = alphas(c)
                for i in a.indices { worst = max(worst, abs(Float(a[i]) - ref[i] * 255)) }
            }
        }
        #expect(worst <= 2, "largest difference \(worst)/255")
    }

    /// Round joins and caps make the stroke exactly the points within half a
    /// width of the polyline; the outline may differ from that only by the
    /// 0.2 px flattening of its arcs.
    @Test func roundStrokesMatchDistanceReference() throws {
        var rng = SeededRandom(seed: 5)
        let size = 40
        var worst: Float = 0, total: Float = 0, edgePixels = 0
        for _ in 0..<6 {
            let points = zigzag(&rng, width: 40)
            let width = rng.float(1...5)
            var c = try makeCanvas(size, size)
            c.stroke(polyline(points), style: StrokeStyle(width: width, join: .round, cap: .round), with: .solid(.black))
            let ref = Reference.roundStroke(points, halfWidth: width / 2, width: size, height: size, n: 16)
            let a = alphas(c)
            for i in a.indices {
                let d = abs(Float(a[i]) - ref[i] * 255)
                worst = max(worst, d)
                if ref[i] > 0 && ref[i] < 1 { total += d; edgePixels += 1 }
            }
        }
        #expect(worst <= 0.2 * 255 + 8, "largest difference \(worst)/255")
        #expect(total / Float(edgePixels) < 8, "mean edge difference \(total / Float(edgePixels))/255")
    }
}

/// Five points left to right, up and down at random: a polyline whose
/// stroke does not cross itself (a crossing would put two edges of the one
/// outline in the same pixel, where summed signed areas over-count).
func zigzag(_ rng: inout SeededRandom, width: Int) -> [Point] {
    let step = Float(width - 10) / 4
    return (0..<5).map { i in Point(x: 5 + step * Float(i) + rng.float(-1...1), y: rng.float(6...Float(width - 6))) }
}

func polygon(_ points: [Point]) -> Path {
    var path = polyline(points)
    path.close()
    return path
}

func polyline(_ points: [Point]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for p in points.dropFirst() { path.line(to: p) }
    return path
}

import Foundation
