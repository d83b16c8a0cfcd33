import Foundation
import RepChartTestSupport
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
        try GoldenCheck.pngAndSVG(try #require(AnalysisSamples.all.first { $0.name == name }))
    }

    @Test(.requires(RSVG.available, "rsvg-convert is missing: install librsvg2-bin to compare SVG with PNG"),
          arguments: names)
    func rsvgMatchesRaster(name: String) throws {
        try GoldenCheck.rsvgMatchesRaster(name)
    }
}
