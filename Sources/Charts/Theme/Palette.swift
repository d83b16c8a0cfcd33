import Raster

/// Series colours. The default is Okabe and Ito's colour-blind-safe set.
public struct Palette: Hashable, Sendable {
    /// The colours, in series order.
    public var colors: [Color]

    /// A palette of these colours (Okabe–Ito when empty).
    public init(_ colors: [Color]) {
        self.colors = colors.isEmpty ? Palette.okabeIto.colors : colors
    }

    /// Okabe–Ito, ordered for a light background (yellow, the faintest on white, late).
    public static let okabeIto = Palette([
        Color(rgb: 0x0072B2), Color(rgb: 0xE69F00), Color(rgb: 0x009E73), Color(rgb: 0xD55E00),
        Color(rgb: 0x56B4E9), Color(rgb: 0xCC79A7), Color(rgb: 0xF0E442), Color(rgb: 0x555555),
    ])

    /// Okabe–Ito ordered for a dark background (the dark blue, faint on black, late; grey for black).
    public static let okabeItoDark = Palette([
        Color(rgb: 0x56B4E9), Color(rgb: 0xE69F00), Color(rgb: 0x009E73), Color(rgb: 0xF0E442),
        Color(rgb: 0xCC79A7), Color(rgb: 0xD55E00), Color(rgb: 0x3D8FD1), Color(rgb: 0xBBBBBB),
    ])

    /// The colour of series `index`. Past the palette's end the colours come
    /// round again, mixed toward `background` and then away from it, so 30
    /// series still get distinct colours.
    public func color(at index: Int, background: Color) -> Color {
        let count = colors.count
        let i = max(index, 0)
        let base = colors[i % count]
        switch (i / count) % 3 {
        case 0: return base
        case 1: return base.mixed(with: background, 0.45)
        default:
            let far = background.luminance > 0.5 ? Color.black : Color.white
            return base.mixed(with: far, 0.35)
        }
    }
}

extension Color {
    /// Straight mix in sRGB: `t` = 0 is self, 1 is `other`.
    func mixed(with other: Color, _ t: Float) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Float(a) + (Float(b) - Float(a)) * t).rounded())))
        }
        return Color(red: mix(red, other.red), green: mix(green, other.green),
                     blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// Rough perceived lightness 0...1 (Rec. 709 weights on sRGB values).
    var luminance: Float {
        (0.2126 * Float(red) + 0.7152 * Float(green) + 0.0722 * Float(blue)) / 255
    }

    /// Black or white, whichever reads better on this colour.
    var contrastingText: Color {
        luminance > 0.55 ? Color(rgb: 0x111111) : Color.white
    }
}
