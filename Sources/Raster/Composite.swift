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

/// `scalePixel` on eight pixels at once.
@inline(__always)
func scalePixels(_ p: SIMD8<UInt32>, _ c: SIMD8<UInt32>) -> SIMD8<UInt32> {
    let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF), half = SIMD8<UInt32>(repeating: 0x0080_0080)
    var rb = (p & mask) &* c &+ half
    rb = ((rb &+ ((rb &>> 8) & mask)) &>> 8) & mask
    var ga = ((p &>> 8) & mask) &* c &+ half
    ga = (ga &+ ((ga &>> 8) & mask)) & SIMD8<UInt32>(repeating: 0xFF00_FF00)
    return rb | ga
}

/// `sourceOver` on eight pixels at once.
@inline(__always)
func sourceOver(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
    s &+ scalePixels(d, SIMD8<UInt32>(repeating: 255) &- (s &>> 24))
}

/// Eight coverage bytes widened to lanes.
@inline(__always)
func loadCoverage8(_ p: UnsafePointer<UInt8>) -> SIMD8<UInt32> {
    SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self))
}

@inline(__always)
func loadPixels8(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
    UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
}

@inline(__always)
func storePixels8(_ v: SIMD8<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt32>.self)
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
        let s8 = SIMD8<UInt32>(repeating: s)
        var i = 0
        while i + 8 <= count {
            storePixels8(sourceOver(s8, loadPixels8(dst + i)), dst + i)
            i += 8
        }
        while i < count { dst[i] = sourceOver(s, dst[i]); i += 1 }
    }

    /// One colour through a coverage row. Branch-free on purpose: coverage 0
    /// leaves the pixel as it was and 255 stores the colour exactly anyway, so
    /// eight pixels go through the same vector arithmetic at a time.
    @inline(__always)
    static func solid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32,
                      mask: UnsafePointer<UInt8>) {
        let color8 = SIMD8<UInt32>(repeating: color)
        var i = 0
        while i + 8 <= count {
            let s = scalePixels(color8, loadCoverage8(mask + i))
            storePixels8(sourceOver(s, loadPixels8(dst + i)), dst + i)
            i += 8
        }
        while i < count {
            dst[i] = sourceOver(scalePixel(color, UInt32(mask[i])), dst[i])
            i += 1
        }
    }

    /// Per-pixel colours (already shaded) at one coverage value.
    @inline(__always)
    static func shaded(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UnsafePointer<UInt32>,
                       coverage: UInt32) {
        var i = 0
        if coverage >= 255 {
            while i + 8 <= count {
                let s = loadPixels8(UnsafePointer(src + i))
                if s &>> 24 == SIMD8(repeating: 255) {
                    storePixels8(s, dst + i)   // opaque: nothing below shows through
                } else {
                    storePixels8(sourceOver(s, loadPixels8(dst + i)), dst + i)
                }
                i += 8
            }
            while i < count { dst[i] = sourceOver(src[i], dst[i]); i += 1 }
        } else {
            let c8 = SIMD8<UInt32>(repeating: coverage)
            while i + 8 <= count {
                let s = scalePixels(loadPixels8(src + i), c8)
                storePixels8(sourceOver(s, loadPixels8(dst + i)), dst + i)
                i += 8
            }
            while i < count { dst[i] = sourceOver(scalePixel(src[i], coverage), dst[i]); i += 1 }
        }
    }

    /// Per-pixel colours through a coverage row.
    @inline(__always)
    static func shaded(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UnsafePointer<UInt32>,
                       mask: UnsafePointer<UInt8>) {
        var i = 0
        while i + 8 <= count {
            let s = scalePixels(loadPixels8(src + i), loadCoverage8(mask + i))
            storePixels8(sourceOver(s, loadPixels8(dst + i)), dst + i)
            i += 8
        }
        while i < count {
            dst[i] = sourceOver(scalePixel(src[i], UInt32(mask[i])), dst[i])
            i += 1
        }
    }
}
