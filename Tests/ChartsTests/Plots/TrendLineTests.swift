import Testing
@testable import Charts

/// The least-squares trend: the line through points on a line is that line,
/// gaps are skipped, and too few points give none.
@Suite struct TrendLineTests {
    @Test func fitsTheLeastSquaresLine() throws {
        // y = 2x + 1 with noise that cancels: the fit is exactly 2x + 1.
        let x: [Double] = [0, 1, 2, 3, 4]
        let y: [Double?] = [1.5, 2.5, 5, 7.5, 8.5]
        let trend = try #require(ReferenceLine.trend(x: x, y: y, slopeText: { "\($0)" }))
        #expect(abs(trend.slope - 1.9) < 1e-9)
        #expect(abs(trend.value(at: 0) - 1.2) < 1e-9)
        #expect(trend.span?.minimum == 0 && trend.span?.maximum == 4)
        #expect(trend.label?.hasPrefix("trend 1.9") == true, "\(trend.label ?? "")")
    }

    @Test func skipsGapsAndNeedsThreePoints() throws {
        let trend = try #require(ReferenceLine.trend(x: [0, 1, 2, 3], y: [1, nil, 3, 4]))
        #expect(abs(trend.value(at: 0) - 1) < 1e-9 && abs(trend.slope - 1) < 1e-9)
        #expect(ReferenceLine.trend(x: [0, 1, 2], y: [1, nil, 3]) == nil)
        #expect(ReferenceLine.trend(x: [5, 5, 5], y: [1, 2, 3]) == nil)
    }

    /// A sloped line counts in the plot's extent at both ends of its span.
    @Test func slopedLineWidensTheExtent() throws {
        let trend = try #require(ReferenceLine.trend(x: [0, 1, 2], y: [0, 0, 30]))
        let plot = LinePlot(dataSource: ArrayDataSource(x: [0, 1, 2], y: [0, 0, 30]), referenceLines: [trend])
        let y = try #require(plot.extent().y)
        #expect(y.minimum <= trend.value(at: 0) && y.maximum >= trend.value(at: 2))
    }
}
