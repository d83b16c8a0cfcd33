import Foundation
import Raster
import Typeset

/// Text benchmarks: font loading, glyph rasterization with a cold and a warm
/// mask cache at 12 px, measuring, and drawing a chart's worth of labels.
/// Its budget (a chart's text with a warm cache) is in docs/PERFORMANCE.md's table.
enum TextBench {
    /// The labels of a weekly stacked-bar chart: title, axis titles, day and
    /// value ticks, legend entries.
    static let chartLabels: [(text: String, size: Float, bold: Bool, rotation: Float)] = {
        var labels: [(String, Float, Bool, Float)] = [("Training volume, week 47", 16, true, 0),
                                                      ("Volume (kg)", 12, false, -.pi / 2), ("Day", 12, false, 0)]
        for day in ["Mon 17", "Tue 18", "Wed 19", "Thu 20", "Fri 21", "Sat 22", "Sun 23"] { labels.append((day, 11, false, 0)) }
        for tick in ["0", "2,500", "5,000", "7,500", "10,000", "12,500 kg"] { labels.append((tick, 11, false, 0)) }
        for name in ["Bench Press", "Squat", "Deadlift", "Overhead Press", "Barbell Row", "Жим лёжа"] {
            labels.append((name, 11, false, 0))
        }
        return labels
    }()

    static func run() throws {
        let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        measure("font: load DejaVu Sans from file (cold)") { blackHole(try? Font(contentsOfFile: path)) }
        measure("font: parse DejaVu Sans from bytes") { blackHole(try? Font(bytes: bytes, name: path)) }
        measure("font: FontLocator.font() (cached)") { blackHole(try? FontLocator.font()) }

        let font = try FontLocator.font(), bold = try FontLocator.font(bold: true)
        let style = TextStyle(font: font, size: 12)
        var canvas = try Canvas(width: 1600, height: 1000)
        canvas.clear(.white)
        let renderer = TextRenderer()
        try glyphs(path: path, bytes: bytes, style: style, renderer: renderer, on: &canvas)
        labels(style: style, renderer: renderer, on: &canvas)
        chartText(font: font, bold: bold, style: style, on: &canvas)
        try cjkFace()
    }

    /// One line of glyphs drawn with a fresh font, then with `renderer` from an empty mask cache and a warm one.
    static func glyphs(path: String, bytes: [UInt8], style: TextStyle, renderer: TextRenderer, on canvas: inout Canvas) throws {
        let sample = "Bench Press 120 kg · Mon 17 · Squat 140 kg · Deadlift 180 kg · 1,000 2,500 5,000 " +
            "The quick brown fox jumps over the lazy dog 0123456789 Жим лёжа Übung AV Wa To"
        let glyphCount = sample.unicodeScalars.count
        // Cold: a fresh font (no decoded outlines) and an empty mask cache.
        let cold = try measure("text: draw \(glyphCount) glyphs, 12 px, cold", runs: 20) {
            let fresh = try Font(bytes: bytes, name: path)
            let renderer = TextRenderer()
            renderer.draw(sample, style: TextStyle(font: fresh, size: 12), color: .black,
                          at: Point(x: 10, y: 100), on: &canvas)
        }
        print(String(format: "    %.0f glyphs/s uncached", Double(glyphCount) / (cold / 1000)))
        let masksOnly = measure("text: draw \(glyphCount) glyphs, 12 px, empty mask cache", runs: 20) {
            renderer.removeAllCachedGlyphs()
            renderer.draw(sample, style: style, color: .black, at: Point(x: 10, y: 100), on: &canvas)
        }
        print(String(format: "    %.0f glyphs/s rasterized (outlines already decoded)", Double(glyphCount) / (masksOnly / 1000)))
        let warm = measure("text: draw \(glyphCount) glyphs, 12 px, warm cache") {
            renderer.draw(sample, style: style, color: .black, at: Point(x: 10, y: 100), on: &canvas)
        }
        print(String(format: "    %.0f glyphs/s cached", Double(glyphCount) / (warm / 1000)))
    }

    /// 1,000 glyphs of chart labels: laid out, then drawn (warm).
    static func labels(style: TextStyle, renderer: TextRenderer, on canvas: inout Canvas) {
        var labels: [String] = []
        var count = 0
        while count < 1000 {
            for l in chartLabels where count < 1000 {
                labels.append(l.text)
                count += l.text.unicodeScalars.count
            }
        }
        measure("text: measure 1,000 glyphs of labels") {
            for l in labels { blackHole(TextLayout.measure(l, style: style)) }
        }
        measure("text: lay out + draw 1,000 glyphs (warm)") {
            for (i, l) in labels.enumerated() {
                renderer.draw(l, style: style, color: .black,
                              at: Point(x: Float(20 + (i % 8) * 190), y: Float(30 + (i / 8) * 20)), on: &canvas)
            }
        }
    }

    /// A chart's labels, cold and warm, shaped alone, and with fallback fonts.
    static func chartText(font: Font, bold: Font, style: TextStyle, on canvas: inout Canvas) {
        let chartGlyphs = chartLabels.reduce(0) { $0 + $1.text.unicodeScalars.count }
        let chartRenderer = TextRenderer()
        func drawChartText() {
            for (i, l) in chartLabels.enumerated() {
                let s = TextStyle(font: l.bold ? bold : font, size: l.size)
                blackHole(TextLayout.measure(l.text, style: s))
                chartRenderer.draw(l.text, style: s, color: Color(rgb: 0x333333),
                                   at: Point(x: Float(40 + (i % 6) * 250), y: Float(40 + (i / 6) * 150)),
                                   horizontal: .center, vertical: .middle, rotation: l.rotation, on: &canvas)
            }
        }
        measure("text: a chart's text, \(chartGlyphs) glyphs, cold cache", runs: 20) {
            chartRenderer.removeAllCachedGlyphs()
            drawChartText()
        }
        measure("text: a chart's text, measure + draw (warm)") { drawChartText() }

        // Shaping alone (HarfBuzz per line), and a chart whose names need
        // fallback fonts (CJK, Arabic, Hebrew, emoji) and right-to-left runs.
        measure("text: shape a chart's labels (HarfBuzz)") {
            for l in chartLabels { blackHole(TextLayout.width(l.text, style: style)) }
        }
        let fallback = TextStyle(font: font, size: 11, fallback: .system)
        let names = ["杠铃卧推", "ベンチプレス", "벤치 프레스", "ضغط البنش", "לחיצת חזה", "Жим лёжа", "Άρση θανάτου", "💪 Curl"]
        let worldGlyphs = names.reduce(chartGlyphs) { $0 + $1.unicodeScalars.count }
        func drawWorldText() {
            drawChartText()
            for (i, name) in names.enumerated() {
                blackHole(TextLayout.measure(name, style: fallback))
                chartRenderer.draw(name, style: fallback, color: Color(rgb: 0x333333),
                                   at: Point(x: Float(40 + i * 150), y: 900), on: &canvas)
            }
        }
        measure("text: a multilingual chart, \(worldGlyphs) glyphs (warm)") { drawWorldText() }
    }

    /// What the first CJK label of a process pays once: reading and
    /// checking the 19 MB collection, and HarfBuzz's copy of it.
    static func cjkFace() throws {
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        if FileManager.default.fileExists(atPath: cjk) {
            try measure("font: load Noto Sans CJK face + first shape", runs: 5) {
                let face = try Font(contentsOfFile: cjk, index: 2)
                blackHole(TextLayout.width("卧推", style: TextStyle(font: face, size: 11)))
            }
        }
    }
}
