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
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
