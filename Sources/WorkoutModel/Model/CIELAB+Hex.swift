import Basics

/// An exercise colour in CIELAB, to tell how far apart two exercise colours
/// look: CIE76 ΔE (`delta`), the straight distance between them, as the charts
/// measure series colours.
extension CIELAB {
    /// The colour of `hex` (`#RRGGBB` or any form `Palette.normalizedHex` reads); nil if not hex.
    package init?(hex: String) {
        guard let channels = HexColour.channels(hex, allowingAlpha: false) else { return nil }
        self.init(red: channels.red, green: channels.green, blue: channels.blue)
    }
}
