import Foundation
import Charts
import Workouts

/// A week as a stacked bar chart's data: sections are the seven days (empty
/// days included, so they keep their labels), cells are the exercises trained
/// that day, stacked largest-of-the-week first. The legend lists every
/// exercise with its week total and share ("Push ups 120 (34.5%)").
package struct WeekChartData: StackedBarChartDataSource, Sendable {
    /// One day's column: its exercises, stacked.
    package struct Section: Sendable {
        /// The day of the column.
        package var day: Day
        /// "Mon 16".
        package var title: String
        /// One per exercise trained that day, in the legend's order.
        package var cells: [ExerciseChartItem]
        /// For a day with sets but nothing the metric measures (plain bodyweight
        /// sets with no known body weight, timed sets in a volume chart): its
        /// stub's text, "6 sets". nil for days with cells and rest days.
        package var stubText: String? = nil
        /// For a day with cells that also has sets the metric cannot measure (a
        /// plank beside squats in volume): the text of the stub on its stack, "3 sets".
        package var unmeasuredText: String? = nil
        /// The colours of the exercises behind `stubText` or `unmeasuredText`, so
        /// the stub is their own mark (a plank's in the plank's colour).
        package var unmeasuredColors: [Color] = []
    }

    /// One per day of the range, empty days included.
    package var sections: [Section]

    /// The largest section's total (what its bar's label says).
    package var largestTotal: Double {
        sections.map { $0.cells.reduce(0) { $0 + max($1.value, 0) } }.max() ?? 0
    }
    /// One per exercise, with the range total and share.
    package var legend: [ExerciseChartItem]
    /// Exercises the metric cannot measure at all in the range (a plank in a
    /// volume chart), named after the legend with their sets ("Plank 5 sets").
    package var unmeasuredLegend: [ChartItem] = []
    /// What the bars measure.
    package var metric: ChartMetric
    /// The unit of volume and loads.
    package var unit: WeightUnit
    /// Why `metric` was chosen when none was asked for ("only cardio logged").
    package var metricReason: String?
    /// Days with any set logged, whatever the metric draws.
    package var trainingDays: Int
    /// The body weight bodyweight sets were counted at, when volume holds such
    /// sets (see `noteBodyWeight`); the subtitle says so.
    package var countedBodyWeight: Weight?
    /// Bodyweight sets with no volume because no body weight is known.
    package var unweighedBodyweightSets = 0
    /// What the metric could not count, named in the subtitle (`LeftOutSets`).
    package var leftOut = LeftOutSets()
    /// What the subtitle says the chart holds "in all" when that is not the
    /// legend's total: a muscle chart's bars add up credits, not sets
    /// (`MuscleFigures`). nil: the legend's total.
    package var inAll: String?
    /// What the series are when not exercises: main muscle groups or
    /// movements, where naming the largest left a remainder larger than them (`ExerciseSeries`).
    package var regrouped: SeriesNoun?

    /// - Parameters:
    ///   - days: the sections in order (usually the seven days of a week).
    ///   - totals: the store's per-(day, exercise) totals for those days; zero
    ///     totals (`AggregateQuery.keepsZeroTotals`) give their days a stub.
    ///   - loggedDays: days with any set: one with no cells and no zero totals
    ///     (only warm-ups) gets a stub as well; nil gives no such stubs.
    ///   - exercises: the exercises by id (names and colours).
    ///   - metric: what the totals add up (sets, reps, volume, …), for the axis and the values' words.
    ///   - unit: the weight unit the values are written in.
    ///   - trainingDays: days with any set (nil: the days with a non-zero total).
    ///   - metricReason: why this metric was chosen when none was asked for, said in the subtitle; nil says nothing.
    ///   - limit: at most this many series (`SeriesLimit`), the rest one "Other" series; nil shows all.
    ///   - noun: what a series is (exercises or muscle groups), for the words "by exercise" and "Other".
    ///   - cap: a hard most of series, "Other" included, even when "Other" would fold few (`SeriesLimit.kept`).
    ///   - groups: each exercise's movement, to fold a long tail by ("Other legs"); empty: one "Other".
    package init(days: [Day], totals: [DayExerciseTotal], exercises: [Exercise], metric: ChartMetric,
                unit: WeightUnit, trainingDays: Int? = nil, metricReason: String? = nil, limit: Int? = nil,
                noun: SeriesNoun = .exercises, loggedDays: [Day]? = nil, cap: Int? = nil, groups: DeferredSeriesGroups = .none) {
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let dayIndex = Dictionary(days.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let all = totals.filter { dayIndex[$0.day] != nil }
        // Zero totals mark their days; they are never a series or a cell.
        let inRange = all.filter { $0.value != 0 }
        var unmeasured = [Int](repeating: 0, count: days.count)
        var unmeasuredIds = [[UUID]](repeating: [], count: days.count)
        for t in all where t.value == 0 {
            guard let d = dayIndex[t.day] else { continue }
            unmeasured[d] += t.sets
            if !unmeasuredIds[d].contains(t.exerciseId) { unmeasuredIds[d].append(t.exerciseId) }
        }
        let logged = Set(loggedDays ?? [])
        var sums: [UUID: Double] = [:]
        for t in inRange { sums[t.exerciseId, default: 0] += t.value }
        let series = ExerciseSeries(totals: sums, exercises: byId, limit: limit, noun: noun, cap: cap, groups: groups)
        let grand = series.grandTotal

        // One cell per series in a section: several days of a week, or the exercises folded into Other, add up.
        var perDay = [[Int: Double]](repeating: [:], count: days.count)
        for t in inRange {
            guard let d = dayIndex[t.day], let s = series.index[t.exerciseId], t.value.isFinite else { continue }
            perDay[d][s, default: 0] += t.value
        }
        // Unmeasured work is marked in its exercises' colours, where the series are exercises and
        // they are a few (a run in a volume chart); a duration chart of a log of lifts would mark
        // every lift, a legend line each: the subtitle names them instead (`LeftOutSets`).
        let unmarked = Set(unmeasuredIds.joined()).filter { series.index[$0] == nil }.count > UnmeasuredMarks.most
        let marks = noun == .exercises && unmeasured.contains(where: { $0 > 0 }) && !unmarked
            ? UnmeasuredMarks(ids: unmeasuredIds, totals: all, exercises: byId, series: series) : nil
        sections = days.enumerated().map { d, day in
            let cells = perDay[d].sorted { $0.key < $1.key }.map { cell in
                series.item(series.entries[cell.key], value: cell.value, grandTotal: grand, metric: metric, unit: unit)
            }
            var section = Section(day: day, title: "\(day.weekday.shortName) \(day.day)", cells: cells)
            section.unmeasuredColors = marks?.colors(unmeasuredIds[d]) ?? []
            if unmeasured[d] > 0 {
                let text = unmeasured[d] == 1 ? "1 set" : "\(unmeasured[d]) sets"
                if cells.isEmpty { section.stubText = text } else if !unmarked { section.unmeasuredText = text }
            } else if cells.isEmpty, logged.contains(day) {
                section.stubText = "logged"
            }
            return section
        }
        legend = series.totalItems(metric: metric, unit: unit)
        unmeasuredLegend = marks?.legend ?? []
        regrouped = series.regrouped
        self.metric = metric
        self.unit = unit
        self.metricReason = metricReason
        self.trainingDays = trainingDays ?? sections.filter { !$0.cells.isEmpty }.count
    }

    /// Says which body weight a volume chart counted bodyweight sets at, or
    /// how many it could not weigh, from the store's `totals` over the chart's days.
    package mutating func noteBodyWeight(_ bodyWeight: Weight?, totals shown: [DayExerciseTotal]) {
        guard metric == .volume else { return }
        countedBodyWeight = shown.contains { $0.bodyweightSets > 0 && $0.value != 0 } ? bodyWeight : nil
        unweighedBodyweightSets = bodyWeight == nil ? shown.filter { $0.value == 0 }.reduce(0) { $0 + $1.bodyweightSets } : 0
    }

    /// Everything in the range, in the display unit.
    package var total: Double { legend.reduce(0) { $0 + $1.value } }


    package func numberOfSections() -> Int { sections.count }
    package func title(forSection section: Int) -> String { sections[section].title }
    package func numberOfCells(inSection section: Int) -> Int { sections[section].cells.count }
    package func cell(at index: Int, inSection section: Int) -> any BarChartItem { sections[section].cells[index] }
    package func legendItems() -> [any BarChartItem] { legend }
    package func stubText(forSection section: Int) -> String? { sections[section].stubText }
    package func unmeasuredText(forSection section: Int) -> String? { sections[section].unmeasuredText }
    package func unmeasuredColors(forSection section: Int) -> [Color] { sections[section].unmeasuredColors }
    package func unmeasuredLegendItems() -> [any BarChartItem] { unmeasuredLegend }
}
