import Raster

/// A drawing's size in layout units and its scale, checked once against the
/// raster's limits, with the pixels they give.
///
/// Only `init(_:scale:)` makes one, so a render call handed a `PixelSize`
/// (`renderCanvas(at:…)`, `renderSVG(at:…)`) draws without looking at the
/// numbers again: a caller that checked the size earlier on its route (a
/// renderer that prepares the canvas ahead) passes the value down.
public struct PixelSize: Hashable, Sendable {
    /// The size the chart is laid out at, in layout units.
    public let layout: Size
    /// Pixels per layout unit.
    public let scale: Float
    /// The raster's width in pixels (`layout.width × scale`, rounded).
    public let width: Int
    /// The raster's height in pixels.
    public let height: Int

    /// `layout` at `scale`, or `ChartError` when the scale is not in 0...16 or
    /// the pixels would pass `Canvas.maxDimension` a side or `Canvas.maxPixels`.
    public init(_ layout: Size, scale: Float) throws(ChartError) {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ChartError(.scaleOutOfRange(scale))
        }
        let w = layout.width * scale, h = layout.height * scale
        guard w.isFinite, h.isFinite, w >= 1, h >= 1,
              w <= Float(Canvas.maxDimension), h <= Float(Canvas.maxDimension),
              Double(w.rounded()) * Double(h.rounded()) <= Double(Canvas.maxPixels) else {
            throw ChartError(.sizeOutOfRange(layout, scale: scale))
        }
        self.layout = layout
        self.scale = scale
        width = Int(w.rounded())
        height = Int(h.rounded())
    }
}
