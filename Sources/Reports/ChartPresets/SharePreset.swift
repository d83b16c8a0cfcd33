import Charts
import Workouts

/// `chart share`: a pie of each exercise's (or muscle group's) share of a period (`ShareGraph`).
struct SharePreset: ChartPreset, Hashable {
    /// A ring with the total in the middle.
    var donut: Bool

    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let range = context.range
        let choice = try context.choose(range)
        // A pie never draws more than its slices: "Other" then folds three rather than fewer.
        // Muscle groups are never folded (`SeriesLimit.readable`): every group is a slice or a zero.
        let muscles = context.noun == .muscleGroups
        let cap = muscles ? nil : ShareGraph.maximumSlices
        let (totals, _) = try context.totals(range, choice, limit: context.limit.map { min($0, cap ?? $0) }, cap: cap)
        var graph = ShareGraph.graph(totals, range: range, donut: donut, title: context.title)
        context.sayMissing(totals.items, choice.metric, in: &graph)
        return PresetChart(graph, stem: "\(DateText.fileStem(range, weekStart: context.weekStart))-share", range: range)
    }
}
