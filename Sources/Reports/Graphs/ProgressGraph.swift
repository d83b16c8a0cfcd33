import Basics
import Foundation
import Charts
import Raster
import Workouts

/// A line of one exercise's metric per training day, breaking at gaps
/// (`ProgressSeries`'s gap rule); only an unbroken line of an amount has an
/// area fill (`ProgressSeries.fillsToZero`), and a day alone between gaps is a marker. `ProgressLines` adds the best day
/// (a larger marker labelled with its value and date), a least-squares
/// trend over the shown days, and average and median lines.
package enum ProgressGraph {
    /// `metricReason`: why `metric` was chosen when none was asked for. `lines`:
    /// what is drawn besides the line (callers that do not say keep average and median only).
    /// `compact`: a thumbnail, whose trend goes unlabelled so the legend's row is left to the plot.
    /// `stalled`: the lift as `summary` lists it stalled, said in the subtitle whatever the trend.
    package static func graph(_ series: ProgressSeries, exercise: Exercise, metric: ChartMetric, unit: WeightUnit,
                             title: String? = nil, metricReason: String? = nil,
                             lines: ProgressLines = .averageAndMedian, compact: Bool = false,
                             stalled: StalledLift? = nil) -> Graph {
        let columns = series.chartColumns
        let best = series.values.max()
        let label = MetricChoice(metric, reason: metricReason).label
        let perDay = metric == .e1rm ? "Estimated 1RM (Epley), best set per training day" : "\(label) per training day"
        var subtitle = "\(perDay) · \(DateText.range(series.range))"
        if metric == .e1rm, let stalled {
            // Is it going up? Said when it is not, as `summary` says it, whatever the trend over the period.
            let day = series.range.contains(stalled.best.day) ? shortDate(stalled.best.day, series) : DateText.day(stalled.best.day)
            subtitle += " · stalled: best \(metric.format(stalled.best.value, unit: unit)) on \(day), "
                + "not beaten in \(stalled.weeks) weeks"
        } else if let best {
            subtitle += " · best \(metric.format(best, unit: unit))"
        }
        if let leftOut = leftOutText(series, metric: metric, unit: unit) { subtitle += " · " + leftOut }
        let symbol = metric.unitSymbol(unit)
        let color = ExerciseColors.color(hex: exercise.color)
        let chart = LineChart(
            dates: columns.dates, values: columns.values, title: title ?? exercise.name,
            subtitle: subtitle, valueFormatter: ValueFormats.values(metric, unit: symbol),
            valueAxisTitle: metric.axisTitle(unit), areaFill: series.fillsToZero, referenceLines: false, color: color)
        var graph = chart.makeGraph()
        ValueAxis.apply(metric, to: &graph.yAxis)
        var references = referenceLines(series, metric: metric, unit: unit, lines: lines)
        if compact { references = references.map { var line = $0; if line.slope != 0 { line.label = nil }; return line } }
        graph.plots = graph.plots.map { plot in
            guard var line = plot as? LinePlot else { return plot }
            // A fill shows an amount, so it reaches down to zero and the axis shows zero:
            // a fill cut off at an axis starting at 95 would make 100 look twice 97.5.
            if line.areaFill != nil { line.areaFill?.base = 0 }
            line.referenceLines = references
            // Named in a legend above the plot, not written over the data they summarise.
            line.referenceLabelsInLegend = true
            return line
        }
        if references.contains(where: { $0.label != nil }) { graph.legend = Legend(position: .top) }
        if lines.best, let mark = bestMark(series, metric: metric, unit: unit, color: color) { graph.plots.append(mark) }
        // The whole period, so a lift trained only lately within it does not look like a full
        // history (by default the period starts in the exercise's first week: `ProgressPreset.span`).
        let from = Double(series.range.from.daysSinceEpoch) * 86_400
        let to = Double(series.range.to.daysSinceEpoch) * 86_400
        graph.xAxis?.range = PlotRange(from - 43_200, to + 43_200)
        if let range = minimumSpanRange(series) { graph.yAxis?.range = range }
        if series.points.isEmpty { EmptyAxis.quiet(&graph.yAxis) }
        graph.emptyText = "No \(metric.phrase) logged for \(exercise.name) in this period"
        return graph
    }

    /// "21 Oct (270 kg) left out, a likely typo", or "3 days left out, likely typos" (the records
    /// name each set); nil when the line holds every day.
    static func leftOutText(_ series: ProgressSeries, metric: ChartMetric, unit: WeightUnit) -> String? {
        var parts: [String] = []
        if let first = series.leftOut.first {
            if series.leftOut.count == 1 {
                let crossesYear = series.range.from.year != series.range.to.year
                let date = "\(first.day.day) \(MonthNames.short[first.day.month - 1])" + (crossesYear ? " \(first.day.year)" : "")
                parts.append("\(date) (\(metric.format(first.value, unit: unit))) left out, a likely typo")
            } else {
                parts.append("\(series.leftOut.count) days left out, likely typos")
            }
        }
        if series.withoutLoad > 0 {
            let days = series.withoutLoad == 1 ? "1 day" : "\(series.withoutLoad) days"
            parts.append("\(days) on body weight alone or assisted not drawn")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// A level's axis (an e1RM, a top set) spans at least a tenth of its highest value, and at least 10 (kg or lb):
    /// fitted to 116.7 and 119.6 kg, a new lifter's 2.5 % rise climbed the whole plot, and a
    /// pull-up's 5 kg of added load stood on an axis from 4.7 to 5.3 kg. nil when the values span
    /// more (the axis fits them) or the line is an amount drawn from zero.
    static func minimumSpanRange(_ series: ProgressSeries) -> PlotRange? {
        let values = series.values.filter(\.isFinite)
        guard !series.fillsToZero, let top = values.max(), let bottom = values.min(), top > 0 else { return nil }
        let span = max(top * 0.1, series.isAmount ? 0 : 10)
        guard top - bottom < span else { return nil }
        let step = roundUp(span / 5)
        let middle = (top + bottom) / 2
        let low = max(0, ((middle - span / 2) / step).rounded(.down) * step)
        // A step above the highest point at least: the best day's label sits over it.
        let high = max(((middle + span / 2) / step).rounded(.up) * step, ((top + step) / step).rounded(.up) * step)
        return PlotRange(low, high)
    }

    /// Value ranges for several progress charts shown side by side (the review's lifts), with
    /// the rule a single chart follows (`ProgressSeries.fillsToZero`): a fill only on an axis from
    /// zero, only for amounts and only where no line breaks. When every line may fill, each range
    /// runs from zero up to one round value over the highest of all. Otherwise none fills, and each
    /// chart gets a window of one span around its own values: the same kilograms per pixel, so a
    /// slope reads alike in every chart, yet a squat's 148.8 → 157.5 kg rise climbs its plot
    /// instead of lying flat on a 50–200 kg scale shared with a 75 kg press. The span is the widest
    /// of the lifts' own (at least a tenth of its top, as `minimumSpanRange`, without its 10 kg floor). One range per
    /// series (nil for a series without values); nil when none has a value.
    static func sharedValueRange(_ series: [ProgressSeries]) -> (ranges: [PlotRange?], fills: Bool)? {
        let extents: [(bottom: Double, top: Double)?] = series.map { line in
            let values = line.values.filter(\.isFinite)
            guard let top = values.max(), let bottom = values.min(), top > 0 else { return nil }
            return (bottom, top)
        }
        let known = extents.compactMap { $0 }
        guard let highest = known.map(\.top).max() else { return nil }
        if series.allSatisfy(\.fillsToZero) {
            let range = PlotRange(0, roundUp(highest * 1.15))
            return (extents.map { $0 == nil ? nil : range }, true)
        }
        let widest = known.map { max($0.top - $0.bottom, $0.top * 0.1) }.max() ?? highest * 0.1
        let pad = widest * 0.1
        // Twice the pad above: the best day's label sits over the highest point.
        let step = roundUp((widest + 3 * pad) / 5)
        let steps = ((widest + 3 * pad) / step).rounded(.up)
        let ranges: [PlotRange?] = extents.map { extent in
            guard let (bottom, top) = extent else { return nil }
            let middle = (bottom + top + pad) / 2
            var low = max(0, ((middle - steps * step / 2) / step).rounded(.down) * step)
            if low + steps * step < top + 2 * pad { low = max(0, ((top + 2 * pad) / step).rounded(.up) * step - steps * step) }
            return PlotRange(low, low + steps * step)
        }
        return (ranges, false)
    }

    /// `graph`'s lines without their area fills (a shared axis that does not start at zero).
    static func dropFills(_ graph: inout Graph) {
        graph.plots = graph.plots.map { plot in
            guard var line = plot as? LinePlot else { return plot }
            line.areaFill = nil
            return line
        }
    }

    /// The least of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 and 10 times a power of ten that is at least `wanted`.
    static func roundUp(_ wanted: Double) -> Double {
        let magnitude = pow(10, (log10(wanted)).rounded(.down))
        let factor = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].first { $0 * magnitude >= wanted } ?? 10
        return factor * magnitude
    }

    /// The trend, average and median lines `lines` asks for.
    static func referenceLines(_ series: ProgressSeries, metric: ChartMetric, unit: WeightUnit,
                               lines: ProgressLines) -> [ReferenceLine] {
        let formatter = ValueFormats.values(metric, unit: metric.unitSymbol(unit))
        let values: [Double?] = series.values
        var result: [ReferenceLine] = []
        if lines.trend {
            let dates = series.points.map { Double($0.day.daysSinceEpoch) * 86_400 }
            let trend = ReferenceLine.trend(x: dates, y: values, per: 7 * 86_400, title: "trend",
                                            slopeText: { slopeText($0, metric: metric, unit: unit) })
            if let trend { result.append(trend) }
        }
        if lines.average, let average = ReferenceLine.average(of: values, formatter: formatter) { result.append(average) }
        if lines.median, let median = ReferenceLine.median(of: values, formatter: formatter) { result.append(median) }
        return result
    }

    /// "+1.2 kg/week", "−0.5 reps/week", "±0 kg/week".
    static func slopeText(_ perWeek: Double, metric: ChartMetric, unit: WeightUnit) -> String? {
        guard perWeek.isFinite else { return nil }
        let rounded = abs(perWeek) < 10 ? (perWeek * 10).rounded() / 10 : perWeek.rounded()
        let symbol = metric.unitSymbol(unit)
        let word = symbol.isEmpty ? metric.phrase : symbol
        let sign = rounded > 0 ? "+" : rounded < 0 ? "−" : "±"
        return "\(sign)\(NumberFormat.plain(abs(rounded))) \(word)/week"
    }

    /// The best day (the first, when several tie) as a larger marker labelled with its value and date.
    static func bestMark(_ series: ProgressSeries, metric: ChartMetric, unit: WeightUnit,
                         color: Color?) -> PointHighlight? {
        guard let best = series.points.max(by: { $0.value < $1.value }),
              let first = series.points.first(where: { $0.value == best.value }) else { return nil }
        let value = metric.format(first.value, unit: unit)
        let day = first.day
        let date = shortDate(day, series)
        return PointHighlight(x: Double(day.daysSinceEpoch) * 86_400, y: first.value,
                              labels: ["best \(value) · \(date)", "best \(value)", value], color: color)
    }

    /// "19 Oct", with the year when the chart spans two.
    static func shortDate(_ day: Day, _ series: ProgressSeries) -> String {
        let crossesYear = series.range.from.year != series.range.to.year
        return "\(day.day) \(MonthNames.short[day.month - 1])" + (crossesYear ? " \(day.year)" : "")
    }
}
