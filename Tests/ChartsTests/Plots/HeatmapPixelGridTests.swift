import Testing
import Raster
@testable import Charts

/// A heatmap on a pixel grid has cells of whole pixels: a year's calendar at
/// 240×160 (its 1200-unit layout drawn at 0.2 pixels a unit) drew cells of
/// 3.6 pixels that were 3 or 4 wide and ran together where a gap fell between pixels.
@Suite struct HeatmapPixelGridTests {
    func layout(columns: Int, pixelScale: Float?) -> HeatmapLayout {
        HeatmapLayout(frame: Rect(x: 24, y: 95, width: 1160, height: 560), columns: columns, rows: 7,
                      columnLabels: ["Jan"] + [String?](repeating: nil, count: columns - 1),
                      rowLabels: ["Mon", nil, nil, nil, nil, nil, "Sun"], gapFraction: 0.16, maximumPitch: 56,
                      measure: { Float($0.count) * 7 }, textHeight: 14, legendTexts: ["rest", "trained"],
                      pixelScale: pixelScale)
    }

    @Test(arguments: [(53, Float(0.2)), (53, 0.643), (6, 0.643), (105, 0.4), (53, 1.5)])
    func cellsAndGapsAreWholePixelsAndAlike(columns: Int, scale: Float) {
        let layout = layout(columns: columns, pixelScale: scale)
        func pixels(_ value: Float) -> Float { value * scale }
        func isWhole(_ value: Float) -> Bool { abs(value - value.rounded()) < 1e-3 }
        var widths: Set<Float> = [], gaps: Set<Float> = []
        for column in 0..<columns {
            for row in 0..<7 {
                let cell = layout.cellRect(column: column, row: row)
                #expect(isWhole(pixels(cell.minX)) && isWhole(pixels(cell.minY)) && isWhole(pixels(cell.width)),
                        "column \(column), row \(row): \(pixels(cell.minX)), \(pixels(cell.minY)), \(pixels(cell.width)) px")
                widths.insert(pixels(cell.width).rounded())
                if column + 1 < columns {
                    gaps.insert((pixels(layout.cellRect(column: column + 1, row: row).minX) - pixels(cell.maxX)).rounded())
                }
            }
        }
        #expect(widths.count == 1 && gaps.count <= 1, "widths \(widths), gaps \(gaps)")
        #expect(gaps.allSatisfy { $0 >= 1 }, "a gap of at least a pixel between cells: \(gaps)")
    }

    /// Without a pixel grid (a recorder of commands), cells keep their share of the width.
    @Test func withoutAGridSmallCellsAreNotRoundedDown() {
        let free = layout(columns: 53, pixelScale: nil)
        #expect(free.pitch != free.pitch.rounded(.down) || free.pitch >= 8)
    }
}
