// Source-over compositing of premultiplied RGBA8 pixels.
//
// A pixel is one UInt32 holding bytes R, G, B, A in memory order (little
// endian), so R and B share one pair of 16-bit lanes and G and A the other:
// two channels are scaled per multiply. Every division by 255 is exact
// (rounded to nearest): (x + 128 + ((x + 128) >> 8)) >> 8.

#if _endian(big)
#error("Raster stores pixels as little-endian UInt32 RGBA")
#endif

/// Exact round(x / 255) for x in 0...65025.
@inline(__always)
func div255(_ x: UInt32) -> UInt32 {
    let y = x &+ 128
    return (y &+ (y >> 8)) >> 8
}

/// Multiplies each channel of `p` by `c`/255 (c in 0...255), exactly rounded.
@inline(__always)
func scalePixel(_ p: UInt32, _ c: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* c &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((p >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}

/// Premultiplied source over destination.
@inline(__always)
func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ scalePixel(d, 255 &- (s >> 24))
}

/// Packs a straight-alpha colour as a premultiplied pixel, with `opacity` (0...1) applied.
func premultipliedPixel(_ c: Color, opacity: Float = 1) -> UInt32 {
    let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    let a = UInt32((Float(c.alpha) * o).rounded())
    let r = div255(UInt32(c.red) * a), g = div255(UInt32(c.green) * a), b = div255(UInt32(c.blue) * a)
    return r | (g << 8) | (b << 16) | (a << 24)
}

/// Span blitters. Each writes `count` pixels starting at `dst`.
enum Blit {
    /// Fills with one colour, coverage 255; a plain store when the colour is opaque.
    @inline(__always)
    static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32) {
        if color >> 24 == 255 {
            dst.update(repeating: color, count: count)
        } else if color != 0 {
            for i in 0..<count { dst[i] = sourceOver(color, dst[i]) }
        }
    }

    /// One colour at one coverage value.
    @inline(__always)
    static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, coverage: UInt32) {
        if coverage >= 255 { return solid(dst, count, color) }
        let s = scalePixel(color, coverage)
        if s == 0 { return }
        for i in 0..<count { dst[i] = sourceOver(s, dst[i]) }
    }

    /// One colour through a coverage row; zero coverage is skipped, full coverage stored.
    @inline(__always)
    static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32,
                      mask: UnsafePointer<UInt8>) {
        let opaque = color >> 24 == 255
        for i in 0..<count {
            let c = UInt32(mask[i])
            if c == 0 { continue }
            if c == 255 && opaque {
                dst[i] = color
            } else {
                dst[i] = sourceOver(scalePixel(color, c), dst[i])
            }
        }
    }

    /// Per-pixel colours (already shaded) at one coverage value.
    @inline(__always)
    static func shaded(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UnsafePointer<UInt32>,
                       coverage: UInt32) {
        if coverage >= 255 {
            for i in 0..<count { dst[i] = sourceOver(src[i], dst[i]) }
        } else {
            for i in 0..<count { dst[i] = sourceOver(scalePixel(src[i], coverage), dst[i]) }
        }
    }

    /// Per-pixel colours through a coverage row.
    @inline(__always)
    static func shaded(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UnsafePointer<UInt32>,
                       mask: UnsafePointer<UInt8>) {
        for i in 0..<count {
            let c = UInt32(mask[i])
            if c == 0 { continue }
            let s = c == 255 ? src[i] : scalePixel(src[i], c)
            dst[i] = sourceOver(s, dst[i])
        }
    }
}
