import Testing
import Raster
@testable import Charts

/// A heatmap's largest cell grows with a large canvas as its text does, so a
/// 4K calendar is the 1600×1000 one enlarged. It used to grow by the theme's
/// tick-label size against the default one: a theme with larger text got
/// larger cells at 1600×1000, and one with smaller text smaller cells at 4K.
@Suite struct HeatmapPitchTests {
    /// Four weeks, every day trained: a short calendar, its cells at their largest.
    let plot = HeatmapPlot(dataSource: HeatmapGrid(columns: Array(repeating: Array(repeating: 3, count: 7), count: 4)),
                           columnLabels: ["Nov", nil, nil, nil], rowLabels: ["Mon", nil, "Wed", nil, "Fri", nil, "Sun"])

    /// The drawn width of cell (1, 3): its colour's run through its centre.
    func drawnCellWidth(size: Size, theme: Theme) throws -> (drawn: Int, pitch: Float) {
        let fonts = try ChartFonts.locate()
        let graph = HeatmapChart(plot: plot, title: "Training calendar").makeGraph()
        let canvas = try graph.renderCanvas(size: size, theme: theme, fonts: fonts)
        let frame = graph.layout(size: size, theme: theme, fonts: fonts).plotArea.frame
        let scaled = theme.forCanvas(size)
        let layout = plot.layout(in: frame, context: PlotContext(theme: scaled, fonts: fonts, seriesIndex: 0))
        let centre = layout.cellRect(column: 1, row: 3).center
        let y = Int(centre.y), x = Int(centre.x)
        let colour = canvas.pixel(x: x, y: y)
        var left = x, right = x
        while left > 0, canvas.pixel(x: left - 1, y: y) == colour { left -= 1 }
        while right < canvas.width - 1, canvas.pixel(x: right + 1, y: y) == colour { right += 1 }
        return (right - left + 1, layout.pitch)
    }

    @Test func aThemeWithLargerTextKeepsTheCellsOfItsCanvas() throws {
        var large = Theme.light
        large.fontSizes.tickLabel *= 1.5
        let size = Size(width: 1600, height: 1000)
        let plain = try drawnCellWidth(size: size, theme: .light)
        let larger = try drawnCellWidth(size: size, theme: large)
        #expect(plain.pitch == 56 && larger.pitch == 56, "\(plain) \(larger)")
        #expect(abs(larger.drawn - plain.drawn) <= 1, "\(plain) \(larger)")
    }

    @Test func aThemeWithSmallerTextGrowsItsCellsWithA4KCanvas() throws {
        var small = Theme.light
        small.fontSizes.tickLabel *= 0.75
        let full = try drawnCellWidth(size: Size(width: 1600, height: 1000), theme: small)
        let fourK = try drawnCellWidth(size: Size(width: 3200, height: 2000), theme: small)
        #expect(full.pitch == 56 && fourK.pitch == 112, "\(full) \(fourK)")
        #expect(abs(fourK.drawn - 2 * full.drawn) <= 2, "\(full) \(fourK)")
    }
}
