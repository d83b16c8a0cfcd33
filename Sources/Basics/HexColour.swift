/// Colours written as hex digits (`#RRGGBB`, `#rgb`, `#rrggbbaa`), both ways.
package enum HexColour {
    /// `#rrggbb` (upper-case digits with `uppercase`), then `aa` when `alpha` is given.
    package static func string(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8? = nil,
                               uppercase: Bool = false) -> String {
        let digits = uppercase ? upperDigits : lowerDigits
        var text = "#"
        text.reserveCapacity(9)
        for channel in [red, green, blue] + (alpha.map { [$0] } ?? []) {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 15)])
        }
        return text
    }

    /// The channels of `#rgb` or `#rrggbb` (the `#` optional, either case), and of `#rrggbbaa`
    /// when `allowingAlpha`; alpha is 255 when not written. Nil for anything else.
    package static func channels(_ text: some StringProtocol, allowingAlpha: Bool = true)
        -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        // ASCII digits only: `Character.isHexDigit` also admits full-width forms, which no colour is written in.
        guard digits.utf8.allSatisfy({ isASCIIHexDigit($0) }), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.utf8.count {
        case 3:
            let r = UInt8((value >> 8) & 0xF), g = UInt8((value >> 4) & 0xF), b = UInt8(value & 0xF)
            return (r * 17, g * 17, b * 17, 255)
        case 6:
            return (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF), 255)
        case 8 where allowingAlpha:
            return (UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        default:
            return nil
        }
    }

    private static let lowerDigits = Array("0123456789abcdef")
    private static let upperDigits = Array("0123456789ABCDEF")

    private static func isASCIIHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
