import Raster

/// The mark of a bar whose numbers are not final yet (the week in progress):
/// diagonal stripes of the plot area's colour across it, half see-through,
/// inside a dashed outline. The bar keeps its colour: a lighter tint would
/// read as another series.
enum UnfinishedMark {
    /// Marks `rect`, a bar (or a stack) `halfWidth` device units either side of its location.
    static func draw<S: Surface>(_ rect: Rect, halfWidth: Float, context: PlotContext, on surface: inout S) {
        let width: Float = halfWidth >= 4 ? 1.5 : 1
        let style = StrokeStyle(width: width, dash: halfWidth >= 4 ? [4, 3] : [2, 2])
        if rect.width > 2, rect.height > 2 {
            surface.pushClip(rect)
            surface.stroke(HatchedBox.stripes(across: rect, step: 6), style: StrokeStyle(width: 1.5),
                           with: .solid(context.theme.plotAreaBackground.withOpacity(0.55)))
            surface.popClip()
        }
        let inset = rect.insetBy(dx: -width / 2, dy: -width / 2)
        surface.stroke(Path(rect: inset), style: style, with: .solid(context.theme.secondaryTextColor))
    }
}
