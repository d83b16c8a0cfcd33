import Charts
import Foundation
import Raster
import Workouts

/// Each exercise's colour in every chart of a log, worked out from the whole
/// log so that it never depends on which chart, range, rank or "Other" shows it.
///
/// An exercise shows its stored colour, unless that is a grey (grey is the
/// remainder's alone: `ExerciseColors.isGrey`) or within
/// `ColorDistance.minimumSeriesDelta` (CIE76) of the "Other" grey or of an
/// exercise that comes first. What comes first is fixed by stored data, never by
/// a chart's ranking: palette colours in palette order (an import gives them to
/// the most-trained exercises), then other colours, then exercises with no valid
/// colour; among equals, the exercise id. One that gives way takes, in that same
/// order, the colour a new exercise would (`ColorTally`: farthest from every
/// colour already shown). An exercise with no valid colour starts from a palette colour chosen by
/// its id. So a pair that clashes resolves the same way in every chart, and any
/// set of exercises a chart shows is apart (while the log has fewer exercises
/// than `Palette.extended` has colours).
struct IdentityColors: Sendable {
    /// Display colour by exercise id.
    var colors: [UUID: Color]
    /// Each exercise's place in the order above (0 first).
    var order: [UUID: Int]

    init(_ exercises: some Sequence<Exercise>) {
        let ranked = exercises.map { ($0.id, Self.primary($0)) }
            .sorted { a, b in a.1.rank != b.1.rank ? a.1.rank < b.1.rank : a.0.uuidString < b.0.uuidString }
        order = Dictionary(ranked.enumerated().map { ($1.0, $0) }, uniquingKeysWith: { a, _ in a })
        var shown: [ColorDistance.Lab] = [ColorDistance.lab(ExerciseColors.other)]
        var inUse = [ExerciseColors.otherHex]
        var colors: [UUID: Color] = [:]
        var giving: [UUID] = []
        for (id, primary) in ranked {
            let lab = ColorDistance.lab(primary.color)
            if !ExerciseColors.isGrey(primary.color),
               shown.allSatisfy({ ColorDistance.delta($0, lab) >= ColorDistance.minimumSeriesDelta }) {
                colors[id] = primary.color
                shown.append(lab)
                inUse.append(ExerciseColors.hex(primary.color))
            } else {
                giving.append(id)
            }
        }
        if !giving.isEmpty {
            var spare = ColorTally(inUse)
            for id in giving { colors[id] = Self.take(&spare) }
        }
        self.colors = colors
    }

    /// The colour a new exercise would take among those in `tally` (farthest from them), now in use.
    static func take(_ tally: inout ColorTally) -> Color {
        let hex = tally.next
        tally.add(hex)
        return ExerciseColors.color(hex: hex) ?? ExerciseColors.other
    }

    /// `exercises` with their identity colours as their `color` (`#RRGGBB`), for
    /// whatever draws one exercise alone (progress lines, the page, the preview).
    static func applied(_ exercises: [Exercise]) -> [Exercise] {
        let identity = IdentityColors(exercises)
        return exercises.map { exercise in
            var shown = exercise
            if let color = identity.colors[exercise.id] { shown.color = ExerciseColors.hex(color) }
            return shown
        }
    }

    /// The colour an exercise asks for and where it comes in the order.
    static func primary(_ exercise: Exercise) -> (color: Color, rank: Int) {
        let palette = Palette.colors.count
        if let hex = Palette.normalizedHex(exercise.color), let color = ExerciseColors.color(hex: hex) {
            return (color, Palette.colors.firstIndex(of: hex) ?? palette)
        }
        let fallback = Palette.colors[Int(stableHash(exercise.id) % UInt64(palette))]
        return (ExerciseColors.color(hex: fallback) ?? ExerciseColors.other, palette + 1)
    }

    /// FNV-1a of the id's text: the same on every machine and every run (unlike `hashValue`).
    static func stableHash(_ id: UUID) -> UInt64 {
        id.uuidString.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
