import Testing
import Raster
@testable import Charts

@Suite("Stacked bar chart")
struct StackedBarChartTests {
    /// Bar plots of a chart, by series name.
    func barPlots(_ graph: Graph) -> [String: BarPlot] {
        var result: [String: BarPlot] = [:]
        for case let plot as BarPlot in graph.plots { result[plot.title ?? ""] = plot }
        return result
    }

    @Test func cellsBecomeBarPlotsWithRunningSumBases() {
        let chart = StackedBarChart(dataSource: SampleCharts.weekData)
        let plots = barPlots(chart.makeGraph())
        #expect(plots.count == 5)
        // Friday (section 4): 50, 0, 40, -12, 45.
        let squat = plots["Squat"]!.bars().first { $0.location == 4 }!
        #expect(squat.base == 50 && squat.tip == 50)
        let deadlift = plots["Deadlift"]!.bars().first { $0.location == 4 }!
        #expect(deadlift.base == 50 && deadlift.tip == 90)
        let pullUps = plots["Pull ups"]!.bars().first { $0.location == 4 }!
        #expect(pullUps.base == 0 && pullUps.tip == -12)
        let pushUps = plots["Push ups"]!.bars().first { $0.location == 4 }!
        #expect(pushUps.base == 90 && pushUps.tip == 135)
    }

    @Test func emptySectionIsALabelledGapAndTotalsSkipIt() {
        let data = SectionList([
            .init(title: "Mon", cells: [ChartItem(name: "A", value: 3), ChartItem(name: "B", value: 4)]),
            .init(title: "Tue", cells: []),
            .init(title: "Wed", cells: [ChartItem(name: "B", value: 5), ChartItem(name: "C", value: -2)]),
        ])
        let graph = StackedBarChart(dataSource: data, valueFormatter: .unit("kg")).makeGraph()
        #expect(graph.xAxis?.categories == ["Mon", "Tue", "Wed"])
        let plots = barPlots(graph)
        #expect(Set(plots.keys) == ["A", "B", "C"])
        #expect(plots.values.allSatisfy { plot in !plot.bars().contains { $0.location == 1 } })
        // B sits on A on Monday and on the axis on Wednesday.
        #expect(plots["B"]!.bars().map { [$0.base, $0.tip] } == [[3, 7], [0, 5]])
        let totals = graph.plots.compactMap { $0 as? StackTotalsPlot }.first!.totals
        #expect(totals.map(\.location) == [0, 2])
        #expect(totals.map(\.text) == ["7 kg", "3 kg"])
        #expect(totals.map(\.end) == [7, 5])
    }

    /// Top of the stack first: the order the eye meets the segments.
    @Test func legendUsesTheDataSourcesTextsInSeriesColoursTopOfTheStackFirst() throws {
        let chart = StackedBarChart(dataSource: SampleCharts.weekData)
        let layout = chart.makeGraph().layout(size: Size(width: 960, height: 600), theme: .light,
                                              fonts: try ChartFonts.locate())
        #expect(layout.legendEntries.map(\.text) == SampleCharts.exercises.indices.reversed().map(SampleCharts.legendText))
        #expect(layout.legendEntries.map(\.color) == (0..<5).reversed().map { Theme.light.seriesColor($0) })
        // Friday's stack ends with push ups on top (base 90, tip 135): listed first.
        #expect(layout.legendEntries[0].text == "Push ups 255 (33.3%)")
        let sideways = StackedBarChart(dataSource: SampleCharts.weekData, horizontal: true).makeGraph()
            .layout(size: Size(width: 960, height: 600), theme: .light, fonts: try ChartFonts.locate())
        #expect(sideways.legendEntries[0].text == "Bench press 170 (22.2%)", "a sideways stack reads from its base")
    }

    @Test func cellColoursWin() {
        let red = Color(rgb: 0xCC0000)
        let data = SectionList([.init(title: "Mon", cells: [ChartItem(name: "A", value: 3, color: red)])])
        let plots = barPlots(StackedBarChart(dataSource: data).makeGraph())
        #expect(plots["A"]?.color == red)
    }

    @Test func sixtySeriesLegendTakesColumnsAndStaysInsideTheImage() throws {
        let names = (1...60).map { "Exercise number \($0)" }
        let data = SectionList((0..<7).map { d in
            .init(title: "Day \(d)", cells: names.enumerated().map { ChartItem(name: $1, value: Double(($0 + d) % 5 + 1)) })
        })
        let size = Size(width: 1600, height: 1000)
        let layout = StackedBarChart(dataSource: data).makeGraph()
            .layout(size: size, theme: .light, fonts: try ChartFonts.locate())
        let legend = try #require(layout.legendFrame)
        #expect(layout.legendEntries.count == 60)
        #expect(legend.minY >= 0 && legend.maxY <= size.height && legend.maxX <= size.width)
        #expect(!legend.intersects(layout.plotArea.frame))
        #expect(layout.legend!.columns >= 2)
    }
}
