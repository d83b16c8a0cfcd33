import Foundation

/// Bin edges a reader takes in at a glance: every edge is 1, 2, 2.5 or 5
/// times a power of ten, the last the first such number at or above the
/// data's largest value ("≤ 2.5 · 2.5–5 · 5–10 t", never "≤ 1.704K").
enum RoundBins {
    /// The round numbers' mantissas, in order.
    static let mantissas: [Double] = [1, 2, 2.5, 5]

    /// The smallest round number at or above `value` (positive and finite);
    /// with `integral`, whole numbers only (2.5 is skipped below 10).
    static func roundUp(_ value: Double, integral: Bool) -> Double {
        var exponent = floor(log10(value))
        while true {
            let power = pow(10, exponent)
            for m in mantissas {
                let candidate = m * power
                if integral && candidate != candidate.rounded() { continue }
                // A relative tolerance keeps 10,000 from becoming 20,000 by a rounding error.
                if candidate >= value * (1 - 1e-12) { return candidate }
            }
            exponent += 1
        }
    }

    /// Up to `count` ascending edges, the last `roundUp(top)`: each other edge is
    /// the round number nearest an even split of 0…`top`, repeats dropped.
    static func edges(top: Double, count: Int, integral: Bool) -> [Double] {
        let last = roundUp(top, integral: integral)
        let n = max(count, 1)
        var edges: [Double] = []
        for k in 1..<n {
            let target = top * Double(k) / Double(n)
            let up = roundUp(target, integral: integral)
            let down = roundDown(target, integral: integral)
            let edge = up - target < target - down ? up : down
            // Neighbouring edges at least half as far again apart: no sliver of a bin ("2–2.5");
            // the top bin, the heaviest days, may be narrower ("21–25").
            if edge > 0, edge * 1.25 <= last, edges.last.map({ edge >= $0 * 1.5 }) ?? true { edges.append(edge) }
        }
        return edges + [last]
    }

    /// The largest round number at or below `value`; 0 when there is none (a whole number below 1).
    static func roundDown(_ value: Double, integral: Bool) -> Double {
        var exponent = floor(log10(value))
        while exponent > -12 {
            let power = pow(10, exponent)
            for m in mantissas.reversed() {
                let candidate = m * power
                if integral && candidate != candidate.rounded() { continue }
                if candidate <= value * (1 + 1e-12) { return candidate }
            }
            if integral && exponent <= 0 { return 0 }
            exponent -= 1
        }
        return 0
    }
}
