#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Evenly spaced "nice" tick values covering a range.
///
/// Steps are 1, 2, 2.5 or 5 times a power of ten (the 2.5 only from 25 up,
/// because ticks at 2.5 or 0.25 read badly). The ticks start at or below the
/// range's lower end and finish at or above its upper end, so an automatic axis
/// can grow to them.
struct NiceTicks: Hashable, Sendable {
    /// The distance between neighbouring ticks.
    var step: Double
    /// Tick values in increasing order.
    var values: [Double]

    /// The first tick (at or below the range's lower end).
    var lowerBound: Double { values.first ?? 0 }
    /// The last tick (at or above the range's upper end).
    var upperBound: Double { values.last ?? 0 }

    init(step: Double, values: [Double]) {
        self.step = step
        self.values = values
    }

    /// Ticks covering `lower...upper` with at most `maxCount` ticks (at least 2;
    /// a range across zero may take one more, since two ticks cannot straddle zero).
    ///
    /// The smallest nice step that needs no more than `maxCount` ticks wins.
    /// An empty range (`lower == upper`) is widened around its value first.
    static func covering(_ lower: Double, _ upper: Double, maxCount: Int, steps: [Double]? = nil) -> NiceTicks {
        guard lower.isFinite, upper.isFinite else { return NiceTicks(step: 1, values: [0, 1]) }
        var lo = min(lower, upper), hi = max(lower, upper)
        if hi - lo < Swift.max(abs(hi), abs(lo)) * 1e-12 || hi == lo {
            if lo == 0 {
                hi = 1
            } else if lo > 0 {
                lo = 0
            } else {
                hi = 0
            }
        }
        guard (hi - lo).isFinite else { return NiceTicks(step: 1, values: [0, 1]) }
        let count = Swift.max(2, Swift.min(maxCount, 1000))
        // A range across zero may need one tick more than asked (two ticks
        // cannot straddle zero on zero-aligned multiples).
        for allowed in count...(count + 2) {
            if let steps, let ticks = search(lo, hi, count: allowed, steps: steps) { return ticks }
            if let ticks = search(lo, hi, count: allowed) { return ticks }
        }
        return NiceTicks(step: hi - lo, values: [lo, hi])
    }

    /// The smallest of `steps` (ascending) that covers `lo...hi` in `count` ticks at its multiples.
    private static func search(_ lo: Double, _ hi: Double, count: Int, steps: [Double]) -> NiceTicks? {
        for size in steps where size > 0 && size.isFinite {
            let first = floor(lo / size + 1e-9), last = ceil(hi / size - 1e-9)
            guard last - first + 1 <= Double(count), (last - first).isFinite else { continue }
            return NiceTicks(step: size, values: (Int(first)...Int(last)).map { Double($0) * size })
        }
        return nil
    }

    /// The steps a clock reads, in units of `secondsPerUnit` seconds, ascending: 1 second to 12 hours,
    /// then 1, 2, 5 × 10ⁿ days up to 10⁶ days (past that, the plain nice steps).
    static func durationSteps(secondsPerUnit: Double) -> [Double] {
        guard secondsPerUnit > 0, secondsPerUnit.isFinite else { return [] }
        let clock: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800,
                               3600, 7200, 10_800, 21_600, 43_200]
        let days = (0...5).flatMap { n in [1.0, 2, 5].map { $0 * pow(10, Double(n)) * 86_400 } }
        return (clock + days).map { $0 / secondsPerUnit }
    }

    private static func search(_ lo: Double, _ hi: Double, count: Int) -> NiceTicks? {
        let rough = (hi - lo) / Double(count - 1)
        guard rough.isNormal else { return nil }   // subnormal spans: no nice step exists
        let firstExponent = Int(floor(log10(rough))) - 1
        for exponent in firstExponent...(firstExponent + 3) {
            for mantissa in [1.0, 2.0, 2.5, 5.0] {
                if mantissa == 2.5 && exponent < 1 { continue }
                let step = StepValue(mantissa: mantissa, exponent: exponent)
                let size = step.value
                let first = floor(lo / size + 1e-9)
                let last = ceil(hi / size - 1e-9)
                guard last - first + 1 <= Double(count) else { continue }
                let values = (Int(first)...Int(last)).map { step.multiple($0) }
                return NiceTicks(step: size, values: values)
            }
        }
        return nil
    }
}

/// mantissa × 10^exponent, with multiples computed so that 3 × 0.001 is 0.003
/// and not 0.0030000000000000001.
struct StepValue {
    var mantissa: Double
    var exponent: Int

    var value: Double { multiple(1) }

    func multiple(_ i: Int) -> Double {
        let m = Double(i) * mantissa
        if exponent >= 0 { return m * pow(10, Double(exponent)) }
        return m / pow(10, Double(-exponent))
    }
}
