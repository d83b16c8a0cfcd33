import Foundation
import Testing
@testable import Charts
@testable import Reports
import Workouts
import TrainingDemo

/// A stub stands for work the chart's metric does not measure ("21 sets" of
/// lifting on a duration chart). Short of room it was cut to its first word,
/// "21", which beside an axis of clocks reads as 21 minutes: its words go in
/// whole or not at all.
@Suite(.serialized) struct StubLabelTests {
    @Test(arguments: [(ChartMetric.duration, 240, 160), (.duration, 480, 300), (.volume, 240, 160)])
    func aStubNeverLosesItsUnit(_ metric: ChartMetric, _ width: Int, _ height: Int) throws {
        let log = try RealShapeLog.shared.get()
        let chartSize = ChartSize(width: width, height: height)
        let request = ChartRequest(kind: .week, metric: metric, period: .week(try Week(parsing: "2026-W46")),
                                   style: ChartStyle(size: chartSize), today: try day("2026-11-30"))
        let graph = try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
        let stubs = try #require(graph.plots.compactMap { $0 as? StackTotalsPlot }.first).totals.filter(\.isStub)
        #expect(!stubs.isEmpty)
        let svg = try graph.renderSVG(size: Size(width: Float(chartSize.width), height: Float(chartSize.height)),
                                      fonts: try ChartFonts.locate(), textAsElements: true)
        let texts = try matches("<text[^>]*>([^<]*)</text>", in: svg)
        // The axis of a week's volume is ticked in thousands and of its time in clocks: no tick is "21".
        for stub in stubs {
            let number = String(stub.text.split(separator: " ").first ?? "")
            #expect(!texts.contains(number), "\(stub.text) drawn as \(number): \(texts)")
        }
    }
}
