import Charts
import Workouts

/// Weekly volume bars under a progress line, on a second value axis at the
/// right: is the volume going up while the estimated max stalls?
enum ProgressVolume {
    /// `graph` (a progress line over dates) with a bar per week of `totals`' volume behind it.
    /// `fitted`: the right axis's ticks at the left grid's heights, and the time axis
    /// widened so no bar is cut at either end (the review page passes false and keeps its look).
    /// `lineTitle`: the line's name in the legend, what it measures ("Estimated 1RM", "Top set (added load, …)").
    static func add(to graph: inout Graph, totals: [DayExerciseTotal], range: DayRange, weekStart: WeekStart,
                    unit: WeightUnit, color: Color?, lineTitle: String = ChartMetric.e1rm.displayName, fitted: Bool = false) {
        var sums: [Day: Double] = [:]
        for t in totals where range.contains(t.day) {
            sums[Week(containing: t.day, start: weekStart).firstDay(start: weekStart), default: 0] += t.value
        }
        guard !sums.isEmpty else { return }
        let starts = sums.keys.sorted()
        // A bar spans its week's days, centred on the week's middle.
        let locations = starts.map { Double($0.daysSinceEpoch) * 86_400 + 3 * 86_400 }
        let bars = BarPlot(dataSource: ArrayDataSource([.location: locations, .tip: starts.map { sums[$0] }]),
                           title: "Weekly volume (\(unit.rawValue))", color: color?.withOpacity(fitted ? 0.24 : 0.35),
                           barWidth: .data(5 * 86_400))
        graph.secondary = SecondaryValueAxis(
            axis: Axis(title: "Weekly volume (\(unit.rawValue))", formatter: ValueFormats.compact(unit: unit.rawValue),
                       showsGridLines: false),
            plots: [bars], alignsTicksWithPrimary: fitted)
        if fitted, let first = locations.first, let last = locations.last, let shown = graph.xAxis?.range {
            // Half a bar past the outer bars' centres (and a day's margin), so the axis cuts none.
            let half = 2.5 * 86_400 + 43_200
            graph.xAxis?.range = PlotRange(min(shown.minimum, first - half), max(shown.maximum, last + half))
        }
        graph.legend = Legend(position: .top)
        if var line = graph.plots.first as? LinePlot {
            // The bars take the area fill's place; the line names itself in the legend.
            line.areaFill = nil
            if line.title == nil { line.title = lineTitle }
            graph.plots[0] = line
        }
    }
}
