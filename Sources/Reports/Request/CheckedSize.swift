import Charts
import Raster

/// A chart size and scale checked once against `ChartSize`'s limits, with the
/// layout they are drawn at: the value a renderer is handed, so the route of
/// one chart checks the size once and passes the result down.
///
/// Only `ChartSize.checked(scale:)` makes one, so a function that takes a
/// `CheckedSize` cannot be handed a size nobody checked.
public struct CheckedSize: Hashable, Sendable {
    /// The size as asked for, in layout units.
    public let size: ChartSize
    /// Pixels per layout unit, as asked for (the PNG's density).
    public let scale: Float
    /// The size the chart is laid out at (`ChartSize.layout(scale:)`).
    public let layoutSize: Size
    /// The drawing scale that gives `size × scale` pixels from `layoutSize`.
    public let layoutScale: Float
    /// The raster's pixels (`RasterSurface.pixelSize` of the layout), worked
    /// out once for whoever prepares a canvas ahead; nil when the drawing
    /// library would refuse them (the renderer then says why).
    let pixels: Pixels?

    /// A raster's width and height in pixels.
    struct Pixels: Hashable, Sendable {
        let width: Int
        let height: Int
    }

    fileprivate init(_ size: ChartSize, scale: Float) {
        self.size = size
        self.scale = scale
        let layout = size.layout(scale: scale)
        layoutSize = layout.size
        layoutScale = layout.scale
        pixels = (try? RasterSurface.pixelSize(layout.size, scale: layout.scale)).map { Pixels(width: $0.width, height: $0.height) }
    }
}

extension ChartSize {
    /// `self` at `scale`, refused as `validate(scale:)` refuses it: the one
    /// place a `CheckedSize` is made.
    public func checked(scale: Float) throws(ReportsError) -> CheckedSize {
        try validate(scale: scale)
        return CheckedSize(self, scale: scale)
    }
}
