import Testing
import Raster
@testable import Charts

@Suite("Plot space")
struct PlotSpaceTests {
    let frame = Rect(x: 100, y: 50, width: 400, height: 200)

    @Test func linearMapsBothWaysWithYUp() {
        let space = PlotSpace(xRange: PlotRange(0, 10), yRange: PlotRange(-50, 50), frame: frame)
        #expect(space.devicePoint(x: 0, y: -50) == Point(x: 100, y: 250))
        #expect(space.devicePoint(x: 10, y: 50) == Point(x: 500, y: 50))
        #expect(space.devicePoint(x: 5, y: 0) == Point(x: 300, y: 150))
        #expect(space.dataX(300) == 5 && space.dataY(150) == 0)
        #expect(space.xUnitLength == 40 && space.yUnitLength == 2)
    }

    @Test func reversedRangeRunsTheOtherWay() {
        let space = PlotSpace(xRange: PlotRange(0, 1), yRange: PlotRange(2.5, -0.5), frame: frame)
        #expect(space.deviceY(0) < space.deviceY(2))
        #expect(abs(space.deviceY(0) - (50 + 200 / 6)) < 1e-3)
    }

    @Test func farValuesAreHeldNearThePlot() {
        let space = PlotSpace(xRange: PlotRange(0, 1), yRange: PlotRange(0, 1), frame: frame)
        #expect(space.deviceY(1e300).isFinite && space.deviceY(-1e300).isFinite)
        #expect(space.deviceY(.infinity) == space.deviceY(1e300))
    }

    @Test func rangeHelpers() {
        #expect(PlotRange.enclosing([3, .nan, -2, 7]) == PlotRange(-2, 7))
        #expect(PlotRange.enclosing([Double.nan]) == nil)
        #expect(PlotRange(5, 1).union(PlotRange(2, 9)) == PlotRange(1, 9))
        #expect(PlotRange(0, 10).including(-3) == PlotRange(-3, 10))
    }
}
