import Foundation
import RepChartTestSupport
import Testing
import Raster
@testable import Charts

/// The history shapes against the files under Fixtures/charts, light and dark,
/// and each SVG rasterized by rsvg-convert against its PNG.
@Suite("Golden history charts", .serialized)
struct HistoryGoldenTests {
    static let names = HistorySamples.all.map(\.name)

    @Test(arguments: names)
    func goldenPNGAndSVG(name: String) throws {
        try GoldenCheck.pngAndSVG(try #require(HistorySamples.all.first { $0.name == name }))
    }

    @Test(.requires(RSVG.available, "rsvg-convert is missing: install librsvg2-bin to compare SVG with PNG"),
          arguments: names)
    func rsvgMatchesRaster(name: String) throws {
        try GoldenCheck.rsvgMatchesRaster(name)
    }

    @Test func theCrowdedLegendStaysInTheImageAndSaysWhatIsLeftOut() throws {
        let fonts = try ChartFonts.locate()
        let size = Size(width: 320, height: 213)
        let layout = HistorySamples.crowded.makeGraph().layout(size: size, theme: .light, fonts: fonts)
        let frame = try #require(layout.legendFrame)
        #expect(frame.minY >= 0 && frame.maxY <= size.height && frame.minX >= 0 && frame.maxX <= size.width)
        let last = try #require(layout.legend?.entries.last)
        #expect(last.isSummary && last.text.hasPrefix("+"))
        let shown = (layout.legend?.entries.count ?? 0) - 1
        #expect(last.text == "+\(30 - shown) more")
    }

    @Test func yearsOnTheTimeAxis() {
        // Quarters over two years: the year on each January.
        let ticks = AxisLayout.monthStarts(every: 3, in: PlotRange(20_047 * 86_400, 20_777 * 86_400))
        let labels = ticks.map { DateLabelStyle.calendar.string(forSecondsSince1970: $0, step: 3 * DateLabelStyle.monthSeconds) }
        #expect(labels == ["Jan 2025", "Apr", "Jul", "Oct", "Jan 2026", "Apr", "Jul", "Oct"])
        // Weekly ticks across a new year: the first one in January carries it.
        let monday = 20_451.0 * 86_400   // 2025-12-29
        #expect(DateLabelStyle.calendar.string(forSecondsSince1970: monday, step: 7 * 86_400) == "29 Dec")
        #expect(DateLabelStyle.calendar.string(forSecondsSince1970: monday + 7 * 86_400, step: 7 * 86_400) == "5 Jan 2026")
    }
}
