import Foundation
import Raster

/// Raster benchmarks on a 1600 × 1000 canvas: each part of a typical chart
/// alone, then the whole scene (no PNG encoding).
enum RasterBench {
    static let width = 1600, height = 1000

    /// Deterministic pseudo-random values (a linear congruential generator), so runs compare.
    struct Numbers {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next(_ range: ClosedRange<Float>) -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Float(state >> 40) / Float(1 << 24)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }

    struct Scene {
        var bars: [Rect] = []
        var roundedBars: [Path] = []
        var slices: [Path] = []
        var lines: [Path] = []
        var gradientShape = Path()
        let palette = [0x1F77B4, 0xFF7F0E, 0x2CA02C, 0xD62728, 0x9467BD, 0x8C564B,
                       0xE377C2, 0x7F7F7F, 0xBCBD22, 0x17BECF, 0x393B79, 0x637939].map { Color(rgb: UInt32($0)) }
        // A plot-area background: opaque, three stops, diagonal.
        let gradient = Paint.linear(LinearGradient(
            start: Point(x: 100, y: 100), end: Point(x: 1500, y: 900),
            stops: [GradientStop(offset: 0, color: Color(rgb: 0xF4F7FB)),
                    GradientStop(offset: 0.5, color: Color(rgb: 0xFFFFFF)),
                    GradientStop(offset: 1, color: Color(rgb: 0xE8EEF6))]))

        init() {
            var n = Numbers()
            for i in 0..<50 {
                let h = n.next(50...900)
                bars.append(Rect(x: 20 + Float(i) * 31, y: 980 - h, width: 24, height: h))
                let rh = n.next(50...900)
                roundedBars.append(Path(roundedRect: Rect(x: 22.3 + Float(i) * 31, y: 980.6 - rh, width: 23.4, height: rh),
                                        radii: CornerRadii(topLeft: 6, topRight: 6, bottomRight: 0, bottomLeft: 0)))
            }
            var angle: Float = -.pi / 2
            for i in 0..<12 {
                let sweep = Float(i + 3) / 114 * 2 * .pi   // 3 + 4 + … + 14 = 102; leaves a gap
                slices.append(Path(wedgeCenter: Point(x: 800, y: 500), innerRadius: 0, outerRadius: 420,
                                   startAngle: angle, endAngle: angle + sweep))
                angle += sweep
            }
            // Line-chart series: a slow wave plus noise, 200 points across the width.
            for k in 0..<20 {
                var p = Path()
                let base = 120 + Float(k) * 38, phase = Float(k) * 0.7
                for j in 0..<200 {
                    let y = base + 90 * sin(Float(j) / 14 + phase) + n.next(-10...10)
                    let point = Point(x: 10 + Float(j) * 7.9, y: min(max(y, 10), 990))
                    if j == 0 { p.move(to: point) } else { p.line(to: point) }
                }
                lines.append(p)
            }
            gradientShape = Path(roundedRect: Rect(x: 100.5, y: 100.5, width: 1400, height: 800), radius: 24)
        }

        func drawBars(_ c: inout Canvas) {
            for (i, r) in bars.enumerated() { c.fillRect(r, with: .solid(palette[i % 12])) }
        }
        func drawRoundedBars(_ c: inout Canvas) {
            for (i, p) in roundedBars.enumerated() { c.fill(p, with: .solid(palette[(i + 3) % 12])) }
        }
        func drawPie(_ c: inout Canvas) {
            for (i, p) in slices.enumerated() { c.fill(p, with: .solid(palette[i])) }
        }
        func drawLines(_ c: inout Canvas) {
            let style = StrokeStyle(width: 2, join: .round, cap: .round)
            for (i, p) in lines.enumerated() { c.stroke(p, style: style, with: .solid(palette[i % 12])) }
        }
        func drawGradient(_ c: inout Canvas) {
            c.fill(gradientShape, with: gradient)
        }
    }

    static func run() throws {
        let scene = Scene()
        var canvas = try Canvas(width: width, height: height)
        let pixels = width * height
        measure("raster clear 1600×1000", runs: 50, pixels: pixels) { canvas.clear(.white) }
        measure("raster 50 opaque bars", runs: 50) { scene.drawBars(&canvas) }
        measure("raster 50 anti-aliased rounded bars", runs: 50) { scene.drawRoundedBars(&canvas) }
        measure("raster 12-slice pie", runs: 50) { scene.drawPie(&canvas) }
        measure("raster 20 polylines × 200 pts, round joins", runs: 50) { scene.drawLines(&canvas) }
        measure("raster gradient fill 1400×800", runs: 50) { scene.drawGradient(&canvas) }
        measure("raster whole scene", runs: 50, pixels: pixels) {
            canvas.clear(.white)
            scene.drawGradient(&canvas)
            scene.drawPie(&canvas)
            scene.drawBars(&canvas)
            scene.drawRoundedBars(&canvas)
            scene.drawLines(&canvas)
        }
        blackHole(canvas.pixel(x: 800, y: 500))
    }
}
