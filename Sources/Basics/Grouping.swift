extension Numerals {
    /// `value` with thousands separated by commas: 1234567 → "1,234,567", -1234 → "-1,234".
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        text.reserveCapacity(digits.utf8.count + digits.utf8.count / 3 + 1)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
