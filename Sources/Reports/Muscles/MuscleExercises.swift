import Foundation
import Workouts

/// Muscle groups dressed as exercises, so every exercise chart (week, weeks,
/// totals, share) draws muscle groups unchanged: each group gets a fixed id,
/// its name ("Front delts") and a colour of its own, the same in every chart.
package enum MuscleExercises {
    /// Neighbouring groups get far-apart hues, none of them grey (the remainder's alone);
    /// every two at least 20 ΔE apart, and at least 10 for deuteranopic and protanopic readers
    /// too, so a chart may name all eighteen at once (`MuscleColorsTests`); the order follows
    /// `MuscleGroup.allCases`.
    static let colors = [
        "#0072B2", "#E69F00", "#009E73", "#8C564B", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442",
        "#4444AA", "#9999FF", "#B15928", "#9933FF", "#BB2288", "#88CC55", "#CCBB77", "#FF6677",
        "#999933", "#776699",
    ]

    /// The stand-in exercise of `muscle`.
    package static func exercise(_ muscle: MuscleGroup) -> Exercise {
        let index = MuscleGroup.allCases.firstIndex(of: muscle) ?? 0
        return Exercise(id: id(muscle), name: muscle.displayName, color: colors[index % colors.count])
    }

    /// A fixed id per group: `00000000-0000-4000-8000-0000000000NN`.
    package static func id(_ muscle: MuscleGroup) -> UUID {
        let index = MuscleGroup.allCases.firstIndex(of: muscle) ?? 0
        let hex = String(index + 1, radix: 16)
        let tail = String(repeating: "0", count: 12 - hex.count) + hex
        return UUID(uuidString: "00000000-0000-4000-8000-\(tail)") ?? UUID()
    }

    /// The stand-in exercises of every muscle group, in `MuscleGroup.allCases` order.
    package static let all: [Exercise] = MuscleGroup.allCases.map(exercise)

    /// Muscle totals as exercise totals of the stand-in exercises (sets rounded for the count).
    static func dayTotals(_ totals: [DayMuscleTotal]) -> [DayExerciseTotal] {
        totals.map { DayExerciseTotal(day: $0.day, exercise: id($0.muscle), value: $0.value,
                                      sets: Int(min(max($0.sets.rounded(), 0), 1e9))) }
    }
}

extension MuscleExercises {
    /// Per-day totals summed over the range, one per muscle group.
    static func rangeTotals(_ daily: [DayExerciseTotal]) -> [ExerciseTotal] {
        var sums: [UUID: (value: Double, sets: Int, days: Int)] = [:]
        for t in daily {
            var s = sums[t.exerciseId] ?? (0, 0, 0)
            s.value += t.value
            s.sets += t.sets
            s.days += 1
            sums[t.exerciseId] = s
        }
        return sums.map { ExerciseTotal(exercise: $0.key, value: $0.value.value, sets: $0.value.sets, days: $0.value.days) }
            .filter { $0.value != 0 }
    }
}

extension ChartData {
    /// The same log seen per muscle group: every total is split over the
    /// muscles each exercise works (warm-ups never count).
    package func byMuscle(_ counting: MuscleCounting = MuscleCounting()) -> ChartData {
        var copy = self
        copy.muscleCounting = counting
        copy.exercises = MuscleExercises.all
        copy.groups = .none
        return copy
    }

    /// Per-day muscle totals as the stand-in exercises' totals.
    func muscleTotals(_ query: AggregateQuery, _ counting: MuscleCounting) throws(ReportsError) -> [DayExerciseTotal] {
        do {
            return MuscleExercises.dayTotals(try store.dailyMuscleTotals(query, counting: counting).totals)
        } catch {
            throw ReportsError(error)
        }
    }
}
