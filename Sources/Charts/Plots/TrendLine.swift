import Raster

/// A least-squares trend: the straight line that best fits a series in the
/// squared-error sense, over exactly the points given (the chart's shown
/// range), drawn from the first point's x to the last's.
extension ReferenceLine {
    /// The least-squares line through the present (x, y) pairs, labelled
    /// "`title` `perUnit`" with its change per `per` x units (e.g. a week of
    /// seconds) written by `slopeText`; nil with fewer than `minimumPoints`
    /// points or when every point has the same x.
    public static func trend(x: [Double], y: [Double?], per: Double = 1, minimumPoints: Int = 3,
                             title: String = "trend", slopeText: (Double) -> String? = { _ in nil },
                             color: Color? = nil) -> ReferenceLine? {
        let points = zip(x, y).compactMap { x, y in y.flatMap { $0.isFinite && x.isFinite ? (x, $0) : nil } }
        guard points.count >= max(2, minimumPoints) else { return nil }
        let n = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.0 } / n
        let meanY = points.reduce(0) { $0 + $1.1 } / n
        var sxx = 0.0, sxy = 0.0
        for (px, py) in points {
            sxx += (px - meanX) * (px - meanX)
            sxy += (px - meanX) * (py - meanY)
        }
        guard sxx > 0 else { return nil }
        let slope = sxy / sxx
        let xs = points.map(\.0)
        let label = slopeText(slope * per).map { "\(title) \($0)" } ?? title
        var line = ReferenceLine(value: meanY, label: label, color: color, width: 2, dash: [9, 5])
        line.slope = slope
        line.anchorX = meanX
        line.span = PlotRange(xs.min() ?? meanX, xs.max() ?? meanX)
        return line
    }
}
