import Charts
import Workouts

/// `chart weeks`: a stacked bar per week, a segment per exercise or muscle
/// group; past 26 weeks a bar per month (`MonthBins`); with a target, chosen
/// muscle groups side by side over the target band (`WeeksGraph`).
struct WeeksPreset: ChartPreset, Hashable {
    /// `--target` and `--muscle`; nil: stacked bars of every series.
    var target: MuscleTarget?

    /// A long span stacks at most this many series, the remainder included (8 named and one "Other").
    static let longSpanSeries = 9

    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let data = context.data, unit = context.unit, weekStart = context.weekStart
        // Weeks before the log's first day are no weeks without training (one index seek). By
        // default the chart begins with the week the log began: a new lifter's first weeks fill
        // it, rather than ten empty weeks and a bar at the right edge.
        let logStart = try data.firstDay()
        let range = context.span(from: logStart) { Week(containing: $0, start: weekStart).firstDay(start: weekStart) }
        let metric = try context.choose(range).metric
        let weekCount = WeeksGraph.weeksCovering(range, weekStart: weekStart).count
        let long = weekCount > MonthBins.weeksBeforeMonths
        let byMonth = target == nil && (context.request.bin ?? (long ? .month : .week)) == .month
        if target != nil, context.request.bin == .month { throw ReportsError(RequestProblem.targetByMonth) }
        // A long span is read as a trend of a few exercises, however large the image (muscle groups,
        // a fixed set with colours of their own, keep the size's limit).
        var limit = target == nil ? context.limit : nil
        var cap: Int?
        if long, let given = limit, context.request.top == nil, context.noun == .exercises {
            limit = min(given, Self.longSpanSeries)
            cap = Self.longSpanSeries
        }
        // Zero totals kept: a week of sets the metric cannot measure still gets its stub.
        let daily = try data.dailyTotals(range: range, metric: metric, unit: unit, exerciseIds: context.pickedIds,
                                         keepsZeroTotals: true)
        var (weeksData, weeks) = WeeksGraph.data(totals: daily, exercises: data.exercises, range: range,
                                                  weekStart: weekStart, metric: metric, unit: unit,
                                                  limit: limit, noun: context.noun, cap: cap, groups: data.groups)
        if byMonth {
            weeksData = MonthBins.data(totals: daily, exercises: data.exercises, range: range, metric: metric,
                                       unit: unit, limit: limit, cap: cap, noun: context.noun, groups: data.groups)
        }
        weeksData.noteBodyWeight(data.settings.bodyWeight, totals: daily.filter { range.contains($0.day) })
        if context.noun == .exercises {
            weeksData.leftOut = LeftOutSets(totals: daily.filter { range.contains($0.day) }, exercises: data.exercises,
                                            metric: metric, bodyWeight: data.settings.bodyWeight)
        }
        let figures: MuscleFigures?
        (weeksData.inAll, figures) = try data.inAll(range: range, metric: metric, unit: unit,
                                                    exerciseIds: context.pickedIds, total: weeksData.total)
        var graph: Graph
        var stem = "\(DateText.fileStem(range, weekStart: weekStart))-\(byMonth ? "months" : "weeks")"
        if let target {
            graph = WeeksGraph.targetGraph(weeksData, weeks: weeks, range: range, muscles: target.muscles,
                                            target: target.range, title: context.title, today: context.today,
                                            logStart: logStart)
            stem += "-target"
        } else {
            let byMuscle = context.noun == .muscleGroups
            graph = byMonth
                ? MonthBins.graph(weeksData, range: range, byMuscle: byMuscle, title: context.title, today: context.today,
                                  logStart: logStart)
                : WeeksGraph.graph(weeksData, weeks: weeks, range: range, byMuscle: byMuscle,
                                    title: context.title, today: context.today, average: true, logStart: logStart)
            if graph.subtitle != nil { graph.subtitle? += BodyWeightNote.text(weeksData) }
            figures?.nameCredits(in: &graph)
            context.sayMissing(weeksData.legend, metric, in: &graph)
        }
        let place = byMonth ? MarkTitles.monthPlace(weeksData.sections.map(\.day))
                            : MarkTitles.weekPlace(weeks, weekStart: weekStart, year: range.to.year)
        context.titleMarks(&graph, place, metric)
        return PresetChart(graph, stem: stem, range: range)
    }
}
