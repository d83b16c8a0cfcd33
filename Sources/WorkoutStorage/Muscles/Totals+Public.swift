import Foundation
import WorkoutModel

// Totals made outside the store: muscle groups dressed as exercises for the charts.
extension DayExerciseTotal {
    /// A day's total for `exercise`: any id that names a chart series, such as a
    /// muscle group's.
    package init(day: Day, exercise: UUID, value: Double, sets: Int) {
        self.init(day: day, exerciseId: exercise, value: value, sets: sets)
    }
}

extension ExerciseTotal {
    /// A range's total for `exercise`: any id that names a chart series, such as a
    /// muscle group's.
    package init(exercise: UUID, value: Double, sets: Int, days: Int) {
        self.init(exerciseId: exercise, value: value, sets: sets, days: days)
    }
}
