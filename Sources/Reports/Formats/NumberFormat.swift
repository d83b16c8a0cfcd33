#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        return fixed(value, decimals: decimals, trim: true)
    }

    /// Minutes as a clock: 21.5 → "21:30", 95 → "1:35:00", 0.75 → "0:45".
    static func clock(minutes: Double) -> String {
        guard minutes.isFinite else { return "–" }
        let seconds = Int(min(abs(minutes) * 60, 9e15).rounded())
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        let text = h > 0 ? "\(grouped(h)):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        return minutes < 0 && seconds != 0 ? "-" + text : text
    }

    /// A fraction as a percentage with one decimal: 0.345 → "34.5%"; tiny
    /// non-zero shares read "<0.1%" rather than a misleading "0.0%".
    static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "–" }
        if fraction > 0 && fraction < 0.0005 { return "<0.1%" }
        return fixed(fraction * 100, decimals: 1, trim: false) + "%"
    }

    static func fixed(_ value: Double, decimals: Int, trim: Bool) -> String {
        let scale = pow(10, Double(decimals))
        // Clamped so the integer conversions cannot trap; beyond 9e15 the digits are not exact anyway.
        let scaled = min((abs(value) * scale).rounded(), 9e15)
        let whole = Int(scaled / scale)
        var text = grouped(whole)
        if decimals > 0 {
            var fraction = String(Int(scaled - Double(whole) * scale))
            fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
            if trim { while fraction.hasSuffix("0") { fraction.removeLast() } }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return value < 0 && scaled != 0 ? "-" + text : text
    }

    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return out
    }
}
