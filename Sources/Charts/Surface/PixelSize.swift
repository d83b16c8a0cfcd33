import PNGCodec
import Raster

/// A drawing's size in layout units and its scale, checked once against
/// `ImageLimits`, with the pixels they give.
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

    /// `layout` at `scale`, or `ChartError` when the scale or the pixels
    /// (`layout × scale`, rounded) break `ImageLimits`: the scale above 0 and
    /// at most `ImageLimits.maxScale`, each side 1 through
    /// `ImageLimits.maxDimension`, the area at most `ImageLimits.maxPixels`.
    public init(_ layout: Size, scale: Float) throws(ChartError) {
        do throws(ImageLimits.Violation) {
            try ImageLimits.check(scale: scale)
        } catch {
            throw ChartError(.scaleOutOfRange(scale))
        }
        let w = PixelSize.pixels(layout.width * scale), h = PixelSize.pixels(layout.height * scale)
        do throws(ImageLimits.Violation) {
            try ImageLimits.check(width: w, height: h)
        } catch {
            throw ChartError(.sizeOutOfRange(layout, scale: scale))
        }
        self.layout = layout
        self.scale = scale
        width = w
        height = h
    }

    /// `value` rounded to whole pixels; past the limits (or not finite), one
    /// pixel past `ImageLimits.maxDimension`, so converting cannot trap.
    private static func pixels(_ value: Float) -> Int {
        let tooLarge = ImageLimits.maxDimension + 1
        guard value.isFinite else { return tooLarge }
        return Int(min(max(value.rounded(), 0), Float(tooLarge)))
    }
}
