import Foundation
import Charts
import Workouts

/// What every chart kind needs from a request, worked out once before the
/// kind's preset builds: the metric asked for, the unit, today, the period
/// and its days, the picked exercises and how many series to show.
struct PresetContext {
    /// The request being drawn.
    let request: ChartRequest
    /// The log's numbers; per muscle group for `--by muscle`.
    let data: ChartData
    /// The metric in effect (`ChartRequest.resolvedMetric`).
    let asked: ChartMetric
    /// The unit weights are shown in.
    let unit: WeightUnit
    /// Today, or a stand-in when the period does not depend on it.
    private(set) var today: Day
    /// The period, resolved from the request, its flags or the kind's default.
    let period: Period
    /// The period's days.
    let range: DayRange
    /// `--exercise`: exactly these series; nil: the largest, the rest "Other".
    let picked: [Exercise]?
    /// How many series before "Other"; nil with picked exercises.
    let limit: Int?

    /// The shared steps for `request`, before its kind's preset builds.
    init(_ request: ChartRequest, data: ChartData) throws(ReportsError) {
        self.request = request
        asked = try request.resolvedMetric()
        unit = data.unit(request.unit)
        var data = request.byMuscle ? data.byMuscle(request.counting) : data
        // `--top N` names exactly N and folds the rest into one "Other", as asked; `--by exercise`
        // stacks exercises, never muscle groups or movements.
        if request.top != nil {
            data.groups = .asAsked
        } else if request.byExercise {
            data.groups = .none
        }
        self.data = data
        // Finding today costs a time-zone lookup; an explicit week or range never needs it.
        today = try request.needsToday
            ? request.resolvedToday(settings: data.settings)
            : request.validatedPlaceholderToday()
        if let given = request.period {
            period = given
        } else {
            period = try Period.parse(request.periodFlags, today: today, fallback: request.kind.defaultPeriod)
        }
        range = period.range(today: today, weekStart: data.weekStart)
        // A week asked for by name does not need today, unless it may hold it: then its days to come
        // and the day in progress are said as the charts say them (`--week` of this week drew it
        // whole, "no week over yet" and solid). UTC's day less one reaches every zone's today.
        if !request.needsToday, request.today == nil,
           range.to >= LogCalendar.today(in: TimeZone(secondsFromGMT: 0) ?? .current).adding(days: -1) {
            today = try request.resolvedToday(settings: data.settings)
        }
        // Progress and calendar draw one series: nothing to pick.
        picked = request.kind.hasSeries ? try ExercisePick.resolve(request, data: data) : nil
        limit = picked == nil ? request.seriesLimit : nil
    }

    /// The first day of a week.
    var weekStart: WeekStart { data.weekStart }
    /// Whether the period is the kind's default: no `--week`, `--from`, `--last` or the like was given.
    var periodIsDefault: Bool { request.period == nil && request.periodFlags == PeriodFlags() }
    /// The days a chart spans: the period asked for, or by default the kind's period from no
    /// earlier than `start` of `first` (the week or month a log or an exercise began), so a new
    /// lifter's first days fill the chart rather than its right edge.
    func span(from first: Day?, start: (Day) -> Day?) -> DayRange {
        periodIsDefault ? range.beginning(noEarlierThan: first, at: start) : range
    }

    /// `--title`: replaces the preset's title.
    var title: String? { request.style.title }
    /// The picked exercises' ids (`--exercise`).
    var pickedIds: [UUID]? { picked?.map(\.id) }
    /// An SVG carries the exact value of every mark in a `<title>`; pixels never show it, so PNGs skip the words.
    var titlesMarks: Bool { request.style.format == .svg }
    /// What the series are, in the words of a subtitle.
    var noun: SeriesNoun { data.seriesNoun }

    /// The metric for `range`: asked for, or chosen from what the period
    /// holds (and said in the subtitle); for one `exercise`, a progress choice.
    func choose(_ range: DayRange, exercise: Exercise? = nil) throws(ReportsError) -> MetricChoice {
        // Muscle groups count working sets unless another metric is asked for.
        if request.metric == .topSet, let exercise { return try topSet(range, exercise: exercise) }
        if request.metric != nil || request.byMuscle { return MetricChoice(asked) }
        let mix = try data.mix(range: range, exerciseIds: exercise.map { [$0.id] } ?? pickedIds)
        return exercise == nil ? .summable(mix) : .progress(mix)
    }

    /// A top set asked of `exercise`: with the reason the progress choice gives it (a
    /// bodyweight lift's added load while the body weight is unknown), and refused for
    /// an exercise whose sets carry no load, whose line would be empty or all zero.
    private func topSet(_ range: DayRange, exercise: Exercise) throws(ReportsError) -> MetricChoice {
        let mix = try data.mix(range: range, exerciseIds: [exercise.id])
        guard mix.loadedSets > 0 else {
            let automatic = MetricChoice.progress(mix).metric
            let instead = automatic == .topSet || automatic == .e1rm ? ChartMetric.reps : automatic
            throw ReportsError(RequestProblem.noLoadForTopSet(
                exercise: exercise.name, instead: instead,
                bodyWeightWouldHelp: mix.hasLifting && data.settings.bodyWeight == nil
                    && (exercise.kind == .reps || mix.assistedSets > 0)))
        }
        let automatic = MetricChoice.progress(mix)
        return automatic.metric == .topSet ? automatic : MetricChoice(.topSet)
    }

    /// Each exercise's (or muscle group's) total over `range` for a totals bar
    /// or a share pie, with what the subtitle says it holds "in all" (set
    /// credits for muscle groups); `cap` is a pie's most slices.
    func totals(_ range: DayRange, _ choice: MetricChoice, limit: Int?,
                cap: Int? = nil, namedOnAxis: Bool = false) throws(ReportsError) -> (ExerciseTotalsData, MuscleFigures?) {
        var totals = try data.totalsData(range: range, metric: choice.metric, unit: unit, metricReason: choice.reason,
                                         limit: limit, exerciseIds: pickedIds, cap: cap, namedOnAxis: namedOnAxis)
        let figures: MuscleFigures?
        (totals.inAll, figures) = try data.inAll(range: range, metric: choice.metric, unit: unit, exerciseIds: pickedIds,
                                                 total: totals.total)
        return (totals, figures)
    }

    /// Picked exercises with nothing in the period are named in the subtitle.
    func sayMissing(_ drawn: [ExerciseChartItem], _ metric: ChartMetric, in graph: inout Graph) {
        guard let picked else { return }
        let missing = ExercisePick.missing(picked, drawn: drawn, metric: metric)
        if !missing.isEmpty { graph.subtitle = (graph.subtitle ?? "") + missing }
    }

    /// Every mark's exact value in an SVG `<title>`, placed by `place`.
    func titleMarks(_ graph: inout Graph, _ place: @escaping (Double) -> String, _ metric: ChartMetric) {
        guard titlesMarks else { return }
        let unit = unit
        MarkTitles.apply(&graph, .init(place: place, value: { metric.words($0, unit: unit) }))
    }
}
