import Testing
@testable import Charts
import Raster

/// A small pie with a legend leaves off the labels beside it that would shrink
/// it to a thumbnail: at 240 × 160 a share chart drew a pie 15 px across, its
/// three names beside it and again in the legend.
@Suite struct PieLegendRuleTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }
    var context: PlotContext { PlotContext(theme: .light, fonts: fonts, seriesIndex: 0) }

    private func pie(_ items: [(String, Double)], legend: Legend? = Legend(position: .right)) -> Graph {
        PieChart(dataSource: ItemList(items.map { ChartItem(name: $0.0, value: $0.1) }), title: "Share",
                 subtitle: "Volume by movement", legend: legend).makeGraph()
    }

    private func geometry(_ graph: Graph, _ size: Size) throws -> (PiePlot.Geometry, GraphLayout) {
        let layout = graph.layout(size: size, theme: .light, fonts: fonts)
        let plot = try #require(graph.plots.first as? PiePlot)
        return (plot.geometry(in: layout.plotArea.frame, context: context), layout)
    }

    @Test func aSmallPieBesideItsLegendLeavesOffTheLabelsThatWouldShrinkIt() throws {
        let graph = pie([("Legs", 471), ("Pushing", 312), ("Other", 283)])
        let (small, layout) = try geometry(graph, Size(width: 240, height: 160))
        let frame = layout.plotArea.frame
        #expect(layout.legendEntries.map(\.text) == ["Legs", "Pushing", "Other"])
        #expect(small.outside.isEmpty)
        // The pie fills its room's height (less 4 units): it was the floor, 18 % of it.
        #expect(small.radius >= min(frame.width, frame.height) / 2 - 4 - 0.01, "\(small.radius) in \(frame)")
        // Where labels cost little, they stay: at 800 × 500 every slice is named on the pie.
        let (large, _) = try geometry(graph, Size(width: 800, height: 500))
        #expect(large.slices.indices.allSatisfy { large.inside[$0] || large.outside[$0] != nil })
    }

    @Test func withoutALegendASmallPieKeepsItsLabels() throws {
        let graph = pie([("Legs", 471), ("Pushing", 312), ("Other", 283)], legend: nil)
        let (small, _) = try geometry(graph, Size(width: 240, height: 160))
        #expect(small.slices.indices.allSatisfy { small.inside[$0] || small.outside[$0] != nil })
    }

    /// Once the legend names the slices, their amounts and shares are the pie's only numbers: at
    /// 480 × 300 a new lifter's share chart drew "Squat 5,063 kg (71.7%)" over "Bench Press 2,000 kg",
    /// the share cut for a legend held to a third of the width while the pie's square left room;
    /// and then "Squat 5,063 kg (71.7%)" over "Bench Press 28.3%", two forms in one legend.
    @Test func aPieLegendKeepsEachShareAndCutsTheAmountFirst() throws {
        let texts = ["Squat 5,063 kg (71.7%)", "Bench Press 2,000 kg (28.3%)"]
        let graph = PieChart(dataSource: ItemList([ChartItem(name: "Squat", value: 5063, legendText: texts[0]),
                                                   ChartItem(name: "Bench Press", value: 2000, legendText: texts[1])]),
                             title: "Share · 9 Nov – 6 Dec 2026", subtitle: "Volume by exercise · 7,063 kg in all")
            .makeGraph()
        let (wide, wideLayout) = try geometry(graph, Size(width: 640, height: 400))
        #expect(try #require(wideLayout.legend).entries.map(\.text) == texts)
        // The pie is not the smaller for it: its square's height bounds it.
        #expect(wide.radius >= wideLayout.plotArea.frame.height / 2 - 4 - 0.01)
        let (_, small) = try geometry(graph, Size(width: 480, height: 300))
        let drawn = try #require(small.legend).entries.map(\.text)
        // When one entry must leave out its amount, every entry does: one form for the legend.
        #expect(drawn == ["Squat 71.7%", "Bench Press 28.3%"], "\(drawn)")
    }
}
