import Foundation
import Charts
import Workouts

/// A week as a stacked bar chart's data: sections are the seven days (empty
/// days included, so they keep their labels), cells are the exercises trained
/// that day, stacked largest-of-the-week first. The legend lists every
/// exercise with its week total and share ("Push ups 120 (34.5%)").
public struct WeekChartData: StackedBarChartDataSource, Sendable {
    /// One day's column: its exercises, stacked.
    public struct Section: Sendable {
        /// The day of the column.
        public var day: Day
        /// "Mon 16".
        public var title: String
        /// One per exercise trained that day, in the legend's order.
        public var cells: [ExerciseChartItem]
    }

    /// One per day of the range, empty days included.
    public var sections: [Section]
    /// One per exercise, with the range total and share.
    public var legend: [ExerciseChartItem]
    /// What the bars measure.
    public var metric: ReportMetric
    /// The unit of volume and loads.
    public var unit: WeightUnit
    /// Why `metric` was chosen when none was asked for ("only cardio logged").
    public var metricReason: String?
    /// Days with any set logged, whatever the metric draws.
    public var trainingDays: Int

    /// - Parameters:
    ///   - days: the sections in order (usually the seven days of a week).
    ///   - totals: the store's per-(day, exercise) totals for those days.
    ///   - exercises: the exercises by id (names and colours).
    ///   - trainingDays: days with any set (nil: the days with a non-zero total).
    ///   - limit: at most this many series (`SeriesLimit`), the rest one "Other" series; nil shows all.
    public init(days: [Day], totals: [DayExerciseTotal], exercises: [Exercise], metric: ReportMetric,
                unit: WeightUnit, trainingDays: Int? = nil, metricReason: String? = nil, limit: Int? = nil,
                noun: SeriesNoun = .exercises) {
        let byId = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let dayIndex = Dictionary(days.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let inRange = totals.filter { dayIndex[$0.day] != nil }
        var sums: [UUID: Double] = [:]
        for t in inRange { sums[t.exerciseId, default: 0] += t.value }
        let series = ExerciseSeries(totals: sums, exercises: byId, limit: limit, noun: noun)
        let grand = series.grandTotal

        // One cell per series in a section: several days of a week, or the exercises folded into Other, add up.
        var perDay = [[Int: Double]](repeating: [:], count: days.count)
        for t in inRange {
            guard let d = dayIndex[t.day], let s = series.index[t.exerciseId], t.value.isFinite else { continue }
            perDay[d][s, default: 0] += t.value
        }
        sections = days.enumerated().map { d, day in
            let cells = perDay[d].sorted { $0.key < $1.key }.map { cell in
                series.item(series.entries[cell.key], value: cell.value, grandTotal: grand, metric: metric, unit: unit)
            }
            return Section(day: day, title: "\(day.weekday.shortName) \(day.day)", cells: cells)
        }
        legend = series.totalItems(metric: metric, unit: unit)
        self.metric = metric
        self.unit = unit
        self.metricReason = metricReason
        self.trainingDays = trainingDays ?? sections.filter { !$0.cells.isEmpty }.count
    }

    /// Everything in the range, in the display unit.
    public var total: Double { legend.reduce(0) { $0 + $1.value } }


    public func numberOfSections() -> Int { sections.count }
    public func title(forSection section: Int) -> String { sections[section].title }
    public func numberOfCells(inSection section: Int) -> Int { sections[section].cells.count }
    public func cell(at index: Int, inSection section: Int) -> any BarChartItem { sections[section].cells[index] }
    public func legendItems() -> [any BarChartItem] { legend }
}
