import Charts
import Workouts

/// The weekly stacked bar chart: a bar per day, a segment per exercise in its
/// colour, the day's total above each bar, a legend of week totals and shares.
package enum WeekGraph {
    /// The chart for `data` covering `week` (`range` are its days).
    /// `valueRange`: a fixed value axis (a report gives all its weeks one, so they compare at a glance).
    /// `lastWeek`: the week before, said in the subtitle and drawn faintly behind the bars in `theme`'s
    /// colours; `today`: the index of today among the week's days, while the week is in progress.
    static func graph(_ data: WeekChartData, week: Week, range: DayRange, title: String? = nil,
                      valueRange: PlotRange? = nil, lastWeek: LastWeek?, theme: Theme = .light,
                      today: Int? = nil) -> Graph {
        let metric = data.metric
        let label = MetricChoice(metric, reason: data.metricReason).label
        var summary: String
        let days = data.trainingDays == 1 ? "1 training day" : "\(data.trainingDays) training days"
        if data.trainingDays == 0 {
            summary = "\(label) · no training logged"
        } else if data.legend.isEmpty {
            summary = "\(label) · none logged · \(days)"
        } else {
            summary = "\(label) · \(data.inAll ?? "\(metric.format(data.total, unit: data.unit)) in all") · \(days)"
        }
        let ghosts = lastWeek?.dailyTotals.contains { $0 > 0 } == true
        let byToday = today.map { index in
            data.sections.prefix(index + 1).reduce(0) { sum, section in sum + section.cells.reduce(0) { $0 + $1.value } }
        }
        // The grey bars are drawn only where the subtitle says what they are.
        var ghostsSaid = false
        if data.trainingDays > 0, let compared = lastWeek?.comparison(current: data.total, currentByToday: byToday, today: today) {
            summary += " · \(compared)\(ghosts ? " " + LastWeek.subtitleWords : "")"
            ghostsSaid = ghosts
        } else if data.trainingDays == 0, ghosts, let lastWeek {
            ghostsSaid = true
            // Nothing yet this week: last week's bars are what there is to beat, to scale.
            summary = "\(label) · no training logged\(today != nil ? " yet" : "") · last week "
                + "\(metric.format(lastWeek.total, unit: data.unit)) \(LastWeek.subtitleWords)"
        }
        if let regrouped = data.regrouped { summary += " · \(regrouped.byWords)" }
        summary += BodyWeightNote.text(data)
        let chart = StackedBarChart(
            dataSource: data, title: title ?? DateText.weekTitle(week, range: range), subtitle: summary,
            valueAxisTitle: metric.axisTitle(data.unit), valueFormatter: ValueFormats.values(metric),
            showsTotals: true, legend: Legend(position: .right))
        var graph = chart.makeGraph()
        // Behind the bars: last week's day totals, so each bar reads against last time.
        if let lastWeek, ghostsSaid {
            graph.plots.insert(lastWeek.ghostPlot(theme: theme), at: 0)
        }
        ValueAxis.apply(metric, to: &graph.yAxis)
        graph.emptyText = data.trainingDays == 0
            ? "No training logged this week"
            : "No \(metric.phrase) logged this week (\(days)); sets show them"
        // An empty week with last week behind it keeps the scale that gives the grey bars their heights.
        if data.legend.isEmpty, !ghostsSaid { EmptyAxis.quiet(&graph.yAxis) }
        if let valueRange {
            graph.yAxis?.range = valueRange
            graph.yAxis?.ticks = .automatic
        }
        return graph
    }

    /// The chart for `data` covering `week`, with nothing of the week before (a report's weeks, the review page).
    package static func graph(_ data: WeekChartData, week: Week, range: DayRange, title: String? = nil,
                             valueRange: PlotRange? = nil) -> Graph {
        graph(data, week: week, range: range, title: title, valueRange: valueRange, lastWeek: nil)
    }
}
