import Raster

/// A box of work a chart's metric cannot measure: a faint fill so it reads as
/// a mark, hatching so it never reads as a small value, an outline. Stubs and
/// their legend swatches draw it alike.
enum HatchedBox {
    /// The faint fill's share of a series' own colour: enough to show its hue between the hatching.
    static let identityFillShare: Float = 0.3
    /// Draws `box` in `ink` over `background`; `fillShare` is how much of the ink the faint fill takes.
    static func draw<S: Surface>(_ box: Rect, ink: Color, background: Color, fillShare: Float = 0.14,
                                 on surface: inout S) {
        surface.fillRect(box, with: .solid(background.mixed(with: ink, fillShare)))
        surface.pushClip(box)
        var hatch = Path()
        let step: Float = 4
        var x = box.minX - box.height
        while x < box.maxX {
            hatch.move(to: Point(x: x, y: box.maxY))
            hatch.line(to: Point(x: x + box.height, y: box.minY))
            x += step
        }
        surface.stroke(hatch, style: StrokeStyle(width: 1), with: .solid(ink))
        surface.popClip()
        surface.stroke(Path(rect: box.insetBy(dx: 0.5, dy: 0.5)), style: StrokeStyle(width: 1), with: .solid(ink))
    }
}
