/// The common case of a number field, read from its bytes: an optional sign,
/// digits and an optional point with digits (`100`, `62.5`, `-25`). Nil for
/// anything else (spaces, a comma, an exponent, too many digits), which
/// `FieldParsing.decimal` then reads the general way. A mantissa below 2^53
/// and a power of ten up to 10^22 are both exact doubles, so their quotient
/// is the correctly rounded value, the same double `Double(String)` gives.
enum PlainDecimal {
    private static let powers: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    static func value(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            var index = 0
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var mantissa: UInt64 = 0
            var digits = 0, significant = 0
            var fraction = -1
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                    digits += 1
                    if mantissa > 0 { significant += 1 }
                    if fraction >= 0 { fraction += 1 }
                    // 15 significant digits stay below 2^53; 10^22 is the largest exact power.
                    guard significant <= 15, fraction <= 22 else { return nil }
                } else if byte == UInt8(ascii: "."), fraction < 0, digits > 0 {
                    fraction = 0
                } else {
                    return nil
                }
                index += 1
            }
            // A point must have digits on both sides.
            guard digits > 0, fraction != 0 else { return nil }
            let value = Double(mantissa) / powers[max(fraction, 0)]
            return negative ? -value : value
        }
    }
}
