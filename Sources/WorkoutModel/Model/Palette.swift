/// Colour-blind-safe colours for exercises that were given none.
///
/// Okabe & Ito's eight colours (without black, which vanishes on the dark theme),
/// then Paul Tol's muted scheme, distinguishable under the common colour-vision
/// deficiencies. New exercises take the first colour nobody uses yet.
public enum Palette {
    /// The colours in the order new exercises take them, `#RRGGBB`.
    public static let colors: [String] = [
        "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442",
        "#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677", "#882255", "#AA4499",
    ]

    /// The first palette colour not in `used`; when all are taken, cycles by count.
    public static func nextColor(avoiding used: [String]) -> String {
        ColorTally(used).next
    }

    /// Normalizes `#rgb`, `rgb`, `#rrggbb` or `rrggbb` to `#RRGGBB`; nil if not hex.
    public static func normalizedHex(_ text: String) -> String? {
        var hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 3 || hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return nil }
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        return "#" + hex.uppercased()
    }
}
