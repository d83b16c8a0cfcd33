import Charts
import Workouts

/// `chart calendar`: a column per week, a row per weekday, each day shaded by `metric` (`CalendarGraph`).
struct CalendarPreset: ChartPreset {
    /// What shades a day.
    var metric: CalendarMetric

    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let data = context.data, unit = context.unit, weekStart = context.weekStart
        // Without a period asked for, the year starts no earlier than the month the log began.
        let logStart = try data.firstDay()
        let range = context.span(from: logStart) { Day(year: $0.year, month: $0.month, day: 1) }
        let metric = metric
        let values = try data.calendarValues(range: range, metric: metric, unit: unit)
        var chart = CalendarGraph.chart(values: values, range: range, today: context.today, weekStart: weekStart,
                                         metric: metric, unit: unit, streak: try data.weeklyStreak(today: context.today),
                                         title: context.title, logStart: logStart)
        if context.titlesMarks {
            MarkTitles.titleCells(of: &chart, weeks: WeeksGraph.weeksCovering(range, weekStart: weekStart),
                                  weekStart: weekStart, year: range.to.year, values: values) { value in
                metric.describe(value, unit: unit)
            }
        }
        var stem = "\(DateText.fileStem(range, weekStart: weekStart))-calendar"
        if metric != .sessions { stem += "-\(metric.rawValue)" }
        var prepared = PresetChart(chart.makeGraph(), stem: stem, range: range)
        prepared.ownSize = CalendarGraph.ownSize(weeks: WeeksGraph.weeksCovering(range, weekStart: weekStart).count)
        return prepared
    }
}
