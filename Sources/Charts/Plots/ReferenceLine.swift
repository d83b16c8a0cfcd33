import Raster

/// A horizontal line across the plot area at a value, with an optional label
/// ("avg 102.5 kg"), for averages, medians, targets.
public struct ReferenceLine: Sendable {
    /// Where the line is, in data units of the value axis.
    public var value: Double
    /// Text at the line's right end; nil draws none.
    public var label: String?
    /// nil uses the theme's secondary text colour.
    public var color: Color?
    /// The line's width in layout units.
    public var width: Float
    /// Dash lengths (on, off, …) in layout units; empty for a solid line.
    public var dash: [Float]

    /// A dashed line at `value`.
    public init(value: Double, label: String? = nil, color: Color? = nil, width: Float = 1.5,
                dash: [Float] = [7, 5]) {
        self.value = value
        self.label = label
        self.color = color
        self.width = width
        self.dash = dash
    }

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
