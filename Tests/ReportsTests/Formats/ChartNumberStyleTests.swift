import Testing
@testable import Charts
@testable import Reports
import Workouts
import TrainingDemo

/// One chart writes its numbers one way: a year of months over 100,000 kg had
/// "104K" beside "54,907" on its bars and "100K" above "80,000" on its axis.
@Suite(.serialized) struct ChartNumberStyleTests {
    @Test func aYearOfMonthsAbbreviatesEveryNumberWhenItsLargestIs() throws {
        let log = try RealShapeLog.shared.get()
        let request = ChartRequest(kind: .weeks, period: .last(days: 364),
                                   style: ChartStyle(size: ChartSize(width: 800, height: 500)), today: try day("2026-11-30"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let totals = try #require(graph.plots.compactMap { $0 as? StackTotalsPlot }.first).totals.map { $0.text }
        #expect(totals.contains("104K") && totals.contains("54.9K"), "\(totals)")
        #expect(!totals.contains { $0.contains(",") }, "\(totals)")
        let axis = try #require(graph.yAxis)
        #expect(axis.formatter.strings(for: [0, 20_000, 80_000, 100_000, 140_000], step: 20_000)
                == ["0", "20K", "80K", "100K", "140K"])
    }

    @Test func aChartUnder100000KeepsItsPlainNumbers() {
        let formatter = ValueFormats.compact(largest: 95_888)
        #expect(formatter.string(for: 54_907) == "54,907")
        #expect(formatter.strings(for: [0, 40_000, 80_000], step: 40_000) == ["0", "40,000", "80,000"])
        #expect(ValueFormats.compact(unit: "kg", largest: 121_000).string(for: 54_907) == "54.9K kg")
    }
}
