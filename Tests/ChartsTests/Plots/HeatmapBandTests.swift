import Testing
import Raster
@testable import Charts

/// A long heatmap laid out in bands (a two-year calendar: a band per year):
/// stacked top to bottom, ending at one right edge, each with its labels,
/// and one strip when that gives clearly larger cells.
@Suite("Heatmap bands")
struct HeatmapBandTests {
    static func layout(_ frame: Rect, columns: Int = 105, bandStarts: [Int] = [53]) -> HeatmapLayout {
        var labels = [String?](repeating: nil, count: columns)
        labels[0] = "Nov 2024"
        if columns > 60 {
            labels[53] = "Nov 2025"
            labels[60] = "Jan 2026"
        }
        return HeatmapLayout(frame: frame, columns: columns, rows: 7, columnLabels: labels,
                             rowLabels: ["Mon", nil, "Wed", nil, "Fri", nil, "Sun"], gapFraction: 0.16,
                             maximumPitch: 56, measure: { Float($0.count) * 7 }, textHeight: 14,
                             legendTexts: ["rest", "trained"], keyColumns: [60, 0, 53], bandStarts: bandStarts)
    }

    @Test func bandsStackWithTheirLabelsAndEndAtOneRightEdge() throws {
        let frame = Rect(x: 0, y: 0, width: 800, height: 400)
        let layout = Self.layout(frame)
        #expect(layout.bands.map(\.columns) == [0..<53, 53..<105])
        let first = layout.bands[0].frame, second = layout.bands[1].frame
        #expect(first.maxX == second.maxX, "bands end at one right edge")
        #expect(second.minX - first.minX == layout.pitch, "the shorter band starts a column in")
        // The second band's labels sit between the bands, clear of both.
        let labels = layout.columnLabels.filter { $0.index >= 53 }
        #expect(labels.map(\.text) == ["Nov 2025", "Jan 2026"])
        #expect(labels.allSatisfy { $0.anchor.y - 14 >= first.maxY && $0.anchor.y <= second.minY })
        #expect(layout.rowLabels.filter { $0.index == 0 }.count == 2, "each band names its weekdays")
        // Cells are square, inside their band, and found again from a point.
        for (column, row) in [(0, 0), (52, 6), (53, 0), (104, 6), (60, 3)] {
            let cell = layout.cellRect(column: column, row: row)
            let band = column < 53 ? first : second
            #expect(cell.width == cell.height)
            #expect(cell.minX >= band.minX && cell.maxX <= band.maxX && cell.minY >= band.minY && cell.maxY <= band.maxY)
            #expect(layout.cell(at: cell.center) == HeatmapCell(column: column, row: row))
        }
        // Larger cells than one strip of 105 columns could have, and everything inside the frame.
        #expect(layout.pitch >= 2 * ((800 - 40) / 105).rounded(.down))
        #expect(layout.legend.allSatisfy { $0.swatch.minY > second.maxY && $0.swatch.maxY <= frame.maxY })
        #expect(layout.columnLabels.allSatisfy { $0.anchor.y - 14 >= frame.minY })
    }

    @Test func aWideShortFrameKeepsOneStrip() {
        let layout = Self.layout(Rect(x: 0, y: 0, width: 3000, height: 140))
        #expect(layout.bands.count == 1 && layout.bands[0].columns == 0..<105)
        #expect(layout.columnLabels.map(\.text) == ["Nov 2024", "Nov 2025", "Jan 2026"])
    }

    @Test func noBandStartsIsOneStripAsBefore() {
        let banded = Self.layout(Rect(x: 0, y: 0, width: 900, height: 300), columns: 53, bandStarts: [])
        #expect(banded.bands.count == 1 && banded.gridFrame == banded.bands[0].frame)
    }

    /// A year's calendar on a tall frame was a thin strip across the middle, most of the
    /// image empty: a cut given as an alternative (halves) is taken when its cells are much
    /// larger, its bands starting at one left edge; a wide, short frame keeps the strip.
    @Test func aTallFrameTakesTheHalvesItIsOffered() throws {
        func layout(_ frame: Rect) -> HeatmapLayout {
            HeatmapLayout(frame: frame, columns: 53, rows: 7, columnLabels: ["Jan 2026"] + [String?](repeating: nil, count: 52),
                          rowLabels: ["Mon", nil, "Wed", nil, "Fri", nil, "Sun"], gapFraction: 0.16, maximumPitch: 56,
                          measure: { Float($0.count) * 7 }, textHeight: 14, legendTexts: ["rest", "trained"],
                          alternativeBandStarts: [[26], [18, 35]])
        }
        let tall = layout(Rect(x: 0, y: 0, width: 1500, height: 900))
        #expect(tall.bands.map(\.columns) == [0..<26, 26..<53])
        #expect(tall.bands[0].frame.minX == tall.bands[1].frame.minX, "halves start at one left edge")
        let strip = layout(Rect(x: 0, y: 0, width: 1500, height: 300))
        #expect(strip.bands.count == 1)
        #expect(tall.pitch >= 1.6 * strip.pitch, "\(tall.pitch) against the strip's \(strip.pitch)")
        #expect(tall.gridFrame.height >= 900 * 0.6, "the halves fill the height: \(tall.gridFrame)")
    }
}
