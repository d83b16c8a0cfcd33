import Foundation
import Workouts

/// At most a readable number of series: the `keep` exercises with the most
/// of the metric stay, everything else is one "Other" series.
public enum TopSeries {
    /// The stand-in exercise the rest is summed into.
    public static let other = Exercise(id: UUID(uuidString: "00000000-0000-4000-8000-0000000000FF") ?? UUID(),
                                       name: "Other", color: ExerciseColors.other.hexString)

    /// The exercises of `totals` ranked by their summed value, largest first (ties by name).
    public static func ranking(_ totals: [DayExerciseTotal], exercises: [Exercise]) -> [Exercise] {
        var sums: [UUID: Double] = [:]
        for total in totals { sums[total.exerciseId, default: 0] += total.value }
        return exercises.filter { (sums[$0.id] ?? 0) > 0 }.sorted {
            (sums[$0.id] ?? 0, $1.name.lowercased()) > (sums[$1.id] ?? 0, $0.name.lowercased())
        }
    }

    /// `totals` with every exercise past the first `keep` summed per day into `other`,
    /// and the exercises to draw (the kept ones, then "Other" when it holds anything).
    public static func limit(_ totals: [DayExerciseTotal], exercises: [Exercise],
                             keep: Int) -> (totals: [DayExerciseTotal], exercises: [Exercise]) {
        let ranked = ranking(totals, exercises: exercises)
        guard ranked.count > keep else { return (totals, ranked) }
        let kept = Array(ranked.prefix(max(keep - 1, 1)))
        let keptIds = Set(kept.map(\.id))
        var result = totals.filter { keptIds.contains($0.exerciseId) }
        var rest: [Day: (value: Double, sets: Int)] = [:]
        for total in totals where !keptIds.contains(total.exerciseId) {
            let sum = rest[total.day] ?? (0, 0)
            rest[total.day] = (sum.value + total.value, sum.sets + total.sets)
        }
        for (day, sum) in rest.sorted(by: { $0.key < $1.key }) {
            result.append(DayExerciseTotal(day: day, exercise: other.id, value: sum.value, sets: sum.sets))
        }
        return (result, kept + [other])
    }
}
