import Charts
import Workouts

/// The review's charts: weekly volume by exercise, working sets per muscle
/// group against the target, the calendar, the main lifts' e1RM and cardio.
enum ReviewCharts {
    static func make(_ request: ReviewRequest, content: ReviewContent, data: ReportData,
                     today: Day) throws(ReportsError) -> [ReviewChart] {
        let range = content.range, unit = content.unit, weekStart = data.weekStart
        let weeks = WeeksPreset.weeksCovering(range, weekStart: weekStart)
        let weekWords = MarkTitles.weekPlace(weeks, weekStart: weekStart, year: range.to.year)
        var charts: [ReviewChart] = []

        // Volume (or the log's own metric) per week, top N and Other (as `chart weeks` folds them).
        let metric = MetricChoice.summable(try data.mix(range: range)).metric
        // Zero totals kept: a week of sets the metric cannot measure gets its stub, as in `chart weeks`.
        let daily = try data.dailyTotals(range: range, metric: metric, unit: unit, keepsZeroTotals: true)
        let (weekData, _) = WeeksPreset.data(totals: MarkTitles.weekly(daily, weekStart: weekStart),
                                             exercises: data.exercises, range: range, weekStart: weekStart,
                                             metric: metric, unit: unit, limit: request.topSeries)
        var weekly = WeeksPreset.graph(weekData, weeks: weeks, range: range, byMuscle: false, today: today)
        MarkTitles.apply(&weekly, .init(place: weekWords, value: { metric.format($0, unit: unit) }))
        let shown = weekData.legend.count
        charts.append(ReviewChart(id: "weeks", graph: weekly, label: SVGPageLabel(
            title: "\(metric.displayName) per week",
            description: "Stacked bars of \(metric.phrase) for each of the \(weeks.count) weeks of "
                + "\(ReviewText.range(range)), one segment per exercise (\(shown) series), "
                + "\(metric.format(weekData.total, unit: unit)) in all.")))

        // Working sets per muscle group per week, the most-trained groups, against the target.
        let muscleData = data.byMuscle()
        let muscleTotals = MarkTitles.weekly(try muscleData.dailyTotals(range: range, metric: .sets, unit: unit),
                                             weekStart: weekStart)
        let ranked = ExerciseSeries.ranking(muscleTotals, exercises: MuscleExercises.all)
        let muscles = ranked.prefix(4).compactMap { exercise in
            MuscleGroup.allCases.first { MuscleExercises.id($0) == exercise.id }
        }
        if !muscles.isEmpty {
            let (muscleWeeks, _) = WeeksPreset.data(totals: muscleTotals, exercises: MuscleExercises.all, range: range,
                                                    weekStart: weekStart, metric: .sets, unit: unit)
            var target = WeeksPreset.targetGraph(muscleWeeks, weeks: weeks, range: range, muscles: muscles,
                                                 target: request.target, today: today)
            MarkTitles.apply(&target, .init(place: weekWords, value: { "\(NumberFormat.plain($0)) working sets" }))
            // The section heading says "working sets per muscle group": the title names the groups,
            // whole at the page's 1000-unit width, where "Working sets per week · …" lost the last one.
            target.title = muscles.map(\.displayName).joined(separator: ", ")
            let low = NumberFormat.plain(request.target.lowerBound), high = NumberFormat.plain(request.target.upperBound)
            charts.append(ReviewChart(id: "muscles", graph: target, label: SVGPageLabel(
                title: "Working sets per muscle group per week",
                description: "Bars of working sets per week for \(muscles.map(\.displayName).joined(separator: ", ")) "
                    + "against a shaded target of \(low) to \(high) sets a week.")))
        }

        // The calendar, shaded by working sets.
        let values = try data.calendarValues(range: range, metric: .sets, unit: unit)
        var calendar = CalendarPreset.chart(values: values, range: range, today: today, weekStart: weekStart,
                                            metric: .sets, unit: unit, streak: content.streak)
        let year = range.to.year
        MarkTitles.titleCells(of: &calendar, weeks: weeks, weekStart: weekStart, year: year, values: values) { sets in
            CalendarMetric.sets.describe(sets, unit: unit)
        }
        let trained = values.filter { range.contains($0.key) && $0.value > 0 }.count
        charts.append(ReviewChart(id: "calendar", graph: calendar.makeGraph(), label: SVGPageLabel(
            title: "Training calendar",
            description: "A grid of the days of \(ReviewText.range(range)), a column per week, each day shaded by "
                + "its working sets; \(trained) training days."),
            wide: Size(width: 1000, height: max(260, min(360, 150 + Float(weeks.count) * 3.4))),
            narrow: Size(width: 600, height: 420)))

        // The most-trained lifts' estimated 1RM, as `chart progress` draws it: one axis, the best day
        // marked, a least-squares trend.
        let lifts = MainLifts.pick(content.summary.exercises)
        for (i, lift) in lifts.enumerated() {
            let exercise = data.identityColored(lift.exercise)
            let series = try data.progress(of: exercise, range: range, metric: .e1rm, unit: unit)
            var graph = ProgressPreset.graph(series, exercise: exercise, metric: .e1rm, unit: unit, lines: ProgressLines())
            MarkTitles.apply(&graph, .init(place: MarkTitles.dayPlace(year: year),
                                           value: { "e1RM \(ReportMetric.e1rm.format($0, unit: unit))" }, name: exercise.name))
            graph.title = exercise.name
            let top = series.values.max().map { ReportMetric.e1rm.format($0, unit: unit) } ?? "–"
            charts.append(ReviewChart(id: "progress-\(i + 1)", graph: graph, label: SVGPageLabel(
                title: "\(exercise.name): estimated 1RM",
                description: "A line of \(exercise.name)'s best estimated one-rep max per training day over "
                    + "\(ReviewText.range(range)), best \(top) (marked), with a least-squares trend."),
                wide: Size(width: 760, height: 480), narrow: Size(width: 600, height: 480)))
        }

        // Cardio, when any was logged: time per week by exercise.
        if content.summary.current.duration > 0 || content.summary.current.distance > 0 {
            let cardioMetric: ReportMetric = content.summary.current.duration > 0 ? .duration : .distance
            let cardio = MarkTitles.weekly(try data.dailyTotals(range: range, metric: cardioMetric, unit: unit),
                                           weekStart: weekStart)
            let (cardioWeeks, _) = WeeksPreset.data(totals: cardio, exercises: data.exercises, range: range,
                                                    weekStart: weekStart, metric: cardioMetric, unit: unit,
                                                    limit: request.topSeries)
            var graph = WeeksPreset.graph(cardioWeeks, weeks: weeks, range: range, byMuscle: false,
                                          title: "Cardio · \(ReviewText.range(range))", today: today)
            // Minutes read as a clock on the axis, as the legend and titles read them; the bar totals
            // (written as plain numbers by the preset) are left out rather than shown as "3.25".
            graph.yAxis?.formatter = ValueFormats.values(cardioMetric, unit: cardioMetric.unitSymbol(unit))
            graph.plots = graph.plots.filter { $0 is BarPlot }
            MarkTitles.apply(&graph, .init(place: weekWords, value: { cardioMetric.format($0, unit: unit) }))
            charts.append(ReviewChart(id: "cardio", graph: graph, label: SVGPageLabel(
                title: "Cardio \(cardioMetric.phrase) per week",
                description: "Stacked bars of cardio \(cardioMetric.phrase) per week over \(ReviewText.range(range)), "
                    + "one segment per exercise, \(cardioMetric.format(cardioWeeks.total, unit: unit)) in all."),
                wide: Size(width: 1000, height: 400)))
        }
        return charts
    }
}
