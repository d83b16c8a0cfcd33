import Raster

/// The little picture in front of a legend entry's text.
public enum LegendSwatch: Hashable, Sendable {
    /// A filled square (bars, slices).
    case box
    /// A short line, with the plot's symbol when it has one (line plots).
    case line(width: Float, symbol: PlotSymbol.Shape?)
    /// A short dashed line: a reference line (average, median) named in the
    /// legend, dashed as it is drawn across the plot.
    case dashedLine(width: Float, dash: [Float])
    /// A box hatched in the colour, as a stub of work the metric cannot measure is drawn.
    case hatchedBox
}

/// One legend row: a swatch and its text.
public struct LegendEntry: Hashable, Sendable {
    /// The entry's text.
    public var text: String
    /// The swatch colour.
    public var color: Color
    /// The swatch's shape.
    public var swatch: LegendSwatch
    /// How much the entry's series holds (a bar series' total, a slice's
    /// value), or nil. A legend short of room keeps the entries that hold the
    /// most, in their order, and counts the rest in "+N more", when every
    /// entry has a weight; else it keeps the first ones.
    public var weight: Double?

    /// An entry with a box swatch unless told otherwise.
    public init(text: String, color: Color, swatch: LegendSwatch = .box, weight: Double? = nil) {
        self.text = text
        self.color = color
        self.swatch = swatch
        self.weight = weight
    }
}

/// A grid of legend entries, placed beside, above, below or inside the plot
/// area. Placed outside, the plot area shrinks to make room, so it never covers data.
public struct Legend: Sendable {
    /// Where the legend goes: beside the plot area (taking room from it) or inside one of its corners.
    public enum Position: Hashable, Sendable {
        /// Above the plot area, below the titles.
        case top
        /// Below the plot area.
        case bottom
        /// Left of the plot area.
        case left
        /// Right of the plot area (the default).
        case right
        /// Inside the plot area's top-left corner.
        case insideTopLeft
        /// Inside the plot area's top-right corner.
        case insideTopRight
        /// Inside the plot area's bottom-left corner.
        case insideBottomLeft
        /// Inside the plot area's bottom-right corner.
        case insideBottomRight
        /// Inside the plot area, in the first corner (top right, top left,
        /// bottom right, bottom left) where it covers no bar, line or point;
        /// right of the plot area (above it on an image under 480 wide) when
        /// every corner would cover data.
        case automatic

        /// Another name for `automatic` (matplotlib's `loc="best"`).
        public static var best: Position { .automatic }

        var isInside: Bool {
            switch self {
            case .insideTopLeft, .insideTopRight, .insideBottomLeft, .insideBottomRight: return true
            default: return false
            }
        }
    }

    /// Where the legend goes.
    public var position: Position
    /// A fixed column count; nil chooses.
    public var columns: Int?
    /// A fixed row count; nil chooses.
    public var rows: Int?
    /// Entries to show instead of the plots' own.
    public var entries: [LegendEntry]?
    /// Largest share of the image width a legend beside the plot may take.
    ///
    /// Beside a pie, an entry that would be cut at this width may take the
    /// room the pie's square leaves instead.
    public var maxWidthFraction: Float
    /// List the plots' entries last plot first when the legend is a column
    /// (beside or inside the plot): a vertical stack is read from its top,
    /// where the last series sits. A legend in a row above or below the plot
    /// keeps the plots' order, the stack's from the axis outward.
    public var listsLastFirst = false

    /// A legend right of the plot area, laid out automatically, unless told otherwise.
    public init(position: Position = .right, columns: Int? = nil, rows: Int? = nil,
                entries: [LegendEntry]? = nil, maxWidthFraction: Float = 0.32, listsLastFirst: Bool = false) {
        self.position = position
        self.columns = columns
        self.rows = rows
        self.entries = entries
        self.maxWidthFraction = maxWidthFraction
        self.listsLastFirst = listsLastFirst
    }

    /// True when the entries are listed last plot first: `listsLastFirst`, for a legend in a column.
    var reversesEntries: Bool { listsLastFirst && position != .top && position != .bottom }
}
