import Charts
import Workouts

/// `chart progress NAME`: one exercise's metric over time, with its best day
/// and trend, and weekly volume bars when asked (`ProgressGraph`, `ProgressVolume`).
struct ProgressPreset: ChartPreset {
    /// The exercise, by name or alias as typed.
    var exercise: String

    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart {
        let data = context.data, unit = context.unit, request = context.request
        let exercise = try data.exercise(named: self.exercise)
        let range = try Self.span(context, exercise: exercise)
        let choice = try context.choose(range, exercise: exercise)
        let series = try data.progress(of: exercise, range: range, metric: choice.metric, unit: unit)
        let compact = request.style.size.layout(scale: request.style.scale).size.height < 320
        var graph = ProgressGraph.graph(series, exercise: exercise, metric: choice.metric, unit: unit,
                                         title: context.title, metricReason: choice.reason, lines: request.progress,
                                         compact: compact,
                                         stalled: try Self.stalled(exercise, asOf: min(range.to, context.today), context: context,
                                                                   metric: choice.metric))
        if request.progress.secondary == .volume {
            // Weekly volume bars on a right-hand axis, under the line: only when asked, so the line leads.
            let volume = try data.dailyTotals(range: range, metric: .volume, unit: unit, exerciseIds: [exercise.id])
            ProgressVolume.add(to: &graph, totals: volume, range: range, weekStart: context.weekStart, unit: unit,
                               color: ExerciseColors.color(hex: exercise.color), lineTitle: choice.label, fitted: true)
            // A thumbnail's legend rows would leave no plot; its two axis titles name the line and the bars.
            if compact { graph.legend = nil }
        }
        if context.titlesMarks { titleMarks(&graph, exercise: exercise, metric: choice.metric, context: context) }
        return PresetChart(graph, stem: "\(DateText.slug(exercise.name))-progress", range: range, hints: false)
    }

    /// The days the chart spans: the period asked for, or by default the kind's period from
    /// no earlier than the week `exercise` was first trained, so a new exercise's line spans
    /// the chart rather than two points crowding the right edge of twelve weeks.
    /// By default it ends today: the rest of this week is no part of a line over time (a new
    /// lifter's two weeks were half empty days to come).
    static func span(_ context: PresetContext, exercise: Exercise) throws(ReportsError) -> DayRange {
        let span = context.span(from: try context.data.firstDay(of: exercise)) { day in
            Week(containing: day, start: context.weekStart).firstDay(start: context.weekStart)
        }
        guard context.periodIsDefault, span.from <= context.today, context.today < span.to else { return span }
        return DayRange(span.from, context.today)
    }

    /// The lift as `summary` lists it stalled as of `end` (its best e1RM, maybe before the
    /// chart's days), for an e1RM line only.
    static func stalled(_ exercise: Exercise, asOf end: Day, context: PresetContext,
                        metric: ChartMetric) throws(ReportsError) -> StalledLift? {
        guard metric == .e1rm else { return nil }
        do {
            return try context.data.store.stalledLifts(asOf: end, unit: context.unit).first { $0.exercise.id == exercise.id }
        } catch {
            throw ReportsError(error)
        }
    }

    /// Each day's value on the line, each week's volume on the bars.
    private func titleMarks(_ graph: inout Graph, exercise: Exercise, metric: ChartMetric, context: PresetContext) {
        let year = context.range.to.year, unit = context.unit
        MarkTitles.apply(&graph, .init(place: MarkTitles.dayPlace(year: year), value: { metric.words($0, unit: unit) },
                                       name: exercise.name),
                         secondary: .init(place: MarkTitles.midWeekPlace(year: year),
                                          value: { "volume \(ChartMetric.volume.format($0, unit: unit))" },
                                          name: exercise.name))
    }
}
