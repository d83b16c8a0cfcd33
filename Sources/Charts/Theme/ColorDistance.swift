import Foundation
import Raster

/// How far apart two colours look: CIE76 ΔE, the straight distance in CIELAB
/// (D65 white, sRGB). About 2.3 is a just-noticeable difference; series
/// colours on one chart are kept at least `ColorDistance.minimumSeriesDelta` apart.
public enum ColorDistance {
    /// The least ΔE (CIE76) between any two series colours a chart shows.
    public static let minimumSeriesDelta: Double = 10

    /// A colour in CIELAB.
    public typealias Lab = (l: Double, a: Double, b: Double)

    /// CIE76 ΔE between `a` and `b` (alpha ignored).
    public static func delta(_ a: Color, _ b: Color) -> Double {
        delta(lab(a), lab(b))
    }

    /// CIE76 ΔE between two colours already in CIELAB (to measure one against many).
    public static func delta(_ p: Lab, _ q: Lab) -> Double {
        ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }

    /// The smallest ΔE between any two of `colors` (infinity for fewer than two).
    public static func minimumDelta(_ colors: [Color]) -> Double {
        var least = Double.infinity
        for i in colors.indices {
            for j in colors.indices where j > i { least = min(least, delta(colors[i], colors[j])) }
        }
        return least
    }

    /// CIELAB of an sRGB colour.
    public static func lab(_ color: Color) -> Lab {
        let linear = Color.linearChannels
        return lab(linear: [linear[Int(color.red)], linear[Int(color.green)], linear[Int(color.blue)]])
    }

    /// CIELAB of linear sRGB red, green and blue (each 0...1).
    static func lab(linear rgb: [Double]) -> Lab {
        let r = rgb[0], g = rgb[1], b = rgb[2]
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIELAB chroma: 0 for a grey, growing with colourfulness.
    public static func chroma(_ color: Color) -> Double {
        let p = lab(color)
        return (p.a * p.a + p.b * p.b).squareRoot()
    }

    /// CIELAB hue angle in degrees, 0 up to 360.
    public static func hue(_ color: Color) -> Double {
        let p = lab(color), degrees = atan2(p.b, p.a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The angle between two CIELAB hues in degrees, 0 up to 180.
    public static func hueDifference(_ a: Color, _ b: Color) -> Double {
        let d = abs(hue(a) - hue(b)).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }

    /// The sRGB colour of CIELAB lightness `lightness` (0...100), `chroma` and `hue` (radians),
    /// with the chroma lowered, at the same hue, as far as sRGB needs to hold it.
    public static func color(lightness: Double, chroma: Double, hue: Double) -> Color {
        let l = min(max(lightness, 0), 100)
        let cosine = cos(hue), sine = sin(hue)
        if let exact = srgb(l, chroma * cosine, chroma * sine) { return exact }
        var inside = 0.0, outside = chroma
        for _ in 0..<20 {
            let mid = (inside + outside) / 2
            if srgb(l, mid * cosine, mid * sine) != nil { inside = mid } else { outside = mid }
        }
        return srgb(l, inside * cosine, inside * sine) ?? Color(red: 0, green: 0, blue: 0)
    }

    /// sRGB of a CIELAB colour (D65), or nil outside sRGB.
    static func srgb(_ l: Double, _ a: Double, _ b: Double) -> Color? {
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
        func encoded(_ c: Double) -> UInt8 {
            let v = min(max(c, 0), 1)
            let encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
            return UInt8((encoded * 255).rounded())
        }
        return Color(red: encoded(r), green: encoded(g), blue: encoded(bl))
    }
}

extension Color {
    /// This colour `amount` lighter in CIELAB lightness at the same hue and chroma (the chroma
    /// lowered only where sRGB needs it), opaque: a lighter variant that keeps reading as itself.
    package func lightened(by amount: Double) -> Color {
        let p = ColorDistance.lab(self)
        return ColorDistance.color(lightness: p.l + amount, chroma: (p.a * p.a + p.b * p.b).squareRoot(),
                                   hue: atan2(p.b, p.a))
    }
}
