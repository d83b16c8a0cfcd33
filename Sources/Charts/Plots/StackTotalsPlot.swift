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
    }

    var totals: [Total]
    var horizontal: Bool

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

    func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {}

    func totalStyle(_ context: PlotContext) -> LabelStyle {
        LabelStyle(size: context.theme.fontSizes.valueLabel, bold: true, color: context.theme.textColor)
    }

    func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let style = totalStyle(context)
        for total in totals where !total.text.isEmpty {
            let up = total.end >= 0
            if horizontal {
                let p = Point(x: space.deviceX(total.end) + (up ? 5 : -5), y: space.deviceY(total.location))
                surface.drawText(total.text, style: style, at: p, horizontal: up ? .left : .right,
                                 vertical: .middle, rotation: 0)
            } else {
                let p = Point(x: space.deviceX(total.location), y: space.deviceY(total.end) + (up ? -4 : 4))
                surface.drawText(total.text, style: style, at: p, horizontal: .center,
                                 vertical: up ? .bottom : .top, rotation: 0)
            }
        }
    }
}
