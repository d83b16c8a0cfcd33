import Raster

/// Text sizes of a theme, in layout units (pixels at scale 1).
public struct FontSizes: Hashable, Sendable {
    /// The chart title.
    public var title: Float
    /// The subtitle and the empty-chart text.
    public var subtitle: Float
    /// Axis titles.
    public var axisTitle: Float
    /// Tick labels.
    public var tickLabel: Float
    /// Legend texts.
    public var legend: Float
    /// Value labels at bar tips, totals, slice labels.
    public var valueLabel: Float

    /// Sizes; the defaults suit a 1200×750 chart.
    public init(title: Float = 28, subtitle: Float = 18, axisTitle: Float = 17, tickLabel: Float = 16,
                legend: Float = 16, valueLabel: Float = 14) {
        self.title = title; self.subtitle = subtitle; self.axisTitle = axisTitle
        self.tickLabel = tickLabel; self.legend = legend; self.valueLabel = valueLabel
    }
}

/// A complete look: background, plot area, axes, grid, text and palette.
/// Colours a caller gives a plot or item always win over the palette, and are drawn exactly as
/// given unless `strokeContrast` or `colorVariants` ask otherwise.
public struct Theme: Hashable, Sendable {
    /// The image background.
    public var background: Color
    /// The plot area's background.
    public var plotAreaBackground: Color
    /// Titles, labels and legend text.
    public var textColor: Color
    /// Subtitles, tick labels, reference-line labels.
    public var secondaryTextColor: Color
    /// Axis lines and ticks.
    public var axisColor: Color
    /// Grid lines.
    public var gridColor: Color
    /// The line between stacked segments, pie slices and bar borders.
    public var separatorColor: Color
    /// Series colours for plots and items without their own.
    public var palette: Palette
    /// Text sizes.
    public var fontSizes: FontSizes
    /// Space between the image edge and everything drawn.
    public var padding: Float
    /// Width of axis lines and ticks; grid lines are 1 (both grow on a canvas above `TypeScale.baseCanvas`).
    public var axisLineWidth: Float
    /// Whether lines and marks are drawn darker or lighter to stand out from the plot area;
    /// `.asGiven` (the default) draws every colour exactly as given.
    public var strokeContrast: StrokeContrastPolicy
    /// Colours drawn in place of others in this theme, by the opaque colour a plot or item is
    /// given (its opacity kept): a caller's own variants for this theme. Empty by default.
    public var colorVariants: [Color: ColorVariant]
    /// What `forCanvas(_:)` multiplied the text sizes and padding by (`TypeScale`):
    /// 1 for a theme as made. Sizes that follow a large canvas, such as a
    /// heatmap's largest cell, read it rather than the text sizes, which a
    /// theme may set to anything.
    public internal(set) var typeScale: Float = 1

    /// A theme from its colours; start from `.light` or `.dark` and change a property to adjust one.
    public init(background: Color, plotAreaBackground: Color, textColor: Color, secondaryTextColor: Color,
                axisColor: Color, gridColor: Color, separatorColor: Color, palette: Palette,
                fontSizes: FontSizes = FontSizes(), padding: Float = 24, axisLineWidth: Float = 1,
                strokeContrast: StrokeContrastPolicy = .asGiven, colorVariants: [Color: ColorVariant] = [:]) {
        self.background = background; self.plotAreaBackground = plotAreaBackground
        self.textColor = textColor; self.secondaryTextColor = secondaryTextColor
        self.axisColor = axisColor; self.gridColor = gridColor; self.separatorColor = separatorColor
        self.palette = palette; self.fontSizes = fontSizes
        self.padding = padding; self.axisLineWidth = axisLineWidth
        self.strokeContrast = strokeContrast; self.colorVariants = colorVariants
    }

    /// Dark text on white; the default.
    public static let light = Theme(
        background: Color(rgb: 0xFFFFFF), plotAreaBackground: Color(rgb: 0xFFFFFF),
        textColor: Color(rgb: 0x1F2328), secondaryTextColor: Color(rgb: 0x4A5059),
        axisColor: Color(rgb: 0x6E7681), gridColor: Color(rgb: 0xE4E7EB),
        separatorColor: Color(rgb: 0xFFFFFF), palette: .okabeIto)

    /// Light text on near-black.
    public static let dark = Theme(
        background: Color(rgb: 0x16181D), plotAreaBackground: Color(rgb: 0x16181D),
        textColor: Color(rgb: 0xE8EAED), secondaryTextColor: Color(rgb: 0xB4B9C2),
        axisColor: Color(rgb: 0x8B929C), gridColor: Color(rgb: 0x30343B),
        separatorColor: Color(rgb: 0x16181D), palette: .okabeItoDark)

    /// The theme for a name ("light" or "dark"), or nil.
    public init?(named name: String) {
        switch name.lowercased() {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }

    /// The palette colour for series `index`.
    public func seriesColor(_ index: Int) -> Color {
        palette.color(at: index, background: plotAreaBackground)
    }
}
