import Raster

/// What a plot is told while it lays out and draws.
public struct PlotContext: Sendable {
    /// The theme the graph is drawn in.
    public var theme: Theme
    /// The fonts, for measuring and drawing labels.
    public var fonts: ChartFonts
    /// The plot's palette position: its colour when it has none of its own.
    public var seriesIndex: Int

    /// A context; graphs make these for their plots.
    public init(theme: Theme, fonts: ChartFonts, seriesIndex: Int) {
        self.theme = theme
        self.fonts = fonts
        self.seriesIndex = seriesIndex
    }

    /// `own` when given, else the palette colour of this plot's series.
    public func color(_ own: Color?, offset: Int = 0) -> Color {
        own ?? theme.seriesColor(seriesIndex + offset)
    }

    var valueLabelStyle: LabelStyle { LabelStyle(size: theme.fontSizes.valueLabel, color: theme.textColor) }
}

/// How much of data space a plot covers, for automatic axis ranges.
public struct PlotExtent: Sendable {
    /// The x range the plot's data covers; nil when it has none.
    public var x: PlotRange?
    /// The y range the plot's data covers; nil when it has none.
    public var y: PlotRange?
    /// Values the x range must include (a horizontal bar plot's base).
    public var xIncludes: [Double]
    /// Values the y range must include (a bar plot's base, an area fill's base).
    public var yIncludes: [Double]

    /// An extent; everything defaults to empty.
    public init(x: PlotRange? = nil, y: PlotRange? = nil, xIncludes: [Double] = [], yIncludes: [Double] = []) {
        self.x = x; self.y = y; self.xIncludes = xIncludes; self.yIncludes = yIncludes
    }

    /// No data at all.
    public static let empty = PlotExtent()
}

/// One series drawn in a plot area, fed by a data source: Core Plot's `CPTPlot`.
///
/// Drawing is split in two so that labels are drawn over every plot body
/// and outside the plot area's clip.
///
/// Plots are `Sendable` values, so a ``Graph`` holding them can be sent to
/// another task or actor and drawn there (see <doc:Concurrency>).
public protocol Plot: Sendable {
    /// The data ranges this plot covers and the values its axes must include.
    func extent() -> PlotExtent
    /// Pixels needed past the data along the value axis (labels at bar tips),
    /// as (past the top or right end, past the bottom or left end).
    func labelRoom(context: PlotContext) -> (after: Float, before: Float)
    /// The legend entries for this plot.
    func legendEntries(context: PlotContext) -> [LegendEntry]
    /// Bars, lines, slices: drawn clipped to the plot area.
    func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S)
    /// Value labels and reference-line labels: drawn after every body, unclipped.
    func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S)
    /// How many palette colours the plot uses (one per series; a pie one per slice).
    var paletteSlots: Int { get }
    /// True when the plot's values run along x (horizontal bars): `labelRoom` is then along x.
    var valuesAlongX: Bool { get }
    /// How many records (bars, points, slices) the plot draws; checked against `ChartLimits`.
    var recordCount: Int { get }
    /// The words of the graph's subtitle that say what the plot is, when
    /// nothing else does (it has no legend entry, like last week's faint bars
    /// behind this week's, "(grey)"): an image whose drawn subtitle does not
    /// hold them whole leaves the plot out too, so it never shows unexplained,
    /// and the value axis fits the plots that are drawn. nil: the plot is
    /// always drawn.
    var subtitleExplanation: String? { get }
}

extension Plot {
    public func labelRoom(context: PlotContext) -> (after: Float, before: Float) { (0, 0) }
    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {}
    public var paletteSlots: Int { 1 }
    public var valuesAlongX: Bool { false }
    public var recordCount: Int { 0 }
    public var subtitleExplanation: String? { nil }
}
