import Testing
import Raster
@testable import Charts

/// A stack's total is written over its bar and inside the plot: on a small
/// image the first bar is narrower than its label, which must move in rather
/// than run across the value axis and its tick labels.
@Suite struct StackTotalLabelPlacementTests {
    func week(first: Double) -> SectionList {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let values: [Double] = [first, 0, 240, 0, 2_563, 0, 0]
        return SectionList(zip(days, values).map { day, value in
            SectionList.Section(title: day, cells: [ChartItem(name: "Squat", value: value)])
        })
    }

    @Test(arguments: [Size(width: 240, height: 160), Size(width: 480, height: 300), Size(width: 1600, height: 1000)])
    func totalsStayInsideThePlotArea(size: Size) throws {
        let graph = StackedBarChart(dataSource: week(first: 4_250)).makeGraph()
        let fonts = try ChartFonts.locate()
        let layout = graph.layout(size: size, theme: .light, fonts: fonts)
        let contexts = graph.plotContexts(theme: .light, fonts: fonts)
        let index = try #require(graph.plots.firstIndex { $0 is StackTotalsPlot })
        let totals = try #require(graph.plots[index] as? StackTotalsPlot)
        let placed = totals.placedAbove(in: layout.plotArea.space, context: contexts[index])
        let frame = layout.plotArea.frame
        #expect(placed.map(\.0.text).contains(LabelFormatter.plain.string(for: 4_250)), "the largest total is written")
        for (total, box) in placed {
            #expect(box.minX >= frame.minX && box.maxX <= frame.maxX,
                    "'\(total.text)' spans \(box.minX)…\(box.maxX), the plot \(frame.minX)…\(frame.maxX)")
            // Still over its own bar.
            let x = layout.plotArea.space.deviceX(total.location)
            #expect(box.minX <= x && x <= box.maxX)
        }
    }
}
