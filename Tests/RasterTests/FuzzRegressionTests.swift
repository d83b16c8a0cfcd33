import Testing
@testable import Raster

/// Inputs found by `Scripts/fuzz raster` that hung or crashed, written out as
/// the API calls the fuzzer made (docs/RELIABILITY.md has the raw inputs).
@Suite struct FuzzRegressionTests {
    /// A curve 64 px long, as in the fuzzer's input.
    var curve: Path {
        var p = Path()
        p.move(to: Point(x: 2, y: 29.5))
        p.cubic(to: Point(x: 68.25, y: 63.99), control1: Point(x: 2, y: 2), control2: Point(x: 55.75, y: 54.5))
        p.quad(to: Point(x: 29.5, y: 59.5), control: Point(x: 4.5, y: 59.5))
        return p
    }

    /// 16,320 dashes of Float.greatestFiniteMagnitude: each length is finite
    /// but their sum is infinite, so the phase landed at infinity and the
    /// dasher looped forever (growing memory) at -infinity. Such a pattern is
    /// invalid, so the stroke is drawn solid.
    @Test func dashPatternWhoseSumOverflowsIsDrawnSolid() throws {
        let huge = [Float](repeating: .greatestFiniteMagnitude, count: 16_320)
        #expect(Dash.pattern(huge)?.count == nil)
        #expect(Dash.pattern([.greatestFiniteMagnitude, .greatestFiniteMagnitude]) == nil)

        var dashed = try makeCanvas(64, 64)
        dashed.stroke(curve, style: StrokeStyle(width: 4.5, miterLimit: -0.5, dash: huge, dashPhase: -8),
                      with: .solid(.black))
        var solid = try makeCanvas(64, 64)
        solid.stroke(curve, style: StrokeStyle(width: 4.5, miterLimit: -0.5), with: .solid(.black))
        #expect(bytes(dashed) == bytes(solid))
        #expect(alphas(solid).contains(255))
    }
}
