import Charts
import Foundation
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// A long weeks chart reads as a trend (issue 45, point 2): two years of the
/// real-shape history are a bar per month, at most 8 named series and one
/// remainder, partial months marked and a labelled trend of the totals;
/// `--bin week` keeps a bar per week. The review page's year bins the same way.
@Suite(.serialized) struct LongSpanBinningTests {
    static let today = RealShapeHistory.defaultEndDay

    func graph(bin: ChartBin? = nil, days: Int = 728, size: ChartSize = .default) throws -> Graph {
        let log = try RealShapeLog.shared.get()
        var request = ChartRequest(kind: .weeks, period: .last(days: days), style: ChartStyle(size: size),
                                   today: Self.today)
        request.bin = bin
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    /// The stacked segments' series: every bar plot with a title (the legend's names).
    func seriesNames(_ graph: Graph) -> [String] {
        graph.plots.compactMap { ($0 as? BarPlot)?.title }
    }

    @Test func a104WeekSpanIsABarPerMonth() throws {
        let graph = try graph()
        let months = try #require(graph.xAxis?.categories)
        #expect((24...25).contains(months.count), "\(months.count) bars")
        let title = try #require(graph.title)
        #expect(title.contains(" per month · "), "\(title)")
        #expect(title.hasSuffix("Nov 2026"), "\(title)")
    }

    @Test(arguments: [ChartSize(width: 480, height: 300), .default, ChartSize(width: 3200, height: 2000)])
    func aLongSpanStacksAtMostEightNamedSeriesAndOneRemainder(size: ChartSize) throws {
        for bin in [ChartBin.month, .week] {
            let names = seriesNames(try graph(bin: bin, size: size))
            let remainder = names.filter { $0.hasPrefix("Other") }
            // Several remainders where the tail folds by movement ("Other legs", issue 45.3), within the nine series.
            #expect(names.count <= 9, "\(bin) at \(size): \(names)")
            #expect(names.count - remainder.count <= 8, "\(bin) at \(size): \(names)")
        }
    }

    @Test func partialMonthsAreMarkedAndLeftOutOfTheTrend() throws {
        let graph = try graph()
        let subtitle = try #require(graph.subtitle)
        #expect(subtitle.contains("dashed: partial month"), "\(subtitle)")
        let trend = try #require(graph.plots.compactMap { $0 as? LinePlot }.flatMap(\.referenceLines).first)
        #expect(trend.label?.hasPrefix("trend ") == true)
        #expect(trend.label?.hasSuffix(" a month") == true)
        let months = try #require(graph.xAxis?.categories).count
        // The trend spans the complete months only: not the first, nor the one in progress.
        let span = try #require(trend.span)
        #expect(span.minimum >= 1 && span.maximum <= Double(months - 2))
    }

    @Test func binWeekKeepsABarPerWeek() throws {
        let weeks = try #require(try graph(bin: .week).xAxis?.categories)
        #expect((104...105).contains(weeks.count))
        // Up to 26 weeks stay a bar per week unless months are asked for.
        #expect(try graph(days: 182).xAxis?.categories?.count == 26)
        #expect((6...7).contains(try graph(bin: .month, days: 182).xAxis?.categories?.count ?? 0))
    }

    @Test func aTargetChartRefusesMonths() throws {
        let log = try RealShapeLog.shared.get()
        var request = try ChartRequest(kind: .weeks, series: ChartSeriesFlags(
            grouping: .muscle, target: try WeeklySetRange(parsing: "10-20"),
            muscles: try MuscleGroupList(parsing: "chest")))
        request.bin = .month
        request.today = Self.today
        #expect(throws: ReportsError(.request(.targetByMonth))) {
            try ChartRenderer.prepare(request, data: try ChartData(store: log.store))
        }
    }

    @Test func theReviewsYearIsABarPerMonth() throws {
        let log = try RealShapeLog.shared.get()
        let data = try ChartData(store: log.store)
        let request = PeriodReportRequest(year: 2025)
        let range = try request.range(today: Self.today, weekStart: data.weekStart)
        let content = try PeriodReportContent.gather(range: range, today: Self.today, data: data, unit: data.unit(nil))
        let charts = try PeriodReportCharts.make(request, content: content, data: data, today: Self.today)
        let yearly = try #require(charts.first { $0.id == "weeks" })
        #expect(yearly.graph.xAxis?.categories?.count == 12)
        let names = seriesNames(yearly.graph)
        #expect(names.filter { !$0.hasPrefix("Other") }.count <= 8, "\(names)")
    }
}
