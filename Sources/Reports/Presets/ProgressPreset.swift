import Charts
import Raster
import Workouts

/// A line of one exercise's metric per training day, with average and median
/// reference lines, breaking at gaps (`ProgressSeries`'s gap rule); a line with
/// gaps has no area fill, and a day alone between gaps is a marker.
public enum ProgressPreset {
    /// `metricReason`: why `metric` was chosen when none was asked for.
    public static func graph(_ series: ProgressSeries, exercise: Exercise, metric: ReportMetric, unit: WeightUnit,
                             title: String? = nil, metricReason: String? = nil) -> Graph {
        let columns = series.chartColumns
        let best = series.values.max()
        let label = MetricChoice(metric, reason: metricReason).label
        let perDay = metric == .e1rm ? "Estimated 1RM (Epley), best set per training day" : "\(label) per training day"
        var subtitle = "\(perDay) · \(DateText.range(series.range))"
        if let best { subtitle += " · best \(metric.format(best, unit: unit))" }
        let symbol = metric.unitSymbol(unit)
        let chart = LineChart(
            dates: columns.dates, values: columns.values, title: title ?? exercise.name,
            subtitle: subtitle, valueFormatter: ValueFormats.values(metric, unit: symbol),
            valueAxisTitle: metric.axisTitle(unit), areaFill: !series.hasGaps, referenceLines: true,
            color: ExerciseColors.color(hex: exercise.color))
        var graph = chart.makeGraph()
        ValueAxis.apply(metric, to: &graph.yAxis)
        // A fill shows an amount, so it reaches down to zero and the axis shows zero:
        // a fill cut off at an axis starting at 95 would make 100 look twice 97.5.
        graph.plots = graph.plots.map { plot in
            guard var line = plot as? LinePlot, line.areaFill != nil else { return plot }
            line.areaFill?.base = 0
            return line
        }
        // The whole period, so a lift trained only lately does not look like a full history.
        let from = Double(series.range.from.daysSinceEpoch) * 86_400
        let to = Double(series.range.to.daysSinceEpoch) * 86_400
        graph.xAxis?.range = PlotRange(from - 43_200, to + 43_200)
        if series.points.isEmpty { EmptyAxis.quiet(&graph.yAxis) }
        graph.emptyText = "No \(metric.phrase) logged for \(exercise.name) in this period"
        return graph
    }
}
