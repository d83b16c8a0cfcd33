import Testing
import Raster
@testable import Charts

/// A stacked chart's legend follows the stack as it is seen: a column beside
/// a vertical stack from its top down, a row under or over it from the axis
/// outward (the series' order), never reversed against the eye.
@Suite("Legend order of a stacked chart")
struct StackedLegendOrderTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    static let data = SectionList([
        .init(title: "Mon", cells: [ChartItem(name: "Email", value: 2), ChartItem(name: "Coding", value: 5),
                                    ChartItem(name: "Meetings", value: 1)]),
        .init(title: "Tue", cells: [ChartItem(name: "Email", value: 1), ChartItem(name: "Coding", value: 6),
                                    ChartItem(name: "Meetings", value: 2)]),
    ])

    /// The legend's texts in reading order (rows top down, left to right in a row).
    func readingOrder(_ position: Legend.Position) -> (texts: [String], layout: GraphLayout) {
        let chart = StackedBarChart(dataSource: Self.data, showsTotals: false, legend: Legend(position: position))
        let layout = chart.makeGraph().layout(size: Size(width: 800, height: 500), theme: .light, fonts: fonts)
        let entries = layout.legend!.entries.sorted {
            ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
        }
        return (entries.map { layout.legendEntries[$0.index].text }, layout)
    }

    @Test(arguments: [Legend.Position.bottom, .top])
    func rowLegendListsTheStackFromTheAxisOutward(position: Legend.Position) {
        #expect(readingOrder(position).texts == ["Email", "Coding", "Meetings"])
    }

    @Test func columnLegendListsTheStackFromItsTop() {
        let (texts, layout) = readingOrder(.right)
        #expect(texts == ["Meetings", "Coding", "Email"])
        // The same order as the segments from top to bottom in Monday's bar.
        let graph = layout.plotArea
        let chart = StackedBarChart(dataSource: Self.data, showsTotals: false)
        let tops = chart.makeGraph().plots.compactMap { $0 as? BarPlot }.map { plot in
            (plot.title ?? "", graph.space.deviceY(plot.bars()[0].tip))
        }.sorted { $0.1 < $1.1 }.map(\.0)
        #expect(tops == texts)
    }
}
