/// WCAG 2 contrast: relative luminance and the ratio between two colours.
package enum Contrast {
    /// Relative luminance of 8-bit sRGB channels: 0 (black) to 1 (white).
    @inlinable package static func luminance(red: UInt8, green: UInt8, blue: UInt8) -> Double {
        0.2126 * SRGB.linear(red) + 0.7152 * SRGB.linear(green) + 0.0722 * SRGB.linear(blue)
    }

    /// The contrast ratio of two relative luminances, from 1 (the same) to 21 (black on white).
    @inlinable package static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
