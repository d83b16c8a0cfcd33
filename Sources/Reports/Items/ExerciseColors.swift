import Charts
import Raster
import Workouts

/// Exercise colours as chart colours, kept measurably apart within one chart.
enum ExerciseColors {
    /// The exercise's `#RRGGBB`, or nil (the theme's palette then picks one).
    static func color(hex: String) -> Color? {
        try? Color(parsing: hex)
    }

    /// The grey of the "Other" series: readable on light and dark themes.
    static let other = Color(red: 0x8C, green: 0x8C, blue: 0x8C)
    static let otherHex = "#8C8C8C"

    /// Colours for series in order, each at least `ColorDistance.minimumSeriesDelta`
    /// (CIE76 ΔE) from every other shown: an exercise keeps its own colour when
    /// that is far enough from the earlier (larger) series and from the grey of
    /// "Other" (at `other`); otherwise it takes the first colour-blind-safe
    /// palette colour that is, else the palette colour farthest from them all.
    static func apart(_ colors: [Color?], other: Int?) -> [Color?] {
        let minimum = ColorDistance.minimumSeriesDelta
        var used: [Color] = other == nil ? [] : [ExerciseColors.other]
        let wanted = colors.compactMap { $0 }
        return colors.enumerated().map { index, color in
            if index == other { return ExerciseColors.other }
            func farEnough(_ candidate: Color) -> Bool {
                used.allSatisfy { ColorDistance.delta($0, candidate) >= minimum }
            }
            var chosen: Color
            if let color, farEnough(color) {
                chosen = color
            } else if let free = safePalette.first(where: { candidate in
                // Leaving later series their own colours where possible.
                farEnough(candidate) && wanted.allSatisfy { ColorDistance.delta($0, candidate) >= minimum }
            }) ?? safePalette.first(where: farEnough) {
                chosen = free
            } else {
                // More series than stay apart (only with a large --top): the tint farthest from those taken.
                let nearest = { (c: Color) in used.map { ColorDistance.delta($0, c) }.min() ?? 0 }
                let tints = safePalette.flatMap { base in
                    [base] + [0.2, 0.4, 0.6].flatMap { t in [base.mixed(toward: Color.white, t), base.mixed(toward: Color.black, t)] }
                }
                chosen = tints.filter { !used.contains($0) }.max { nearest($0) < nearest($1) } ?? Color.black
            }
            used.append(chosen)
            return chosen
        }
    }

    /// The store's colour-blind-safe palette (Okabe & Ito, then Paul Tol's muted
    /// scheme): any two of these and the "Other" grey are at least 14 ΔE apart.
    static let safePalette: [Color] = Workouts.Palette.colors.compactMap { color(hex: $0) }

}

extension Color {
    /// A straight sRGB mix: `t` = 0 is self, 1 is `other`.
    func mixed(toward other: Color, _ t: Float) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Float(x) + (Float(y) - Float(x)) * t).rounded())))
        }
        return Color(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}
