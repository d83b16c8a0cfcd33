import Testing
import Raster
@testable import Charts

@Suite("Limit bands, second axis, heatmap geometry")
struct AnalysisGeometryTests {
    @Test func limitBandCoversItsRangeAcrossThePlotArea() {
        let space = PlotSpace(xRange: PlotRange(0, 10), yRange: PlotRange(0, 40),
                              frame: Rect(x: 100, y: 50, width: 800, height: 400))
        let band = LimitBand(range: PlotRange(20, 10))
        let r = band.rect(in: space, vertical: true)
        // y 10 → 450 - 100 = 350, y 20 → 250.
        #expect(r == Rect(x: 100, y: 250, width: 800, height: 100))
        let beyond = LimitBand(range: PlotRange(30, 90)).rect(in: space, vertical: true)
        #expect(beyond == Rect(x: 100, y: 50, width: 800, height: 100))
    }

    @Test func limitBandStretchesTheAxisOnlyWhenAsked() throws {
        let fonts = try ChartFonts.locate()
        var graph = Graph(plots: [BarPlot(dataSource: ArrayDataSource(tips: [3, 5, 8]))], xAxis: .categories(["a", "b", "c"]),
                          yAxis: Axis())
        graph.yAxis?.backgroundLimitBands = [LimitBand(range: PlotRange(10, 20))]
        let stretched = graph.layout(size: Size(width: 800, height: 500), theme: .light, fonts: fonts)
        #expect(stretched.plotArea.space.yRange.maximum >= 20)
        graph.yAxis?.backgroundLimitBands = [LimitBand(range: PlotRange(10, 20), includedInRange: false)]
        let plain = graph.layout(size: Size(width: 800, height: 500), theme: .light, fonts: fonts)
        #expect(plain.plotArea.space.yRange.maximum < 10)
    }

    @Test func secondAxisHasItsOwnRangeAndSharesTheFrame() throws {
        let fonts = try ChartFonts.locate()
        let size = Size(width: 960, height: 600)
        let withRight = AnalysisSamples.dualAxis.layout(size: size, theme: .light, fonts: fonts)
        var leftOnly = AnalysisSamples.dualAxis
        leftOnly.secondary = nil
        let without = leftOnly.layout(size: size, theme: .light, fonts: fonts)
        let right = try #require(withRight.plotArea.secondary)
        #expect(right.space.frame == withRight.plotArea.frame)
        #expect(right.space.xRange == withRight.plotArea.space.xRange)
        #expect(right.layout.range.minimum == 0 && right.layout.range.maximum >= 5_900)
        // The left axis keeps the e1RM range; the volume never leaks into it.
        #expect(withRight.plotArea.space.yRange.maximum < 200)
        #expect(withRight.plotArea.space.yRange == without.plotArea.space.yRange)
        // Room for the right labels comes out of the plot area's width.
        #expect(withRight.plotArea.frame.maxX < without.plotArea.frame.maxX - 40)
        #expect(withRight.plotArea.secondary == nil ? false : true)
        #expect(without.plotArea.secondary == nil)
    }

    @Test func secondaryBarsAreDrawnBehindTheLine() throws {
        let fonts = try ChartFonts.locate()
        let size = Size(width: 960, height: 600)
        let graph = AnalysisSamples.dualAxis
        let layout = graph.layout(size: size, theme: .light, fonts: fonts)
        let canvas = try graph.renderCanvas(size: size, fonts: fonts)
        // W47's line point (108 kg) sits inside its volume bar: the marker's colour wins there.
        let p = layout.plotArea.space.devicePoint(x: 7, y: 108)
        let pixel = canvas.pixel(x: Int(p.x), y: Int(p.y))
        let bar = Color(rgb: 0x9AA5B1)
        #expect(!(pixel.red == bar.red && pixel.green == bar.green && pixel.blue == bar.blue))
        let right = try #require(layout.plotArea.secondary)
        let inBar = right.space.devicePoint(x: 7, y: 1_000)
        let barPixel = canvas.pixel(x: Int(inBar.x), y: Int(inBar.y))
        #expect(barPixel.red == bar.red && barPixel.green == bar.green && barPixel.blue == bar.blue)
    }

    @Test func heatmapCellsFillTheFrameCentredAndInside() {
        let frame = Rect(x: 0, y: 0, width: 900, height: 300)
        let layout = HeatmapLayout(frame: frame, columns: 53, rows: 7, columnLabels: ["Jan"] + Array(repeating: nil, count: 52),
                                   rowLabels: ["Mon", nil, "Wed"], gapFraction: 0.2, maximumPitch: 56,
                                   measure: { Float($0.count) * 8 }, textHeight: 12, legendTexts: ["rest", "1", "2"])
        #expect(layout.pitch == ((900 - 24 - 6) / 53).rounded(.down))
        let first = layout.cellRect(column: 0, row: 0), last = layout.cellRect(column: 52, row: 6)
        #expect(first.width == layout.cellSize && first.height == layout.cellHeight)
        // Square cells (issue 36, point 8): the width limits them, the height is left as margin.
        #expect(layout.rowPitch == layout.pitch && first.width == first.height)
        #expect(abs(layout.gridFrame.midY - (300 + 18 - 21) / 2) <= 1, "the grid, its labels and legend centred")
        #expect(frame.contains(Point(x: first.minX, y: first.minY)))
        #expect(last.maxX <= frame.maxX && last.maxY <= frame.maxY)
        #expect(layout.cell(at: last.center) == HeatmapCell(column: 52, row: 6))
        #expect(layout.cell(at: Point(x: 1, y: 1)) == nil)
        #expect(layout.columnLabels.map(\.text) == ["Jan"] && layout.rowLabels.map(\.index) == [0, 2])
        // The legend ends at the grid's right edge, under the grid.
        let key = layout.legend
        #expect(key.count == 3)
        #expect(key.allSatisfy { $0.swatch.minY > layout.gridFrame.maxY })
        #expect(abs(key[2].text.anchor.x + 8 - layout.gridFrame.maxX) < 0.01)
    }

    @Test func columnLabelsThatWouldOverlapAreLeftOut() {
        let layout = HeatmapLayout(frame: Rect(x: 0, y: 0, width: 300, height: 100), columns: 20, rows: 2,
                                   columnLabels: ["September", "October", nil, nil, nil, nil, nil, nil, nil, "May"],
                                   rowLabels: [], gapFraction: 0.1, maximumPitch: 40,
                                   measure: { Float($0.count) * 8 }, textHeight: 12)
        #expect(layout.columnLabels.map(\.text) == ["September", "May"])
    }

    @Test func colorScaleStepsForCountsAndAmounts() {
        let scale = ColorScale(color: Color(rgb: 0x0072B2), stepCount: 4)
        // Round bounds (1, 2, 2.5, 5 × 10ⁿ), no sliver of a bin (issue 36, point 8).
        #expect(scale.steps(dataMaximum: 7, integral: true).map(\.label) == ["1–2", "3–5", "6–10"])
        #expect(scale.steps(dataMaximum: 4, integral: true).map(\.label) == ["1", "2", "3", "4"])
        #expect(scale.steps(dataMaximum: 2, integral: true).map(\.label) == ["1", "2"])
        #expect(scale.steps(dataMaximum: 10_000, integral: false).map(\.label) == ["≤ 2.5K", "2.5K–5K", "5K–10K"])
        let tonnes = ColorScale(unit: ColorScale.Unit("kg", larger: "t"))
        #expect(tonnes.steps(dataMaximum: 6_816, integral: false).map(\.label) == ["≤ 2", "2–5", "5–10 t"])
        #expect(tonnes.steps(dataMaximum: 800, integral: false).map(\.label) == ["≤ 200", "200–500", "500–1,000 kg"])
        #expect(ColorScale(unit: ColorScale.Unit("lb")).steps(dataMaximum: 9_000, integral: false).map(\.label).last == "5,000–10,000 lb")
        #expect(scale.steps(dataMaximum: 0, integral: true).isEmpty)
        let steps = scale.steps(dataMaximum: 7, integral: true)
        #expect(scale.color(for: 7, steps: steps, theme: .light) == Color(rgb: 0x0072B2))
        #expect(scale.color(for: 0, steps: steps, theme: .light) == scale.zeroColor(theme: .light))
        #expect(scale.color(for: 4, steps: steps, theme: .light) == scale.stepColor(1, of: 3, theme: .light))
        // In the dark theme the colour stands too close to the empty one for three steps 1.5:1 apart:
        // the strongest is the colour lightened (issue 45, point 8), still blue.
        let top = scale.color(for: 50, steps: steps, theme: .dark)
        #expect(top == scale.stepColor(2, of: 3, theme: .dark))
        #expect(Color.contrastRatio(top, scale.zeroColor(theme: .dark)) >= 1.5 * 1.5 * 1.5)
        #expect(top.blue > top.green && top.green > top.red)
    }

    @Test func heatmapWithNoCellsIsEmpty() throws {
        let plot = HeatmapPlot(dataSource: HeatmapGrid(columns: [[nil, nil], [nil]]))
        #expect(plot.extent().x == nil)
        let chart = HeatmapChart(plot: plot, title: "Nothing")
        let fonts = try ChartFonts.locate()
        #expect(chart.makeGraph().layout(size: Size(width: 400, height: 300), theme: .light, fonts: fonts).isEmpty)
        _ = try chart.renderPNG(size: Size(width: 400, height: 300), fonts: fonts)
    }
}
