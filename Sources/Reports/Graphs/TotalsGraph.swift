import Charts
import Workouts

/// A bar per exercise over a period, largest first, each labelled with its value.
package enum TotalsGraph {
    /// The bars of `data` over `range`, horizontal when asked; `title` replaces the default one.
    package static func graph(_ data: ExerciseTotalsData, range: DayRange, horizontal: Bool = false,
                             title: String? = nil) -> Graph {
        let metric = data.metric
        let label = MetricChoice(metric, reason: data.metricReason).label
        var subtitle = data.items.isEmpty
            ? "\(label) \(data.noun.byWords) · \(EmptyTotals.subtitle(data))"
            : "\(label) \(data.noun.byWords) · \(data.inAll ?? "\(metric.format(data.total, unit: data.unit)) in all")"
        subtitle += data.leftOut.note(metric)
        var chart = BarChart(
            dataSource: data, title: title ?? "Totals · \(DateText.range(range))", subtitle: subtitle,
            horizontal: horizontal, valueAxisTitle: metric.axisTitle(data.unit),
            valueFormatter: ValueFormats.values(metric, largest: data.items.map(\.value).max() ?? 0), showsValueLabels: true, colorsEachBar: true)
        // A muscle group at zero is named and marked ("Abs 0"): the neglected group is the point.
        chart.marksZeros = data.noun == .muscleGroups
        var graph = chart.makeGraph()
        // A remainder larger than every exercise named (only `--by exercise`, which never regroups)
        // would squash the ranking the chart is for: it is drawn broken, its value written on it.
        let largest = data.items.filter { !SeriesLimit.isRemainder($0.exerciseId) }.map(\.value).max() ?? 0
        let broken = Set(data.items.indices.filter { SeriesLimit.isRemainder(data.items[$0].exerciseId) && largest > 0
                                                        && data.items[$0].value > largest })
        if !broken.isEmpty, var bars = graph.plots.first as? BarPlot {
            bars.brokenRecords = broken
            graph.plots[0] = bars
        }
        if horizontal { ValueAxis.apply(metric, to: &graph.xAxis) } else { ValueAxis.apply(metric, to: &graph.yAxis) }
        graph.emptyText = EmptyTotals.text(data)
        if data.items.isEmpty {
            if horizontal { EmptyAxis.quiet(&graph.xAxis) } else { EmptyAxis.quiet(&graph.yAxis) }
        }
        return graph
    }
}
