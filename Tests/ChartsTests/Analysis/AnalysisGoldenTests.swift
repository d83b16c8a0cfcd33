import Foundation
import Testing
import Raster
import PNGCodec
@testable import Charts

/// Limit bands, a second value axis and the heatmap against the files under
/// Fixtures/charts, and each SVG rasterized by rsvg-convert against its PNG
/// (the same agreement the other charts pass). REPCHART_UPDATE_GOLDENS=1
/// rewrites them (look at them before committing).
@Suite("Golden analysis charts", .serialized)
struct AnalysisGoldenTests {
    static let names = ["limit-band", "limit-band-dark", "dual-axis", "dual-axis-dark", "heatmap", "heatmap-dark"]

    @Test func everySampleHasAGolden() {
        #expect(AnalysisSamples.all.map(\.name) == Self.names)
    }

    @Test(arguments: names)
    func goldenPNGAndSVG(name: String) throws {
        let sample = try #require(AnalysisSamples.all.first { $0.name == name })
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
        let golden = try PNGDecoder.decode(contentsOfFile: pngPath)
        let diff = ImageDiff(image, golden)
        #expect(diff.sameSize)
        #expect(diff.fractionBeyond(8) < 0.001, "\(name).png differs from the golden in \(diff.countBeyond(8)) pixels")
        let goldenSVG = try String(contentsOfFile: svgPath, encoding: .utf8)
        #expect(svg == goldenSVG, "\(name).svg differs from the golden")
    }

    @Test(.enabled(if: RSVG.available, "rsvg-convert is missing: install librsvg2-bin to compare SVG with PNG"),
          arguments: names)
    func rsvgMatchesRaster(name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-rsvg-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("\(name).png").path
        try RSVG.convert(Fixtures.path("\(name).svg"), to: out)
        let ours = try PNGDecoder.decode(contentsOfFile: Fixtures.path("\(name).png"))
        let theirs = try PNGDecoder.decode(contentsOfFile: out)
        try #require(ours.width == theirs.width && ours.height == theirs.height)
        let result = EdgeAwareComparison(ours: ours, theirs: theirs)
        #expect(result.badFraction < 0.01,
                "\(name): \(result.bad) of \(result.total) pixels beyond tolerance (interior \(result.badInterior), edge \(result.badEdge))")
    }
}
