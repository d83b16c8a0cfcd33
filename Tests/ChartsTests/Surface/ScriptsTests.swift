import Foundation
import RepChartTestSupport
import Testing
import Raster
import PNGCodec
import Typeset
@testable import Charts

/// Exercise names in eight scripts and emoji: drawn with real glyphs from
/// fallback fonts (fonts-noto-cjk, fonts-noto-core, fonts-symbola), in PNG
/// and SVG, light and dark, and the SVG agrees with rsvg-convert's raster.
@Suite("Charts in every script", .serialized)
struct ScriptsTests {
    static let names = ["杠铃卧推", "ベンチプレス", "벤치 프레스", "ضغط البنش", "לחיצת חזה", "Жим лёжа", "Άρση θανάτου", "💪 Curl"]
    static let installed = FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        && FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf")

    static func chart(title: String) -> BarChart {
        let items = names.enumerated().map { i, name in ChartItem(name: name, value: Double(12 + 3 * i)) }
        return BarChart(dataSource: ItemList(items), title: title, subtitle: "卧推 · ベンチ · 벤치 · ضغط · לחיצה · 💪",
                        horizontal: true, valueAxisTitle: "sets")
    }

    @Test(.requires(installed && RSVG.available, "needs fonts-noto-cjk, fonts-symbola and librsvg2-bin"),
          arguments: [Theme.light, Theme.dark])
    func namesDrawWithRealGlyphsInPNGAndSVG(theme: Theme) throws {
        // Fresh font instances: their missing-character record starts empty.
        let regular = try Font(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let bold = try Font(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        let fonts = ChartFonts(regular: regular, bold: bold)
        let chart = Self.chart(title: "训练 Тренировка Προπόνηση אימון تمرين")
        let size = Size(width: 800, height: 500)
        let png = try chart.renderPNG(size: size, scale: 1, theme: theme, fonts: fonts)
        let svg = try chart.renderSVG(size: size, scale: 1, theme: theme, fonts: fonts)
        #expect(regular.missingScalars.isEmpty, "no font for \(regular.missingScalars)")
        #expect(bold.missingScalars.isEmpty, "no font for \(bold.missingScalars)")

        // The same text without fallback is .notdef boxes and says so.
        let plain = ChartFonts(regular: try Font(contentsOfFile: regular.name), bold: try Font(contentsOfFile: bold.name),
                               fallback: nil, boldFallback: nil)
        _ = try chart.renderPNG(size: size, scale: 1, theme: theme, fonts: plain)
        #expect(plain.regular.missingScalars.contains("卧"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-scripts-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgPath = folder.appendingPathComponent("chart.svg").path, out = folder.appendingPathComponent("rsvg.png").path
        try Array(svg.utf8).write(to: svgPath)
        try RSVG.convert(svgPath, to: out)
        let ours = try PNGDecoder.decode(png)
        let theirs = try PNGDecoder.decode(contentsOfFile: out)
        try #require(ours.width == theirs.width && ours.height == theirs.height)
        let result = EdgeAwareComparison(ours: ours, theirs: theirs)
        #expect(result.badFraction < 0.01, "\(result.bad) of \(result.total) pixels beyond tolerance")
    }
}

private extension Array where Element == UInt8 {
    func write(to path: String) throws {
        try Data(self).write(to: URL(fileURLWithPath: path))
    }
}
