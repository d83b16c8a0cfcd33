import Raster
import Typeset

/// A whole chart: title, subtitle, a plot area with axes and plots, and a
/// legend; Core Plot's `CPTXYGraph`. Graphs are values: build one, then lay
/// it out and draw it at any size, scale and theme.
///
/// A graph with no axes (a pie) gives its plots the whole plot area.
///
/// A graph is `Sendable`: every part of it (plots, their data sources, axes,
/// legend) is a value, so one built on one task can be rendered on another
/// (see <doc:Concurrency>).
public struct Graph: Sendable {
    /// The title above everything.
    public var title: String?
    /// Shorter forms of `title`, longest first, for an image too narrow for it:
    /// the first that fits is drawn, and only the last is cut with "…" (so a
    /// title can keep its dates by dropping words first).
    public var shortTitles: [String] = []
    /// Titles for an image too small for the subtitle and the axis titles,
    /// which the layout then leaves out: tried first, longest first, so the
    /// title still says what is measured ("Volume (kg) · 16–22 Nov 2026"),
    /// then `title` and `shortTitles`.
    public var titlesWithoutCaptions: [String] = []
    /// A smaller line under the title.
    public var subtitle: String?
    /// Shorter forms of `subtitle`, longest first, for an image with room for
    /// only one line of it: when `subtitle` does not fit that line, the first
    /// form that fits whole is drawn in its place (so a small pie still says
    /// its total, which the cut line left out).
    public var shortSubtitles: [String] = []
    /// The plots, drawn in order (later ones on top); palette colours follow this order.
    public var plots: [any Plot]
    /// The horizontal axis (below the plot area).
    public var xAxis: Axis?
    /// The vertical axis (left of the plot area).
    public var yAxis: Axis?
    /// The legend; nil shows none.
    public var legend: Legend?
    /// Space inside the image edge; nil uses the theme's.
    public var padding: Float?
    /// Shown in the plot area when no plot has data, broken at its spaces onto
    /// as many lines as the image's width needs (centred on the plot area,
    /// inside the margins) and the room below the plot area's top holds.
    public var emptyText: String
    /// Replacement texts for the plots' legend entries, in order (colours stay
    /// the plots'); used when the data source words the legend itself.
    public var legendTexts: [String]?
    /// A second value axis at the right with plots of its own (see `SecondaryValueAxis`).
    public var secondary: SecondaryValueAxis?

    /// A graph; leave both axes nil for a pie. Every setting is described on its property.
    public init(title: String? = nil, subtitle: String? = nil, plots: [any Plot] = [], xAxis: Axis? = nil,
                yAxis: Axis? = nil, legend: Legend? = nil, padding: Float? = nil, emptyText: String = "No data",
                shortTitles: [String] = [], legendTexts: [String]? = nil, secondary: SecondaryValueAxis? = nil) {
        self.title = title
        self.shortTitles = shortTitles
        self.legendTexts = legendTexts
        self.secondary = secondary
        self.subtitle = subtitle
        self.plots = plots
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.legend = legend
        self.padding = padding
        self.emptyText = emptyText
    }

    /// Where everything goes in an image of `size` layout units (text set for that canvas, `TypeScale`).
    func layout(size: Size, theme: Theme, fonts: ChartFonts) -> GraphLayout {
        GraphLayout(graph: self, size: size, theme: theme.forCanvas(size), fonts: fonts)
    }

    /// Draws the graph onto `surface`, which covers `size` layout units.
    public func draw<S: Surface>(on surface: inout S, size: Size, theme: Theme, fonts: ChartFonts) {
        surface.fillRect(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(theme.background))
        drawOverBackground(layout(size: size, theme: theme, fonts: fonts), on: &surface, size: size, theme: theme,
                           fonts: fonts)
    }

    /// `draw` on a surface that already holds the theme's opaque background
    /// (a canvas made filled with it): the image is written once, not twice.
    /// `layout` is `layout(size:theme:fonts:)` with the same arguments, made
    /// by the caller so it can be made before the surface is ready.
    func drawOverBackground<S: Surface>(_ layout: GraphLayout, on surface: inout S, size: Size, theme: Theme,
                                        fonts: ChartFonts) {
        // Plots read their text sizes from the theme, so they get the canvas's sizes too.
        let theme = theme.forCanvas(size)
        layout.plotArea.drawBackground(on: &surface, theme: theme)

        let contexts = plotContexts(theme: theme, fonts: fonts)
        let right = layout.plotArea.secondary
        let secondaryPairs = Array(zip(secondary?.plots ?? [], secondaryPlotContexts(theme: theme, fonts: fonts)))
        let secondaryInFront = secondary?.drawsInFront == true
        surface.pushClip(layout.plotArea.frame)
        if let right, !secondaryInFront {
            for (plot, context) in secondaryPairs { plot.drawBody(in: right.space, context: context, on: &surface) }
        }
        for (index, (plot, context)) in zip(plots, contexts).enumerated() where !layout.leftOut.contains(index) {
            plot.drawBody(in: layout.plotArea.space, context: context, on: &surface)
        }
        if let right, secondaryInFront {
            for (plot, context) in secondaryPairs { plot.drawBody(in: right.space, context: context, on: &surface) }
        }
        surface.popClip()
        layout.plotArea.drawAxes(on: &surface, theme: theme)
        if let right {
            right.draw(on: &surface, theme: theme, fonts: fonts, tickStyle: layout.plotArea.tickStyle,
                       titleStyle: layout.plotArea.titleStyle)
            for (plot, context) in secondaryPairs { plot.drawLabels(in: right.space, context: context, on: &surface) }
        }
        for (index, (plot, context)) in zip(plots, contexts).enumerated() where !layout.leftOut.contains(index) {
            plot.drawLabels(in: layout.plotArea.space, context: context, on: &surface)
        }
        if layout.isEmpty {
            // Each line centred, the block in the middle of the plot area where it fits.
            let style = layout.emptyStyle(theme)
            let lineHeight = layout.fonts.lineHeight(style)
            let center = layout.emptyCenter
            let top = center.y - lineHeight * Float(layout.emptyLines.count - 1) / 2
            for (index, line) in layout.emptyLines.enumerated() {
                surface.drawText(line, style: style, at: Point(x: center.x, y: top + lineHeight * Float(index)),
                                 horizontal: .center, vertical: .middle, rotation: 0)
            }
        }
        layout.drawLegend(on: &surface, theme: theme)
        layout.drawTitles(on: &surface, theme: theme)
    }

    /// Each plot's context: palette positions follow the plots in order.
    func plotContexts(theme: Theme, fonts: ChartFonts) -> [PlotContext] {
        var index = 0
        return plots.map { plot in
            defer { index += plot.paletteSlots }
            return PlotContext(theme: theme, fonts: fonts, seriesIndex: index)
        }
    }
}
