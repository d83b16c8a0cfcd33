import Testing
@testable import Raster
import RepChartTestSupport

/// fillRect snapping, masks and paints.
@Suite struct CanvasTests {
    @Test func fillRectSnapsEdgesToPixels() throws {
        var c = try makeCanvas(40, 30)
        c.fillRect(Rect(x: 10.4, y: 10.6, width: 20.2, height: 5), with: .solid(.black))
        let a = alphas(c)
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = (10..<31).contains(x) && (11..<16).contains(y)
                #expect(a[y * 40 + x] == (inside ? 255 : 0), "\(x),\(y)")
            }
        }
    }

    @Test func stackedSegmentsHaveNoSeam() throws {
        var c = try makeCanvas(20, 60)
        c.clear(.white)
        let colors = [Color(rgb: 0x1F77B4), Color(rgb: 0xFF7F0E), Color(rgb: 0x2CA02C), Color(rgb: 0xD62728)]
        var y: Float = 3.3
        for (i, h) in [7.45, 12.1, 0.9, 20.35].enumerated() {
            c.fillRect(Rect(x: 4, y: y, width: 10, height: Float(h)), with: .solid(colors[i]))
            y += Float(h)
        }
        // Every pixel of the column from the first top edge to the last bottom edge is one of the colours.
        for py in 3..<(Int(y.rounded())) {
            let p = c.pixel(x: 8, y: py)
            #expect(colors.contains(p), "row \(py): \(p)")
        }
        #expect(c.pixel(x: 8, y: 2) == .white)
        #expect(c.pixel(x: 8, y: Int(y.rounded())) == .white)
    }

    @Test func thinRectangleStillShows() throws {
        var c = try makeCanvas(10, 10)
        c.fillRect(Rect(x: 2, y: 4.1, width: 5, height: 0.3), with: .solid(.black))
        #expect((76...77).contains(c.pixel(x: 3, y: 4).alpha))
    }

    @Test func fillRectWithGradientAndRotation() throws {
        var c = try makeCanvas(20, 20)
        let g = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 20, y: 0),
                               stops: [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)])
        c.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), with: .linear(g))
        #expect(c.pixel(x: 0, y: 5).red < 10)
        #expect(c.pixel(x: 19, y: 5).red > 245)
        #expect((120...135).contains(c.pixel(x: 10, y: 5).red))
        var r = try makeCanvas(20, 20)
        r.fillRect(Rect(x: -5, y: -5, width: 10, height: 10), with: .solid(.black),
                   transform: Transform.rotation(.pi / 4).concatenating(.translation(x: 10, y: 10)))
        #expect(r.pixel(x: 10, y: 10).alpha == 255)
    }

    @Test func maskDrawMatchesFill() throws {
        var rng = SeededRandom(seed: 8)
        for _ in 0..<5 {
            let center = Point(x: rng.float(10...50), y: rng.float(10...50))
            let path = Path(wedgeCenter: center, innerRadius: 4, outerRadius: rng.float(6...20),
                            startAngle: rng.float(0...3), endAngle: rng.float(3.5...6))
            var filled = try makeCanvas(64, 64), blitted = try makeCanvas(64, 64)
            filled.clear(.white); blitted.clear(.white)
            let color = Color(rgb: 0x8844CC, alpha: 200)
            filled.fill(path, with: .solid(color))
            let mask = try #require(CoverageMask.render(path))
            #expect(mask.coverage.count == mask.width * mask.height)
            blitted.draw(mask, x: mask.originX, y: mask.originY, with: .solid(color))
            #expect(bytes(filled) == bytes(blitted))
        }
        #expect(CoverageMask.render(Path()) == nil)
        var degenerate = Path(); degenerate.move(to: 1, 1); degenerate.line(to: 5, 5)
        #expect(CoverageMask.render(degenerate) == nil)
    }

    @Test func maskIsClippedAtCanvasEdges() throws {
        let mask = try #require(CoverageMask.render(Path(rect: Rect(x: 0, y: 0, width: 8, height: 8))))
        #expect(mask.width == 8 && mask.height == 8 && mask.coverage.allSatisfy { $0 == 255 })
        var c = try makeCanvas(10, 10)
        c.draw(mask, x: -4, y: 6, with: .solid(.black))
        c.draw(mask, x: Int.max - 3, y: Int.min, with: .solid(.black))
        let a = alphas(c)
        for y in 0..<10 { for x in 0..<10 { #expect(a[y * 10 + x] == (x < 4 && y >= 6 ? 255 : 0)) } }
    }

    @Test func radialGradientRunsFromCentreOut() throws {
        var c = try makeCanvas(41, 41)
        let g = RadialGradient(center: Point(x: 20.5, y: 20.5), radius: 20,
                               stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 0.5, color: Color(rgb: 0xFF0000)),
                                       GradientStop(offset: 1, color: .black)])
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 41, height: 41)), with: .radial(g))
        #expect(c.pixel(x: 20, y: 20) == .white)
        #expect(c.pixel(x: 30, y: 20).red > 240 && c.pixel(x: 30, y: 20).green < 15)
        #expect(c.pixel(x: 0, y: 0) == .black)   // padded beyond the radius
        // Degenerate gradients paint their last stop; no stops paint nothing.
        var d = try makeCanvas(4, 4)
        d.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)),
               with: .radial(RadialGradient(center: .zero, radius: 0, stops: g.stops)))
        #expect(d.pixel(x: 1, y: 1) == .black)
        d.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)),
               with: .linear(LinearGradient(start: .zero, end: Point(x: 4, y: 0), stops: [])))
        #expect(d.pixel(x: 1, y: 1) == .black)
    }

    @Test func gradientStopsInAnyOrderWithTransparency() {
        let ramp = GradientRamp.table([GradientStop(offset: 1, color: Color(rgb: 0x0000FF, alpha: 0)),
                                       GradientStop(offset: 0, color: Color(rgb: 0xFF0000))], opacity: 1)
        let table = ramp ?? []
        #expect(table.count == 256)
        #expect(table.first == 0xFF00_00FF)   // opaque red, premultiplied
        #expect(table.last == 0)
        // Premultiplied interpolation: halfway is half-transparent red, not purple.
        let mid = table[128]
        #expect(mid & 0xFF > 120 && (mid >> 16) & 0xFF == 0)
    }
}

@Suite struct DegenerateInputTests {
    @Test func tinyCanvasAndEmptyShapes() throws {
        var c = try makeCanvas(1, 1)
        c.fill(Path(circleCenter: Point(x: 0.5, y: 0.5), radius: 0.5), with: .solid(.black))
        let a = c.pixel(x: 0, y: 0).alpha
        // Within the 0.2 px tolerance a circle this small flattens to a diamond
        // (area 1/2); the true circle covers π/4: 128...201 in alpha.
        #expect((128...201).contains(a), "\(a)")
        c.stroke(polyline([Point(x: -5, y: 0.5), Point(x: 5, y: 0.5)]), style: StrokeStyle(width: 1), with: .solid(.white))
        #expect(c.pixel(x: 0, y: 0) == .white)
        var only = Path(); only.move(to: 0, 0)
        c.fill(only, with: .solid(.black))
        c.stroke(only, style: StrokeStyle(width: 3), with: .solid(.black))
        c.fillRect(Rect(x: 0, y: 0, width: 0, height: 1), with: .solid(.black))
        c.fillRect(Rect(x: 0, y: 0, width: .nan, height: 1), with: .solid(.black))
        c.stroke(polyline([Point(x: 0, y: 0), Point(x: 1, y: 1)]), style: StrokeStyle(width: .infinity), with: .solid(.black))
        c.stroke(polyline([Point(x: 0, y: 0), Point(x: 1, y: 1)]), style: StrokeStyle(width: 2, miterLimit: .nan, dashPhase: .nan),
                 with: .solid(.black), transform: Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        c.clip = Rect(x: .nan, y: 0, width: 1, height: 1)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(.black))
        #expect(c.pixel(x: 0, y: 0) == .white)
    }
}
