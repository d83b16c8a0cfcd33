import Basics

/// Number formatting shared by tables and messages: no trailing zeros, no exponent.
package enum Format {
    /// 100 → "100", 62.5 → "62.5", 0.3333 → "0.33".
    package static func number(_ value: Double, maxFractionDigits: Int = 2) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1.0
        for _ in 0..<maxFractionDigits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A load as a set reads in tables and messages: "100 kg", "bw+20 kg",
    /// "bw-25 kg", "bw" (body weight alone), "" (no load); to `maxFractionDigits`.
    package static func load(_ weight: Weight?, bodyweight: Bool, maxFractionDigits: Int = 3) -> String {
        if bodyweight {
            guard let weight, weight.value != 0 else { return "bw" }
            let sign = weight.value > 0 ? "+" : "-"
            return "bw\(sign)\(number(abs(weight.value), maxFractionDigits: maxFractionDigits)) \(weight.unit.rawValue)"
        }
        guard let weight else { return "" }
        return "\(number(weight.value, maxFractionDigits: maxFractionDigits)) \(weight.unit.rawValue)"
    }

    /// "1 set", "1,200 sets": a count and its noun, plural when not one.
    package static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(Numerals.grouped(value)) \(value == 1 ? noun : plural ?? noun + "s")"
    }

    /// 45 → "45s", 90 → "1:30", 3725 → "1:02:05"; a fraction of a second to
    /// thousandths, trailing zeros left out: 0.4 → "0.4s", 90.125 → "1:30.125".
    package static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "?" }
        let thousandths = Int((max(0, min(seconds, 1e9)) * 1000).rounded())
        let whole = thousandths / 1000
        var digits = String(thousandths % 1000 + 1000).dropFirst()  // "005", "500"
        while digits.last == "0" { digits.removeLast() }
        let tail = digits.isEmpty ? "" : "." + digits
        if whole < 60 { return "\(whole)\(tail)s" }
        return Numerals.clock(seconds: whole) + tail
    }

    /// 1500 → "1.5 km", 400 → "400 m".
    package static func distance(_ metres: Double) -> String {
        metres >= 1000 ? "\(number(metres / 1000)) km" : "\(number(metres)) m"
    }
}
