import Basics

/// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel.
public struct Color: Hashable, Sendable {
    /// Red, 0–255 (sRGB).
    public var red: UInt8
    /// Green, 0–255 (sRGB).
    public var green: UInt8
    /// Blue, 0–255 (sRGB).
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// A colour from 8-bit sRGB channels; opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 0xRRGGBB.
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF),
                  blue: UInt8(rgb & 0xFF), alpha: alpha)
    }

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// True when alpha is 255.
    public var isOpaque: Bool { alpha == 255 }

    /// The same colour with its alpha multiplied by `opacity` (0...1).
    public func withOpacity(_ opacity: Float) -> Color {
        let o = min(max(opacity, 0), 1)
        return Color(red: red, green: green, blue: blue, alpha: UInt8((Float(alpha) * o).rounded()))
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        HexColour.string(red: red, green: green, blue: blue, alpha: alpha == 255 ? nil : alpha)
    }

    /// Parses `#rgb`, `#rrggbb`, `#rrggbbaa` (the `#` optional) or a CSS colour name.
    public init(parsing text: String) throws(ColorParseError) {
        // Swift's own trimming: Foundation's bridges through NSString, a cost paid
        // on first use in every chart command (the legend's colours; docs/PERFORMANCE.md).
        var body = Substring(text)
        while body.first?.isWhitespace == true { body.removeFirst() }
        while body.last?.isWhitespace == true { body.removeLast() }
        let trimmed = body.lowercased()
        if let named = Color.named[trimmed] {
            self = named
            return
        }
        guard let channels = HexColour.channels(trimmed) else { throw ColorParseError(text: text) }
        self.init(red: channels.red, green: channels.green, blue: channels.blue, alpha: channels.alpha)
    }

    /// Colour names accepted by `init(parsing:)`.
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "transparent": .clear,
        "red": Color(rgb: 0xFF0000), "green": Color(rgb: 0x008000), "blue": Color(rgb: 0x0000FF),
        "yellow": Color(rgb: 0xFFFF00), "orange": Color(rgb: 0xFFA500), "purple": Color(rgb: 0x800080),
        "gray": Color(rgb: 0x808080), "grey": Color(rgb: 0x808080), "silver": Color(rgb: 0xC0C0C0),
        "navy": Color(rgb: 0x000080), "teal": Color(rgb: 0x008080), "maroon": Color(rgb: 0x800000),
        "olive": Color(rgb: 0x808000), "lime": Color(rgb: 0x00FF00), "aqua": Color(rgb: 0x00FFFF),
        "cyan": Color(rgb: 0x00FFFF), "fuchsia": Color(rgb: 0xFF00FF), "magenta": Color(rgb: 0xFF00FF),
        "pink": Color(rgb: 0xFFC0CB), "brown": Color(rgb: 0xA52A2A), "gold": Color(rgb: 0xFFD700),
        "indigo": Color(rgb: 0x4B0082), "violet": Color(rgb: 0xEE82EE), "coral": Color(rgb: 0xFF7F50),
        "salmon": Color(rgb: 0xFA8072), "tomato": Color(rgb: 0xFF6347), "crimson": Color(rgb: 0xDC143C),
        "skyblue": Color(rgb: 0x87CEEB), "steelblue": Color(rgb: 0x4682B4), "slategray": Color(rgb: 0x708090),
        "darkgray": Color(rgb: 0xA9A9A9), "lightgray": Color(rgb: 0xD3D3D3), "whitesmoke": Color(rgb: 0xF5F5F5),
        "darkgreen": Color(rgb: 0x006400), "forestgreen": Color(rgb: 0x228B22), "seagreen": Color(rgb: 0x2E8B57),
        "royalblue": Color(rgb: 0x4169E1), "dodgerblue": Color(rgb: 0x1E90FF), "turquoise": Color(rgb: 0x40E0D0),
        "chocolate": Color(rgb: 0xD2691E), "tan": Color(rgb: 0xD2B48C), "khaki": Color(rgb: 0xF0E68C),
    ]
}

/// A colour string that is not `#rgb`, `#rrggbb`, `#rrggbbaa` or a known name.
public struct ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that could not be read as a colour.
    public let text: String
    public var description: String {
        "'\(text)' is not a colour: use #rgb, #rrggbb, #rrggbbaa or a name such as 'steelblue'"
    }
}
