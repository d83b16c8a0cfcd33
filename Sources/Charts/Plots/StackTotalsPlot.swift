import Raster
import Typeset

/// Labels on the ends of stacks (a day's total above its bar), and the stubs
/// of sections with nothing to stack that must still be seen: a short hatched
/// box at the axis with its text beyond it ("6 sets"). It reserves room past
/// the stacks and writes the text there.
struct StackTotalsPlot: Plot {
    struct Total {
        var location: Double
        /// The stack's far end in the direction of its net total (0 for a stub).
        var end: Double
        var text: String
        /// A stub: drawn as a short hatched box at the axis, its text past it.
        var isStub = false
        /// The stub's mark title (an SVG shows it on hover); nil uses `text`.
        var title: String? = nil
        /// An unfinished stack's extent, drawn as a dashed outline around it; nil for none.
        var outline: PlotRange?
        /// A stack that also holds work its metric cannot measure: a stub drawn
        /// on its end (not at the axis), the text past that stub.
        var onTopStub = false
        /// The stub's colours, one per series it stands for, side by side across
        /// the stub; empty draws it in the theme's secondary text colour.
        var colors: [Color] = []
    }

    var totals: [Total]
    var horizontal: Bool
    /// The stacks' width as a fraction of the distance between categories, in data units (a stub is as wide).
    var barWidth: Double = 0.7
    /// The legend's entries for series the metric cannot measure at all (hatched swatches).
    var unmeasuredLegend: [LegendEntry] = []

    var valuesAlongX: Bool { horizontal }

    func extent() -> PlotExtent {
        let ends = PlotRange.enclosing(totals.map(\.end))
        return horizontal ? PlotExtent(x: ends) : PlotExtent(y: ends)
    }

    /// How far a stub reaches from the axis, in layout units: a little of the
    /// plot, enough to see at the smallest size, never more than a line of text
    /// (so it never reads as a value). `along`: the plot's extent along values.
    func stubLength(_ context: PlotContext, along: Float? = nil) -> Float {
        let most = context.theme.fontSizes.valueLabel * 1.2
        guard let along else { return most }
        return min(max(6, along * 0.03), most)
    }

    func labelRoom(context: PlotContext) -> (after: Float, before: Float) {
        var after: Float = 0, before: Float = 0
        for total in totals {
            let style = total.isStub ? stubStyle(context) : totalStyle(context)
            var size = horizontal ? context.fonts.width(total.text, style: style) + 10
                                  : context.fonts.textHeight(style) + 8
            if total.isStub || total.onTopStub { size += stubLength(context) }
            if total.end >= 0 { after = max(after, size) } else { before = max(before, size) }
        }
        return (after, before)
    }

    func legendEntries(context: PlotContext) -> [LegendEntry] { unmeasuredLegend }

    var paletteSlots: Int { 0 }
    var recordCount: Int { totals.count }

    func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        drawStubs(in: space, context: context, on: &surface)
        drawOutlines(in: space, context: context, on: &surface)
    }

    /// Stubs: short hatched boxes at the axis for sections with sets but nothing to stack.
    func drawStubs<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let ink = context.theme.secondaryTextColor
        for total in totals where total.isStub || total.onTopStub {
            let box = stubRect(total, in: space, context: context)
            surface.beginMark(title: total.title ?? total.text)
            guard !total.colors.isEmpty else {
                HatchedBox.draw(box, ink: ink, background: context.theme.plotAreaBackground, on: &surface)
                surface.endMark()
                continue
            }
            // Each series its own stripe across the stub, in its own colour.
            let count = Float(total.colors.count)
            for (i, color) in total.colors.enumerated() {
                let part = horizontal
                    ? Rect(x: box.minX, y: box.minY + box.height * Float(i) / count, width: box.width, height: box.height / count)
                    : Rect(x: box.minX + box.width * Float(i) / count, y: box.minY, width: box.width / count, height: box.height)
                HatchedBox.draw(part, ink: context.theme.strokeColor(color), background: context.theme.plotAreaBackground,
                                fillShare: HatchedBox.identityFillShare, on: &surface)
            }
            surface.endMark()
        }
    }

    /// The stub's box: as wide as a bar, `stubLength` out from the axis (or,
    /// `onTopStub`, from the stack's end).
    func stubRect(_ total: Total, in space: PlotSpace, context: PlotContext) -> Rect {
        let length = stubLength(context, along: horizontal ? space.frame.width : space.frame.height)
        let base = total.onTopStub ? total.end : 0
        if horizontal {
            let half = max(Float(barWidth) * space.yUnitLength / 2, 1)
            return Rect(x: space.deviceX(base), y: space.deviceY(total.location) - half, width: length, height: half * 2)
        }
        let half = max(Float(barWidth) * space.xUnitLength / 2, 1)
        let baseY = space.deviceY(base)
        return Rect(x: space.deviceX(total.location) - half, y: baseY - length, width: half * 2, height: length)
    }

    /// Hatching and a dashed outline over unfinished stacks (the week in progress): their
    /// segments keep their colours, so the stripes, not a tint, say the numbers are not final.
    func drawOutlines<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let unit = horizontal ? space.yUnitLength : space.xUnitLength
        let half = Float(barWidth) * unit / 2
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
            UnfinishedMark.draw(r, halfWidth: half, context: context, on: &surface)
        }
    }

    func totalStyle(_ context: PlotContext) -> LabelStyle {
        LabelStyle(size: context.theme.fontSizes.valueLabel, bold: true, color: context.theme.textColor)
    }

    func stubStyle(_ context: PlotContext) -> LabelStyle {
        LabelStyle(size: context.theme.fontSizes.valueLabel, color: context.theme.secondaryTextColor)
    }

    func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        if horizontal {
            for total in totals where !total.text.isEmpty {
                let up = total.end >= 0
                let start = total.isStub || total.onTopStub ? stubRect(total, in: space, context: context).maxX
                                                            : space.deviceX(total.end)
                let p = Point(x: start + (up ? 5 : -5), y: space.deviceY(total.location))
                surface.drawText(total.text, style: total.isStub ? stubStyle(context) : totalStyle(context), at: p,
                                 horizontal: up ? .left : .right, vertical: .middle, rotation: 0)
            }
            return
        }
        for (total, box) in placedAbove(in: space, context: context) {
            let up = total.end >= 0
            surface.drawText(total.text, style: total.isStub ? stubStyle(context) : totalStyle(context),
                             at: Point(x: box.midX, y: up ? box.maxY : box.minY),
                             horizontal: .center, vertical: up ? .bottom : .top, rotation: 0)
        }
    }

    /// The totals written over (or under) their bars, each with its text box.
    /// Narrow bars have labels wider than themselves: a label that would
    /// cross another label or a neighbouring bar is left out, largest totals
    /// placed first, so labels never overlap each other or bars. A stub's
    /// text ("6 sets") goes in whole or not at all: its number alone would
    /// read in the value axis's unit (6 minutes beside a duration axis).
    func placedAbove(in space: PlotSpace, context: PlotContext) -> [(Total, Rect)] {
        let height = context.fonts.textHeight(totalStyle(context))
        let xs = totals.map { space.deviceX($0.location) }.sorted()
        // A bar's half width: at most 0.4 of the closest spacing between stacks.
        let spacing = zip(xs, xs.dropFirst()).map { $1 - $0 }.filter { $0 > 0.5 }.min() ?? space.frame.width
        let half = spacing * 0.4
        let zeroY = space.deviceY(0)
        let bars = totals.map { total -> Rect in
            if total.isStub { return stubRect(total, in: space, context: context) }
            let x = space.deviceX(total.location)
            var y = space.deviceY(total.end)
            if total.onTopStub { y = stubRect(total, in: space, context: context).minY }
            return Rect(x: x - half, y: min(y, zeroY), width: half * 2, height: abs(zeroY - y))
        }
        var placed: [(Total, Rect)] = []
        let order = totals.indices.sorted { abs(totals[$0].end) > abs(totals[$1].end) }
        for i in order where !totals[i].text.isEmpty {
            let total = totals[i]
            let up = total.end >= 0
            let style = total.isStub ? stubStyle(context) : totalStyle(context)
            let anchorY = (total.isStub || total.onTopStub ? bars[i].minY : space.deviceY(total.end)) + (up ? -4 : 4)
            let width = context.fonts.width(total.text, style: style)
            // Over its bar, and inside the plot: a label wider than the first or last
            // bar moves in rather than across the value axis and its labels.
            let centered = space.deviceX(total.location) - width / 2
            let x = min(max(centered, space.frame.minX + 2), space.frame.maxX - 2 - width)
            let box = Rect(x: width + 4 <= space.frame.width ? x : centered, y: up ? anchorY - height : anchorY,
                           width: width, height: height)
            let padded = box.insetBy(dx: -2, dy: 0)
            let crosses = placed.contains { $0.1.intersects(padded) }
                || bars.indices.contains { $0 != i && bars[$0].intersects(padded) }
            if !crosses { placed.append((total, box)) }
        }
        return placed.sorted { $0.0.location < $1.0.location }
    }
}
