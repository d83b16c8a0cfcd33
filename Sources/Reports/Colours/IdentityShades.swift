import Charts
import Raster
import Workouts

/// Each identity colour's variants for a theme: RepChart keeps lines and marks at 3:1
/// against the plot area (WCAG non-text contrast) by choosing, for each identity colour,
/// a darker or lighter colour of the same CIELAB hue, not by asking the chart library to
/// alter colours. On a light theme bars keep the identity colour and a line too faint
/// on white takes its darker variant; on a dark theme fills and lines alike take the
/// lighter variant where the colour is too dark for the background.
enum IdentityShades {
    /// The least contrast of a line, mark or (on a dark theme) fill against the plot area.
    static let minimumContrast: Double = 3

    /// `theme` with the variants of every colour an exercise, a muscle group, a movement or "Other" can have.
    /// The light and dark themes take them from `IdentityShadesTable`, the same variants worked out
    /// ahead (working them out for the whole extended palette took a fifth of a chart's process time);
    /// `IdentityShadesTableTests` checks the table is what `make` gives.
    static func themed(_ theme: Theme) -> Theme {
        if theme == .light { return light }
        if theme == .dark { return dark }
        return make(theme)
    }

    private static let light = tabled(.light, IdentityShadesTable.light)
    private static let dark = tabled(.dark, IdentityShadesTable.dark)

    /// `base` with the variants of `table`: (colour, fill, stroke) as 0xRRGGBB.
    static func tabled(_ base: Theme, _ table: [(UInt32, UInt32, UInt32)]) -> Theme {
        var theme = base
        for (color, fill, stroke) in table {
            theme.colorVariants[Color(rgb: color)] = ColorVariant(fill: Color(rgb: fill), stroke: Color(rgb: stroke))
        }
        return theme
    }

    /// `base` with the variants of every colour an exercise, a muscle group, a movement or "Other" can have, worked out.
    static func make(_ base: Theme) -> Theme {
        var theme = base
        var variants = theme.colorVariants
        let colors = (Palette.extended + MuscleExercises.colors + Movement.allCases.map(\.seriesHex))
            .compactMap(ExerciseColors.color(hex:))
            + [ExerciseColors.other]
        for color in colors where variants[color] == nil {
            let shown = variant(color, in: base)
            if shown.fill != color || shown.stroke != color { variants[color] = shown }
        }
        // The remainder's grey is lighter than the named colours on white; on a dark
        // background that would make it the brightest bar, so it takes a darker grey there.
        if base.plotAreaBackground.relativeLuminance <= 0.18 {
            variants[ExerciseColors.other] = ColorVariant(fill: ExerciseColors.otherOnDark)
        }
        theme.colorVariants = variants
        return theme
    }

    /// The fill and line colour of `color` in `theme`: the same hue, as light or dark as it needs.
    static func variant(_ color: Color, in theme: Theme) -> ColorVariant {
        let background = theme.plotAreaBackground
        let stroke = color.withContrast(atLeast: minimumContrast, against: background)
        let darkBackground = background.relativeLuminance <= 0.18
        return ColorVariant(fill: darkBackground ? stroke : color, stroke: stroke)
    }
}
