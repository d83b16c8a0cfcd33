// Gradient colour ramps as 256-entry lookup tables of premultiplied pixels.
// Stops are interpolated in premultiplied space (as CSS does), so a stop
// fading to transparent does not drag dark fringes in.

enum GradientRamp {
    /// Number of entries; index = round(t × 255).
    static let size = 256

    /// The table for `stops` (any order, offsets clamped to 0...1), with
    /// `opacity` folded in. Nil when there are no stops.
    static func table(_ stops: [GradientStop], opacity: Float) -> [UInt32]? {
        guard !stops.isEmpty else { return nil }
        // Stable sort by offset; NaN offsets count as 0.
        let sorted = stops.enumerated().map { (i, s) -> (Float, Int, UInt32) in
            let o = s.offset.isNaN ? 0 : min(max(s.offset, 0), 1)
            return (o, i, premultipliedPixel(s.color, opacity: opacity))
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        var table = [UInt32](repeating: 0, count: size)
        var k = 0
        for i in 0..<size {
            let t = Float(i) / Float(size - 1)
            // Advance to the last stop whose offset ≤ t.
            while k + 1 < sorted.count && sorted[k + 1].0 <= t { k += 1 }
            let a = sorted[k]
            if t <= a.0 || k + 1 == sorted.count {
                table[i] = t < sorted[0].0 ? sorted[0].2 : a.2
                continue
            }
            let b = sorted[k + 1]
            let f = (t - a.0) / (b.0 - a.0)
            table[i] = mix(a.2, b.2, f)
        }
        return table
    }

    /// Channel-wise interpolation of two premultiplied pixels.
    static func mix(_ a: UInt32, _ b: UInt32, _ f: Float) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let ca = Float((a >> shift) & 0xFF), cb = Float((b >> shift) & 0xFF)
            let c = UInt32(min(max((ca + (cb - ca) * f).rounded(), 0), 255))
            out |= c << shift
        }
        return out
    }
}
