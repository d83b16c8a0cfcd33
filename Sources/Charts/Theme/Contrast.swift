import Foundation
import Raster

// WCAG 2 non-text contrast: a line, marker or thin mark a reader must see
// needs a contrast ratio of at least 3:1 against what it is drawn on.

extension Color {
    /// WCAG 2 relative luminance: linearised sRGB, 0 (black) to 1 (white); alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// This colour with at least `ratio` contrast against `background`: unchanged when it has it,
    /// else mixed toward black (on a light background) or white (on a dark one), keeping its hue,
    /// just far enough to reach it.
    public func withContrast(atLeast ratio: Double, against background: Color) -> Color {
        let opaque = Color(red: red, green: green, blue: blue, alpha: 255)
        guard Color.contrastRatio(opaque, background) < ratio else { return self }
        let far = background.relativeLuminance > 0.18 ? Color.black : Color.white
        // The ratio grows with the mix toward the far end: the smallest step that reaches it.
        var low: Float = 0, high: Float = 1
        for _ in 0..<12 {
            let mid = (low + high) / 2
            if Color.contrastRatio(opaque.mixed(with: far, mid), background) >= ratio { high = mid } else { low = mid }
        }
        let mixed = opaque.mixed(with: far, high)
        return Color(red: mixed.red, green: mixed.green, blue: mixed.blue, alpha: alpha)
    }
}

extension Theme {
    /// The least contrast a line, marker or thin mark has against the plot area (WCAG non-text contrast).
    public static let minimumStrokeContrast: Double = 3

    /// `color` as a line, marker or thin mark draws it: with at least `minimumStrokeContrast`
    /// against the plot area, in this theme's direction (darker on light, lighter on dark).
    public func strokeColor(_ color: Color) -> Color {
        color.withContrast(atLeast: Theme.minimumStrokeContrast, against: plotAreaBackground)
    }
}
