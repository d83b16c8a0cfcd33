import Charts
import Foundation
import Workouts

/// The colours and legend entries of work a chart's metric cannot measure (a
/// plank in a volume chart): each exercise keeps its own colour, so its stub on
/// a day is its mark and the legend names it, never a grey cap nobody can read.
struct UnmeasuredMarks {
    /// The most exercises marked with legend lines of their own; past it, none is marked.
    static let most = 4

    private var colorById: [UUID: Color] = [:]
    private var names: [UUID: String] = [:]
    /// Exercises with no measured work in the chart at all, with their sets: "Plank 5 sets".
    private(set) var legend: [ChartItem] = []

    /// - Parameters:
    ///   - ids: per section, the exercises with unmeasured sets there.
    ///   - totals: the chart's totals (zero totals are the unmeasured ones).
    ///   - exercises: the log's exercises by id.
    ///   - series: the chart's series: an exercise drawn as one keeps its series colour.
    init(ids: [[UUID]], totals: [DayExerciseTotal], exercises: [UUID: Exercise], series: ExerciseSeries) {
        let identity = series.identityColors
        var sets: [UUID: Int] = [:]
        for t in totals where t.value == 0 { sets[t.exerciseId, default: 0] += t.sets }
        for id in Set(ids.joined()) {
            names[id] = exercises[id]?.name ?? ""
            if let s = series.index[id] {
                colorById[id] = series.entries[s].color ?? identity[id]
            } else {
                colorById[id] = identity[id]
            }
        }
        // Only exercises that are no series of the chart need a legend line of their own.
        legend = sets.filter { series.index[$0.key] == nil }
            .sorted { $0.value != $1.value ? $0.value > $1.value : (names[$0.key] ?? "") < (names[$1.key] ?? "") }
            .map { id, count in
                let name = names[id] ?? ""
                return ChartItem(name: name, value: 0, color: colorById[id],
                                 legendText: "\(name) \(Format.count(count, "set"))")
            }
    }

    /// The colours of a section's unmeasured exercises, in name order.
    func colors(_ ids: [UUID]) -> [Color] {
        ids.sorted { (names[$0] ?? "") < (names[$1] ?? "") }.compactMap { colorById[$0] }
    }
}
