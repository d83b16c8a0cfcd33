import Testing
@testable import Raster

@Test func smokeGallery() throws {
    var c = try makeCanvas(400, 300)
    c.clear(.white)
    c.fill(Path(circleCenter: Point(x: 80, y: 80), radius: 60), with: .solid(Color(rgb: 0x4682B4)))
    c.fill(Path(roundedRect: Rect(x: 160, y: 20, width: 100, height: 120), radius: 16),
           with: .linear(LinearGradient(start: Point(x: 160, y: 20), end: Point(x: 260, y: 140),
                                        stops: [GradientStop(offset: 0, color: .black),
                                                GradientStop(offset: 0.5, color: Color(rgb: 0xFF0000)),
                                                GradientStop(offset: 1, color: Color(rgb: 0xFFD700))])))
    c.fill(Path(wedgeCenter: Point(x: 330, y: 80), innerRadius: 25, outerRadius: 60, startAngle: 0, endAngle: 4),
           with: .radial(RadialGradient(center: Point(x: 330, y: 80), radius: 60,
                                        stops: [GradientStop(offset: 0, color: .white),
                                                GradientStop(offset: 1, color: Color(rgb: 0x228B22))])))
    var poly = Path()
    poly.move(to: 20, 200); poly.line(to: 80, 160); poly.line(to: 120, 260); poly.line(to: 180, 180)
    c.stroke(poly, style: StrokeStyle(width: 12, join: .round, cap: .round), with: .solid(Color(rgb: 0xDC143C, alpha: 160)))
    var p2 = Path()
    p2.move(to: 200, 200); p2.line(to: 260, 160); p2.line(to: 300, 260); p2.line(to: 360, 180)
    c.stroke(p2, style: StrokeStyle(width: 10, join: .miter, cap: .butt, dash: [20, 8]), with: .solid(.black))
    c.fillRect(Rect(x: 10.3, y: 280.4, width: 50.2, height: 10.4), with: .solid(.black))
    var h = Path(); h.move(to: 100, 285.3); h.line(to: 380, 285.3)
    c.stroke(h, style: StrokeStyle(width: 1), with: .solid(.black))
    try dump(c, "/tmp/raster-smoke.png")
    #expect(c.pixel(x: 80, y: 80) == Color(rgb: 0x4682B4))
}
