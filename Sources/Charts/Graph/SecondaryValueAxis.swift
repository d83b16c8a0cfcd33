import Raster
import Typeset

/// A second value axis at the right of the plot area, with a plot space and
/// plots of its own that share the graph's category (x) axis: Core Plot's
/// graph with two plot spaces. Volume bars in kg under an estimated-1RM line
/// in kg, or sets under a body-weight line, each on its own scale.
///
/// Set it as `Graph.secondary`. Its plots are drawn behind the primary plots
/// (bars under a line) unless `drawsInFront`; they take the next palette
/// colours after the primary plots and join the same legend. The right axis
/// draws ticks and labels but no grid lines, so the left axis's grid stays
/// the one the eye follows.
public struct SecondaryValueAxis: Sendable {
    /// The right-hand value axis: its title, ticks, formatter and range policy.
    public var axis: Axis
    /// The plots drawn against this axis's plot space.
    public var plots: [any Plot]
    /// Draw these plots over the primary ones instead of behind them.
    public var drawsInFront: Bool
    /// Put a tick at each of the left axis's tick heights (a nice step
    /// apart, zero at the left's first tick), so the left grid lines serve
    /// both axes; the left axis then ends on its outer ticks.
    public var alignsTicksWithPrimary: Bool

    /// A right-hand axis for `plots`, drawn behind the primary plots unless `drawsInFront`.
    public init(axis: Axis, plots: [any Plot], drawsInFront: Bool = false, alignsTicksWithPrimary: Bool = false) {
        self.axis = axis
        self.plots = plots
        self.drawsInFront = drawsInFront
        self.alignsTicksWithPrimary = alignsTicksWithPrimary
    }

    /// The data this axis must cover.
    func inputs(contexts: [PlotContext]) -> AxisLayout.Inputs {
        var inputs = AxisLayout.Inputs(data: nil, includes: axis.limitBandIncludes, labelRoom: 0)
        for (plot, context) in zip(plots, contexts) {
            let e = plot.extent()
            if let y = e.y { inputs.data = inputs.data?.union(y) ?? y }
            inputs.includes += e.yIncludes
            let room = plot.labelRoom(context: context)
            inputs.labelRoom = max(inputs.labelRoom, room.after, room.before)
        }
        return inputs
    }
}

/// The right axis resolved for a plot area: its layout and its own plot space.
struct SecondaryAxisLayout {
    var axis: Axis
    var layout: AxisLayout
    var space: PlotSpace

    /// Width needed right of the plot area: tick, gap, labels and the title.
    static func room(axis: Axis, layout: AxisLayout, fonts: ChartFonts, tickStyle: LabelStyle,
                     titleStyle: LabelStyle) -> Float {
        let gap = PlotArea.labelGap(tickStyle)
        let title = axis.title != nil ? fonts.textHeight(titleStyle) + gap : 0
        return PlotArea.tickLength + gap + layout.labelDepth + title
    }

    func draw<S: Surface>(on surface: inout S, theme: Theme, fonts: ChartFonts, tickStyle: LabelStyle,
                          titleStyle: LabelStyle) {
        let frame = space.frame
        let line = Paint.solid(theme.axisColor)
        let w = theme.axisLineWidth
        let tick = PlotArea.tickLength
        let gap = PlotArea.labelGap(tickStyle)
        if axis.showsAxisLine {
            surface.fillRect(Rect(x: frame.maxX - w / 2, y: frame.minY, width: w, height: frame.height), with: line)
        }
        for value in layout.majorTicks where layout.range.contains(value) {
            let y = space.deviceY(value)
            surface.fillRect(Rect(x: frame.maxX, y: y - w / 2, width: tick, height: w), with: line)
        }
        let x = frame.maxX + tick + gap
        for label in layout.shownLabels {
            surface.drawText(label.text, style: tickStyle, at: Point(x: x, y: space.deviceY(label.value)),
                             horizontal: .left, vertical: .middle, rotation: 0)
        }
        if let title = axis.title {
            let right = x + layout.labelDepth + gap + fonts.textHeight(titleStyle)
            surface.drawText(fonts.truncated(title, style: titleStyle, maxWidth: frame.height), style: titleStyle,
                             at: Point(x: right, y: frame.midY), horizontal: .center,
                             vertical: .top, rotation: .pi / 2)
        }
    }
}

extension Graph {
    /// The secondary plots' contexts: palette positions continue after the primary plots.
    func secondaryPlotContexts(theme: Theme, fonts: ChartFonts) -> [PlotContext] {
        var index = plots.reduce(0) { $0 + $1.paletteSlots }
        return (secondary?.plots ?? []).map { plot in
            defer { index += plot.paletteSlots }
            return PlotContext(theme: theme, fonts: fonts, seriesIndex: index)
        }
    }

    /// Every plot, primary then secondary (for limits and emptiness).
    var allPlots: [any Plot] { plots + (secondary?.plots ?? []) }
}
