import Basics
import Charts
import Foundation
import Raster
import Workouts

/// Exercise colours as chart colours: each exercise's own (`IdentityColors`),
/// kept measurably apart within one chart.
enum ExerciseColors {
    /// The exercise's `#RRGGBB`, or nil (the theme's palette then picks one).
    static func color(hex: String) -> Color? {
        try? Color(parsing: hex)
    }

    /// The grey of the "Other" series: light enough on white to stay 10 ΔE from every palette
    /// colour also under deuteranopia and protanopia (`ColorVision`), where #8C8C8C met the
    /// green and the pink; the dark theme draws `otherOnDark` (`IdentityShades`).
    static let other = Color(red: 0xC0, green: 0xC0, blue: 0xC0)
    static let otherHex = "#C0C0C0"
    /// "Other" in the dark theme: 3:1 on its background, and apart from the palette for every reader.
    static let otherOnDark = Color(red: 0x70, green: 0x70, blue: 0x70)

    /// The least CIELAB chroma of an exercise's or a muscle group's colour: below it a
    /// colour reads as grey, which is the "Other" remainder's alone.
    static let minimumChroma: Double = 12

    /// How many of a chart's series colours, most important first, to name: those that stay
    /// `ColorDistance.minimumSeriesDelta` apart from each other and from "Other" for readers with
    /// normal vision, deuteranopia and protanopia (`ColorVision`); the rest go to "Other".
    static func namedSeriesApart(_ colors: [Color]) -> Int {
        ColorVision.colorsKeptApart(colors, always: [other])
    }

    /// Whether `color` reads as grey (CIELAB chroma below `minimumChroma`).
    static func isGrey(_ color: Color) -> Bool {
        ColorDistance.chroma(color) < minimumChroma
    }

    /// `#RRGGBB` of `color`.
    static func hex(_ color: Color) -> String {
        HexColour.string(red: color.red, green: color.green, blue: color.blue, uppercase: true)
    }

    /// The colours of a chart's `series` (every exercise it draws, before any
    /// fold into "Other"), among the log's `exercises`: each exercise's identity
    /// colour. Only a log with more exercises than `Palette.extended` has colours
    /// can hold two identity colours that clash; then, within this chart, the one
    /// later in the identity order takes the spare colour farthest from those
    /// before it, so the chart still shows its series apart (and the same ones
    /// however many are folded, as the whole list is measured).
    static func chartColors(_ series: [Exercise], identity: IdentityColors) -> [UUID: Color] {
        var result: [UUID: Color] = [:]
        let drawn = series.filter { identity.colors[$0.id] != nil }
            .sorted { (identity.order[$0.id] ?? 0) < (identity.order[$1.id] ?? 0) }
        var shown: [ColorDistance.Lab] = [ColorDistance.lab(other)]
        var inUse = [otherHex]
        var clashing: [UUID] = []
        for exercise in drawn {
            guard let color = identity.colors[exercise.id] else { continue }
            let lab = ColorDistance.lab(color)
            if shown.allSatisfy({ ColorDistance.delta($0, lab) >= ColorDistance.minimumSeriesDelta }) {
                result[exercise.id] = color
                shown.append(lab)
                inUse.append(hex(color))
            } else {
                clashing.append(exercise.id)
            }
        }
        if !clashing.isEmpty {
            var spare = ColorTally(inUse)
            for id in clashing { result[id] = IdentityColors.take(&spare) }
        }
        return result
    }
}
