// PNGCodec: PNG bytes in and out through libpng.
//
// The front door:
// - `PNGEncoder.encode(width:height:premultipliedRGBA:options:)` turns a
//   premultiplied RGBA8 image into PNG bytes (RGB when every pixel is opaque),
//   and `PNGEncoder.write(...toFile:)` writes it atomically.
// - `PNGEncodeOptions` picks the compression (`.runs`, RepChart's run
//   deflate, or `.zlib(level:filter:strategy:)`), the pHYs scale and the tEXt
//   Software tag; `.runs` is the default, chosen by measuring 1600×1000 chart
//   images (see docs/PERFORMANCE.md).
// - `PNGDecoder.decode(_:)` reads any PNG (palette, gray, 16-bit, interlaced)
//   into straight-alpha RGBA8 `DecodedImage`s, for tests and image comparison.
// - Files are written atomically by FileOutput's `AtomicFile`, which this
//   module re-exports: its `FileWriteError` is part of `PNGError`.
//
// Errors are values: `PNGError` and `FileWriteError`, each a one-line
// description naming what failed and where. libpng itself is only called from
// the CPNGShim C target, which owns setjmp, so a libpng error can never abort
// the process or unwind through Swift frames.
//
// Size limits (shared with Raster's Canvas): at most 16384 pixels per side and
// 64 Mpx (2^26 pixels) in total, checked before any large allocation.

@_exported import FileOutput

/// Image size limits shared by the encoder and the decoder.
public enum PNGLimits {
    /// The largest width or height accepted.
    public static let maxDimension = 16_384
    /// The largest pixel count accepted (64 Mpx = 256 MiB of RGBA8).
    public static let maxPixels = 1 << 26

    /// Throws unless `width`×`height` is a non-empty image within the limits.
    static func check(width: Int, height: Int, what: String) throws(PNGError) {
        guard width > 0, height > 0 else {
            throw PNGError(.invalidSize, "\(what) is \(width)×\(height) pixels; width and height must be at least 1")
        }
        guard width <= maxDimension, height <= maxDimension, width * height <= maxPixels else {
            throw PNGError(.invalidSize, "\(what) is \(width)×\(height) pixels; the limit is \(maxDimension) per side and \(maxPixels / (1 << 20)) Mpx in total")
        }
    }
}
