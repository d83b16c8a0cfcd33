import Foundation
import Charts
import Workouts

/// Exercise totals over a range as one section of items: a bar each for the
/// totals chart, a slice each for the share pie. Largest first; every item's
/// legend text carries its share of the whole.
package struct ExerciseTotalsData: BarChartDataSource, PieChartDataSource, Sendable {
    /// One item per exercise, largest first.
    package var items: [ExerciseChartItem]
    /// What the totals measure.
    package var metric: ChartMetric
    /// The unit of volume and loads.
    package var unit: WeightUnit
    /// Why `metric` was chosen when none was asked for ("only cardio logged").
    package var metricReason: String?
    /// What the items are: exercises, or muscle groups (the subtitle says "by muscle group").
    package var noun: SeriesNoun
    /// Days in the range with sets, counted only when `items` is empty: sets
    /// that add nothing to `metric` (all at 0 kg for volume) are still training.
    package var trainingDays = 0

    /// What the subtitle says the chart holds "in all" when that is not the
    /// items' total: a muscle chart's bars add up credits, not sets
    /// (`MuscleFigures`). nil: the items' total.
    package var inAll: String?

    /// What the metric could not count, named in the subtitle (`LeftOutSets`).
    package var leftOut = LeftOutSets()

    /// `limit`: at most this many items (`SeriesLimit`), the rest one "Other" item; nil shows all.
    /// `cap`: a hard maximum (a pie's slices), see `SeriesLimit.kept`.
    /// `groups`: each exercise's movement, to fold a long tail by ("Other legs"); empty: one "Other".
    /// `namedOnAxis`: each item is named under its bar, so colour vision does not narrow the items.
    package init(totals: [ExerciseTotal], exercises: [Exercise], metric: ChartMetric, unit: WeightUnit,
                metricReason: String? = nil, limit: Int? = nil, noun: SeriesNoun = .exercises, cap: Int? = nil,
                groups: DeferredSeriesGroups = .none, namedOnAxis: Bool = false) {
        self.metricReason = metricReason
        self.noun = noun
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var sums: [UUID: Double] = [:]
        for t in totals { sums[t.exerciseId, default: 0] += t.value }
        // Muscle groups at zero stay: a neglected group is named ("Abs 0"), never left out.
        let series = ExerciseSeries(totals: sums, exercises: byId, limit: limit, noun: noun, cap: cap,
                                    keepsZeros: noun == .muscleGroups, groups: groups, namedOnAxis: namedOnAxis)
        items = series.totalItems(metric: metric, unit: unit)
        if let regrouped = series.regrouped { self.noun = regrouped }
        self.metric = metric
        self.unit = unit
    }

    /// Everything in the range, in the display unit.
    package var total: Double { items.reduce(0) { $0 + $1.value } }

    /// The largest `keeping` items, and the rest as one "Other (14 exercises)"
    /// item carrying their value and share; nil when nothing needs grouping.
    package func groupingSmallest(keeping: Int) -> (data: ExerciseTotalsData, other: ExerciseChartItem)? {
        guard keeping >= 1, items.count > keeping + 1 else { return nil }
        // "Other" folds at least three: fewer slices shown rather than an "Other (2 exercises)".
        let keeping = min(keeping, items.count - SeriesLimit.minimumFolded)
        guard keeping >= 1 else { return nil }
        let rest = items.dropFirst(keeping)
        let value = rest.reduce(0) { $0 + $1.value }
        let grand = total
        let other = ExerciseChartItem(exerciseId: SeriesLimit.otherId, name: SeriesLimit.otherName(count: rest.count, noun: noun),
                                      value: value,
                                      color: ExerciseColors.other, share: grand > 0 ? value / grand : nil,
                                      metric: metric, unit: unit)
        var grouped = self
        grouped.items = Array(items.prefix(keeping)) + [other]
        return (grouped, other)
    }

    package func numberOfItems() -> Int { items.count }
    package func item(at index: Int) -> any BarChartItem { items[index] }
    package func numberOfSlices() -> Int { items.count }
    package func slice(at index: Int) -> any BarChartItem { items[index] }
}
