import Foundation
import PNGCodec
import Testing
@testable import Raster

/// The golden gallery (issue item 13): each scene is rendered and compared
/// with Fixtures/raster/NAME.png, allowing `tolerance` per channel. Goldens
/// change only on purpose: `Scripts/update-goldens` reruns these tests with
/// REPCHART_UPDATE_GOLDENS=1, which writes the images instead of comparing.
@Suite struct GoldenTests {
    static let tolerance = 2
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/raster").path
    static var updating: Bool { ProcessInfo.processInfo.environment["REPCHART_UPDATE_GOLDENS"] == "1" }

    @Test(arguments: GoldenScene.all.map(\.name))
    func gallery(name: String) throws {
        let scene = try #require(GoldenScene.all.first { $0.name == name })
        var canvas = try Canvas(width: 320, height: 240)
        canvas.clear(.white)
        scene.draw(&canvas)
        let path = "\(Self.folder)/\(name).png"
        if Self.updating {
            try canvas.writePNG(toFile: path)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("missing golden \(path): run Scripts/update-goldens and look at it")
            return
        }
        let golden = try PNGDecoder.decode(contentsOfFile: path)
        #expect(golden.width == canvas.width && golden.height == canvas.height)
        guard golden.width == canvas.width, golden.height == canvas.height else { return }
        var worst = 0, bad = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.pixel(x: x, y: y), i = (y * canvas.width + x) * 4
                let d = max(abs(Int(p.red) - Int(golden.rgba[i])), abs(Int(p.green) - Int(golden.rgba[i + 1])),
                            abs(Int(p.blue) - Int(golden.rgba[i + 2])), abs(Int(p.alpha) - Int(golden.rgba[i + 3])))
                worst = max(worst, d)
                if d > Self.tolerance { bad += 1 }
            }
        }
        #expect(bad == 0, "\(name): \(bad) pixels differ by more than \(Self.tolerance) (worst \(worst))")
    }
}

/// One picture of the gallery.
struct GoldenScene: Sendable {
    let name: String
    let draw: @Sendable (inout Canvas) -> Void

    static let ink = Color(rgb: 0x2B3A55)
    static let accent = Color(rgb: 0xE4572E)
    static let palette = [0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC948, 0xB07AA1, 0xFF9DA7]
        .map { Color(rgb: UInt32($0)) }

    static func star(center: Point, outer: Float, inner: Float, points: Int) -> Path {
        var p = Path()
        for k in 0..<(points * 2) {
            let r = k % 2 == 0 ? outer : inner
            let a = Float(k) * .pi / Float(points) - .pi / 2
            let q = Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
            if k == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        p.close()
        return p
    }

    static func pentagram(center: Point, radius: Float) -> Path {
        var p = Path()
        for k in 0..<5 {
            let a = Float(k) * 4 * .pi / 5 - .pi / 2
            let q = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if k == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        p.close()
        return p
    }

    static func guide(_ c: inout Canvas, _ points: [Point]) {
        c.stroke(polyline(points), style: StrokeStyle(width: 1), with: .solid(Color(rgb: 0x00AAFF)))
    }

    static let all: [GoldenScene] = [
        GoldenScene(name: "fills") { c in
            c.fill(pentagram(center: Point(x: 60, y: 65), radius: 50), with: .solid(ink), rule: .nonZero)
            c.fill(pentagram(center: Point(x: 170, y: 65), radius: 50), with: .solid(ink), rule: .evenOdd)
            c.fill(star(center: Point(x: 270, y: 65), outer: 45, inner: 20, points: 7), with: .solid(accent))
            c.fill(Path(circleCenter: Point(x: 55, y: 180), radius: 42.5), with: .solid(palette[0]))
            c.fill(Path(ellipseIn: Rect(x: 110.3, y: 150.6, width: 90, height: 55)), with: .solid(palette[4]))
            var ring = Path(circleCenter: Point(x: 265, y: 180), radius: 45)
            ring.append(Path(rect: Rect(x: 245, y: 160, width: 40, height: 40)))
            c.fill(ring, with: .solid(palette[6]), rule: .evenOdd)
            c.fill(polygon([Point(x: 5, y: 235), Point(x: 315, y: 225.5), Point(x: 160, y: 232)]), with: .solid(accent))
        },
        GoldenScene(name: "joins") { c in
            let joins: [LineJoin] = [.miter, .round, .bevel]
            for (i, join) in joins.enumerated() {
                let x = Float(i) * 105 + 15
                let pts = [Point(x: x, y: 100), Point(x: x + 35, y: 30), Point(x: x + 60, y: 95), Point(x: x + 85, y: 40)]
                c.stroke(polyline(pts), style: StrokeStyle(width: 16, join: join), with: .solid(ink))
                guide(&c, pts)
                let sharp = [Point(x: x, y: 150), Point(x: x + 80, y: 165), Point(x: x, y: 180)]
                c.stroke(polyline(sharp), style: StrokeStyle(width: 10, join: join, miterLimit: 10),
                         with: .solid(palette[i]))
                guide(&c, sharp)
                let square = Path(rect: Rect(x: x + 10, y: 200, width: 60, height: 25))
                c.stroke(square, style: StrokeStyle(width: 8, join: join), with: .solid(palette[i + 3]))
            }
        },
        GoldenScene(name: "caps") { c in
            let caps: [LineCap] = [.butt, .round, .square]
            for (i, cap) in caps.enumerated() {
                let y = Float(i) * 50 + 35
                c.stroke(polyline([Point(x: 40, y: y), Point(x: 280, y: y - 10)]), style: StrokeStyle(width: 22, cap: cap),
                         with: .solid(ink))
                guide(&c, [Point(x: 40, y: y), Point(x: 280, y: y - 10)])
            }
            for (i, cap) in caps.enumerated() {
                var dot = Path()
                dot.move(to: Point(x: 60 + Float(i) * 100, y: 200)); dot.line(to: Point(x: 60 + Float(i) * 100, y: 200))
                c.stroke(dot, style: StrokeStyle(width: 30, cap: cap), with: .solid(accent))
                var curve = Path()
                curve.move(to: Point(x: 30 + Float(i) * 100, y: 225))
                curve.quad(to: Point(x: 100 + Float(i) * 100, y: 225), control: Point(x: 65 + Float(i) * 100, y: 160))
                c.stroke(curve, style: StrokeStyle(width: 7, cap: cap), with: .solid(palette[i].withOpacity(0.8)))
            }
        },
        GoldenScene(name: "dashes") { c in
            let patterns: [([Float], Float)] = [([12, 6], 0), ([12, 6], 6), ([2, 4], 0), ([18, 4, 4, 4], 0), ([7], 0)]
            for (i, (dash, phase)) in patterns.enumerated() {
                let y = Float(i) * 20 + 15
                c.stroke(polyline([Point(x: 15, y: y), Point(x: 305, y: y)]),
                         style: StrokeStyle(width: 4, dash: dash, dashPhase: phase), with: .solid(ink))
            }
            c.stroke(Path(circleCenter: Point(x: 70, y: 175), radius: 50),
                     style: StrokeStyle(width: 6, cap: .round, dash: [0, 14]), with: .solid(accent))
            c.stroke(Path(roundedRect: Rect(x: 140, y: 125, width: 160, height: 100), radius: 20),
                     style: StrokeStyle(width: 5, join: .round, cap: .square, dash: [20, 10], dashPhase: 5),
                     with: .solid(palette[0]))
            var wave = Path()
            wave.move(to: Point(x: 150, y: 175))
            wave.cubic(to: Point(x: 290, y: 175), control1: Point(x: 190, y: 120), control2: Point(x: 250, y: 230))
            c.stroke(wave, style: StrokeStyle(width: 3, cap: .round, dash: [10, 5, 1, 5]), with: .solid(palette[4]))
        },
        GoldenScene(name: "gradients") { c in
            // A checkerboard shows transparency.
            for y in 0..<12 { for x in 0..<16 where (x + y) % 2 == 0 {
                c.fillRect(Rect(x: Float(x * 20), y: Float(y * 20), width: 20, height: 20), with: .solid(Color(rgb: 0xDDDDDD)))
            } }
            let rainbow = [GradientStop(offset: 0, color: palette[0]), GradientStop(offset: 0.3, color: palette[5]),
                           GradientStop(offset: 0.6, color: palette[2]), GradientStop(offset: 1, color: palette[6])]
            c.fill(Path(roundedRect: Rect(x: 10, y: 10, width: 300, height: 50), radius: 10),
                   with: .linear(LinearGradient(start: Point(x: 10, y: 0), end: Point(x: 310, y: 0), stops: rainbow)))
            c.fill(Path(circleCenter: Point(x: 70, y: 140), radius: 60),
                   with: .radial(RadialGradient(center: Point(x: 50, y: 120), radius: 80, stops: [
                       GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: palette[0])])))
            c.fill(Path(rect: Rect(x: 140, y: 80, width: 170, height: 70)),
                   with: .linear(LinearGradient(start: Point(x: 140, y: 80), end: Point(x: 140, y: 150), stops: [
                       GradientStop(offset: 0, color: palette[2]), GradientStop(offset: 1, color: Color(rgb: 0xE15759, alpha: 0))])))
            // Gradient and shape through one rotating transform.
            let t = Transform.rotation(0.4).concatenating(.translation(x: 225, y: 195))
            c.fill(Path(rect: Rect(x: -60, y: -25, width: 120, height: 50)),
                   with: .linear(LinearGradient(start: Point(x: -60, y: 0), end: Point(x: 60, y: 0), stops: [
                       GradientStop(offset: 0, color: ink), GradientStop(offset: 0.5, color: accent),
                       GradientStop(offset: 1, color: ink)])), transform: t, opacity: 0.85)
        },
        GoldenScene(name: "rounded-rects") { c in
            c.fill(Path(roundedRect: Rect(x: 10, y: 10, width: 90, height: 60), radius: 12), with: .solid(palette[0]))
            c.fill(Path(roundedRect: Rect(x: 115.5, y: 10.5, width: 90, height: 60),
                        radii: CornerRadii(topLeft: 30, topRight: 0, bottomRight: 30, bottomLeft: 4)), with: .solid(palette[1]))
            c.fill(Path(roundedRect: Rect(x: 220, y: 10, width: 90, height: 60), radius: 100), with: .solid(palette[2]))
            c.stroke(Path(roundedRect: Rect(x: 20, y: 95, width: 130, height: 60), radius: 18),
                     style: StrokeStyle(width: 6), with: .solid(ink))
            c.stroke(Path(roundedRect: Rect(x: 170.5, y: 95.5, width: 130, height: 60), radius: 8),
                     style: StrokeStyle(width: 1), with: .solid(ink))
            // Bars with rounded tops, as a chart draws them.
            for i in 0..<10 {
                let h = Float(20 + (i * 37) % 60)
                c.fill(Path(roundedRect: Rect(x: 15.3 + Float(i) * 30, y: 232 - h, width: 22.4, height: h),
                            radii: CornerRadii(topLeft: 5, topRight: 5, bottomRight: 0, bottomLeft: 0)),
                       with: .solid(palette[i % 8]))
            }
        },
        GoldenScene(name: "wedges") { c in
            var angle: Float = -.pi / 2
            let shares: [Float] = [0.3, 0.2, 0.15, 0.12, 0.1, 0.08, 0.05]
            for (i, s) in shares.enumerated() {
                let end = angle + s * 2 * .pi
                c.fill(Path(wedgeCenter: Point(x: 80, y: 120), innerRadius: 0, outerRadius: 70, startAngle: angle, endAngle: end),
                       with: .solid(palette[i]))
                c.fill(Path(wedgeCenter: Point(x: 240, y: 120), innerRadius: 40, outerRadius: 70, startAngle: angle, endAngle: end),
                       with: .solid(palette[i]))
                angle = end
            }
            // Slice borders drawn as strokes over the donut.
            var a: Float = -.pi / 2
            for s in shares {
                a += s * 2 * .pi
                c.stroke(Path(wedgeCenter: Point(x: 240, y: 120), innerRadius: 40, outerRadius: 70, startAngle: a - s * 2 * .pi,
                              endAngle: a), style: StrokeStyle(width: 2, join: .round), with: .solid(.white))
            }
            c.fill(Path(wedgeCenter: Point(x: 160, y: 215), innerRadius: 10, outerRadius: 22, startAngle: 0, endAngle: 2 * .pi),
                   with: .solid(ink))
        },
        GoldenScene(name: "clipped") { c in
            c.clip = Rect(x: 40, y: 30, width: 240, height: 180)
            c.fill(Path(circleCenter: Point(x: 60, y: 50), radius: 70), with: .solid(palette[0]))
            c.stroke(polyline([Point(x: 0, y: 240), Point(x: 160, y: 20), Point(x: 320, y: 240)]),
                     style: StrokeStyle(width: 14, join: .round), with: .solid(accent.withOpacity(0.7)))
            c.fillRect(Rect(x: 200, y: 150, width: 200, height: 200), with: .solid(palette[4]))
            c.fill(star(center: Point(x: 300, y: 40), outer: 60, inner: 25, points: 5), with: .solid(palette[5]))
            c.clip = nil
            // Partly off the canvas.
            c.fill(Path(circleCenter: Point(x: 0, y: 240), radius: 30), with: .solid(ink))
            c.fill(Path(circleCenter: Point(x: 330, y: 0), radius: 30), with: .solid(ink))
            c.stroke(Path(rect: Rect(x: 40, y: 30, width: 240, height: 180)), style: StrokeStyle(width: 1),
                     with: .solid(Color(rgb: 0x00AAFF)))
        },
        GoldenScene(name: "hairlines") { c in
            for i in 0..<10 {
                let x = Float(10 + i * 30)
                c.stroke(polyline([Point(x: x, y: 10), Point(x: x, y: 110)]), style: StrokeStyle(width: 1), with: .solid(ink))
                c.stroke(polyline([Point(x: 10, y: Float(10 + i * 11)), Point(x: 290, y: Float(10 + i * 11))]),
                         style: StrokeStyle(width: Float(i + 1) / 10), with: .solid(ink))
            }
            for i in 0..<8 {
                let a = Float(i) * .pi / 16
                c.stroke(polyline([Point(x: 60, y: 180), Point(x: 60 + 55 * cos(a), y: 180 - 55 * sin(a))]),
                         style: StrokeStyle(width: 0.5 + Float(i) * 0.2), with: .solid(ink))
            }
            // Stacked bars: crisp edges, no seams.
            var y: Float = 232
            for (i, h) in [13.3, 9.8, 21.45, 4.2, 17.6].enumerated() {
                y -= Float(h)
                c.fillRect(Rect(x: 150.4, y: y, width: 30.3, height: Float(h)), with: .solid(palette[i]))
                c.fillRect(Rect(x: 200.6, y: y + 3.3, width: 30.3, height: Float(h)), with: .solid(palette[i + 1]))
            }
            c.fillRect(Rect(x: 250, y: 140, width: 50, height: 90), with: .solid(palette[7]), opacity: 0.5)
        },
        GoldenScene(name: "curves") { c in
            var q = Path()
            q.move(to: Point(x: 10, y: 100)); q.quad(to: Point(x: 150, y: 100), control: Point(x: 80, y: -40))
            c.stroke(q, style: StrokeStyle(width: 5, cap: .round), with: .solid(palette[0]))
            var s = Path()
            s.move(to: Point(x: 170, y: 20))
            s.cubic(to: Point(x: 310, y: 110), control1: Point(x: 340, y: 10), control2: Point(x: 140, y: 120))
            c.stroke(s, style: StrokeStyle(width: 9, join: .round, cap: .butt), with: .solid(palette[2]))
            // A cusp: control points crossing over.
            var cusp = Path()
            cusp.move(to: Point(x: 20, y: 220)); cusp.cubic(to: Point(x: 140, y: 220), control1: Point(x: 160, y: 130), control2: Point(x: 0, y: 130))
            c.stroke(cusp, style: StrokeStyle(width: 4, join: .round), with: .solid(ink))
            // A star rotated and scaled, filled and outlined.
            let t = Transform.scale(x: 1.4, y: 0.9).concatenating(.rotation(0.3)).concatenating(.translation(x: 235, y: 180))
            let shape = star(center: .zero, outer: 40, inner: 18, points: 6)
            c.fill(shape, with: .solid(palette[5]), transform: t)
            c.stroke(shape, style: StrokeStyle(width: 2, join: .miter), with: .solid(ink), transform: t)
        },
    ]
}
