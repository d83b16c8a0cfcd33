import Foundation

/// A `#RRGGBB` colour in CIELAB (D65 white, sRGB), to tell how far apart two
/// exercise colours look: CIE76 ΔE, the straight distance between them (the
/// charts measure series colours the same way).
package struct LabColor: Sendable, Equatable {
    package var l: Double
    package var a: Double
    package var b: Double

    /// The colour of `hex` (`#RRGGBB` or any form `Palette.normalizedHex` reads); nil if not hex.
    package init?(hex: String) {
        guard let normal = Palette.normalizedHex(hex), let value = UInt32(normal.dropFirst(), radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), bl = linear(blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// CIE76 ΔE to `other`.
    package func delta(_ other: LabColor) -> Double {
        ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
    }

    /// Distance from the grey axis: every grey (the "Other" series among them) is at least this far.
    package var chroma: Double { (a * a + b * b).squareRoot() }
}
