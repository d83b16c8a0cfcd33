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
        surface.stroke(stripes(across: box, step: 4), style: StrokeStyle(width: 1), with: .solid(ink))
        surface.popClip()
        surface.stroke(Path(rect: box.insetBy(dx: 0.5, dy: 0.5)), style: StrokeStyle(width: 1), with: .solid(ink))
    }

    /// Diagonal lines `step` apart across `rect`, rising to the right; the caller clips them to it.
    static func stripes(across rect: Rect, step: Float) -> Path {
        var path = Path()
        var x = rect.minX - rect.height
        while x < rect.maxX {
            path.move(to: Point(x: x, y: rect.maxY))
            path.line(to: Point(x: x + rect.height, y: rect.minY))
            x += step
        }
        return path
    }
}
