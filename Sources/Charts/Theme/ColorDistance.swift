import Basics
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
        lab(CIELAB(red: color.red, green: color.green, blue: color.blue))
    }

    /// The tuple this API hands out for a `CIELAB` value.
    static func lab(_ value: CIELAB) -> Lab { (value.l, value.a, value.b) }

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
        CIELAB(l: l, a: a, b: b).srgb.map { Color(red: $0.red, green: $0.green, blue: $0.blue) }
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
