import Charts
import Workouts

/// `chart weeks`: a stacked bar per week, a segment per exercise or muscle
/// group; with a target, chosen muscle groups side by side over the target
/// band (`WeeksPreset`).
struct WeeksChart: ChartPreset, Hashable {
    /// `--target` and `--muscle`; nil: stacked bars of every series.
    var target: MuscleTarget?

    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let data = context.data, unit = context.unit, range = context.range, weekStart = context.weekStart
        let metric = try context.choose(range).metric
        // Zero totals kept: a week of sets the metric cannot measure still gets its stub.
        let daily = try data.dailyTotals(range: range, metric: metric, unit: unit, exerciseIds: context.pickedIds,
                                         keepsZeroTotals: true)
        var (weeksData, weeks) = WeeksPreset.data(totals: daily, exercises: data.exercises, range: range,
                                                  weekStart: weekStart, metric: metric, unit: unit,
                                                  limit: target == nil ? context.limit : nil, noun: context.noun,
                                                  groups: data.groups)
        weeksData.noteBodyWeight(data.settings.bodyWeight, totals: daily.filter { range.contains($0.day) })
        if context.noun == .exercises {
            weeksData.leftOut = LeftOutSets(totals: daily.filter { range.contains($0.day) }, exercises: data.exercises,
                                            metric: metric, bodyWeight: data.settings.bodyWeight)
        }
        let figures = try data.muscleFigures(range: range, metric: metric, unit: unit, credits: weeksData.total)
        weeksData.inAll = figures?.inAll
        var graph: Graph
        var stem = "\(DateText.fileStem(range, weekStart: weekStart))-weeks"
        if let target {
            graph = WeeksPreset.targetGraph(weeksData, weeks: weeks, range: range, muscles: target.muscles,
                                            target: target.range, title: context.title, today: context.today)
            stem += "-target"
        } else {
            graph = WeeksPreset.graph(weeksData, weeks: weeks, range: range, byMuscle: context.noun == .muscleGroups,
                                      title: context.title, today: context.today)
            if graph.subtitle != nil { graph.subtitle? += BodyWeightNote.text(weeksData) }
            figures?.nameCredits(&graph.yAxis)
            context.sayMissing(weeksData.legend, metric, in: &graph)
        }
        context.titleMarks(&graph, MarkTitles.weekPlace(weeks, weekStart: weekStart, year: range.to.year), metric)
        return PresetChart(graph, stem: stem, range: range)
    }
}
