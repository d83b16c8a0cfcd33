#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in CIELAB (D65 white, sRGB primaries), where straight distance
/// (CIE76 ΔE) follows how far apart two colours look. Inlinable: the charts' gamut
/// and contrast searches convert hundreds of colours per series.
package struct CIELAB: Sendable, Equatable {
    /// Lightness, 0 (black) to 100 (white).
    package var l: Double
    package var a: Double
    package var b: Double

    @inlinable package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The colour of 8-bit sRGB channels.
    @inlinable package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(linearRed: SRGB.linear(red), green: SRGB.linear(green), blue: SRGB.linear(blue))
    }

    /// The colour of linear sRGB red, green and blue (each 0...1).
    @inlinable package init(linearRed r: Double, green g: Double, blue bl: Double) {
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// CIE76 ΔE to `other`.
    @inlinable package func delta(_ other: CIELAB) -> Double {
        ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
    }

    /// Distance from the grey axis: 0 for a grey, growing with colourfulness.
    @inlinable package var chroma: Double { (a * a + b * b).squareRoot() }

    /// 8-bit sRGB of this colour, or nil when it lies outside sRGB (by more than half a channel step).
    @inlinable package var srgb: (red: UInt8, green: UInt8, blue: UInt8)? {
        func finv(_ t: Double) -> Double { t > 0.206893 ? t * t * t : (t - 16.0 / 116) / 7.787 }
        let fy = (l + 16) / 116
        let y = finv(fy), x = finv(fy + a / 500) * 0.95047, z = finv(fy - b / 200) * 1.08883
        // Plain values, not arrays: gamut searches call this hundreds of times per colour.
        let r = 3.2406 * x - 1.5372 * y - 0.4986 * z
        let g = -0.9689 * x + 1.8758 * y + 0.0415 * z
        let bl = 0.0557 * x - 0.2040 * y + 1.0570 * z
        let tolerance = 0.5 / 255
        func inside(_ c: Double) -> Bool { c >= -tolerance && c <= 1 + tolerance }
        guard inside(r), inside(g), inside(bl) else { return nil }
        return (SRGB.encoded(r), SRGB.encoded(g), SRGB.encoded(bl))
    }
}
