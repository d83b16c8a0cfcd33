import Charts
import Workouts

/// `chart week`: a bar per day of one week, a segment per exercise (`WeekPreset`).
struct WeekChart: ChartPreset {
    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let data = context.data, unit = context.unit, weekStart = context.weekStart
        let week = context.period.week(today: context.today, weekStart: weekStart)
        let days = week.days(start: weekStart)
        let choice = try context.choose(days)
        var weekData = try data.weekData(range: days, metric: choice.metric, unit: unit, metricReason: choice.reason,
                                         limit: context.limit, exerciseIds: context.pickedIds)
        let figures = try data.muscleFigures(range: days, metric: choice.metric, unit: unit, credits: weekData.total)
        weekData.inAll = figures?.inAll
        var graph = WeekPreset.graph(weekData, week: week, range: days, title: context.title)
        figures?.nameCredits(&graph.yAxis)
        context.titleMarks(&graph, MarkTitles.dayIndexPlace(weekData.sections.map(\.day), year: context.range.to.year),
                           choice.metric)
        context.sayMissing(weekData.legend, choice.metric, in: &graph)
        return PresetChart(graph, stem: "\(week)-week", range: days)
    }
}
