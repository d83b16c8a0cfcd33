@testable import Charts
import Raster
import Testing
@testable import Reports

/// Issue 45.6: every muscle group's colour is its own. A muscle chart names all
/// eighteen groups at once, so no two of their colours may read as one (Lats'
/// #009E73 and Forearms' #1B9E77 were 3.2 ΔE apart, Chest and Adductors 3.6),
/// and none is a grey, the remainder's alone.
@Suite struct MuscleColorsTests {
    static let colors = MuscleExercises.all.map { Color(rgb: UInt32($0.color.dropFirst(), radix: 16) ?? 0) }

    @Test func everyTwoMuscleGroupsAreAtLeast20DeltaEApart() {
        let names = MuscleExercises.all.map(\.name)
        for i in Self.colors.indices {
            for j in Self.colors.indices where j > i {
                let delta = ColorDistance.delta(Self.colors[i], Self.colors[j])
                #expect(delta >= 20, "\(names[i]) and \(names[j]): \(delta) ΔE")
            }
        }
    }

    /// A stack by main muscle, a muscle pie or a weeks chart by muscle names many groups at
    /// once, so they stay 10 ΔE apart for deuteranopic and protanopic readers as well, and
    /// from the remainder's grey and the "Cardio" series beside them, in both themes' fills.
    /// (Quads' #66A61E and Upper back's #E69F00 were 5.0 apart under deuteranopia,
    /// Hamstrings and Rear delts 2.9, and Cardio was Side delts' very colour.)
    @Test(arguments: ["light", "dark"])
    func everyTwoMuscleGroupsStayApartForColourBlindReaders(themeName: String) {
        let theme = IdentityShades.themed(themeName == "dark" ? .dark : .light)
        let cardio = Color(rgb: UInt32(Movement.cardio.seriesHex.dropFirst(), radix: 16) ?? 0)
        let names = MuscleExercises.all.map(\.name) + ["Cardio", "Other"]
        let shown = (Self.colors + [cardio, ExerciseColors.other]).map(theme.fillColor)
        for vision in ColorVision.allCases {
            for i in shown.indices {
                for j in shown.indices where j > i && !(i >= Self.colors.count && j >= Self.colors.count) {
                    let delta = ColorDistance.delta(vision.lab(shown[i]), vision.lab(shown[j]))
                    #expect(delta >= 10, "\(vision), \(themeName): \(names[i]) \(shown[i].hexString) and \(names[j]) \(shown[j].hexString) are \(delta) ΔE apart")
                }
            }
        }
    }

    @Test func noMuscleGroupIsGreyOrOtherGrey() {
        for (color, muscle) in zip(Self.colors, MuscleExercises.all) {
            #expect(!ExerciseColors.isGrey(color), "\(muscle.name) reads as grey")
            #expect(ColorDistance.delta(color, ExerciseColors.other) >= 20, "\(muscle.name) is near Other's grey")
        }
    }
}
