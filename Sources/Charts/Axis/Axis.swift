import Raster

/// Where an axis puts its major ticks.
public enum TickPolicy: Sendable {
    /// Nice steps (1, 2, 2.5, 5 × 10ⁿ); the count follows the axis length and label size.
    case automatic
    /// Every `interval` data units, at whole multiples of it.
    case fixedInterval(Double)
    /// Exactly these values. Their labels are written for the smallest distance between two of them
    /// (dates at month starts read as months, numbers 0.25 apart with two decimals).
    case locations([Double])
    /// Dates in UTC (values are seconds since 1970): every 1, 2 or 7 days, or every 2 weeks on Mondays;
    /// a longer span gets the first day of every 1, 3, 6, 12, 24, 60 or 120 months, the fewest apart that
    /// fit. For a time zone, hours or a stride of your choosing, use ``calendar(_:)``.
    case automaticDays
    /// Dates on calendar boundaries in a time zone, every minutes to years, chosen from the span and
    /// the plot's width or given: see ``CalendarTicks`` and ``Axis/time(title:stride:labels:timeZone:locale:range:)``.
    case calendar(CalendarTicks)
    /// Durations counted in units of `secondsPerUnit` seconds (60: minutes): automatic ticks at steps a
    /// clock reads (1, 2, 5, 10, 15 or 30 seconds or minutes; 1, 2, 3, 6 or 12 hours; then 1, 2, 5 × 10ⁿ
    /// days), so an axis of minutes reads 0, 2 h, 4 h rather than every 100 minutes.
    case durations(secondsPerUnit: Double)
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
    /// The axis title, drawn along the axis; nil draws none.
    public var title: String?
    /// Where the major ticks go.
    public var ticks: TickPolicy
    /// Minor ticks between neighbouring major ticks (0 = none).
    public var minorTicksPerInterval: Int
    /// Turns tick values into label text.
    public var formatter: LabelFormatter
    /// Category names: record `i` sits at `i` and is labelled `categories[i]`; nil for a value axis.
    public var categories: [String]?
    /// Value ranges that get no ticks, labels or grid lines.
    public var exclusionRanges: [PlotRange]
    /// Grid lines across the plot area at the major ticks (on by default for value axes).
    public var showsGridLines: Bool
    /// The line along the plot area's edge.
    public var showsAxisLine: Bool
    /// A fixed range; nil scales to the plots' data.
    public var range: PlotRange?
    /// Linear or logarithmic.
    public var scale: ScaleType
    /// Fraction of the data span added past the data (never past a bar's base).
    public var headroom: Double
    /// How tick labels along a horizontal axis are turned when they would collide.
    public var labelRotation: LabelRotation
    /// Shaded data ranges behind the plots along this axis (Core Plot's `backgroundLimitBands`).
    public var backgroundLimitBands: [LimitBand] = []
    /// The lowest value an automatic range may reach (0 for quantities that
    /// cannot be negative); nil: no limit.
    public var lowerLimit: Double?
    /// Whole-number quantities (sets, reps): automatic ticks never fall between whole numbers.
    public var wholeNumbers = false
    /// For a category axis of consecutive periods (days or weeks): each
    /// category's first day, in days since 1970-01-01. The axis is then
    /// labelled with months under the categories holding a month's first day,
    /// as many as fit level, with the year on the first label and at each
    /// January (on every label when a month name would come back), instead of
    /// with the category names. nil: the names, thinned when they crowd.
    public var categoryFirstDays: [Int]?
    /// For a category axis of consecutive periods named by their dates ("7 Sep", "14 Sep"): when the
    /// names do not all fit level, every second is shown level before any is turned (the dates between
    /// read off their neighbours). false: names that must each be read (exercises) are wrapped or
    /// turned, not thinned, while turning shows more of them.
    public var thinsBeforeTurning = false

    /// An axis; every setting has a default, so `Axis()` is an automatic linear value axis.
    ///
    /// `showsGridLines` nil means on for value axes and off for category axes.
    public init(title: String? = nil, ticks: TickPolicy = .automatic, minorTicksPerInterval: Int = 0,
                formatter: LabelFormatter = .plain, categories: [String]? = nil,
                exclusionRanges: [PlotRange] = [], showsGridLines: Bool? = nil, showsAxisLine: Bool = true,
                range: PlotRange? = nil, scale: ScaleType = .linear, headroom: Double = 0.05,
                labelRotation: LabelRotation = .automatic, backgroundLimitBands: [LimitBand] = [],
                lowerLimit: Double? = nil, wholeNumbers: Bool = false, categoryFirstDays: [Int]? = nil,
                thinsBeforeTurning: Bool = false) {
        self.title = title
        self.backgroundLimitBands = backgroundLimitBands
        self.lowerLimit = lowerLimit
        self.wholeNumbers = wholeNumbers
        self.categoryFirstDays = categoryFirstDays
        self.thinsBeforeTurning = thinsBeforeTurning
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

    /// True when the axis has `categories`.
    public var isCategory: Bool { categories != nil }
}
