import Testing
import Raster
@testable import Charts

@Suite("Bar and pie charts")
struct BarChartTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    @Test func itemsBecomeCategoriesAndTips() {
        let graph = BarChart(dataSource: SampleCharts.barData, valueAxisTitle: "sets").makeGraph()
        #expect(graph.xAxis?.categories == ["Bench press", "Squat", "Deadlift", "Overhead press", "Pull ups", "Rows"])
        #expect(graph.yAxis?.title == "sets")
        let plot = graph.plots[0] as? BarPlot
        #expect(plot?.bars().map(\.tip) == [18, 15, 6, 12, 14, 10])
        #expect(plot?.valueLabels == .tip)
        let horizontal = BarChart(dataSource: SampleCharts.barData, horizontal: true).makeGraph()
        #expect(horizontal.yAxis?.isCategory == true && horizontal.xAxis?.isCategory == false)
    }

    @Test func perItemColoursAndLegend() {
        let red = Color(rgb: 0xCC0000)
        let data = ItemList([ChartItem(name: "A", value: 1, color: red, legendText: "A 1 (25%)"),
                             ChartItem(name: "B", value: 3, legendText: "B 3 (75%)")])
        let chart = BarChart(dataSource: data, colorsEachBar: true, legend: Legend(position: .bottom))
        let layout = chart.makeGraph().layout(size: Size(width: 500, height: 300), theme: .light, fonts: fonts)
        #expect(layout.legendEntries.map(\.text) == ["A 1 (25%)", "B 3 (75%)"])
        #expect(layout.legendEntries.map(\.color) == [red, Theme.light.seriesColor(1)])
    }

    @Test func pieChartBuildsSlicesAndDonut() {
        let chart = PieChart(dataSource: SampleCharts.shareData, donut: true, maximumSliceCount: 4)
        let pie = chart.makeGraph().plots[0] as? PiePlot
        #expect(pie?.slices.count == 6)
        #expect(pie?.innerRadiusFraction ?? 0 > 0.3)
        #expect(pie?.maximumSliceCount == 4)
        #expect(chart.makeGraph().xAxis == nil)
    }
}
