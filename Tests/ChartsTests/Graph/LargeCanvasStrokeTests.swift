import Testing
import Raster
@testable import Charts

/// On a canvas above `TypeScale.baseCanvas` the text grew, but a line plot's
/// line and markers, the grid and the axes kept their 1600-pixel widths: a
/// 4K progress chart was large type over hairlines (a trial of the
/// seventeenth sitting). They grow with the text now.
@Suite struct LargeCanvasStrokeTests {
    let fonts: ChartFonts

    init() throws { fonts = try ChartFonts.locate() }

    /// How many pixels of the column at the plot's middle, around height `y`, are `color`'s.
    func thickness(_ canvas: Canvas, x: Int, around y: Int, of color: Color) -> Int {
        (max(0, y - 30)..<min(canvas.height, y + 30)).count { row in
            let p = canvas.pixel(x: x, y: row)
            return abs(Int(p.red) - Int(color.red)) + abs(Int(p.green) - Int(color.green)) + abs(Int(p.blue) - Int(color.blue)) < 60
        }
    }

    /// The width of a red line on white across the column at `x`, from each pixel's coverage
    /// (how far its green has gone from white's towards the line's), anti-aliased edges counted in part.
    func coveredWidth(_ canvas: Canvas, x: Int, around y: Int, of color: Color) -> Double {
        (max(0, y - 30)..<min(canvas.height, y + 30)).reduce(0) { sum, row in
            sum + Double(255 - Int(canvas.pixel(x: x, y: row).green)) / Double(255 - Int(color.green))
        }
    }

    @Test func aLineAndTheGridGrowWithTheTextOnA4KCanvas() throws {
        let day = 86_400.0
        let red = Color(red: 200, green: 20, blue: 20)
        let chart = LineChart(dates: (0..<10).map { Double($0) * day }, values: Array(repeating: 100, count: 10),
                              areaFill: false, referenceLines: false, color: red)
        var widths: [Double] = []
        var grids: [Int] = []
        for size in [Size(width: 1600, height: 1000), Size(width: 3840, height: 2160)] {
            let canvas = try chart.renderCanvas(size: size, fonts: fonts)
            let layout = chart.makeGraph().layout(size: size, theme: .light, fonts: fonts)
            let space = layout.plotArea.space
            let x = Int(space.deviceX(4.5 * day))
            widths.append(coveredWidth(canvas, x: x, around: Int(space.deviceY(100)), of: red))
            // A grid line away from the line: the first major tick below it.
            let ticks = try #require(layout.plotArea.yAxis?.layout.majorTicks.filter { $0 < 100 && $0 > layout.plotArea.yAxis!.layout.range.minimum })
            let tick = try #require(ticks.last)
            grids.append(thickness(canvas, x: x, around: Int(space.deviceY(tick)), of: Theme.light.gridColor))
        }
        let factor = TypeScale.factor(for: Size(width: 3840, height: 2160))
        #expect(factor > 2)
        // The line: 2.5 px at full size, 2.5 × the factor at 4K.
        #expect(abs(widths[0] - 2.5) < 0.3 && abs(widths[1] - 2.5 * Double(factor)) < 0.4, "\(widths)")
        // The grid: one pixel, then two whole pixels.
        #expect(grids == [1, 2], "\(grids)")
    }
}
