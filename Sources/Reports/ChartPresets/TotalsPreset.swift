import Charts
import Workouts

/// `chart totals`: a bar per exercise (or muscle group) over a period, largest first (`TotalsGraph`).
struct TotalsPreset: ChartPreset, Hashable {
    /// Bars grow to the right, largest at the top.
    var horizontal: Bool

    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let range = context.range
        let choice = try context.choose(range)
        // Each bar is named on its axis: colour need not tell the bars apart.
        let (totals, figures) = try context.totals(range, choice, limit: context.limit, namedOnAxis: true)
        // Eighteen muscle groups upright on the smallest image would leave their names no room: they lie down.
        let horizontal = horizontal || context.request.byMuscle && SeriesLimit.isCramped(context.request.style.size)
        var graph = TotalsGraph.graph(totals, range: range, horizontal: horizontal, title: context.title)
        if horizontal { figures?.nameCredits(&graph.xAxis) } else { figures?.nameCredits(&graph.yAxis) }
        context.titleMarks(&graph, MarkTitles.categoryPlace(graph), choice.metric)
        context.sayMissing(totals.items, choice.metric, in: &graph)
        return PresetChart(graph, stem: "\(DateText.fileStem(range, weekStart: context.weekStart))-totals", range: range)
    }
}
