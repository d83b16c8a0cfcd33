/// The size limits of every image RepChart's drawing stack makes or reads:
/// the one set, checked by each layer through `check(width:height:)` and
/// `check(scale:)` and wrapped in that layer's error, never re-stated.
///
/// They live here, in the lowest module that needs them (the PNG encoder and
/// decoder check sizes before allocating); Raster's `Canvas`, Charts'
/// `PixelSize` and the application use the same values.
public enum ImageLimits {
    /// The largest width or height accepted, in pixels.
    public static let maxDimension = 16_384
    /// The largest pixel count accepted (64 Mpx = 256 MiB of RGBA8).
    public static let maxPixels = 1 << 26
    /// The largest drawing scale (pixels per layout unit): past it, text and
    /// strokes are sized for a density no screen or print has.
    public static let maxScale: Float = 8

    /// Which limit an image size or scale breaks.
    public enum Violation: Error, Equatable, Sendable {
        /// A side is below one pixel.
        case sideBelowOne
        /// A side is above `maxDimension` pixels (the limit).
        case sideAbove(Int)
        /// The area is above `maxPixels` pixels (the limit).
        case areaAbove(Int)
        /// The scale is not finite, not above 0, or above `maxScale` (the limit).
        case scaleOutOfRange(Float)
    }

    /// Throws the limit `width`×`height` pixels breaks: each side 1 through
    /// `maxDimension`, the area at most `maxPixels`.
    public static func check(width: Int, height: Int) throws(Violation) {
        guard width >= 1, height >= 1 else { throw .sideBelowOne }
        guard width <= maxDimension, height <= maxDimension else { throw .sideAbove(maxDimension) }
        // Both sides are at most 2^14 here: the product cannot overflow.
        guard width * height <= maxPixels else { throw .areaAbove(maxPixels) }
    }

    /// Throws unless `scale` is finite, above 0 and at most `maxScale`.
    public static func check(scale: Float) throws(Violation) {
        guard scale.isFinite, scale > 0, scale <= maxScale else { throw .scaleOutOfRange(maxScale) }
    }

    /// Throws unless `width`×`height` is a non-empty image within the limits,
    /// as a `PNGError` naming `what`.
    static func check(width: Int, height: Int, what: String) throws(PNGError) {
        do throws(Violation) {
            try check(width: width, height: height)
        } catch .sideBelowOne {
            throw PNGError(.invalidSize, "\(what) is \(width)×\(height) pixels; width and height must be at least 1")
        } catch {
            throw PNGError(.invalidSize, "\(what) is \(width)×\(height) pixels; the limit is \(maxDimension) per side and \(maxPixels / (1 << 20)) Mpx in total")
        }
    }
}
