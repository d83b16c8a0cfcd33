import Charts
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

    @Test func noMuscleGroupIsGreyOrOtherGrey() {
        for (color, muscle) in zip(Self.colors, MuscleExercises.all) {
            #expect(!ExerciseColors.isGrey(color), "\(muscle.name) reads as grey")
            #expect(ColorDistance.delta(color, ExerciseColors.other) >= 20, "\(muscle.name) is near Other's grey")
        }
    }
}
