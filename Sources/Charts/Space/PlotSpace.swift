import Raster

/// Maps data coordinates to device coordinates inside the plot area, like
/// Core Plot's `CPTXYPlotSpace`.
///
/// x grows to the right and y grows upward in data space; device y grows down.
public struct PlotSpace: Hashable, Sendable {
    /// The data range across the plot area.
    public var xRange: PlotRange
    /// The data range up the plot area.
    public var yRange: PlotRange
    /// How x values map to distance.
    public var xScale: ScaleType
    /// How y values map to distance.
    public var yScale: ScaleType
    /// The plot area's rectangle in device (layout) units.
    public var frame: Rect

    /// A plot space mapping these ranges onto `frame`.
    public init(xRange: PlotRange, yRange: PlotRange, xScale: ScaleType = .linear,
                yScale: ScaleType = .linear, frame: Rect) {
        self.xRange = xRange; self.yRange = yRange
        self.xScale = xScale; self.yScale = yScale
        self.frame = frame
    }

    /// The device x of a data x.
    public func deviceX(_ x: Double) -> Float {
        let f = xScale.fraction(of: x, in: xRange)
        return frame.minX + Float(clampFraction(f)) * frame.width
    }

    /// The device y of a data y.
    public func deviceY(_ y: Double) -> Float {
        let f = yScale.fraction(of: y, in: yRange)
        return frame.maxY - Float(clampFraction(f)) * frame.height
    }

    /// The device point of a data point.
    public func devicePoint(x: Double, y: Double) -> Point {
        Point(x: deviceX(x), y: deviceY(y))
    }

    /// Data x at a device x (for hit testing and tests).
    public func dataX(_ deviceX: Float) -> Double {
        xScale.value(atFraction: Double((deviceX - frame.minX) / frame.width), in: xRange)
    }

    /// Data y at a device y.
    public func dataY(_ deviceY: Float) -> Double {
        yScale.value(atFraction: Double((frame.maxY - deviceY) / frame.height), in: yRange)
    }

    /// Device pixels per data unit along x (linear scales).
    public var xUnitLength: Float { frame.width / Float(abs(xRange.length) > 0 ? abs(xRange.length) : 1) }
    /// Device pixels per data unit along y (linear scales).
    public var yUnitLength: Float { frame.height / Float(abs(yRange.length) > 0 ? abs(yRange.length) : 1) }

    /// Far-off values are held a few plot sizes outside, so Float geometry stays sane.
    private func clampFraction(_ f: Double) -> Double {
        guard f.isFinite else { return f.sign == .minus ? -4 : 5 }
        return Swift.min(Swift.max(f, -4), 5)
    }
}
