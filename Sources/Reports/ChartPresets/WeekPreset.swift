import Charts
import Workouts

/// `chart week`: a bar per day of one week, a segment per exercise (`WeekGraph`).
struct WeekPreset: ChartPreset {
    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let data = context.data, unit = context.unit, weekStart = context.weekStart
        let week = context.period.week(today: context.today, weekStart: weekStart)
        let days = week.days(start: weekStart)
        let choice = try context.choose(days)
        var weekData = try data.weekData(range: days, metric: choice.metric, unit: unit, metricReason: choice.reason,
                                         limit: context.limit, exerciseIds: context.pickedIds)
        let figures: MuscleFigures?
        (weekData.inAll, figures) = try data.inAll(range: days, metric: choice.metric, unit: unit,
                                                   exerciseIds: context.pickedIds, total: weekData.total)
        let lastWeek = try context.lastWeek(before: week, metric: choice.metric)
        var graph = WeekGraph.graph(weekData, week: week, range: days, title: context.title, lastWeek: lastWeek,
                                     theme: context.request.style.theme, today: days.days.firstIndex(of: context.today))
        figures?.nameCredits(&graph.yAxis)
        context.titleMarks(&graph, MarkTitles.dayIndexPlace(weekData.sections.map(\.day), year: context.range.to.year),
                           choice.metric)
        if context.titlesMarks { lastWeek.titleGhosts(in: &graph, theme: context.request.style.theme, unit: unit) }
        context.sayMissing(weekData.legend, choice.metric, in: &graph)
        return PresetChart(graph, stem: "\(week)-week", range: days)
    }
}

extension PresetContext {
    /// The week before `week` in `metric`, with the same series picked.
    func lastWeek(before week: Week, metric: ChartMetric) throws(ReportsError) -> LastWeek {
        let days = week.adding(weeks: -1).days(start: weekStart)
        let before = try data.weekData(range: days, metric: metric, unit: unit, metricReason: nil,
                                       exerciseIds: pickedIds)
        // Only a week without training asks how far back the log goes.
        var trainedBefore = before.trainingDays > 0
        if !trainedBefore {
            trainedBefore = try !data.trainingDays(in: DayRange(Day.earliest, days.from.adding(days: -1))).isEmpty
        }
        return LastWeek(days: days.days, dailyTotals: before.sections.map { $0.cells.reduce(0) { $0 + $1.value } },
                        total: before.total, trainedBefore: trainedBefore, metric: metric)
    }
}
