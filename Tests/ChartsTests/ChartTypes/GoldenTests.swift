import Foundation
import Testing
import Raster
import PNGCodec
@testable import Charts

/// Every sample chart, rendered as PNG and SVG, against the files under
/// Fixtures/charts. REPCHART_UPDATE_GOLDENS=1 rewrites them (look at them
/// before committing).
@Suite("Golden charts", .serialized)
struct GoldenTests {
    static let names = ["bar", "bar-horizontal", "stacked", "pie", "donut", "line", "stacked-dark", "bar-2x", "stress-200"]

    @Test func everySampleHasAGolden() {
        #expect(SampleCharts.all.map(\.name) == Self.names)
    }

    @Test(arguments: names)
    func goldenPNGAndSVG(name: String) throws {
        let sample = try #require(SampleCharts.all.first { $0.name == name })
        let fonts = try ChartFonts.locate()
        let png = try sample.chart.renderPNG(size: sample.size, scale: sample.scale, theme: sample.theme, fonts: fonts)
        let svg = try sample.chart.renderSVG(size: sample.size, scale: sample.scale, theme: sample.theme, fonts: fonts)
        let pngPath = Fixtures.path("\(name).png"), svgPath = Fixtures.path("\(name).svg")
        if Fixtures.updating {
            try AtomicFile.write(png, toFile: pngPath)
            try AtomicFile.write(Array(svg.utf8), toFile: svgPath)
            return
        }
        let image = try PNGDecoder.decode(png)
        #expect(image.width == Int(sample.size.width * sample.scale))
        #expect(image.height == Int(sample.size.height * sample.scale))

        let golden = try PNGDecoder.decode(contentsOfFile: pngPath)
        #expect(golden.width == image.width && golden.height == image.height)
        let diff = ImageDiff(image, golden)
        // Same code, same font: the pixels match; a little room for other CPUs' float rounding.
        #expect(diff.fractionBeyond(8) < 0.001, "\(name).png differs from the golden in \(diff.countBeyond(8)) pixels")

        let goldenSVG = try String(contentsOfFile: svgPath, encoding: .utf8)
        #expect(svg == goldenSVG, "\(name).svg differs from the golden")
    }
}
