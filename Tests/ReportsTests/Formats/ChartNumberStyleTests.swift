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

    /// The axis's top tick can pass 100,000 where no value does: its ticks
    /// were written one by one, "100K" above "80,000".
    @Test func anAxisWritesEveryTickOneWay() {
        let ticks = [0.0, 20_000, 40_000, 60_000, 80_000, 100_000]
        #expect(ValueFormats.compact(largest: 95_888).strings(for: ticks, step: 20_000)
                == ["0", "20,000", "40,000", "60,000", "80,000", "100,000"])
        #expect(ValueFormats.compact(unit: "lb", largest: 95_888).strings(for: ticks, step: 20_000)
                == ["0 lb", "20,000 lb", "40,000 lb", "60,000 lb", "80,000 lb", "100,000 lb"])
        // A chart that does not know its largest value (a week, weekly volume behind a progress line)
        // writes its ticks as its top one needs.
        #expect(ValueFormats.compact.strings(for: [0, 50_000, 100_000, 150_000], step: 50_000)
                == ["0", "50K", "100K", "150K"])
        #expect(ValueFormats.compact(unit: "lb").strings(for: [0, 50_000, 100_000], step: 50_000)
                == ["0 lb", "50K lb", "100K lb"])
        #expect(ValueFormats.compact.strings(for: [0, 40_000, 80_000], step: 40_000) == ["0", "40,000", "80,000"])
        #expect(ValueFormats.compact.string(for: 104_000) == "104K")
    }
}
