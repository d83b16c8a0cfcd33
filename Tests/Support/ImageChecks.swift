import PNGCodec
import Raster

/// Facts about a decoded chart image, for end-to-end checks.
package struct ImageFacts {
    package let image: DecodedImage

    package init(_ image: DecodedImage) { self.image = image }

    /// Pixels exactly this colour (opaque).
    package func count(_ color: Color) -> Int {
        var n = 0
        let rgba = image.rgba
        var i = 0
        while i + 3 < rgba.count {
            if rgba[i] == color.red && rgba[i + 1] == color.green && rgba[i + 2] == color.blue && rgba[i + 3] == 255 {
                n += 1
            }
            i += 4
        }
        return n
    }

    /// Distinct colours, counted up to `limit`.
    package func distinctColors(limit: Int = 10_000) -> Int {
        var seen = Set<UInt32>()
        let rgba = image.rgba
        var i = 0
        while i + 3 < rgba.count && seen.count < limit {
            seen.insert(UInt32(rgba[i]) << 24 | UInt32(rgba[i + 1]) << 16 | UInt32(rgba[i + 2]) << 8 | UInt32(rgba[i + 3]))
            i += 4
        }
        return seen.count
    }

    /// The share of pixels that differ from the top-left (background) pixel.
    package var inkFraction: Double {
        let rgba = image.rgba
        guard rgba.count >= 4 else { return 0 }
        var n = 0
        var i = 0
        while i + 3 < rgba.count {
            if rgba[i] != rgba[0] || rgba[i + 1] != rgba[1] || rgba[i + 2] != rgba[2] { n += 1 }
            i += 4
        }
        return Double(n) / Double(rgba.count / 4)
    }
}
