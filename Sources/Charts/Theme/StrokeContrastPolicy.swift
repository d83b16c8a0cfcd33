import Raster

/// Whether a theme changes the colour of a line, marker or thin mark to make it stand out
/// from the plot area. The default draws every colour exactly as given.
public enum StrokeContrastPolicy: Hashable, Sendable {
    /// Every colour is drawn exactly as given (the default).
    case asGiven
    /// A colour with less than this contrast ratio against the plot area is drawn darker on a
    /// light plot area, or lighter on a dark one, at the same CIELAB hue and just far enough to
    /// reach it; a colour that has it is drawn as given. Fills keep their colour.
    case atLeast(Double)

    /// WCAG 2's non-text contrast: 3:1 for a line, marker or thin mark.
    public static let wcagNonText = StrokeContrastPolicy.atLeast(3)
}

/// The colours a theme draws in place of one colour: a caller's own variant of a series colour
/// for this theme (a lighter one for a dark background, say), so that one graph can be drawn
/// in several themes with colours chosen for each. The library never makes these up.
public struct ColorVariant: Hashable, Sendable {
    /// The colour of bars, slices and area fills.
    public var fill: Color
    /// The colour of lines, markers and thin marks.
    public var stroke: Color

    /// A variant; `stroke` defaults to `fill`.
    public init(fill: Color, stroke: Color? = nil) {
        self.fill = fill
        self.stroke = stroke ?? fill
    }
}

extension Theme {
    /// `color` as a line, marker or thin mark draws it: its variant's stroke in `colorVariants`,
    /// else as `strokeContrast` says (exactly as given by default). Its opacity is kept.
    public func strokeColor(_ color: Color) -> Color {
        if let variant = colorVariants[color.opaque] { return variant.stroke.withAlpha(of: color) }
        switch strokeContrast {
        case .asGiven: return color
        case .atLeast(let ratio): return color.withContrast(atLeast: ratio, against: plotAreaBackground)
        }
    }

    /// `color` as a bar, slice or area fill draws it: its variant's fill in `colorVariants`,
    /// else exactly as given. Its opacity is kept.
    public func fillColor(_ color: Color) -> Color {
        colorVariants[color.opaque].map { $0.fill.withAlpha(of: color) } ?? color
    }
}

extension Color {
    /// This colour fully opaque.
    var opaque: Color { Color(red: red, green: green, blue: blue, alpha: 255) }

    /// This colour's red, green and blue with `other`'s alpha.
    func withAlpha(of other: Color) -> Color {
        Color(red: red, green: green, blue: blue, alpha: other.alpha)
    }
}
