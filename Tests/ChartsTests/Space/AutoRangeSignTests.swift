import Testing
import Raster
@testable import Charts

/// Automatic value axes as a person would draw them: data that is never
/// negative gets no tick (and no range) below zero, data never positive none
/// above it, on the left axis and on the right.
@Suite("Automatic range keeps to the data's side of zero")
struct AutoRangeSignTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    static let size = Size(width: 800, height: 500)

    /// A net worth growing from 50K to 3M: headroom below 50K once reached −250K.
    static let netWorth: [Double?] = [50_000, 180_000, 420_000, 900_000, 1_600_000, 2_300_000, 3_000_000]

    func leftAxis(_ graph: Graph) -> AxisLayout {
        graph.layout(size: Self.size, theme: .light, fonts: fonts).plotArea.yAxis!.layout
    }

    @Test func lineOfPositiveValuesHasNoTickBelowZero() {
        let line = LinePlot(dataSource: ArrayDataSource(x: (0..<7).map(Double.init), y: Self.netWorth))
        let y = leftAxis(Graph(plots: [line], xAxis: Axis(), yAxis: Axis(formatter: .abbreviated)))
        #expect(y.range.minimum >= 0)
        #expect(y.majorTicks.allSatisfy { $0 >= 0 }, "\(y.majorTicks)")
        #expect(!y.shownLabels.contains { $0.text.hasPrefix("-") })
    }

    @Test func lineOfNegativeValuesHasNoTickAboveZero() {
        let line = LinePlot(dataSource: ArrayDataSource(x: (0..<7).map(Double.init), y: Self.netWorth.map { $0.map { -$0 } }))
        let y = leftAxis(Graph(plots: [line], xAxis: Axis(), yAxis: Axis()))
        #expect(y.range.maximum <= 0)
        #expect(y.majorTicks.allSatisfy { $0 <= 0 }, "\(y.majorTicks)")
    }

    @Test func barsAndALineOfCountsHaveNoTickBelowZero() {
        let bars = BarPlot(dataSource: ArrayDataSource(tips: [3, 0, 8, 5, 1]))
        let line = LinePlot(dataSource: ArrayDataSource(x: [0, 1, 2, 3, 4], y: [0, 2, 6, 9, 1]))
        let y = leftAxis(Graph(plots: [bars, line], xAxis: Axis(), yAxis: Axis()))
        #expect(y.range.minimum == 0)
        #expect(y.majorTicks.allSatisfy { $0 >= 0 }, "\(y.majorTicks)")
    }

    @Test func secondaryAxisOfACountHasNoTickBelowZero() {
        let runs = LinePlot(dataSource: ArrayDataSource(x: [0, 1, 2, 3, 4], y: [410, 415, 430, 428, 440]))
        let failed = LinePlot(dataSource: ArrayDataSource(x: [0, 1, 2, 3, 4], y: [0, 4, 12, 20, 7]))
        let graph = Graph(plots: [runs], xAxis: Axis(), yAxis: Axis(title: "tests run"),
                          secondary: SecondaryValueAxis(axis: Axis(title: "failed"), plots: [failed]))
        let right = graph.layout(size: Self.size, theme: .light, fonts: fonts).plotArea.secondary!.layout
        #expect(right.range.minimum >= 0)
        #expect(right.majorTicks.allSatisfy { $0 >= 0 }, "\(right.majorTicks)")
        #expect(!right.shownLabels.contains { $0.text.hasPrefix("-") })
    }

    @Test func dataAcrossZeroStillGetsHeadroomOnBothSides() {
        let (range, _) = AutoRange.valueRange(data: PlotRange(-40, 100), maxTickCount: 8)
        #expect(range.minimum < -40 && range.maximum > 100)
    }
}

/// An area under a line reads as an amount: its automatic range reaches zero.
@Suite("Automatic range of an area")
struct AreaRangeTests {
    @Test func areaWithoutABaseReachesZero() throws {
        let fonts = try ChartFonts.locate()
        let line = LinePlot(dataSource: ArrayDataSource(x: [0, 1, 2, 3], y: [96, 101, 99, 104]), areaFill: AreaFill())
        let graph = Graph(plots: [line], xAxis: Axis(), yAxis: Axis())
        let y = graph.layout(size: Size(width: 800, height: 500), theme: .light, fonts: fonts).plotArea.yAxis!.layout
        #expect(y.range.minimum == 0)
        #expect(y.majorTicks.first == 0)
    }
}
