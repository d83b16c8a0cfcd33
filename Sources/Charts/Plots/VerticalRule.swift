import Raster

/// A vertical line down the plot area at an x value, with an optional label
/// ("deload", "new program"): the x-axis counterpart of `ReferenceLine`.
///
/// Add it to a graph's plots. It widens the x range to show its value, takes
/// no palette colour and is named in the legend only when `showsInLegend`;
/// otherwise its label sits inside the plot area at the rule's top, or is
/// left out when it does not fit there.
public struct VerticalRule: Plot, Sendable {
    /// Where the rule is, in data units of the x axis.
    public var x: Double
    /// Text beside the rule's top end (or the legend's text); nil for none.
    public var label: String?
    /// nil uses the theme's secondary text colour.
    public var color: Color?
    /// The line's width in layout units.
    public var width: Float
    /// Dash lengths (on, off, …) in layout units; empty for a solid line.
    public var dash: [Float]
    /// Name the rule in the legend (a dashed swatch and `label`) instead of
    /// writing the label beside it.
    public var showsInLegend: Bool

    /// A rule at `x`, dashed unless `dash` is empty.
    public init(x: Double, label: String? = nil, color: Color? = nil, width: Float = 1.5,
                dash: [Float] = [7, 5], showsInLegend: Bool = false) {
        self.x = x
        self.label = label
        self.color = color
        self.width = width
        self.dash = dash
        self.showsInLegend = showsInLegend
    }

    public var paletteSlots: Int { 0 }
    public var recordCount: Int { 1 }

    public func extent() -> PlotExtent {
        x.isFinite ? PlotExtent(x: PlotRange(x, x)) : .empty
    }

    public func legendEntries(context: PlotContext) -> [LegendEntry] {
        guard showsInLegend, let label, !label.isEmpty else { return [] }
        let s = context.theme.typeScale
        return [LegendEntry(text: label, color: lineColor(context),
                            swatch: .dashedLine(width: width * s, dash: dash.map { $0 * s }))]
    }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        guard let device = deviceX(in: space) else { return }
        var path = Path()
        path.move(to: device, space.frame.minY)
        path.line(to: device, space.frame.maxY)
        // Grown with a large canvas's text (`TypeScale`).
        let s = context.theme.typeScale
        surface.stroke(path, style: StrokeStyle(width: width * s, cap: .butt, dash: dash.map { $0 * s }),
                       with: .solid(lineColor(context)))
    }

    /// The label at the rule's top: right of it, else left of it; left out
    /// when neither side of the plot area has room.
    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        guard !showsInLegend, let box = labelBox(in: space, context: context) else { return }
        surface.fillRect(box.frame.insetBy(dx: -2, dy: -1),
                         with: .solid(context.theme.plotAreaBackground.withOpacity(0.85)))
        var style = context.valueLabelStyle
        style.color = lineColor(context)
        surface.drawText(box.text, style: style, at: Point(x: box.frame.minX, y: box.frame.midY),
                         horizontal: .left, vertical: .middle, rotation: 0)
    }

    /// The label's text and frame, inside the plot area; nil when there is none or it does not fit.
    func labelBox(in space: PlotSpace, context: PlotContext) -> (text: String, frame: Rect)? {
        guard let label, !label.isEmpty, let device = deviceX(in: space) else { return nil }
        let style = context.valueLabelStyle
        let textWidth = context.fonts.width(label, style: style), height = context.fonts.textHeight(style)
        let frame = space.frame
        guard height + 8 <= frame.height else { return nil }
        let gap = width * context.theme.typeScale / 2 + 4
        let right = device + gap, left = device - gap - textWidth
        let x: Float
        if right + textWidth <= frame.maxX - 3 { x = right } else if left >= frame.minX + 3 { x = left } else { return nil }
        return (label, Rect(x: x, y: frame.minY + 4, width: textWidth, height: height))
    }

    /// The rule's device x, or nil when the value lies outside the plot area.
    private func deviceX(in space: PlotSpace) -> Float? {
        guard x.isFinite else { return nil }
        let device = space.deviceX(x)
        return device >= space.frame.minX - 0.5 && device <= space.frame.maxX + 0.5 ? device : nil
    }

    private func lineColor(_ context: PlotContext) -> Color {
        context.theme.strokeColor(color ?? context.theme.secondaryTextColor)
    }
}
