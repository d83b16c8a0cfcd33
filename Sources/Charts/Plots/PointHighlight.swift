import Raster
import Typeset

/// One point singled out, such as the best lift of a progress line: a larger
/// outlined marker and a label above it. The label is the first of `labels`
/// that fits inside the plot area above the marker (slid sideways to stay
/// inside, never off the plot), so it covers neither the series below its
/// highest point nor text outside the plot; when none fits, the marker stands alone.
/// It asks its axis for room above the point, takes no palette colour and adds no legend entry.
public struct PointHighlight: Plot {
    /// The point's position along the x axis, in data units.
    public var x: Double
    /// The point's value along the y axis, in data units.
    public var y: Double
    /// Label texts, longest first ("best 142.5 kg · 3 Oct", "best 142.5 kg", "142.5 kg").
    public var labels: [String]
    /// The marker's colour (drawn with stroke contrast); nil: the theme's text colour.
    public var color: Color?
    /// The marker's width in layout units.
    public var size: Float

    /// A highlighted point at (`x`, `y`) with the first of `labels` that fits.
    public init(x: Double, y: Double, labels: [String], color: Color? = nil, size: Float = 15) {
        self.x = x
        self.y = y
        self.labels = labels
        self.color = color
        self.size = size
    }

    public var paletteSlots: Int { 0 }
    public var recordCount: Int { 1 }

    public func extent() -> PlotExtent {
        PlotExtent(x: PlotRange(x, x), y: PlotRange(y, y))
    }

    public func labelRoom(context: PlotContext) -> (after: Float, before: Float) {
        let height = labels.isEmpty ? 0 : context.fonts.textHeight(Self.style(context))
        let size = size * context.theme.typeScale
        return (size / 2 + Self.gap + height + 4, size / 2 + 2)
    }

    public func legendEntries(context: PlotContext) -> [LegendEntry] { [] }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {}

    /// The marker and label, over every plot body.
    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let p = space.devicePoint(x: x, y: y)
        guard space.frame.insetBy(dx: -0.5, dy: -0.5).contains(p) else { return }
        let stroke = context.theme.strokeColor(color ?? context.theme.textColor)
        // The marker carries the whole label as its title (an SVG's tooltip), even when a shorter one is shown.
        if let title = labels.first { surface.beginMark(title: title) }
        // Grown with a large canvas's text, as a line plot's markers are (`TypeScale`).
        let size = size * context.theme.typeScale
        surface.fill(PlotSymbol.path(.circle, center: p, size: size + 4), with: .solid(context.theme.plotAreaBackground),
                     rule: .nonZero)
        surface.fill(PlotSymbol.path(.circle, center: p, size: size), with: .solid(stroke), rule: .nonZero)
        if labels.first != nil { surface.endMark() }
        guard let box = labelBox(at: p, frame: space.frame, context: context) else { return }
        surface.fillRect(box.frame.insetBy(dx: -2, dy: -1),
                         with: .solid(context.theme.plotAreaBackground.withOpacity(0.85)))
        surface.drawText(box.text, style: Self.style(context), at: Point(x: box.frame.minX, y: box.frame.midY),
                         horizontal: .left, vertical: .middle, rotation: 0)
    }

    /// The first label that fits above the marker inside `frame`, centred on the point where it can be.
    func labelBox(at p: Point, frame: Rect, context: PlotContext) -> (text: String, frame: Rect)? {
        let style = Self.style(context)
        let height = context.fonts.textHeight(style)
        let bottom = p.y - size * context.theme.typeScale / 2 - Self.gap
        guard bottom - height >= frame.minY + 1 else { return nil }
        for text in labels {
            let width = context.fonts.width(text, style: style)
            guard width <= frame.width - 6 else { continue }
            let left = min(max(p.x - width / 2, frame.minX + 3), frame.maxX - 3 - width)
            return (text, Rect(x: left, y: bottom - height, width: width, height: height))
        }
        return nil
    }

    static let gap: Float = 4

    static func style(_ context: PlotContext) -> LabelStyle {
        LabelStyle(size: context.theme.fontSizes.valueLabel, bold: true, color: context.theme.textColor)
    }
}
