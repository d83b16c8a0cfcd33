import Foundation
import RepChartTestSupport
import Testing
import Raster
import PNGCodec
@testable import Charts

/// The checks every golden chart passes: its PNG and SVG against the files
/// under Fixtures/charts (rewritten when updating), and the golden SVG
/// rasterized by rsvg-convert against the golden PNG.
enum GoldenCheck {
    static func pngAndSVG(_ sample: SampleCharts.Sample) throws {
        let name = sample.name
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

    /// Interior pixels within 2/255, anti-aliased edge pixels within 24/255,
    /// and under 1 % of all pixels beyond that.
    static func rsvgMatchesRaster(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-rsvg-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("\(name).png").path
        try RSVG.convert(Fixtures.path("\(name).svg"), to: out)

        let ours = try PNGDecoder.decode(contentsOfFile: Fixtures.path("\(name).png"))
        let theirs = try PNGDecoder.decode(contentsOfFile: out)
        try #require(ours.width == theirs.width && ours.height == theirs.height,
                     "rsvg size \(theirs.width)×\(theirs.height), ours \(ours.width)×\(ours.height)")
        let result = EdgeAwareComparison(ours: ours, theirs: theirs)
        #expect(result.badFraction < 0.01,
                "\(name): \(result.bad) of \(result.total) pixels beyond tolerance (interior \(result.badInterior), edge \(result.badEdge))")
    }
}
