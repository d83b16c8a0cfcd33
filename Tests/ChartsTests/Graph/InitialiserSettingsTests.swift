import Testing
import Raster
@testable import Charts

/// Settings once reachable only as vars after `init` are arguments of the
/// initialisers, with the old defaults.
@Suite("Settings in the initialisers")
struct InitialiserSettingsTests {
    @Test func axisTakesItsLimitsBandsAndCountsInInit() {
        let band = LimitBand(range: PlotRange(0, 1))
        let axis = Axis(title: "sets", backgroundLimitBands: [band], lowerLimit: 0, wholeNumbers: true,
                        categoryFirstDays: [0, 7], thinsBeforeTurning: true)
        #expect(axis.lowerLimit == 0 && axis.wholeNumbers && axis.thinsBeforeTurning)
        #expect(axis.backgroundLimitBands.count == 1 && axis.categoryFirstDays == [0, 7])
        let plain = Axis()
        #expect(plain.lowerLimit == nil && !plain.wholeNumbers && !plain.thinsBeforeTurning)
        #expect(plain.backgroundLimitBands.isEmpty && plain.categoryFirstDays == nil)
    }

    @Test func graphTakesSecondaryAxisShortTitlesAndLegendTextsInInit() {
        let right = SecondaryValueAxis(axis: Axis(title: "failed"), plots: [])
        let graph = Graph(title: "Builds", shortTitles: ["CI"], legendTexts: ["run"], secondary: right)
        #expect(graph.shortTitles == ["CI"] && graph.legendTexts == ["run"] && graph.secondary?.axis.title == "failed")
        let plain = Graph()
        #expect(plain.shortTitles.isEmpty && plain.legendTexts == nil && plain.secondary == nil)
    }

    @Test func plotsChartsAndLegendTakeTheirRemainingSettingsInInit() {
        let line = LinePlot(dataSource: ArrayDataSource(x: [0], y: [1]), referenceLabelsInLegend: true)
        #expect(line.referenceLabelsInLegend)
        let trend = ReferenceLine(value: 10, slope: 2, anchorX: 1, span: PlotRange(0, 4))
        #expect(trend.value(at: 3) == 14 && trend.span == PlotRange(0, 4))
        let chart = StackedBarChart(dataSource: SectionList([]), unfinishedSections: [2], unfinishedNote: "so far")
        #expect(chart.unfinishedSections == [2])
        #expect(Legend(position: .right, listsLastFirst: true).listsLastFirst)
        #expect(!Legend().listsLastFirst && StackedBarChart(dataSource: SectionList([])).unfinishedSections.isEmpty)
    }
}
