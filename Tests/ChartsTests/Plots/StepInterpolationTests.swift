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
        // A plain function, so a failure prints a point and not the whole canvas.
        let ink = { (x: Double, y: Double) in canvas.isInk(at: space.devicePoint(x: x, y: y)) }
        #expect(ink(2, 1), "level run at the first value")
        #expect(ink(4, 1), "corner under the second point")
        #expect(ink(4, 5), "upright at the second x")
        #expect(ink(6, 9), "level run at the second value")
        #expect(!ink(2, 5), "no diagonal")
        #expect(!ink(2, 9), "no step-before corner")
    }

    /// Step-before climbs first: the level run is at the second value.
    @Test func stepBeforeIsDrawnUprightThenLevel() throws {
        let fixture = Self.fixture(.stepBefore)
        let space = try fixture.space(), canvas = try fixture.canvas()
        let ink = { (x: Double, y: Double) in canvas.isInk(at: space.devicePoint(x: x, y: y)) }
        #expect(ink(0, 5) || ink(0.02, 5), "upright at the first x")
        #expect(ink(2, 9), "level run at the second value")
        #expect(!ink(2, 1), "no step-after run")
        #expect(!ink(2, 5), "no diagonal")
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
