import Basics

/// Numbers as legends and titles print them, without Foundation's formatters
/// (locale-independent and cheap at start-up).
enum NumberFormat {
    /// Grouped thousands; decimals only where they matter: none from 1,000
    /// up, one from 10, two below: "12,400", "62.5", "0.25".
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let magnitude = abs(value)
        // Past 10^15 digits stop being exact; say so in scientific notation rather than print wrong digits.
        if magnitude >= 1e15 { return "\(value)" }
        let decimals = magnitude >= 1000 || value == value.rounded() ? 0 : (magnitude < 10 ? 2 : 1)
        return Numerals.fixed(value, decimals: decimals, trimmingZeros: true)
    }

    /// `a − b` as the two read when written `plain`, to no more decimals than
    /// they have: 122.5 and 116.7 (of 116.67) differ by "5.8", not "5.83";
    /// 141.7 and 132.7 by "9", as a reader works it out.
    static func difference(_ a: Double, _ b: Double) -> String {
        func decimals(_ value: Double) -> Int {
            let magnitude = abs(value)
            return magnitude >= 1000 || value == value.rounded() ? 0 : (magnitude < 10 ? 2 : 1)
        }
        func shown(_ value: Double, _ places: Int) -> Double {
            let scale = [1.0, 10, 100][places]
            return (value * scale).rounded() / scale
        }
        let places = max(decimals(a), decimals(b))
        let change = shown(a, decimals(a)) - shown(b, decimals(b))
        return Numerals.fixed(change, decimals: places, trimmingZeros: true)
    }

    /// Minutes as a clock: 21.5 → "21:30", 95 → "1:35:00", 0.75 → "0:45".
    static func clock(minutes: Double) -> String {
        guard minutes.isFinite else { return "–" }
        let seconds = Int(min(abs(minutes) * 60, 9e15).rounded())
        let text = Numerals.clock(seconds: seconds, groupingHours: true)
        return minutes < 0 && seconds != 0 ? "-" + text : text
    }

    /// A fraction as a percentage with one decimal: 0.345 → "34.5%"; tiny
    /// non-zero shares read "<0.1%" rather than a misleading "0.0%".
    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "–" }
        if fraction > 0 && fraction < 0.0005 { return "<0.1%" }
        return Numerals.fixed(fraction * 100, decimals: 1) + "%"
    }
}
