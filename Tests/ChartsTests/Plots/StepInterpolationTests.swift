import Raster
import Testing
@testable import Charts

/// Step lines turn their corners where the chosen step puts them: after a
/// point (at the next x), before it (at its own x) or halfway between.
@Suite struct StepInterpolationTests {
    static let x: [Double] = [0, 4, 8]
    static let y: [Double?] = [1, 9, 5]

    static func fixture(_ interpolation: LineInterpolation) -> LineFixture {
        LineFixture(x: x, y: y, xRange: PlotRange(0, 8), yRange: PlotRange(0, 10), interpolation: interpolation)
    }

    /// The drawn vertices: the data points with a corner between each pair.
    @Test func cornersSitWhereEachStepPutsThem() throws {
        let space = try Self.fixture(.linear).space()
        let p = zip(Self.x, Self.y).map { space.devicePoint(x: $0, y: $1!) }
        let mid0 = (p[0].x + p[1].x) / 2, mid1 = (p[1].x + p[2].x) / 2
        let expected: [LineInterpolation: [Point]] = [
            .stepAfter: [p[0], Point(x: p[1].x, y: p[0].y), p[1], Point(x: p[2].x, y: p[1].y), p[2]],
            .stepBefore: [p[0], Point(x: p[0].x, y: p[1].y), p[1], Point(x: p[1].x, y: p[2].y), p[2]],
            .stepCenter: [p[0], Point(x: mid0, y: p[0].y), Point(x: mid0, y: p[1].y), p[1],
                          Point(x: mid1, y: p[1].y), Point(x: mid1, y: p[2].y), p[2]],
        ]
        for (interpolation, corners) in expected {
            let strokes = try Self.fixture(interpolation).strokes()
            #expect(strokes.count == 1)
            #expect(strokes.first?.vertices == corners, "\(interpolation)")
        }
    }

    /// In pixels: a step-after line runs level at the first value to the
    /// second x and then climbs; the straight diagonal is not drawn.
    @Test func stepAfterIsDrawnLevelThenUpright() throws {
        let fixture = Self.fixture(.stepAfter)
        let space = try fixture.space(), canvas = try fixture.canvas()
        #expect(canvas.isInk(at: space.devicePoint(x: 2, y: 1)), "level run at the first value")
        #expect(canvas.isInk(at: space.devicePoint(x: 4, y: 1)), "corner under the second point")
        #expect(canvas.isInk(at: space.devicePoint(x: 4, y: 5)), "upright at the second x")
        #expect(canvas.isInk(at: space.devicePoint(x: 6, y: 9)), "level run at the second value")
        #expect(!canvas.isInk(at: space.devicePoint(x: 2, y: 5)), "no diagonal")
        #expect(!canvas.isInk(at: space.devicePoint(x: 2, y: 9)), "no step-before corner")
    }

    /// Step-before climbs first: the level run is at the second value.
    @Test func stepBeforeIsDrawnUprightThenLevel() throws {
        let fixture = Self.fixture(.stepBefore)
        let space = try fixture.space(), canvas = try fixture.canvas()
        #expect(canvas.isInk(at: space.devicePoint(x: 0, y: 5)) || canvas.isInk(at: space.devicePoint(x: 0.02, y: 5)))
        #expect(canvas.isInk(at: space.devicePoint(x: 2, y: 9)))
        #expect(!canvas.isInk(at: space.devicePoint(x: 2, y: 1)))
        #expect(!canvas.isInk(at: space.devicePoint(x: 2, y: 5)))
    }

    /// The default is still the straight line, corner-free.
    @Test func linearStaysTheDefault() throws {
        let plot = LinePlot(dataSource: ArrayDataSource(x: Self.x, y: Self.y))
        #expect(plot.interpolation == .linear && plot.decimation == .none)
        let space = try Self.fixture(.linear).space()
        let strokes = try Self.fixture(.linear).strokes()
        #expect(strokes.first?.vertices == zip(Self.x, Self.y).map { space.devicePoint(x: $0, y: $1!) })
    }
}
