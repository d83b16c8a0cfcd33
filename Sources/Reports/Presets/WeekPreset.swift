import Charts
import Workouts

/// The weekly stacked bar chart: a bar per day, a segment per exercise in its
/// colour, the day's total above each bar, a legend of week totals and shares.
public enum WeekPreset {
    /// The chart for `data` covering `week` (`range` are its days).
    public static func graph(_ data: WeekChartData, week: Week, range: DayRange, title: String? = nil) -> Graph {
        let metric = data.metric
        let summary: String
        if data.trainingDays == 0 {
            summary = "\(metric.displayName) · no training logged"
        } else {
            let days = data.trainingDays == 1 ? "1 training day" : "\(data.trainingDays) training days"
            summary = "\(metric.displayName) · \(metric.format(data.total, unit: data.unit)) in all · \(days)"
        }
        let chart = StackedBarChart(
            dataSource: data, title: title ?? DateText.weekTitle(week, range: range), subtitle: summary,
            valueAxisTitle: metric.axisTitle(data.unit), valueFormatter: ValueFormats.compact,
            showsTotals: true, legend: Legend(position: .right))
        var graph = chart.makeGraph()
        graph.emptyText = "No training logged this week"
        if data.trainingDays == 0 { EmptyAxis.quiet(&graph.yAxis) }
        return graph
    }
}
