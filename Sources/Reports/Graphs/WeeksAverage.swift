import Charts
import Workouts

/// The level a weeks chart's bars are read against: the average total of
/// its complete weeks, a labelled line ("average 9,830 kg"). The week in
/// progress and weeks still to come are no part of it.
enum WeeksAverage {
    /// The mean of the sections over by `today` (all with no `today`), from the first that holds any
    /// training: the empty weeks before a log starts are not weeks a lifter rested (a first week
    /// would read "average 0 kg"). Nil with fewer than two.
    static func value(_ data: WeekChartData, firstDays: [Day], today: Day?) -> Double? {
        let start = firstTrained(data) ?? data.sections.count
        let complete = data.sections.indices.filter { i in
            i >= start && (today.map { firstDays[i].adding(days: 6) < $0 } ?? true)
        }
        guard complete.count >= 2 else { return nil }
        let sum = complete.reduce(0.0) { total, i in total + data.sections[i].cells.reduce(0) { $0 + $1.value } }
        return sum / Double(complete.count)
    }

    /// The first section with a cell that holds something; nil when none does.
    static func firstTrained(_ data: WeekChartData) -> Int? {
        data.sections.firstIndex { section in section.cells.contains { $0.value != 0 } }
    }

    /// The line at `value`, labelled in the chart's metric.
    static func plot(_ value: Double, metric: ChartMetric, unit: WeightUnit) -> LinePlot {
        let label = "average \(metric.words(value, unit: unit))"
        return linePlot(ReferenceLine(value: value, label: label))
    }

    /// A line plot with no points of its own that draws `line`, its label in the legend: over the
    /// plot it would cover the bars' totals.
    static func linePlot(_ line: ReferenceLine) -> LinePlot {
        var plot = LinePlot(dataSource: ArrayDataSource(tips: []), symbol: nil, referenceLines: [line])
        plot.referenceLabelsInLegend = true
        return plot
    }
}
