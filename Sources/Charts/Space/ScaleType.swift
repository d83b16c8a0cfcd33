#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How data values map to distance along an axis.
public enum ScaleType: Hashable, Sendable {
    /// Equal data steps are equal distances.
    case linear
    /// Base-10 logarithmic; values at or below zero are pinned to the range's low end.
    case logarithmic

    /// The position of `value` in `range` as a fraction (0 at `lower`, 1 at `upper`).
    func fraction(of value: Double, in range: PlotRange) -> Double {
        switch self {
        case .linear:
            let length = range.length
            return length == 0 ? 0.5 : (value - range.lower) / length
        case .logarithmic:
            let lo = log10(Swift.max(range.lower, .leastNormalMagnitude))
            let hi = log10(Swift.max(range.upper, .leastNormalMagnitude))
            let v = log10(Swift.max(value, Swift.min(range.lower, range.upper, 1e-300).magnitude))
            return hi == lo ? 0.5 : (v - lo) / (hi - lo)
        }
    }

    /// The inverse of `fraction(of:in:)`.
    func value(atFraction f: Double, in range: PlotRange) -> Double {
        switch self {
        case .linear:
            return range.lower + f * range.length
        case .logarithmic:
            let lo = log10(Swift.max(range.lower, .leastNormalMagnitude))
            let hi = log10(Swift.max(range.upper, .leastNormalMagnitude))
            return pow(10, lo + f * (hi - lo))
        }
    }
}
