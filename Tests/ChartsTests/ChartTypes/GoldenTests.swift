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
        try GoldenCheck.pngAndSVG(try #require(SampleCharts.all.first { $0.name == name }))
    }
}
