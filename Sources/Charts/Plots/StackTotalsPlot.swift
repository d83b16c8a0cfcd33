import Raster
import Typeset

/// Labels on the ends of stacks (a day's total above its bar). Draws no
/// body; it reserves room past the stacks and writes the text there.
struct StackTotalsPlot: Plot {
    struct Total {
        var location: Double
        /// The stack's far end in the direction of its net total.
        var end: Double
        var text: String
        /// An unfinished stack's extent, drawn as a dashed outline around it; nil for none.
        var outline: PlotRange?
    }

    var totals: [Total]
    var horizontal: Bool
    /// The stacks' width along the category axis, in data units (for outlines).
    var barWidth: Double = 0.7

    var valuesAlongX: Bool { horizontal }

    func extent() -> PlotExtent {
        let ends = PlotRange.enclosing(totals.map(\.end))
        return horizontal ? PlotExtent(x: ends) : PlotExtent(y: ends)
    }

    func labelRoom(context: PlotContext) -> (after: Float, before: Float) {
        let style = totalStyle(context)
        var after: Float = 0, before: Float = 0
        for total in totals {
            let size = horizontal ? context.fonts.width(total.text, style: style) + 10
                                  : context.fonts.textHeight(style) + 8
            if total.end >= 0 { after = max(after, size) } else { before = max(before, size) }
        }
        return (after, before)
    }

    func legendEntries(context: PlotContext) -> [LegendEntry] { [] }

    var paletteSlots: Int { 0 }
    var recordCount: Int { totals.count }

    /// Dashed outlines around unfinished stacks (the week in progress), over their lighter segments.
    func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let unit = horizontal ? space.yUnitLength : space.xUnitLength
        let half = Float(barWidth) * unit / 2
        let width: Float = half >= 4 ? 1.5 : 1
        let style = StrokeStyle(width: width, dash: half >= 4 ? [4, 3] : [2, 2])
        for total in totals {
            guard let extent = total.outline else { continue }
            let lo = min(extent.lower, 0), hi = max(extent.upper, 0)
            let r: Rect
            if horizontal {
                let y = space.deviceY(total.location)
                r = Rect(corner: Point(x: space.deviceX(lo), y: y - half), Point(x: space.deviceX(hi), y: y + half))
            } else {
                let x = space.deviceX(total.location)
                r = Rect(corner: Point(x: x - half, y: space.deviceY(lo)), Point(x: x + half, y: space.deviceY(hi)))
            }
            let inset = r.insetBy(dx: -width / 2, dy: -width / 2)
            surface.stroke(Path(rect: inset), style: style, with: .solid(context.theme.secondaryTextColor))
        }
    }

    func totalStyle(_ context: PlotContext) -> LabelStyle {
        LabelStyle(size: context.theme.fontSizes.valueLabel, bold: true, color: context.theme.textColor)
    }

    func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let style = totalStyle(context)
        if horizontal {
            for total in totals where !total.text.isEmpty {
                let up = total.end >= 0
                let p = Point(x: space.deviceX(total.end) + (up ? 5 : -5), y: space.deviceY(total.location))
                surface.drawText(total.text, style: style, at: p, horizontal: up ? .left : .right,
                                 vertical: .middle, rotation: 0)
            }
            return
        }
        for (total, box) in placedAbove(in: space, context: context) {
            let up = total.end >= 0
            surface.drawText(total.text, style: style, at: Point(x: box.midX, y: up ? box.maxY : box.minY),
                             horizontal: .center, vertical: up ? .bottom : .top, rotation: 0)
        }
    }

    /// The totals written over (or under) their bars, each with its text box.
    /// Narrow bars have labels wider than themselves: a label that would
    /// cross another label or a neighbouring bar is left out, largest totals
    /// placed first, so labels never overlap each other or bars.
    func placedAbove(in space: PlotSpace, context: PlotContext) -> [(Total, Rect)] {
        let style = totalStyle(context)
        let height = context.fonts.textHeight(style)
        let xs = totals.map { space.deviceX($0.location) }.sorted()
        // A bar's half width: at most 0.4 of the closest spacing between stacks.
        let spacing = zip(xs, xs.dropFirst()).map { $1 - $0 }.filter { $0 > 0.5 }.min() ?? space.frame.width
        let half = spacing * 0.4
        let zeroY = space.deviceY(0)
        let bars = totals.map { total -> Rect in
            let x = space.deviceX(total.location), y = space.deviceY(total.end)
            return Rect(x: x - half, y: min(y, zeroY), width: half * 2, height: abs(zeroY - y))
        }
        var placed: [(Total, Rect)] = []
        let order = totals.indices.sorted { abs(totals[$0].end) > abs(totals[$1].end) }
        for i in order where !totals[i].text.isEmpty {
            let total = totals[i]
            let up = total.end >= 0
            let width = context.fonts.width(total.text, style: style)
            let anchorY = space.deviceY(total.end) + (up ? -4 : 4)
            let box = Rect(x: space.deviceX(total.location) - width / 2, y: up ? anchorY - height : anchorY,
                           width: width, height: height)
            let padded = box.insetBy(dx: -2, dy: 0)
            let crosses = placed.contains { $0.1.intersects(padded) }
                || bars.indices.contains { $0 != i && bars[$0].intersects(padded) }
            if !crosses { placed.append((total, box)) }
        }
        return placed.sorted { $0.0.location < $1.0.location }
    }
}
