import Basics
import Foundation
import Raster

// WCAG 2 non-text contrast: a line, marker or thin mark a reader must see
// needs a contrast ratio of at least 3:1 against what it is drawn on.

extension Color {
    /// WCAG 2 relative luminance: linearised sRGB, 0 (black) to 1 (white); alpha is ignored.
    public var relativeLuminance: Double {
        Contrast.luminance(red: red, green: green, blue: blue)
    }

    /// The WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        Contrast.ratio(a.relativeLuminance, b.relativeLuminance)
    }

    /// This colour with at least `ratio` contrast against `background`: unchanged when it has it,
    /// else darker (on a light background) or lighter (on a dark one) at the same CIELAB hue,
    /// just far enough to reach it (its chroma lowered only where sRGB has no such colour).
    /// Alpha is kept.
    public func withContrast(atLeast ratio: Double, against background: Color) -> Color {
        let opaque = Color(red: red, green: green, blue: blue, alpha: 255)
        guard Color.contrastRatio(opaque, background) < ratio else { return self }
        let darker = background.relativeLuminance > 0.18
        let lab = ColorDistance.lab(opaque)
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot(), hue = atan2(lab.b, lab.a)
        // The contrast grows as the lightness moves away from the background's: the smallest move that reaches it.
        var near = lab.l, far = darker ? 0.0 : 100.0
        for _ in 0..<24 {
            let mid = (near + far) / 2
            if Color.contrastRatio(ColorDistance.color(lightness: mid, chroma: chroma, hue: hue), background) >= ratio {
                far = mid
            } else {
                near = mid
            }
        }
        let shown = ColorDistance.color(lightness: far, chroma: chroma, hue: hue)
        return Color(red: shown.red, green: shown.green, blue: shown.blue, alpha: alpha)
    }
}
