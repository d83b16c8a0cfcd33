import Raster

/// The coverage curve applied to glyph masks.
///
/// Masks are composited in sRGB space and our glyphs are unhinted, so at
/// 10–16 px stems spread over two half-covered pixels:
/// - dark text on a light ground looks grey and washed out; a gamma of 0.8
///   on coverage lifts partial pixels (matches the weight of hinted
///   FreeType/cairo output from rsvg-convert);
/// - light text on a dark ground is thinned by sRGB blending; the curve moves
///   40% of the way to the coverage that would give linear-light blending.
/// Both were chosen by rendering samples at 1× and 2× beside rsvg-convert's
/// and looking. Curves exist for a few luminance buckets of the text colour;
/// the bucket is part of the glyph cache key.
enum CoverageContrast {
    static let buckets = 5
    static let darkTextGamma: Float = 0.8
    static let lightTextStrength: Float = 0.4

    /// The bucket for a text colour: 0 for black … buckets-1 for white.
    static func bucket(for color: Color) -> Int {
        let l = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        return min(buckets - 1, max(0, Int((l * Float(buckets - 1)).rounded())))
    }

    /// A 256-entry coverage → coverage table for a bucket.
    static func table(bucket: Int) -> [UInt8] {
        let fg = Float(bucket) / Float(buckets - 1) // text luminance, linear
        return (0..<256).map { i in
            let c = Float(i) / 255
            let adjusted: Float
            if fg < 0.5 {
                adjusted = powf(c, darkTextGamma)
            } else {
                // Assume a black ground: the coverage whose sRGB blend lands on
                // the linear-light mix fg·c.
                let exact = encode(fg * c) / encode(fg)
                adjusted = c + (exact - c) * lightTextStrength
            }
            return UInt8(min(255, max(0, (adjusted * 255).rounded())))
        }
    }

    static let tables: [[UInt8]] = (0..<buckets).map { table(bucket: $0) }

    private static func linear(_ v: UInt8) -> Float {
        let c = Float(v) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    private static func encode(_ l: Float) -> Float {
        l <= 0.0031308 ? l * 12.92 : 1.055 * powf(l, 1 / 2.4) - 0.055
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
