import Charts
import Raster

/// A chart size and scale checked once against `ChartSize`'s limits, with the
/// layout they are drawn at: the value a renderer is handed, so the route of
/// one chart checks the size once and passes the result down.
///
/// Only `ChartSize.checked(scale:)` makes one, so a function that takes a
/// `CheckedSize` cannot be handed a size nobody checked.
package struct CheckedSize: Equatable, Sendable {
    /// The size as asked for, in layout units.
    package let size: ChartSize
    /// Pixels per layout unit, as asked for (the PNG's density).
    package let scale: Float
    /// The size the chart is laid out at (`ChartSize.layout(scale:)`).
    package let layoutSize: Size
    /// The drawing scale that gives `size × scale` pixels from `layoutSize`.
    package let layoutScale: Float
    /// The layout at its scale checked once by the drawing library
    /// (`Charts.PixelSize`, with the raster's pixels), for whoever prepares a
    /// canvas ahead and for the render call, which then does not look at the
    /// numbers again; the drawing library's refusal when it refuses them
    /// (the renderer reports it, where a chart reports a refused size).
    let pixels: Result<PixelSize, ChartError>

    fileprivate init(_ size: ChartSize, scale: Float) {
        self.size = size
        self.scale = scale
        let layout = size.layout(scale: scale)
        layoutSize = layout.size
        layoutScale = layout.scale
        pixels = Result { () throws(ChartError) in try PixelSize(layout.size, scale: layout.scale) }
    }
}

extension ChartSize {
    /// `self` at `scale`, refused as `validate(scale:)` refuses it: the one
    /// place a `CheckedSize` is made.
    package func checked(scale: Float) throws(ReportsError) -> CheckedSize {
        try validate(scale: scale)
        return CheckedSize(self, scale: scale)
    }
}
