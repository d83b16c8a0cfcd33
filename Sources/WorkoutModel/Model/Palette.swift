import Basics

/// Colour-blind-safe colours for exercises that were given none.
///
/// Okabe & Ito's eight colours (without black, which vanishes on the dark theme),
/// then Paul Tol's muted scheme, distinguishable under the common colour-vision
/// deficiencies. A new exercise takes the palette colour farthest from those in
/// use; once all are taken, the farthest of the palette's tints in `extended`,
/// then of the rest of `extended`.
package enum Palette {
    /// The colour-blind-safe colours, `#RRGGBB`, in the order that breaks ties.
    package static let colors: [String] = [
        "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442",
        "#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677", "#882255", "#AA4499",
    ]

    /// The least CIE76 ΔE between two exercise colours that count as different
    /// (the charts keep shown series this far apart).
    package static let minimumDelta: Double = 10

    /// `colors`, then tints of them and an even spread of other readable colours,
    /// each at least `minimumDelta` from every earlier one and at least 15 ΔE from
    /// any grey: the colours a log with more exercises than the palette takes.
    /// Made on first use (only logs past the palette need it).
    package static var extended: [String] { extendedTiers.colors }

    /// `extended` and where its tiers end: the palette, its tints, the grid.
    package static let extendedTiers: (colors: [String], tierEnds: [Int]) = ExtendedPalette.make()

    /// The colour a new exercise takes beside those in `used`: the free palette colour
    /// farthest from them (the first when none is in use), else the farthest of `extended`.
    package static func nextColor(avoiding used: [String]) -> String {
        ColorTally(used).next
    }

    /// Normalizes `#rgb`, `rgb`, `#rrggbb` or `rrggbb` to `#RRGGBB`; nil if not hex.
    package static func normalizedHex(_ text: String) -> String? {
        HexColour.channels(text, allowingAlpha: false).map {
            HexColour.string(red: $0.red, green: $0.green, blue: $0.blue, uppercase: true)
        }
    }
}
