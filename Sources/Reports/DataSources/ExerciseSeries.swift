import Foundation
import Raster
import Workouts

/// The exercises a chart shows, in the order their series are stacked and
/// listed (largest total first, then by name), with their display colours.
struct ExerciseSeries: Sendable {
    struct Entry: Sendable {
        var exercise: Exercise
        /// Sum over the chart's range, in the store's unit.
        var total: Double
        var color: Color?
    }

    var entries: [Entry]
    /// Index into `entries` by exercise id.
    var index: [UUID: Int]

    /// Series for the exercises that have a non-zero total in `totals`.
    /// Exercises missing from `exercises` (deleted mid-read) are left out.
    /// With `limit`, at most that many series: the largest `limit - 1` and one
    /// "Other" series (`SeriesLimit.otherId`) holding the rest, in a neutral grey.
    /// Colours are the exercises' own across the log (`IdentityColors`), the
    /// same in every chart and whatever is folded into "Other".
    /// "Other" folds at least three series (`SeriesLimit.kept`): with one or two
    /// left over, they are shown instead, unless `cap` series is a hard maximum.
    /// `keepsZeros`: every one of `exercises` is a series, those with nothing
    /// at zero (muscle groups: a group never trained is named, not dropped).
    /// `groups`: the tail is folded by movement ("Other legs", `SeriesLimit.fold`)
    /// so no remainder outweighs the largest exercise where a fold can manage
    /// that; `.none`: one "Other".
    init(totals: [UUID: Double], exercises: [UUID: Exercise], limit: Int? = nil, noun: SeriesNoun = .exercises,
         cap: Int? = nil, keepsZeros: Bool = false, groups: SeriesGroups = .none) {
        var found: [(Exercise, Double)] = []
        for (id, total) in totals where total != 0 && total.isFinite {
            if let exercise = exercises[id] { found.append((exercise, total)) }
        }
        if keepsZeros {
            let counted = Set(found.map(\.0.id))
            for exercise in exercises.values where !counted.contains(exercise.id) { found.append((exercise, 0)) }
        }
        found.sort { a, b in
            a.1 != b.1 ? a.1 > b.1 : a.0.name.lowercased() < b.0.name.lowercased()
        }
        var folded: [UUID: UUID] = [:]
        let colors = ExerciseColors.chartColors(found.map(\.0), exercises: exercises)
        var kept = SeriesLimit.kept(count: found.count, limit: limit, cap: cap)
        // A chart of exercises that folds names only the series colour-blind readers still tell
        // apart (issue 45.6), and never fewer than `SeriesLimit.minimum`; muscle groups are never folded.
        if let shown = kept, noun == .exercises {
            let apart = ExerciseColors.namedSeriesApart(found.compactMap { colors[$0.0.id] })
            kept = min(shown, max(apart, SeriesLimit.minimum))
        }
        if let kept {
            let (named, remainders) = SeriesLimit.fold(found.map { ($0.0.id, $0.1) }, kept: kept,
                                                       movements: groups.movement, noun: noun)
            for remainder in remainders { for id in remainder.members { folded[id] = remainder.id } }
            if named < found.count {
                found = Array(found.prefix(named)) + remainders.map {
                    (Exercise(id: $0.id, name: $0.name, color: $0.hex), $0.total)
                }
            }
        }
        entries = found.map { exercise, total in
            Entry(exercise: exercise, total: total,
                  color: SeriesLimit.isRemainder(exercise.id) ? ExerciseColors.color(hex: exercise.color) : colors[exercise.id])
        }
        index = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.exercise.id, $0) })
        for (id, into) in folded { if let at = index[into] { index[id] = at } }
    }

    /// The exercises of `totals` (summed over their days) in series order,
    /// largest first: how a chart ranks them before any "Other".
    static func ranking(_ totals: [DayExerciseTotal], exercises: [Exercise]) -> [Exercise] {
        var sums: [UUID: Double] = [:]
        for total in totals { sums[total.exerciseId, default: 0] += total.value }
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return ExerciseSeries(totals: sums, exercises: byId).entries.map(\.exercise)
    }

    /// Sum of every series' total.
    var grandTotal: Double { entries.reduce(0) { $0 + $1.total } }

    /// A chart item in `entry`'s exercise and colour worth `value`, its share
    /// taken of `grandTotal` (passed in, as callers make many items).
    func item(_ entry: Entry, value: Double, grandTotal: Double, metric: ReportMetric,
              unit: WeightUnit) -> ExerciseChartItem {
        var item = ExerciseChartItem(exercise: entry.exercise, storedValue: value, total: grandTotal,
                                     metric: metric, unit: unit)
        item.color = entry.color
        return item
    }

    /// One item per series, worth its total: the bars of a totals chart, a legend.
    func totalItems(metric: ReportMetric, unit: WeightUnit) -> [ExerciseChartItem] {
        let grand = grandTotal
        return entries.map { item($0, value: $0.total, grandTotal: grand, metric: metric, unit: unit) }
    }
}
