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
