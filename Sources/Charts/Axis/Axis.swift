import Raster

/// Where an axis puts its major ticks.
public enum TickPolicy: Sendable {
    /// Nice steps (1, 2, 2.5, 5 × 10ⁿ); the count follows the axis length and label size.
    case automatic
    /// Every `interval` data units, at whole multiples of it.
    case fixedInterval(Double)
    /// Exactly these values.
    case locations([Double])
    /// Whole days (values are seconds since 1970 UTC): 1, 2 or 7 days, or 2, 4, 8… weeks apart.
    case automaticDays
    /// No ticks, labels or grid lines.
    case none
}

/// How tick labels along a horizontal axis are turned.
public enum LabelRotation: Sendable, Hashable {
    /// Level when they fit, else turned 45°; thinned out when even that overlaps.
    case automatic
    /// Always level (thinned out when they overlap).
    case level
    /// Always turned by this many radians (negative reads upward to the right).
    case angle(Float)
}

/// One axis of an XY graph: its range, ticks, labels and grid lines.
///
/// An axis with `categories` is a category axis: record `i` sits at `i` and
/// is labelled with `categories[i]`.
public struct Axis: Sendable {
    public var title: String?
    public var ticks: TickPolicy
    /// Minor ticks between neighbouring major ticks (0 = none).
    public var minorTicksPerInterval: Int
    public var formatter: LabelFormatter
    public var categories: [String]?
    /// Value ranges that get no ticks, labels or grid lines.
    public var exclusionRanges: [PlotRange]
    public var showsGridLines: Bool
    public var showsAxisLine: Bool
    /// A fixed range; nil scales to the plots' data.
    public var range: PlotRange?
    public var scale: ScaleType
    /// Fraction of the data span added past the data (never past a bar's base).
    public var headroom: Double
    public var labelRotation: LabelRotation
    /// The lowest value an automatic range may reach (0 for quantities that
    /// cannot be negative); nil: no limit.
    public var lowerLimit: Double?
    /// Whole-number quantities (sets, reps): automatic ticks never fall between whole numbers.
    public var wholeNumbers = false

    public init(title: String? = nil, ticks: TickPolicy = .automatic, minorTicksPerInterval: Int = 0,
                formatter: LabelFormatter = .plain, categories: [String]? = nil,
                exclusionRanges: [PlotRange] = [], showsGridLines: Bool? = nil, showsAxisLine: Bool = true,
                range: PlotRange? = nil, scale: ScaleType = .linear, headroom: Double = 0.05,
                labelRotation: LabelRotation = .automatic) {
        self.title = title
        self.ticks = ticks
        self.minorTicksPerInterval = minorTicksPerInterval
        self.formatter = formatter
        self.categories = categories
        self.exclusionRanges = exclusionRanges
        self.showsGridLines = showsGridLines ?? (categories == nil)
        self.showsAxisLine = showsAxisLine
        self.range = range
        self.scale = scale
        self.headroom = headroom
        self.labelRotation = labelRotation
    }

    /// A category axis labelled with `names`.
    public static func categories(_ names: [String], title: String? = nil) -> Axis {
        Axis(title: title, categories: names)
    }

    public var isCategory: Bool { categories != nil }
}
