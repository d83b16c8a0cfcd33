import Testing
@testable import Raster

@Suite struct StrokeTests {
    func line(_ a: Point, _ b: Point) -> Path { polyline([a, b]) }
    func column(_ c: Canvas, x: Int) -> [UInt8] { (0..<c.height).map { c.pixel(x: x, y: $0).alpha } }
    func row(_ c: Canvas, y: Int) -> [UInt8] { (0..<c.width).map { c.pixel(x: $0, y: y).alpha } }

    @Test func oddWidthLinesSnapToPixelCentres() throws {
        var c = try makeCanvas(40, 40)
        c.stroke(line(Point(x: 5, y: 10), Point(x: 35, y: 10)), style: StrokeStyle(width: 1), with: .solid(.black))
        c.stroke(line(Point(x: 20.2, y: 15), Point(x: 20.2, y: 35)), style: StrokeStyle(width: 3), with: .solid(.black))
        #expect(column(c, x: 10)[9...11] == [0, 255, 0])
        #expect(row(c, y: 10)[4...6] == [0, 255, 255])
        #expect(row(c, y: 10)[34...35] == [255, 0])
        #expect(row(c, y: 25)[18...22] == [0, 255, 255, 255, 0])   // centre 20.5, edges 19 and 22
    }

    @Test func evenWidthLinesSnapToPixelEdges() throws {
        var c = try makeCanvas(20, 20)
        c.stroke(line(Point(x: 2, y: 10.3), Point(x: 18, y: 10.3)), style: StrokeStyle(width: 2), with: .solid(.black))
        #expect(column(c, x: 8)[8...11] == [0, 255, 255, 0])
    }

    @Test func hairlinesAreOnePixelWithScaledAlpha() throws {
        var c = try makeCanvas(20, 20)
        c.stroke(line(Point(x: 2, y: 5), Point(x: 18, y: 5)), style: StrokeStyle(width: 0.5), with: .solid(.black))
        #expect(column(c, x: 8)[3...6] == [0, 0, 128, 0])   // centred on 5.5: row 5
        // A diagonal hairline: total ink ≈ length × width, spread over about one pixel per column.
        var d = try makeCanvas(60, 60)
        d.stroke(line(Point(x: 5, y: 5), Point(x: 55, y: 35)), style: StrokeStyle(width: 0.25), with: .solid(.black))
        let ink = Float(alphas(d).reduce(0) { $0 + Int($1) }) / 255
        let length = (Point(x: 50, y: 30)).length
        #expect(abs(ink - length * 0.25) < 0.5, "ink \(ink)")
        #expect(alphas(d).allSatisfy { $0 <= 70 }, "no pixel darker than a 0.25 px line allows")
        // The same through a scale: width is in user units.
        var e = try makeCanvas(20, 20)
        e.stroke(line(Point(x: 1, y: 2), Point(x: 9, y: 2)), style: StrokeStyle(width: 1), with: .solid(.black),
                 transform: .scale(2))
        #expect(column(e, x: 8)[2...5] == [0, 255, 255, 0])
    }

    @Test func joinsShapeTheOuterCorner() throws {
        // A right-angle corner at (30, 30), 6 px wide: the outer corner square reaches (33, 33).
        let corner = polyline([Point(x: 10, y: 30), Point(x: 30, y: 30), Point(x: 30, y: 10)])
        func render(_ join: LineJoin) throws -> Canvas {
            var c = try makeCanvas(40, 40)
            c.stroke(corner, style: StrokeStyle(width: 6, join: join), with: .solid(.black))
            return c
        }
        let miter = try render(.miter), bevel = try render(.bevel), round = try render(.round)
        #expect(miter.pixel(x: 32, y: 32).alpha == 255)
        #expect(bevel.pixel(x: 32, y: 32).alpha == 0)
        let r = round.pixel(x: 32, y: 32).alpha
        #expect(r > 0 && r < 255, "round: \(r)")
        // Inner corner and the straight parts are the same for all three.
        for c in [miter, bevel, round] {
            #expect(c.pixel(x: 20, y: 29).alpha == 255)
            #expect(c.pixel(x: 26, y: 26).alpha == 0)
            #expect(c.pixel(x: 27, y: 27).alpha == 255)
        }
    }

    @Test func miterLimitFallsBackToBevel() throws {
        // A 20° spike: miter length / width = 1 / sin(10°) ≈ 5.8.
        let tip = Point(x: 40, y: 20)
        let spike = polyline([Point(x: 5, y: 14), tip, Point(x: 5, y: 26)])
        var limited = try makeCanvas(70, 40), long = try makeCanvas(70, 40)
        limited.stroke(spike, style: StrokeStyle(width: 4, join: .miter, miterLimit: 4), with: .solid(.black))
        long.stroke(spike, style: StrokeStyle(width: 4, join: .miter, miterLimit: 10), with: .solid(.black))
        // The miter tip lies 2 × 5.76 ≈ 11.5 px beyond the vertex.
        #expect(long.pixel(x: 45, y: 19).alpha == 255 && long.pixel(x: 45, y: 20).alpha == 255)
        #expect(long.pixel(x: 50, y: 20).alpha > 0)
        #expect(limited.pixel(x: 38, y: 20).alpha == 255)
        #expect(limited.pixel(x: 42, y: 20).alpha == 0 && limited.pixel(x: 45, y: 19).alpha == 0)
    }

    @Test func capsExtendTheEnds() throws {
        func render(_ cap: LineCap) throws -> Canvas {
            var c = try makeCanvas(40, 20)
            c.stroke(line(Point(x: 10, y: 10), Point(x: 30, y: 10)), style: StrokeStyle(width: 4, cap: cap),
                     with: .solid(.black))
            return c
        }
        let butt = try render(.butt), square = try render(.square), round = try render(.round)
        #expect(row(butt, y: 9)[7...10] == [0, 0, 0, 255])
        #expect(row(square, y: 9)[7...10] == [0, 255, 255, 255])
        #expect(row(square, y: 9)[29...32] == [255, 255, 255, 0])
        let r = row(round, y: 9)
        #expect(r[7] == 0 && r[8] > 100 && r[8] < 255 && r[9] == 255)
        #expect(column(square, x: 20)[7...12] == [0, 255, 255, 255, 255, 0])
    }

    @Test func zeroLengthSubpathsDrawDotsForRoundAndSquareCaps() throws {
        var path = Path()
        path.move(to: 10, 10); path.line(to: 10, 10)
        for (cap, expected) in [(LineCap.butt, false), (.round, true), (.square, true)] {
            var c = try makeCanvas(20, 20)
            c.stroke(path, style: StrokeStyle(width: 6, cap: cap), with: .solid(.black))
            #expect((c.pixel(x: 10, y: 10).alpha == 255) == expected, "\(cap)")
        }
    }

    @Test func dashesFollowThePatternAndPhase() throws {
        func render(_ dash: [Float], phase: Float = 0) throws -> [UInt8] {
            var c = try makeCanvas(40, 10)
            c.stroke(line(Point(x: 0, y: 5), Point(x: 40, y: 5)), style: StrokeStyle(width: 2, dash: dash, dashPhase: phase),
                     with: .solid(.black))
            return (0..<40).map { c.pixel(x: $0, y: 5).alpha }
        }
        let on: [UInt8] = [255, 255, 255, 255], off: [UInt8] = [0, 0, 0, 0]
        let base = try render([4, 4])
        #expect(Array(base[0..<16]) == on + off + on + off)
        #expect(Array(try render([4, 4], phase: 4)[0..<16]) == off + on + off + on)
        #expect(Array(try render([4, 4], phase: -4)[0..<16]) == off + on + off + on)
        #expect(try render([4]) == base, "an odd pattern repeats")
        #expect(Array(try render([6, 2], phase: 2)[0..<8]) == [255, 255, 255, 255, 0, 0, 255, 255])
        // Invalid patterns draw a solid line.
        #expect(try render([0, 0]).allSatisfy { $0 == 255 })
        #expect(try render([4, -1]).allSatisfy { $0 == 255 })
        #expect(try render([.nan, 3]).allSatisfy { $0 == 255 })
    }

    /// A dash pattern is in user units, as the width is: a horizontal line snapped to whole pixels
    /// under a scale of a half kept 8-unit dashes 8 pixels long, so a chart at 480×300 drew its
    /// average line's dashes half again too long beside what a browser draws of its SVG.
    @Test func dashesOfASnappedLineScaleWithTheTransform() throws {
        func render(scale: Float) throws -> [UInt8] {
            var c = try makeCanvas(40, 10)
            c.stroke(line(Point(x: 0, y: 10), Point(x: 80, y: 10)), style: StrokeStyle(width: 2, dash: [8, 8], dashPhase: 8),
                     with: .solid(.black), transform: Transform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0))
            return (0..<40).map { max(c.pixel(x: $0, y: 4).alpha, c.pixel(x: $0, y: 5).alpha) }
        }
        let on: [UInt8] = [255, 255, 255, 255], off: [UInt8] = [0, 0, 0, 0]
        // Width 2 × 0.5 is one whole device pixel: the snapped route.
        #expect(Array(try render(scale: 0.5)[0..<16]) == off + on + off + on)
    }

    @Test func dashOverTheStartOfAClosedContourIsJoined() {
        var square = Polygon()
        square.points = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        square.endContour(closed: true)
        var out = Polygon()
        // Perimeter 40, pattern 10: with phase 2 the last dash (38...40) runs into the first (0...4).
        #expect(Dash.apply([6, 4], phase: 2, to: square, into: &out))
        #expect(out.contourEnds.count == 4)
        let first = out.points[out.contour(0)]
        #expect(first.first == Point(x: 0, y: 2))
        #expect(first.last == Point(x: 4, y: 0))
        #expect(out.closed.allSatisfy { !$0 })
    }

    @Test func tooManyDashesDrawSolid() throws {
        var c = try makeCanvas(30, 10)
        c.stroke(line(Point(x: 0, y: 5), Point(x: 1e6, y: 5)), style: StrokeStyle(width: 2, dash: [1e-3, 1e-3]),
                 with: .solid(.black))
        #expect(c.pixel(x: 12, y: 5).alpha == 255)
    }

    @Test func translucentStrokeIsOneLayer() throws {
        // Where a stroke crosses itself, or turns sharply, it must not get darker.
        var c = try makeCanvas(60, 60)
        let path = polyline([Point(x: 10, y: 10), Point(x: 50, y: 50), Point(x: 50, y: 10), Point(x: 10, y: 50)])
        c.stroke(path, style: StrokeStyle(width: 6, join: .round), with: .solid(Color(red: 0, green: 0, blue: 0, alpha: 128)))
        #expect(c.pixel(x: 30, y: 30).alpha == 128)   // the crossing
        #expect(c.pixel(x: 48, y: 30).alpha == 128)
        #expect(alphas(c).allSatisfy { $0 <= 128 })
    }

    @Test func closedContoursAreRingsWithoutCaps() throws {
        var c = try makeCanvas(40, 40)
        c.stroke(Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), style: StrokeStyle(width: 2, cap: .square),
                 with: .solid(.black))
        #expect(column(c, x: 20)[8...12] == [0, 255, 255, 0, 0])
        #expect(c.pixel(x: 9, y: 9).alpha == 255)     // miter corner
        #expect(c.pixel(x: 20, y: 20).alpha == 0)
        #expect(c.pixel(x: 8, y: 9).alpha == 0)
    }
}

@Suite struct SnappedOutlineTests {
    @Test func rectangleFramesAndLShapesAreCrisp() throws {
        var c = try makeCanvas(40, 40)
        c.stroke(Path(rect: Rect(x: 5, y: 5, width: 20, height: 10)), style: StrokeStyle(width: 1), with: .solid(.black))
        var axis = Path()
        axis.move(to: 30, 2); axis.line(to: 30, 35); axis.line(to: 38, 35)
        c.stroke(axis, style: StrokeStyle(width: 1), with: .solid(.black))
        let a = alphas(c)
        // Every pixel is fully on or off: no half-covered blur.
        #expect(a.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(c.pixel(x: 5, y: 10).alpha == 255 && c.pixel(x: 25, y: 10).alpha == 255)
        #expect(c.pixel(x: 15, y: 5).alpha == 255 && c.pixel(x: 15, y: 15).alpha == 255)
        #expect(c.pixel(x: 15, y: 10).alpha == 0)
        #expect(c.pixel(x: 30, y: 20).alpha == 255 && c.pixel(x: 34, y: 35).alpha == 255)
        // A diagonal segment anywhere turns snapping off for the path.
        var d = try makeCanvas(20, 20)
        d.stroke(polyline([Point(x: 2, y: 2), Point(x: 12, y: 2), Point(x: 18, y: 9)]), style: StrokeStyle(width: 1),
                 with: .solid(.black))
        #expect(d.pixel(x: 6, y: 2).alpha == 128 && d.pixel(x: 6, y: 1).alpha == 128)
    }
}
