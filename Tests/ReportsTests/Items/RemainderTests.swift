@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// Issue 45, point 3: "Other" never dominates. On the real-shape history (150
/// exercises, two years) the long tail folds where a lifter recognises it
/// ("Other legs"), and no remainder segment, bar or slice outweighs the
/// largest named series, read from what each chart draws: its bar plots'
/// segments, its bars, its slices.
@Suite(.serialized) struct RemainderTests {
    static let sizes = [ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500),
                        ChartSize(width: 1600, height: 1000)]

    static func requests(size: ChartSize) -> [(String, ChartRequest)] {
        let today = RealShapeHistory.defaultEndDay
        func chart(_ kind: ChartKind, _ days: Int, horizontal: Bool = false) -> ChartRequest {
            ChartRequest(kind: kind, period: .last(days: days), horizontal: horizontal,
                         style: ChartStyle(size: size), today: today)
        }
        return [("weeks-12", chart(.weeks, 84)), ("weeks-26", chart(.weeks, 182)), ("week", chart(.week, 7)),
                ("totals-year", chart(.totals, 365)), ("totals-two-years", chart(.totals, 731, horizontal: true)),
                ("share-year", chart(.share, 365)), ("share-two-years", chart(.share, 731))]
    }

    /// Each drawn series' total: the segments of a stacked bar plot per series, a bar per category, a slice.
    static func seriesTotals(_ graph: Graph) -> [(name: String, total: Double)] {
        if let pie = graph.plots.compactMap({ $0 as? PiePlot }).first {
            return pie.slices.map { ($0.name, $0.value) }
        }
        let bars = graph.plots.compactMap { $0 as? BarPlot }
        if bars.count == 1, let categories = (graph.xAxis?.categories ?? graph.yAxis?.categories) {
            let source = bars[0].dataSource
            return categories.indices.map { (categories[$0], source.value(for: .tip, record: $0) ?? 0) }
        }
        return bars.map { plot in
            let source = plot.dataSource
            let total = (0..<source.numberOfRecords()).reduce(0.0) { sum, record in
                sum + (source.value(for: .tip, record: record) ?? 0) - (source.value(for: .base, record: record) ?? 0)
            }
            return (plot.title ?? "", total)
        }
    }

    @Test(arguments: sizes) func noRemainderOutweighsTheLargestNamedSeries(size: ChartSize) throws {
        let log = try RealShapeLog.shared.get()
        let data = try ReportData(store: log.store)
        for (name, request) in Self.requests(size: size) {
            let totals = Self.seriesTotals(try ChartRenderer.prepare(request, data: data).graph)
            let remainders = totals.filter { $0.name.hasPrefix("Other") }
            let named = totals.filter { !$0.name.hasPrefix("Other") }
            let largest = try #require(named.map(\.total).max(), "\(name) at \(size)")
            for remainder in remainders {
                #expect(remainder.total <= largest + 1e-6,
                        "\(name) at \(size): '\(remainder.name)' \(remainder.total) > largest named \(largest)")
            }
        }
    }

    @Test func aTailFoldsByMovementIntoNamedGroups() {
        let ids = (0..<11).map { _ in UUID() }
        // Two lifts of no known movement, then three legs, three pulling and three core lifts.
        let totals = [100.0, 60, 35, 30, 30, 25, 25, 25, 20, 20, 20]
        let movements: [UUID: Movement] = [ids[2]: .legs, ids[3]: .legs, ids[4]: .legs, ids[5]: .pulling,
                                           ids[6]: .pulling, ids[7]: .pulling, ids[8]: .core, ids[9]: .core,
                                           ids[10]: .core]
        let sorted = zip(ids, totals).map { (id: $0, total: $1) }
        let old = SeriesLimit.fold(sorted, kept: 4, movements: [:], noun: .exercises)
        #expect(old.remainders.count == 1 && old.remainders[0].total > 100, "one Other outweighs the largest")
        let (named, remainders) = SeriesLimit.fold(sorted, kept: 4, movements: movements, noun: .exercises)
        #expect(named + remainders.count <= 5)
        #expect(remainders.allSatisfy { $0.total <= 100 }, "\(remainders.map { ($0.name, $0.total) })")
        #expect(remainders.map(\.name).contains("Other legs"))
        #expect(named == 2)
        #expect(remainders.map(\.name) == ["Other legs", "Other pulling", "Other core"])
        #expect(Set(remainders.flatMap(\.members)).count == 11 - named, "every folded exercise in one remainder")
    }
}
