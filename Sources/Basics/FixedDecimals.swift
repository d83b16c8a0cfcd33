#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Numerals {
    /// `value` with `decimals` digits after the point (0...10) and grouped thousands:
    /// (1234.5, 2) → "1,234.50"; with `trimmingZeros`, the fraction's trailing zeros
    /// go, and the point with them ("1,234.5", "2"). Zero is never "-0".
    package static func fixed(_ value: Double, decimals: Int, trimmingZeros: Bool = false) -> String {
        let d = max(0, min(decimals, 10))
        let scale = pow(10, Double(d))
        // Clamped so the integer conversions cannot trap; doubles up to 2^53 are exact.
        let scaled = min((abs(value) * scale).rounded(), 9e15)
        let whole = Int(scaled / scale)
        var text = grouped(whole)
        if d > 0 {
            var fraction = String(Int(scaled - Double(whole) * scale))
            fraction = String(repeating: "0", count: max(0, d - fraction.count)) + fraction
            if trimmingZeros { while fraction.hasSuffix("0") { fraction.removeLast() } }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return value < 0 && scaled != 0 ? "-" + text : text
    }
}
