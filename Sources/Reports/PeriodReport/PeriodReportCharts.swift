import Charts
import Workouts

/// The review's charts: weekly volume by exercise, working sets per muscle
/// group against the target, the calendar, the main lifts' e1RM and cardio.
enum PeriodReportCharts {
    /// What every chart of the review shares: the request, the log's numbers,
    /// the period's weeks and how a mark's title names its week.
    private struct Frame {
        let request: PeriodReportRequest
        let content: PeriodReportContent
        let data: ChartData
        let today: Day
        let weeks: [Week]
        let weekWords: (Double) -> String
        var range: DayRange { content.range }
        var unit: WeightUnit { content.unit }
        var weekStart: WeekStart { data.weekStart }
        /// A long period's months (`MonthBins`), binned as `chart weeks` bins them; nil: a bar per week.
        var months: [Day]? { weeks.count > MonthBins.weeksBeforeMonths ? MonthBins.firstDays(range) : nil }
    }

    static func make(_ request: PeriodReportRequest, content: PeriodReportContent, data: ChartData,
                     today: Day) throws(ReportsError) -> [PeriodReportChart] {
        let weeks = WeeksGraph.weeksCovering(content.range, weekStart: data.weekStart)
        let frame = Frame(request: request, content: content, data: data, today: today, weeks: weeks,
                          weekWords: MarkTitles.weekPlace(weeks, weekStart: data.weekStart, year: content.range.to.year))
        var charts = [try weekly(frame)]
        if let muscles = try muscles(frame) { charts.append(muscles) }
        charts.append(try calendar(frame))
        charts += try progress(frame)
        if let cardio = try cardio(frame) { charts.append(cardio) }
        return charts
    }

    /// Volume (or the log's own metric) per week, top N and Other (as `chart weeks` folds them).
    private static func weekly(_ frame: Frame) throws(ReportsError) -> PeriodReportChart {
        let range = frame.range, unit = frame.unit, weekStart = frame.weekStart, data = frame.data
        let metric = MetricChoice.summable(try data.mix(range: range)).metric
        // Zero totals kept: a week of sets the metric cannot measure gets its stub, as in `chart weeks`.
        let daily = try data.dailyTotals(range: range, metric: metric, unit: unit, keepsZeroTotals: true)
        // Weeks and months before the log's first day are no time without training (as `chart weeks`).
        let logStart = try data.firstDay()
        // A year reads as a trend: a bar per month, at most 8 named series and one remainder (as `chart weeks`).
        if let months = frame.months {
            let limit = min(frame.request.topSeries, WeeksPreset.longSpanSeries)
            let monthData = MonthBins.data(totals: daily, exercises: data.exercises, range: range, metric: metric,
                                           unit: unit, limit: limit, cap: WeeksPreset.longSpanSeries, noun: .exercises,
                                           groups: data.groups)
            var monthly = MonthBins.graph(monthData, range: range, byMuscle: false, today: frame.today, logStart: logStart)
            MarkTitles.apply(&monthly, .init(place: MarkTitles.monthPlace(months), value: { metric.format($0, unit: unit) }))
            // The section heading names the chart and the page's header its period: a title would repeat them.
            monthly.title = nil
            return PeriodReportChart(id: "weeks", graph: monthly, label: SVGPageLabel(
                title: "\(metric.displayName) per month",
                description: "Stacked bars of \(metric.phrase) for each of the \(months.count) months of "
                    + "\(ReviewText.range(range)), one segment per exercise (\(monthData.legend.count) series), "
                    + "\(metric.format(monthData.total, unit: unit)) in all, with the trend of the monthly totals."))
        }
        let (weekData, _) = WeeksGraph.data(totals: MarkTitles.weekly(daily, weekStart: weekStart),
                                             exercises: data.exercises, range: range, weekStart: weekStart,
                                             metric: metric, unit: unit, limit: frame.request.topSeries,
                                             groups: data.groups)
        var weekly = WeeksGraph.graph(weekData, weeks: frame.weeks, range: range, byMuscle: false, today: frame.today,
                                      logStart: logStart)
        MarkTitles.apply(&weekly, .init(place: frame.weekWords, value: { metric.format($0, unit: unit) }))
        // The section heading names the chart and the page's header its period: a title would repeat them.
        weekly.title = nil
        let shown = weekData.legend.count
        return PeriodReportChart(id: "weeks", graph: weekly, label: SVGPageLabel(
            title: "\(metric.displayName) per week",
            description: "Stacked bars of \(metric.phrase) for each of the \(frame.weeks.count) weeks of "
                + "\(ReviewText.range(range)), one segment per exercise (\(shown) series), "
                + "\(metric.format(weekData.total, unit: unit)) in all."))
    }

    /// Working sets per muscle group per week, the four groups furthest below
    /// the target, against it; nil when no group was trained.
    private static func muscles(_ frame: Frame) throws(ReportsError) -> PeriodReportChart? {
        let range = frame.range, unit = frame.unit, weekStart = frame.weekStart, request = frame.request
        let muscleData = frame.data.byMuscle()
        let muscleTotals = MarkTitles.weekly(try muscleData.dailyTotals(range: range, metric: .sets, unit: unit),
                                             weekStart: weekStart)
        guard !ExerciseSeries.ranking(muscleTotals, exercises: MuscleExercises.all).isEmpty else { return nil }
        let (muscleWeeks, _) = WeeksGraph.data(totals: muscleTotals, exercises: MuscleExercises.all, range: range,
                                                weekStart: weekStart, metric: .sets, unit: unit)
        // The groups furthest below the target lead: the page shows what is neglected, not what is trained,
        // of the groups a target is meant for.
        // Weeks before the log's first day are no weeks without training, in the order and the counts.
        let logStart = try frame.data.firstDay()
        let ranked = MuscleStanding.ranked(MuscleStanding.targeted, in: muscleWeeks, target: request.target,
                                           today: frame.today, logStart: logStart).map(\.muscle)
        // A group with no set in the period draws no bar: it is named at 0 in words, and the bars go to the
        // trained groups (a new lifter's page drew four empty groups and none of the squats and presses).
        let trainedIds = Set(muscleWeeks.sections.flatMap(\.cells).filter { $0.value > 0 }.map(\.exerciseId))
        let trained = ranked.filter { trainedIds.contains(MuscleExercises.id($0)) }
        let untrained = trained.isEmpty ? [] : ranked.filter { !trainedIds.contains(MuscleExercises.id($0)) }
        // Few weeks leave room for more groups side by side: a first week shows every group trained.
        let places = max(4, 24 / max(frame.weeks.count, 1))
        let muscles = Array((trained.isEmpty ? ranked : trained).prefix(places))
        var target = WeeksGraph.targetGraph(muscleWeeks, weeks: frame.weeks, range: range, muscles: muscles,
                                             target: request.target, today: frame.today, logStart: logStart)
        let untrainedNames = untrained.map(\.displayName).joined(separator: ", ")
        // Cardio is no muscle's working set: said, as the headline's "Working sets" and `chart share --by muscle`
        // say it; near the start, for a phone-width page cuts the end of the weeks' long list.
        let cardioSets = frame.content.cardioSets
        let cardioWords = cardioSets == 0 ? "" : "\(cardioSets) cardio set\(cardioSets == 1 ? "" : "s") left out"
        if !cardioWords.isEmpty { target.subtitle = cardioWords + (target.subtitle.map { " · " + $0 } ?? "") }
        if !untrained.isEmpty {
            // First in the subtitle: the groups left untrained are the chart's first answer.
            target.subtitle = "No sets for \(untrainedNames)" + (target.subtitle.map { " · " + $0 } ?? "")
        }
        MarkTitles.apply(&target, .init(place: frame.weekWords, value: { "\(NumberFormat.plain($0)) working sets" }))
        // The section heading names the chart, and the subtitle ("Weeks in the target: Neck 0/47 · …")
        // names the groups: a title of them too, in the chart's largest type, outranked the heading.
        target.title = nil
        let low = NumberFormat.plain(request.target.lowerBound), high = NumberFormat.plain(request.target.upperBound)
        return PeriodReportChart(id: "muscles", graph: target, label: SVGPageLabel(
            title: "Working sets per muscle group per week",
            description: "Bars of working sets per week for \(muscles.map(\.displayName).joined(separator: ", ")) "
                + "against a shaded target of \(low) to \(high) sets a week"
                + (untrained.isEmpty ? "" : "; no sets for \(untrainedNames)")
                + (cardioWords.isEmpty ? "." : "; \(cardioWords).")))
    }

    /// The calendar, shaded by working sets.
    private static func calendar(_ frame: Frame) throws(ReportsError) -> PeriodReportChart {
        let range = frame.range, unit = frame.unit, weekStart = frame.weekStart, weeks = frame.weeks
        let values = try frame.data.calendarValues(range: range, metric: .sets, unit: unit)
        // Days before the log began are outside it, not rest; the weeks stay, in line with the weekly chart's.
        var calendar = CalendarGraph.chart(values: values, range: range, today: frame.today, weekStart: weekStart,
                                            metric: .sets, unit: unit, streak: frame.content.streak,
                                            logStart: try frame.data.firstDay())
        let year = range.to.year
        MarkTitles.titleCells(of: &calendar, weeks: weeks, weekStart: weekStart, year: year, values: values) { sets in
            CalendarMetric.sets.describe(sets, unit: unit)
        }
        let trained = values.filter { range.contains($0.key) && $0.value > 0 }.count
        calendar.title = nil
        calendar.plot.maximumPitch = Self.calendarPitch
        return PeriodReportChart(id: "calendar", graph: calendar.makeGraph(), label: SVGPageLabel(
            title: "Training calendar",
            description: "A grid of the days of \(ReviewText.range(range)), a column per week, each day shaded by "
                + "its working sets; \(trained) training days."),
            wide: Self.calendarSize(weeks: weeks.count),
            narrow: Size(width: 600, height: 420))
    }

    /// The calendar's wide size: tall enough for square cells that span three quarters of the
    /// width (a 12-week calendar is not a strip in a corner of the page), up to the cells' largest.
    /// The page calendar's largest cell pitch: a 12-week calendar's cells fill three quarters of the width.
    static let calendarPitch: Float = 64

    static func calendarSize(weeks: Int) -> Size {
        let pitch = min(calendarPitch, 760 / Float(max(weeks, 1)))
        return Size(width: 1000, height: max(260, (7 * pitch + 200).rounded()))
    }

    /// The most-trained lifts' estimated 1RM, as `chart progress` draws it: one axis, the best day
    /// marked, a least-squares trend.
    private static func progress(_ frame: Frame) throws(ReportsError) -> [PeriodReportChart] {
        let range = frame.range, unit = frame.unit, data = frame.data
        let year = range.to.year
        var charts: [PeriodReportChart] = []
        let lifts = MainLifts.pick(frame.content.summary.exercises)
        var all: [(exercise: Exercise, series: ProgressSeries)] = []
        for lift in lifts {
            let exercise = data.identityColored(lift.exercise)
            all.append((exercise, try data.progress(of: exercise, range: range, metric: .e1rm, unit: unit)))
        }
        // Small multiples read against each other: one span of kilograms for all the lifts, each
        // chart around its own values (a slope reads alike, and a rise is seen).
        let shared = ProgressGraph.sharedValueRange(all.map(\.series))
        for (i, (exercise, series)) in all.enumerated() {
            var graph = ProgressGraph.graph(series, exercise: exercise, metric: .e1rm, unit: unit, lines: ProgressLines())
            if let shared, let range = shared.ranges[i], !series.points.isEmpty {
                graph.yAxis?.range = range
                if !shared.fills { ProgressGraph.dropFills(&graph) }
            }
            MarkTitles.apply(&graph, .init(place: MarkTitles.dayPlace(year: year),
                                           value: { "e1RM \(ChartMetric.e1rm.format($0, unit: unit))" }, name: exercise.name))
            graph.title = exercise.name
            let top = series.values.max().map { ChartMetric.e1rm.format($0, unit: unit) } ?? "–"
            charts.append(PeriodReportChart(id: "progress-\(i + 1)", graph: graph, label: SVGPageLabel(
                title: "\(exercise.name): estimated 1RM",
                description: "A line of \(exercise.name)'s best estimated one-rep max per training day over "
                    + "\(ReviewText.range(range)), best \(top) (marked), with a least-squares trend."),
                wide: Size(width: 760, height: 480), narrow: Size(width: 600, height: 480)))
        }
        return charts
    }

    /// Cardio, when any was logged: time (else distance) per week by exercise.
    /// Cardio is distance work and what the catalogue files under cardio (a
    /// rowing machine); a plank's or a wall sit's time is held, not cardio.
    private static func cardio(_ frame: Frame) throws(ReportsError) -> PeriodReportChart? {
        let range = frame.range, unit = frame.unit
        let catalogue = ExerciseCatalogue.builtIn
        let ids = frame.data.exercises
            .filter { catalogue.isCardio($0) }.map(\.id)
        guard !ids.isEmpty else { return nil }
        var cardioMetric = ChartMetric.duration
        var cardioDaily = try frame.data.dailyTotals(range: range, metric: cardioMetric, unit: unit, exerciseIds: ids)
        if !cardioDaily.contains(where: { $0.value > 0 }) {
            cardioMetric = .distance
            cardioDaily = try frame.data.dailyTotals(range: range, metric: cardioMetric, unit: unit, exerciseIds: ids)
        }
        guard cardioDaily.contains(where: { $0.value > 0 }) else { return nil }
        if let months = frame.months {
            let limit = min(frame.request.topSeries, WeeksPreset.longSpanSeries)
            let monthData = MonthBins.data(totals: cardioDaily, exercises: frame.data.exercises, range: range,
                                           metric: cardioMetric, unit: unit, limit: limit,
                                           cap: WeeksPreset.longSpanSeries, noun: .exercises,
                                           groups: frame.data.groups)
            // Totals, the partial month's dashed outline and the trend read as clocks
            // (`ValueFormats`), as in `chart weeks --metric duration`.
            var graph = MonthBins.graph(monthData, range: range, byMuscle: false,
                                        title: "Cardio · \(ReviewText.range(range))", today: frame.today)
            MarkTitles.apply(&graph, .init(place: MarkTitles.monthPlace(months),
                                           value: { cardioMetric.format($0, unit: unit) }))
            graph.title = nil
            return PeriodReportChart(id: "cardio", graph: graph, label: SVGPageLabel(
                title: "Cardio \(cardioMetric.phrase) per month",
                description: "Stacked bars of cardio \(cardioMetric.phrase) per month over \(ReviewText.range(range)), "
                    + "one segment per exercise, \(cardioMetric.format(monthData.total, unit: unit)) in all."),
                wide: Size(width: 1000, height: 400))
        }
        let cardio = MarkTitles.weekly(cardioDaily, weekStart: frame.weekStart)
        let (cardioWeeks, _) = WeeksGraph.data(totals: cardio, exercises: frame.data.exercises, range: range,
                                                weekStart: frame.weekStart, metric: cardioMetric, unit: unit,
                                                limit: frame.request.topSeries)
        var graph = WeeksGraph.graph(cardioWeeks, weeks: frame.weeks, range: range, byMuscle: false,
                                      title: "Cardio · \(ReviewText.range(range))", today: frame.today)
        MarkTitles.apply(&graph, .init(place: frame.weekWords, value: { cardioMetric.format($0, unit: unit) }))
        graph.title = nil
        return PeriodReportChart(id: "cardio", graph: graph, label: SVGPageLabel(
            title: "Cardio \(cardioMetric.phrase) per week",
            description: "Stacked bars of cardio \(cardioMetric.phrase) per week over \(ReviewText.range(range)), "
                + "one segment per exercise, \(cardioMetric.format(cardioWeeks.total, unit: unit)) in all."),
            wide: Size(width: 1000, height: 400))
    }
}
