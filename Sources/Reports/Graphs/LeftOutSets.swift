import Foundation
import Workouts

/// What a chart's metric cannot count, said in its subtitle so no number
/// quietly leaves sets out: sets that add nothing to it (a plank or a run in
/// volume, pull-ups with no known body weight), and exercises done at body
/// weight plus a load that volume counts at the added load alone.
package struct LeftOutSets: Sendable, Equatable {
    /// Working sets whose day's total for their exercise is zero in the metric.
    package var sets = 0
    /// Their exercises' names, most sets first.
    package var exercises: [String] = []
    /// Exercises at body weight plus a load, counted at the load alone (no body weight known).
    package var addedLoadOnly: [String] = []
    /// Bodyweight sets left out or counted at their load alone: no body weight is known.
    package var bodyWeightMissing = false

    /// Nothing left out.
    package init() {}

    /// From the store's per-(day, exercise) `totals` of `metric`, zero totals
    /// kept (`AggregateQuery.keepsZeroTotals`); `bodyWeight` as the log knows it.
    package init(totals: [DayExerciseTotal], exercises: [Exercise], metric: ChartMetric, bodyWeight: Weight?) {
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        var left: [UUID: Int] = [:]
        var added = Set<UUID>()
        for total in totals {
            if total.value == 0 {
                left[total.exerciseId, default: 0] += total.sets
                // Only a load needs the body weight: pull-ups are not in a duration for want of none.
                if total.bodyweightSets > 0, bodyWeight == nil, metric == .volume || metric == .e1rm {
                    bodyWeightMissing = true
                }
            } else if metric == .volume, bodyWeight == nil, total.bodyweightSets > 0 {
                added.insert(total.exerciseId)
            }
        }
        sets = left.values.reduce(0, +)
        self.exercises = left.sorted { a, b in
            a.value != b.value ? a.value > b.value : (names[a.key] ?? "") < (names[b.key] ?? "")
        }.compactMap { names[$0.key] }
        addedLoadOnly = added.compactMap { names[$0] }.sorted()
        if !addedLoadOnly.isEmpty { bodyWeightMissing = true }
    }

    /// The most exercises named before "and N more".
    static let namedMost = 3

    /// The subtitle's ending: " · 9 sets not in volume: Pull Up, Plank · added
    /// load only: Dip · body weight not set"; "" when nothing is left out.
    package func note(_ metric: ChartMetric) -> String {
        var parts: [String] = []
        if sets > 0 {
            parts.append("\(Format.count(sets, "set")) not in \(metric.phrase): \(Self.list(exercises))")
        }
        if !addedLoadOnly.isEmpty { parts.append("added load only: \(Self.list(addedLoadOnly))") }
        if bodyWeightMissing { parts.append("body weight not set") }
        return parts.map { " · " + $0 }.joined()
    }

    /// "Pull Up, Plank", "A, B, C and 2 more".
    static func list(_ names: [String]) -> String {
        guard names.count > namedMost else { return names.joined(separator: ", ") }
        return names.prefix(namedMost).joined(separator: ", ") + " and \(names.count - namedMost) more"
    }
}
