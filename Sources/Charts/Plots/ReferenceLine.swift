import Raster

/// A horizontal line across the plot area at a value, with an optional label
/// ("avg 102.5 kg"), for averages, medians, targets; or, with a `slope`, a
/// sloped line such as a trend (see `ReferenceLine.trend`).
public struct ReferenceLine: Sendable {
    /// Where the line is, in data units of the value axis (at `anchorX` when sloped).
    public var value: Double
    /// Change of the value per x unit; 0 for a level line. Line plots draw the slope.
    public var slope: Double = 0
    /// The x value where the line is at `value`.
    public var anchorX: Double = 0
    /// The x values the line covers; nil: the whole plot area.
    public var span: PlotRange?
    /// Text at the line's right end; nil draws none.
    public var label: String?
    /// nil uses the theme's secondary text colour.
    public var color: Color?
    /// The line's width in layout units.
    public var width: Float
    /// Dash lengths (on, off, …) in layout units; empty for a solid line.
    public var dash: [Float]

    /// A dashed line at `value` (sloped by `slope` per x unit from `anchorX`, over `span` when given).
    public init(value: Double, label: String? = nil, color: Color? = nil, width: Float = 1.5,
                dash: [Float] = [7, 5], slope: Double = 0, anchorX: Double = 0, span: PlotRange? = nil) {
        self.value = value
        self.slope = slope
        self.anchorX = anchorX
        self.span = span
        self.label = label
        self.color = color
        self.width = width
        self.dash = dash
    }

    /// The line's value at `x`.
    public func value(at x: Double) -> Double { value + slope * (x - anchorX) }

    /// A line at the mean of the present values, labelled "average 102.5 kg";
    /// nil when no value is present.
    public static func average(of values: [Double?], formatter: LabelFormatter = .plain,
                               title: String = "average", color: Color? = nil) -> ReferenceLine? {
        let present = values.compactMap { $0 }.filter(\.isFinite)
        guard !present.isEmpty else { return nil }
        let mean = present.reduce(0, +) / Double(present.count)
        return ReferenceLine(value: mean, label: "\(title) \(formatter.string(for: mean))", color: color)
    }

    /// A line at the median of the present values (mean of the middle two when even).
    public static func median(of values: [Double?], formatter: LabelFormatter = .plain,
                              title: String = "median", color: Color? = nil) -> ReferenceLine? {
        let present = values.compactMap { $0 }.filter(\.isFinite).sorted()
        guard !present.isEmpty else { return nil }
        let n = present.count
        let median = n % 2 == 1 ? present[n / 2] : (present[n / 2 - 1] + present[n / 2]) / 2
        return ReferenceLine(value: median, label: "\(title) \(formatter.string(for: median))",
                             color: color, dash: [2, 4])
    }
}
