import Testing
import Raster
@testable import Charts

/// `.automatic` (`.best`) puts the legend inside the plot where it covers no
/// data, and beside the plot when every corner would.
@Suite("Automatic legend position")
struct AutomaticLegendTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    static let size = Size(width: 800, height: 500)

    func layout(_ ys: [Double?], extra: [any Plot] = []) -> GraphLayout {
        let line = LinePlot(dataSource: ArrayDataSource(x: ys.indices.map(Double.init), y: ys), title: "failed")
        // Ranges fixed round the data, so the highest points reach the plot's top corners.
        let xAxis = Axis(range: PlotRange(0, Double(ys.count - 1))), yAxis = Axis(range: PlotRange(0, 40))
        let graph = Graph(plots: [line] + extra, xAxis: xAxis, yAxis: yAxis, legend: Legend(position: .automatic))
        return graph.layout(size: Self.size, theme: .light, fonts: fonts)
    }

    /// Every drawn point of the plots, in device space.
    func points(_ layout: GraphLayout, _ ys: [Double?]) -> [Point] {
        ys.enumerated().compactMap { i, y in y.map { layout.plotArea.space.devicePoint(x: Double(i), y: $0) } }
    }

    @Test func legendAvoidsASpikeInTheTopRightCorner() {
        // Flat and low, then a failure spike at the end: the top right is taken.
        let ys: [Double?] = [2, 3, 2, 1, 2, 3, 2, 2, 38]
        let l = layout(ys)
        let frame = l.legendFrame!
        #expect(l.plotArea.frame.contains(Point(x: frame.midX, y: frame.midY)), "inside the plot")
        #expect(!points(l, ys).contains { frame.insetBy(dx: -8, dy: -6).contains($0) })
        #expect(frame.midX < l.plotArea.frame.midX, "the spike's corner is left free")
        #expect(frame.midY < l.plotArea.frame.midY, "top left, the next corner tried")
    }

    @Test func legendGoesBesideThePlotWhenEveryCornerHoldsData() {
        // Data in all four corners: high at both ends, low in between, and low at both ends on a second line.
        let ys: [Double?] = [38, 0, 20, 0, 38]
        let low = LinePlot(dataSource: ArrayDataSource(x: [0, 4], y: [3, 3]), title: "floor")
        let l = layout(ys, extra: [low])
        let frame = l.legendFrame!
        #expect(!frame.intersects(l.plotArea.frame))
        #expect(frame.minX >= l.plotArea.frame.maxX)
    }

    @Test func pieLegendGoesBesideThePie() {
        let pie = PiePlot(slices: [PieSlice(name: "Email", value: 2), PieSlice(name: "Coding", value: 5)])
        let graph = Graph(plots: [pie], legend: Legend(position: .automatic))
        let l = graph.layout(size: Self.size, theme: .light, fonts: fonts)
        #expect(!l.legendFrame!.intersects(l.plotArea.frame))
    }

    @Test func bestIsAutomatic() {
        #expect(Legend.Position.best == .automatic)
    }
}
