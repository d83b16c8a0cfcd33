#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sRGB transfer curve: 8-bit channel values to linear light (0...1) and back.
/// Inlinable, as the contrast and gamut searches of the charts call it thousands of times.
package enum SRGB {
    /// `channel` (0...255) made linear.
    @inlinable package static func linear(_ channel: UInt8) -> Double { linearTable[Int(channel)] }

    /// Every channel value made linear: a table, as contrast searches ask for thousands of
    /// luminances (RepChart's identity variants) and a power per channel dominated them.
    package static let linearTable: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light (clamped to 0...1) as the nearest 8-bit sRGB channel value.
    package static func encoded(_ linear: Double) -> UInt8 {
        let v = min(max(linear, 0), 1)
        let encoded = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }
}
