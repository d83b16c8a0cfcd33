import Charts
import Workouts

/// The long view of the weekly chart: a stacked bar per week, a segment per
/// exercise (or muscle group). With a target (`--target 10-20`) and chosen
/// muscle groups, each group gets its own bar per week, side by side, over
/// the target band: sets per muscle per week against the range lifters aim for.
public enum WeeksPreset {
    /// The weeks of `range` (whole weeks from `weekStart`) as sections of `totals`.
    /// `limit`: at most this many series, the rest one "Other" (see `SeriesLimit`).
    public static func data(totals: [DayExerciseTotal], exercises: [Exercise], range: DayRange, weekStart: WeekStart,
                            metric: ReportMetric, unit: WeightUnit, limit: Int? = nil,
                            noun: SeriesNoun = .exercises) -> (data: WeekChartData, weeks: [Week]) {
        let weeks = weeksCovering(range, weekStart: weekStart)
        let firstDays = weeks.map { $0.firstDay(start: weekStart) }
        let moved = totals.filter { range.contains($0.day) }.map {
            DayExerciseTotal(day: Week(containing: $0.day, start: weekStart).firstDay(start: weekStart),
                             exercise: $0.exerciseId, value: $0.value, sets: $0.sets)
        }
        var data = WeekChartData(days: firstDays, totals: moved, exercises: exercises, metric: metric, unit: unit,
                                 limit: limit, noun: noun)
        for i in data.sections.indices { data.sections[i].title = "W\(weeks[i].number)" }
        return (data, weeks)
    }

    static func weeksCovering(_ range: DayRange, weekStart: WeekStart) -> [Week] {
        var weeks: [Week] = []
        var day = Week(containing: range.from, start: weekStart).firstDay(start: weekStart)
        while day <= range.to && weeks.count < 2_000 {
            weeks.append(Week(containing: day, start: weekStart))
            day = day.adding(days: 7)
        }
        return weeks
    }

    /// A stacked bar per week.
    public static func graph(_ data: WeekChartData, weeks: [Week], range: DayRange, byMuscle: Bool,
                             title: String? = nil) -> Graph {
        let metric = data.metric
        let trained = data.sections.filter { !$0.cells.isEmpty || $0.stubText != nil }.count
        let what = byMuscle ? "by muscle group" : "by exercise"
        let subtitle = trained == 0
            ? "\(metric.displayName) \(what) · no training logged"
            : "\(metric.displayName) per week \(what) · \(metric.format(data.total, unit: data.unit)) in all · "
                + "\(trained) of \(weeks.count) weeks trained"
        let chart = StackedBarChart(dataSource: data, title: title ?? "\(weeks.count) weeks · \(DateText.range(range))",
                                    subtitle: subtitle, valueAxisTitle: metric.axisTitle(data.unit),
                                    valueFormatter: ValueFormats.compact, showsTotals: true,
                                    legend: Legend(position: .right))
        var graph = chart.makeGraph()
        graph.emptyText = "No training logged in these weeks"
        if trained == 0 { EmptyAxis.quiet(&graph.yAxis) }
        return graph
    }

    /// Side-by-side bars per week for each of `muscles`, over a shaded target band.
    public static func targetGraph(_ data: WeekChartData, weeks: [Week], range: DayRange, muscles: [MuscleGroup],
                                   target: ClosedRange<Double>, title: String? = nil) -> Graph {
        let count = max(muscles.count, 1)
        let width = min(0.8 / Double(count), 0.5)
        var plots: [any Plot] = []
        for (i, muscle) in muscles.enumerated() {
            let id = MuscleExercises.id(muscle)
            let values: [Double?] = data.sections.map { section in
                section.cells.filter { $0.exerciseId == id }.reduce(0) { $0 + $1.value }
            }
            let offset = (Double(i) - Double(count - 1) / 2) * width
            plots.append(BarPlot(dataSource: ArrayDataSource(tips: values), title: muscle.displayName,
                                 color: ExerciseColors.color(hex: MuscleExercises.exercise(muscle).color),
                                 barWidth: .data(width * 0.92), barOffset: .data(offset),
                                 valueLabels: count <= 3 ? .tip : nil, labelFormatter: ValueFormats.compact,
                                 labelTexts: values.map { ($0 ?? 0) == 0 ? "" : nil }))
        }
        var yAxis = Axis(title: "Working sets", formatter: ValueFormats.compact)
        let low = NumberFormat.plain(target.lowerBound), high = NumberFormat.plain(target.upperBound)
        // The band's label goes in the legend: inside the band the bars would cover it.
        var band = LimitBand(range: PlotRange(target.lowerBound, target.upperBound),
                             label: "target \(low)–\(high) sets a week")
        band.labelInLegend = true
        yAxis.backgroundLimitBands = [band]
        let names = muscles.map(\.displayName).joined(separator: ", ")
        let inTarget = muscles.map { muscle -> Int in
            let id = MuscleExercises.id(muscle)
            return data.sections.filter { section in
                target.contains(section.cells.filter { $0.exerciseId == id }.reduce(0) { $0 + $1.value })
            }.count
        }
        let hits = zip(muscles, inTarget).map { "\($0.displayName) \($1)/\(weeks.count)" }.joined(separator: " · ")
        return Graph(title: title ?? "Working sets per week · \(names)",
                     subtitle: "Weeks in the target: \(hits) · \(DateText.range(range))", plots: plots,
                     xAxis: .categories(data.sections.map(\.title)), yAxis: yAxis,
                     legend: Legend(position: .top))
    }
}
