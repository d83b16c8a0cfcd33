import Charts
import Raster

/// The colours that differ between the light and the dark scheme, as the page's
/// CSS custom properties: a chart is written once with `fill="var(--c3)"` where
/// the schemes differ, and the page's CSS sets `--c3` per scheme.
struct ThemedPalette {
    /// Each (light, dark) pair of colours, in first-used order, named `--c0`, `--c1` …
    private(set) var pairs: [Pair] = []
    /// Each pair's `var(--cN)`, looked up for every command a scheme colours differently.
    private var values: [Key: String] = [:]

    struct Pair: Hashable {
        var light: String
        var dark: String
    }

    private struct Key: Hashable {
        var light: Color
        var dark: Color
    }

    /// The variable for a colour drawn `light` in the light scheme and `dark` in the dark one
    /// (opacity aside: the page writes it beside the variable); the same pair keeps its name.
    mutating func variable(light: Color, dark: Color) -> String {
        let key = Key(light: Self.opaque(light), dark: Self.opaque(dark))
        if let value = values[key] { return value }
        let pair = Pair(light: key.light.hexString, dark: key.dark.hexString)
        let value = "var(--c\(pairs.count))"
        values[key] = value
        pairs.append(pair)
        return value
    }

    /// The colour with its opacity left out.
    static func opaque(_ color: Color) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, alpha: 255)
    }

    /// The variables of one scheme, for the page's `:root` rule.
    func variables(dark: Bool) -> String {
        pairs.enumerated().map { i, pair in "--c\(i):\(dark ? pair.dark : pair.light);" }.joined()
    }
}
