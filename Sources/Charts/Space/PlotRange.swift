/// A range of data values along one coordinate, like Core Plot's `CPTPlotRange`.
///
/// `lower` may be greater than `upper`: the axis then runs the other way
/// (horizontal bar charts list their first category at the top this way).
public struct PlotRange: Hashable, Sendable {
    /// The start of the range (may be above `upper` for a reversed axis).
    public var lower: Double
    /// The end of the range.
    public var upper: Double

    /// The range from `lower` to `upper`.
    public init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// `upper - lower`; negative for a reversed range.
    public var length: Double { upper - lower }
    /// The smaller end.
    public var minimum: Double { Swift.min(lower, upper) }
    /// The larger end.
    public var maximum: Double { Swift.max(lower, upper) }

    /// True when `value` lies between the ends, ends included.
    public func contains(_ value: Double) -> Bool { value >= minimum && value <= maximum }

    /// The smallest increasing range holding both.
    public func union(_ other: PlotRange) -> PlotRange {
        PlotRange(Swift.min(minimum, other.minimum), Swift.max(maximum, other.maximum))
    }

    /// The smallest increasing range holding this range and `value`.
    public func including(_ value: Double) -> PlotRange {
        guard value.isFinite else { return self }
        return PlotRange(Swift.min(minimum, value), Swift.max(maximum, value))
    }

    /// An increasing range over finite values, or nil when there are none.
    public static func enclosing<S: Sequence>(_ values: S) -> PlotRange? where S.Element == Double {
        var lo = Double.infinity, hi = -Double.infinity
        for v in values where v.isFinite {
            lo = Swift.min(lo, v)
            hi = Swift.max(hi, v)
        }
        return lo <= hi ? PlotRange(lo, hi) : nil
    }
}
