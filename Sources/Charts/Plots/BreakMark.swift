import Raster

/// The mark of a bar too long for its value axis (``BarPlot/brokenRecords``):
/// a slanted gap of the plot area's colour across it, a little inside the
/// plot area's edge, so the bar reads as going on past what is drawn.
enum BreakMark {
    /// How far inside the plot area's edge the gap starts, in device units.
    static let inset: Float = 10
    /// The gap's own width along the bar.
    static let gap: Float = 4
    /// How far the gap slants across the bar.
    static let slant: Float = 4

    /// The gap across `bar` (already reaching the plot area's edge `edge`), for bars along y when `!alongX`;
    /// `scale`: the canvas's `Theme.typeScale`, which the gap grows by as the text does.
    static func path(across bar: Rect, edge: Float, alongX: Bool, scale: Float = 1) -> Path {
        let inset = inset * scale, gap = gap * scale, slant = slant * scale
        var path = Path()
        if alongX {
            let x = edge - inset - gap
            let top = bar.minY - 1, bottom = bar.maxY + 1
            path.move(to: Point(x: x - slant / 2, y: bottom))
            path.line(to: Point(x: x + slant / 2, y: top))
            path.line(to: Point(x: x + slant / 2 + gap, y: top))
            path.line(to: Point(x: x - slant / 2 + gap, y: bottom))
        } else {
            let y = edge + inset
            let left = bar.minX - 1, right = bar.maxX + 1
            path.move(to: Point(x: left, y: y + slant / 2))
            path.line(to: Point(x: right, y: y - slant / 2))
            path.line(to: Point(x: right, y: y - slant / 2 + gap))
            path.line(to: Point(x: left, y: y + slant / 2 + gap))
        }
        path.close()
        return path
    }

    /// Where a broken bar's value label goes: inside the bar, past the gap.
    static func labelPoint(in bar: Rect, edge: Float, alongX: Bool, scale: Float = 1) -> Point {
        let inset = inset * scale, gap = gap * scale, slant = slant * scale
        return alongX ? Point(x: edge - inset - gap - slant - 3, y: bar.midY)
               : Point(x: bar.midX, y: edge + inset + gap + slant + 3)
    }
}
