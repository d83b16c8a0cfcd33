// Raster: a small, exact scanline rasterizer for charts.
//
// The front door is `Canvas`: a premultiplied RGBA8 image you `fill` and
// `stroke` `Path`s on with a `Paint` (solid, linear or radial gradient),
// optionally through a `Transform`, a device-space `clip` rectangle and an
// overall opacity. `fillRect` snaps axis-aligned rectangles to the pixel grid
// (crisp bars, seamless stacks); `CoverageMask` renders a path once so it can
// be blitted many times (the glyph cache). PNG output is in Canvas+PNG.swift.
//
// Pipeline: Path → transform + flatten (Flatten/) → [stroke outline
// (Stroke/)] → exact-area coverage (Coverage/) → shade + source-over
// (Paint/, Composite.swift) → pixels.

import PNGCodec
// The size limits a canvas is made within, re-exported so callers read them
// without importing the codec.
@_exported import enum PNGCodec.ImageLimits

/// A premultiplied RGBA8 image: row-major, 4 bytes per pixel (R, G, B, A), no padding.
public struct Canvas: Sendable {
    /// Longest side accepted by `init(width:height:)`: `ImageLimits.maxDimension`.
    public static let maxDimension = ImageLimits.maxDimension
    /// Largest area accepted by `init(width:height:)`, checked before
    /// allocating: `ImageLimits.maxPixels` (64 Mpx, 256 MB).
    public static let maxPixels = ImageLimits.maxPixels

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Device-space clip rectangle, snapped to whole pixels (edges rounded to
    /// the nearest pixel boundary); nil draws on the whole canvas. `clear`
    /// ignores it.
    public var clip: Rect?

    /// One UInt32 per pixel, bytes R, G, B, A in memory order.
    var pixels: PixelBuffer
    /// Buffers reused from one draw to the next.
    var scratch = Scratch()

    /// A transparent canvas. Throws when a side is below 1 or above
    /// `maxDimension`, or the area exceeds `maxPixels`.
    public init(width: Int, height: Int) throws(RasterError) {
        try self.init(width: width, height: height, filledWith: .clear)
    }

    /// A canvas filled with `color`: one pass over the memory where
    /// `init(width:height:)` then `clear(_:)` would take two.
    public init(width: Int, height: Int, filledWith color: Color) throws(RasterError) {
        do throws(ImageLimits.Violation) {
            try ImageLimits.check(width: width, height: height)
        } catch {
            throw .invalidCanvasSize(width: width, height: height)
        }
        self.width = width
        self.height = height
        pixels = PixelBuffer(repeating: premultipliedPixel(color), count: width * height)
    }

    /// Fills every pixel with `color`, replacing what was there.
    public mutating func clear(_ color: Color) {
        let p = premultipliedPixel(color)
        pixels.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            base.update(repeating: p, count: buf.count)
        }
    }

    /// The colour at (x, y), un-premultiplied; transparent outside the canvas.
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let p = pixels[y * width + x]
        let a = p >> 24
        guard a > 0 else { return .clear }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (p >> shift) & 0xFF
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return Color(red: channel(0), green: channel(8), blue: channel(16), alpha: UInt8(a))
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buf in
            var all: UInt32 = 0xFF00_0000
            for p in buf { all &= p }
            return all == 0xFF00_0000
        }
    }

    /// The premultiplied RGBA bytes, `width × height × 4` of them.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes(body)
    }

    /// The pixel rectangle drawing may touch: the canvas, intersected with the clip.
    var drawBounds: PixelBounds? {
        var b = PixelBounds(x0: 0, y0: 0, x1: width, y1: height)
        if let clip {
            guard let c = PixelBounds(rounding: clip, within: b) else { return nil }
            b = c
        }
        return b
    }
}

/// Buffers a canvas keeps between draws so that drawing does not allocate.
struct Scratch: Sendable {
    var polygon = Polygon()
    var dashed = Polygon()
    var outline = Polygon()
    var stroker = Stroker.Buffers()
    var accumulator = Accumulator()
}

/// A half-open integer rectangle of pixels: x0..<x1, y0..<y1.
struct PixelBounds: Equatable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// `r` with edges rounded to the nearest integer, intersected with `limit`;
    /// nil when empty or not finite.
    init?(rounding r: Rect, within limit: PixelBounds) {
        func snap(_ v: Float, _ lo: Int, _ hi: Int) -> Int? {
            guard !v.isNaN else { return nil }
            return Int(min(max(v, Float(lo)), Float(hi)).rounded())
        }
        guard let x0 = snap(r.minX, limit.x0, limit.x1), let x1 = snap(r.maxX, limit.x0, limit.x1),
              let y0 = snap(r.minY, limit.y0, limit.y1), let y1 = snap(r.maxY, limit.y0, limit.y1),
              x1 > x0, y1 > y0 else { return nil }
        self.init(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
}
