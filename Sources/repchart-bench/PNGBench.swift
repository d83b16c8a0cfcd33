import Foundation
import PNGCodec
import Raster
import TrainingDemo

/// PNG encoding benchmarks at 1600 × 1000, at the default setting and two
/// others, on: a synthetic chart built without the rasterizer (opaque, and on
/// a transparent background for RGBA), a chart drawn on a Canvas, and the
/// real chart Fixtures/charts/stress-200.png when run from the
/// repository root. Each line: median ms and Mpx/s; the name ends with the
/// PNG size. REPCHART_PNG_TABLE=1 adds the level × filter × strategy table
/// used to choose the default.
enum PNGBench {
    static let settings: [(name: String, options: PNGEncodeOptions)] = [
        ("default", .default),
        ("L1 up rle", PNGEncodeOptions(compression: .zlib(level: 1, filter: .up, strategy: .rle))),
        ("L6 adaptive", PNGEncodeOptions(compression: .zlib(level: 6, filter: .adaptive))),
        ("zlib L2", PNGEncodeOptions(compression: .zlib(level: 2))),
        ("runs", PNGEncodeOptions(compression: .runs)),
    ]

    struct Image {
        var name: String
        var width: Int
        var height: Int
        var premultipliedRGBA: [UInt8]

        func encode(_ options: PNGEncodeOptions) throws -> [UInt8] {
            try premultipliedRGBA.withUnsafeBytes {
                try PNGEncoder.encode(width: width, height: height, premultipliedRGBA: $0, options: options)
            }
        }
    }

    static func images() throws -> [Image] {
        let canvas = try canvasChart()
        var images = [
            Image(name: "chart", width: 1600, height: 1000, premultipliedRGBA: ChartLikeImage().pixels),
            Image(name: "chart RGBA", width: 1600, height: 1000,
                  premultipliedRGBA: ChartLikeImage(transparentBackground: true).pixels),
            Image(name: "canvas", width: 1600, height: 1000, premultipliedRGBA: canvas.withUnsafeBytes { Array($0) }),
        ]
        // Opaque, so its straight RGBA is also premultiplied.
        if let stress = try? PNGDecoder.decode(contentsOfFile: "Fixtures/charts/stress-200.png") {
            images.append(Image(name: "stress-200", width: stress.width, height: stress.height,
                                premultipliedRGBA: stress.rgba))
        }
        // REPCHART_PNG_FILES=a.png:b.png adds real charts (e.g. `repchart demo` output).
        let files = ProcessInfo.processInfo.environment["REPCHART_PNG_FILES"] ?? ""
        for file in files.split(separator: ":") {
            let decoded = try PNGDecoder.decode(contentsOfFile: String(file))
            guard decoded.rgba.count == decoded.width * decoded.height * 4 else { continue }
            images.append(Image(name: String(file.split(separator: "/").last ?? file), width: decoded.width,
                                height: decoded.height, premultipliedRGBA: decoded.rgba))
        }
        return images
    }

    /// A chart drawn with Raster's public API: grid, a week of stacked bars,
    /// a donut and anti-aliased progress lines (no text).
    static func canvasChart() throws -> Canvas {
        var canvas = try Canvas(width: 1600, height: 1000)
        canvas.clear(Color(rgb: 0xFAFAFC))
        let palette = [0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F].map { Color(rgb: UInt32($0)) }
        for i in 0...10 {
            canvas.fillRect(Rect(x: 90, y: 60 + Float(i) * 84, width: 1000, height: 1), with: .solid(Color(rgb: 0xE0E0E6)))
        }
        var random = SeededRandom(seed: 7)  // every run draws the same image
        for day in 0..<7 {
            var top: Float = 900
            for segment in 0..<5 {
                let height = Float(random.next() % 120) + 10
                canvas.fillRect(Rect(x: 120 + Float(day) * 140, y: top - height, width: 90, height: height),
                                with: .solid(palette[segment]))
                top -= height
            }
        }
        var angle: Float = -.pi / 2
        for slice in 0..<5 {
            let sweep = Float(slice + 2) / 20 * 2 * .pi
            canvas.fill(Path(wedgeCenter: Point(x: 1330, y: 300), innerRadius: 90, outerRadius: 200,
                             startAngle: angle, endAngle: angle + sweep), with: .solid(palette[slice]))
            angle += sweep
        }
        let style = StrokeStyle(width: 2.5, join: .round, cap: .round)
        for line in 0..<5 {
            var path = Path()
            path.move(to: Point(x: 1150, y: 620 + Float(line) * 60))
            for i in 1..<60 {
                let y = 620 + Float(line) * 60 + Float(random.next() % 40) - 20
                path.line(to: Point(x: 1150 + Float(i) * 7, y: y))
            }
            canvas.stroke(path, style: style, with: .solid(palette[line]))
        }
        return canvas
    }

    static func run() throws {
        let images = try images()
        for image in images {
            for (name, options) in settings {
                try report("png \(image.name) \(name)", image, options)
            }
        }
        let png = try images[0].encode(.default)
        measure("png decode chart (default file)", runs: 20, pixels: 1600 * 1000) {
            blackHole(try? PNGDecoder.decode(png))
        }
        if ProcessInfo.processInfo.environment["REPCHART_PNG_TABLE"] != nil {
            for image in images { try table(image) }
        }
    }

    /// Times one encode; the name gets the output size appended.
    private static func report(_ name: String, _ image: Image, _ options: PNGEncodeOptions) throws {
        let size = try image.encode(options).count
        let label = name + String(format: " %.0f KiB", Double(size) / 1024)
        try measure(label, runs: 20, pixels: image.width * image.height) {
            blackHole(try image.encode(options))
        }
    }

    private static func table(_ image: Image) throws {
        for strategy in [PNGZlibStrategy.default, .rle] {
            for level in [1, 2, 3, 4, 6, 9] {
                for filter in PNGFilter.allCases {
                    let options = PNGEncodeOptions(compression: .zlib(level: level, filter: filter, strategy: strategy))
                    try report("png \(image.name) L\(level) \(filter) \(strategy)", image, options)
                }
            }
        }
    }
}

extension PNGBench {
    /// A synthetic 1600×1000-style chart for PNG benchmarks, built without the
    /// rasterizer so the PNG numbers stand on their own: a flat background, grid
    /// lines, bars and stacked segments with anti-aliased edges, anti-aliased
    /// polylines, a filled circle, and rows of small text-like glyph blobs.
    struct ChartLikeImage {
        let width: Int
        let height: Int
        /// Premultiplied RGBA8.
        var pixels: [UInt8]

        init(width: Int = 1600, height: Int = 1000, transparentBackground: Bool = false) {
            self.width = width
            self.height = height
            pixels = [UInt8](repeating: 0, count: width * height * 4)
            if !transparentBackground { fillRect(0, 0, Float(width), Float(height), (250, 250, 252)) }
            let plotLeft: Float = 90, plotRight = Float(width) - 40, plotTop: Float = 60, plotBottom = Float(height) - 90
            // Grid lines and axes.
            var y = plotBottom
            while y >= plotTop {
                fillRect(plotLeft, y, plotRight, y + 1, (224, 224, 230))
                y -= (plotBottom - plotTop) / 10
            }
            fillRect(plotLeft, plotTop, plotLeft + 1, plotBottom, (60, 60, 70))
            fillRect(plotLeft, plotBottom, plotRight, plotBottom + 1, (60, 60, 70))
            // 50 stacked bars with fractional (anti-aliased) edges.
            let palette: [(UInt8, UInt8, UInt8)] = [(78, 121, 167), (242, 142, 43), (225, 87, 89), (118, 183, 178), (89, 161, 79)]
            var random = SeededRandom(seed: 42)
            let slot = (plotRight - plotLeft) / 50
            for bar in 0..<50 {
                let left = plotLeft + Float(bar) * slot + slot * 0.18
                let right = left + slot * 0.64
                var base = plotBottom
                for segment in 0..<3 {
                    let h = Float(random.next() % 200) + 20.3
                    fillRect(left, base - h, right, base, palette[(bar + segment) % palette.count])
                    base -= h
                }
            }
            // Five polylines of 200 points, 2 px wide.
            for line in 0..<5 {
                var previous: (Float, Float)? = nil
                for i in 0..<200 {
                    let x = plotLeft + Float(i) * (plotRight - plotLeft) / 199
                    let wobble = Float(random.next() % 60)
                    let y = plotTop + 80 + Float(line) * 120 + wobble
                    if let p = previous { strokeSegment(p.0, p.1, x, y, width: 2, palette[line]) }
                    previous = (x, y)
                }
            }
            fillCircle(cx: Float(width) - 220, cy: 220, radius: 120, (225, 87, 89))
            // Text-like detail: axis labels, a title and a legend made of small
            // anti-aliased glyph blobs (what glyph masks look like to deflate).
            for tick in 0..<11 {
                drawText(x: 20, y: Int(plotBottom) - tick * Int((plotBottom - plotTop) / 10) - 5, glyphs: 5, random: &random)
            }
            for bar in stride(from: 0, to: 50, by: 2) {
                drawText(x: Int(plotLeft + Float(bar) * slot), y: Int(plotBottom) + 12, glyphs: 6, random: &random)
            }
            drawText(x: width / 2 - 150, y: 18, glyphs: 30, random: &random)
            for entry in 0..<5 {
                fillRect(Float(width) - 300, Float(height - 40), Float(width) - 288, Float(height - 28), palette[entry])
                drawText(x: 120 + entry * 220, y: height - 42, glyphs: 14, random: &random)
            }
        }

        private mutating func blend(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8), coverage: Float) {
            guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
            let a = min(coverage, 1)
            let i = (y * width + x) * 4
            let src: [Float] = [Float(c.0), Float(c.1), Float(c.2), 255]
            for k in 0..<4 {
                let dst = Float(pixels[i + k])
                pixels[i + k] = UInt8((src[k] * a + dst * (1 - a)).rounded())
            }
        }

        /// A rectangle with exact-area coverage on its fractional edges.
        mutating func fillRect(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ c: (UInt8, UInt8, UInt8)) {
            for y in max(0, Int(y0))..<min(height, Int(y1.rounded(.up))) {
                let cy = min(Float(y + 1), y1) - max(Float(y), y0)
                for x in max(0, Int(x0))..<min(width, Int(x1.rounded(.up))) {
                    let cx = min(Float(x + 1), x1) - max(Float(x), x0)
                    blend(x, y, c, coverage: cx * cy)
                }
            }
        }

        mutating func strokeSegment(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, width w: Float, _ c: (UInt8, UInt8, UInt8)) {
            let dx = x1 - x0, dy = y1 - y0, length2 = max(dx * dx + dy * dy, 1e-6)
            for y in Int(min(y0, y1) - w - 1)...Int(max(y0, y1) + w + 1) {
                for x in Int(min(x0, x1) - w - 1)...Int(max(x0, x1) + w + 1) {
                    let px = Float(x) + 0.5, py = Float(y) + 0.5
                    let t = max(0, min(1, ((px - x0) * dx + (py - y0) * dy) / length2))
                    let ex = px - (x0 + t * dx), ey = py - (y0 + t * dy)
                    let distance = (ex * ex + ey * ey).squareRoot()
                    blend(x, y, c, coverage: w / 2 + 0.5 - distance)
                }
            }
        }

        mutating func fillCircle(cx: Float, cy: Float, radius: Float, _ c: (UInt8, UInt8, UInt8)) {
            for y in Int(cy - radius - 1)...Int(cy + radius + 1) {
                for x in Int(cx - radius - 1)...Int(cx + radius + 1) {
                    let dx = Float(x) + 0.5 - cx, dy = Float(y) + 0.5 - cy
                    blend(x, y, c, coverage: radius + 0.5 - (dx * dx + dy * dy).squareRoot())
                }
            }
        }

        /// `glyphs` 7×11 blobs: strokes of full ink with grey anti-aliased rims.
        mutating func drawText(x: Int, y: Int, glyphs: Int, random: inout SeededRandom) {
            for g in 0..<glyphs {
                let bits = random.next()
                for gy in 0..<11 {
                    for gx in 0..<7 {
                        let bit = (bits >> UInt64((gy % 8) * 7 + gx)) & 1
                        let ink: Float = bit == 1 ? 1 : (gx + gy) % 3 == 0 ? 0.3 : 0
                        blend(x + g * 8 + gx, y + gy, (40, 40, 48), coverage: ink)
                    }
                }
            }
        }
    }
}
