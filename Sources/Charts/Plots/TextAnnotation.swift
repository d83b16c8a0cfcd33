import Raster

/// A note at a data point ("PR", "sick week"): text centred on the point,
/// or moved from it by `offset`, with a thin leader line from the text to
/// the point when moved.
///
/// Add it to a graph's plots, after the plots it annotates so it is drawn
/// over them. The text stays inside the plot area (slid back in when the
/// offset or the point would put it outside); nothing is drawn when the
/// point itself is off the plot. It widens the axes to show its point,
/// takes no palette colour and is named in the legend only when `showsInLegend`.
public struct TextAnnotation: Plot, Sendable {
    /// The point's position along the x axis, in data units.
    public var x: Double
    /// The point's value along the y axis, in data units.
    public var y: Double
    /// The note; one line.
    public var text: String
    /// Where the text's centre is from the point, in layout units (y down:
    /// negative is above). Zero puts the text on the point, without a leader.
    public var offset: Size
    /// The text and leader colour; nil: the theme's text colour.
    public var color: Color?
    /// Also name the note in the legend (a line swatch of its colour).
    public var showsInLegend: Bool

    /// A note at (`x`, `y`), its text centred `offset` away from the point.
    public init(x: Double, y: Double, text: String, offset: Size = Size(width: 0, height: -28),
                color: Color? = nil, showsInLegend: Bool = false) {
        self.x = x
        self.y = y
        self.text = text
        self.offset = offset
        self.color = color
        self.showsInLegend = showsInLegend
    }

    public var paletteSlots: Int { 0 }
    public var recordCount: Int { 1 }

    public func extent() -> PlotExtent {
        guard x.isFinite, y.isFinite else { return .empty }
        return PlotExtent(x: PlotRange(x, x), y: PlotRange(y, y))
    }

    public func legendEntries(context: PlotContext) -> [LegendEntry] {
        guard showsInLegend, !text.isEmpty else { return [] }
        return [LegendEntry(text: text, color: textColor(context), swatch: .line(width: 1, symbol: nil))]
    }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {}

    /// The leader, then the text on a light backing, over every plot body.
    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        guard let placed = placement(in: space, context: context) else { return }
        let color = textColor(context)
        if let leader = placed.leader {
            var path = Path()
            path.move(to: leader.from)
            path.line(to: leader.to)
            surface.stroke(path, style: StrokeStyle(width: 1, cap: .butt), with: .solid(color))
        }
        surface.fillRect(placed.frame.insetBy(dx: -2, dy: -1),
                         with: .solid(context.theme.plotAreaBackground.withOpacity(0.85)))
        var style = context.valueLabelStyle
        style.color = color
        surface.drawText(text, style: style, at: Point(x: placed.frame.midX, y: placed.frame.midY),
                         horizontal: .center, vertical: .middle, rotation: 0)
    }

    /// The text's frame inside the plot area and, when it sits away from the
    /// point, the leader from the frame's nearest edge to the point; nil when
    /// the point is off the plot or the text is wider or taller than the plot area.
    func placement(in space: PlotSpace, context: PlotContext) -> (frame: Rect, leader: (from: Point, to: Point)?)? {
        guard !text.isEmpty, x.isFinite, y.isFinite else { return nil }
        let point = space.devicePoint(x: x, y: y)
        let plot = space.frame
        guard plot.insetBy(dx: -0.5, dy: -0.5).contains(point) else { return nil }
        let style = context.valueLabelStyle
        let width = context.fonts.width(text, style: style), height = context.fonts.textHeight(style)
        let inner = plot.insetBy(dx: 3, dy: 2)
        guard width <= inner.width, height <= inner.height else { return nil }
        // Clamped, not dropped: a note near the edge still shows, slid inside.
        let left = min(max(point.x + offset.width - width / 2, inner.minX), inner.maxX - width)
        let top = min(max(point.y + offset.height - height / 2, inner.minY), inner.maxY - height)
        let frame = Rect(x: left, y: top, width: width, height: height)
        // The leader starts where the line to the point leaves the text's backing.
        let backing = frame.insetBy(dx: -2, dy: -1)
        guard !backing.insetBy(dx: -2, dy: -2).contains(point) else { return (frame, nil) }
        let from = Point(x: min(max(point.x, backing.minX), backing.maxX),
                         y: min(max(point.y, backing.minY), backing.maxY))
        return (frame, (from, point))
    }

    private func textColor(_ context: PlotContext) -> Color {
        context.theme.strokeColor(color ?? context.theme.textColor)
    }
}
