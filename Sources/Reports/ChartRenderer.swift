import Foundation
import Charts
import Raster
import Workouts

/// A chart built from the log and ready to draw, with the file name it gets
/// when none is given.
public struct PreparedChart {
    /// The chart, with its data, axes and style; draw it with `ChartRenderer.render`.
    public var graph: Graph
    /// "2026-W47-week.png", "2026-W44-2026-W47-totals.svg", "bench-press-progress.png".
    public var defaultFileName: String
    /// For a period with no training, where the training is ("last trained
    /// 2026-04-07: --week 2026-W15"); also drawn in the empty chart.
    public var notice: String?
}

/// The one library call behind `repchart chart …`: query the log, build the
/// preset's chart, render it and write it.
public enum ChartRenderer {
    /// Renders and writes the chart `request` asks for; returns the path
    /// written ("-" for standard output).
    /// `settings`: the log's settings with a config file laid over them; nil reads the log's.
    /// `session`: fonts and a canvas its caller had prepared while the log
    /// was read (see `ChartSession`); nil prepares nothing ahead.
    @discardableResult
    public static func run(_ request: ChartRequest, store: WorkoutStore, settings: Settings? = nil,
                           session: ChartSession? = nil) throws(ReportsError) -> String {
        let style = request.style
        // Cheap checks first: nothing is queried or drawn for a request that cannot be written.
        try style.size.validate(scale: style.scale)
        if let output = request.output, output != "-", !request.force {
            try OutputFile.checkReplaceable(output, format: style.format)
        }
        let data = try ReportData(store: store, settings: settings)
        let prepared = try prepare(request, data: data)
        if request.output == nil, let folder = request.outputFolder { try OutputFile.makeFolder(folder) }
        let path = request.output ?? OutputFile.path(folder: request.outputFolder, name: prepared.defaultFileName)
        session?.finish()
        let bytes = try render(prepared.graph, style: style, canvases: session)
        try OutputFile.write(bytes, to: path, format: style.format, force: request.force)
        // After the write, so a failure stays one line.
        if let notice = prepared.notice {
            FileHandle.standardError.write(Data("repchart: no training in this period; \(notice)\n".utf8))
        }
        return path
    }

    /// The chart for `request` from the log's numbers.
    public static func prepare(_ request: ChartRequest, data: ReportData) throws(ReportsError) -> PreparedChart {
        let asked = try request.resolvedMetric()
        let unit = data.unit(request.unit)
        let data = request.byMuscle ? data.byMuscle(request.counting) : data
        let weekStart = data.weekStart
        // Finding today costs a time-zone lookup; an explicit week or range never needs it.
        let today = try request.needsToday
            ? request.resolvedToday(settings: data.settings)
            : request.validatedPlaceholderToday()
        var period = request.kind.defaultPeriod
        if let given = request.period {
            period = given
        } else {
            period = try Period.parse(request.periodFlags, today: today, fallback: period)
        }
        let range = period.range(today: today, weekStart: weekStart)
        let title = request.style.title
        // `--exercise`: exactly these series; else the largest, the rest "Other".
        var picked: [Exercise]?
        if case .progress = request.kind {} else if case .calendar = request.kind {} else {
            picked = try ExercisePick.resolve(request, data: data)
        }
        let pickedIds = picked?.map(\.id)
        let limit = picked == nil ? request.seriesLimit : nil
        // Asked for, or chosen from what the period holds (and said in the subtitle).
        func choose(_ range: DayRange, exercise: Exercise? = nil) throws(ReportsError) -> MetricChoice {
            // Muscle groups count working sets unless another metric is asked for.
            if request.metric != nil || request.byMuscle { return MetricChoice(asked) }
            let mix = try data.mix(range: range, exerciseIds: exercise.map { [$0.id] } ?? pickedIds)
            return exercise == nil ? .summable(mix) : .progress(mix)
        }
        // Picked exercises with nothing in the period are named in the subtitle.
        func sayMissing(_ drawn: [ExerciseChartItem], _ metric: ReportMetric, in graph: inout Graph) {
            guard let picked else { return }
            let missing = ExercisePick.missing(picked, drawn: drawn, metric: metric)
            if !missing.isEmpty { graph.subtitle = (graph.subtitle ?? "") + missing }
        }
        var stem: String
        var graph: Graph
        var hintRange: DayRange? = range
        var titleRange = range
        // An SVG carries the exact value of every mark in a `<title>`; pixels never show it, so PNGs skip the words.
        let titled = request.style.format == .svg
        func titleMarks(_ graph: inout Graph, _ place: @escaping (Double) -> String, _ metric: ReportMetric) {
            guard titled else { return }
            MarkTitles.apply(&graph, .init(place: place, value: { metric.words($0, unit: unit) }))
        }
        switch request.kind {
        case .week:
            let week = period.week(today: today, weekStart: weekStart)
            let days = week.days(start: weekStart)
            hintRange = days
            titleRange = days
            let choice = try choose(days)
            var weekData = try data.weekData(range: days, metric: choice.metric, unit: unit, metricReason: choice.reason,
                                             limit: limit, exerciseIds: pickedIds)
            let figures = try data.muscleFigures(range: days, metric: choice.metric, unit: unit, credits: weekData.total)
            weekData.inAll = figures?.inAll
            graph = WeekPreset.graph(weekData, week: week, range: days, title: title)
            figures?.nameCredits(&graph.yAxis)
            titleMarks(&graph, MarkTitles.dayIndexPlace(weekData.sections.map(\.day), year: range.to.year), choice.metric)
            sayMissing(weekData.legend, choice.metric, in: &graph)
            stem = "\(week)-week"
        case .totals:
            let choice = try choose(range)
            var totals = try data.totalsData(range: range, metric: choice.metric, unit: unit, metricReason: choice.reason,
                                             limit: limit, exerciseIds: pickedIds)
            let figures = try data.muscleFigures(range: range, metric: choice.metric, unit: unit, credits: totals.total)
            totals.inAll = figures?.inAll
            graph = TotalsPreset.graph(totals, range: range, horizontal: request.horizontal, title: title)
            if request.horizontal { figures?.nameCredits(&graph.xAxis) } else { figures?.nameCredits(&graph.yAxis) }
            titleMarks(&graph, MarkTitles.categoryPlace(graph), choice.metric)
            sayMissing(totals.items, choice.metric, in: &graph)
            stem = "\(DateText.fileStem(range, weekStart: weekStart))-totals"
        case .share:
            let choice = try choose(range)
            // A pie never draws more than its slices: "Other" then folds three rather than fewer.
            var totals = try data.totalsData(range: range, metric: choice.metric, unit: unit, metricReason: choice.reason,
                                             limit: limit.map { min($0, SharePreset.maximumSlices) },
                                             exerciseIds: pickedIds, cap: SharePreset.maximumSlices)
            totals.inAll = try data.muscleFigures(range: range, metric: choice.metric, unit: unit,
                                                  credits: totals.total)?.inAll
            graph = SharePreset.graph(totals, range: range, donut: request.donut, title: title)
            sayMissing(totals.items, choice.metric, in: &graph)
            stem = "\(DateText.fileStem(range, weekStart: weekStart))-share"
        case .progress(let name):
            hintRange = nil
            let exercise = try data.exercise(named: name)
            let choice = try choose(range, exercise: exercise)
            let series = try data.progress(of: exercise, range: range, metric: choice.metric, unit: unit)
            let compact = request.style.size.layout(scale: request.style.scale).size.height < 320
            graph = ProgressPreset.graph(series, exercise: exercise, metric: choice.metric, unit: unit, title: title,
                                         metricReason: choice.reason, lines: request.progress, compact: compact)
            stem = "\(DateText.slug(exercise.name))-progress"
            if request.progress.secondary == .volume {
                // Weekly volume bars on a right-hand axis, under the line: only when asked, so the line leads.
                let volume = try data.dailyTotals(range: range, metric: .volume, unit: unit, exerciseIds: [exercise.id])
                var withBars = graph
                ProgressVolume.add(to: &withBars, totals: volume, range: range, weekStart: weekStart, unit: unit,
                                   color: ExerciseColors.color(hex: exercise.color), fitted: true)
                // A thumbnail's legend rows would leave no plot; its two axis titles name the line and the bars.
                if compact { withBars.legend = nil }
                graph = withBars
            }
            if titled {
                let year = range.to.year, metric = choice.metric
                MarkTitles.apply(&graph, .init(place: MarkTitles.dayPlace(year: year), value: { metric.words($0, unit: unit) },
                                               name: exercise.name),
                                 secondary: .init(place: MarkTitles.midWeekPlace(year: year),
                                                  value: { "volume \(ReportMetric.volume.format($0, unit: unit))" },
                                                  name: exercise.name))
            }
        case .weeks:
            let metric = try choose(range).metric
            // Zero totals kept: a week of sets the metric cannot measure still gets its stub.
            let daily = try data.dailyTotals(range: range, metric: metric, unit: unit, exerciseIds: pickedIds,
                                             keepsZeroTotals: true)
            var (weeksData, weeks) = WeeksPreset.data(totals: daily, exercises: data.exercises, range: range,
                                                      weekStart: weekStart, metric: metric, unit: unit,
                                                      limit: request.target == nil ? limit : nil,
                                                      noun: data.seriesNoun)
            weeksData.noteBodyWeight(data.settings.bodyWeight, totals: daily.filter { range.contains($0.day) })
            let figures = try data.muscleFigures(range: range, metric: metric, unit: unit, credits: weeksData.total)
            weeksData.inAll = figures?.inAll
            if let target = request.target {
                graph = WeeksPreset.targetGraph(weeksData, weeks: weeks, range: range, muscles: request.muscles,
                                                target: target, title: title, today: today)
            } else {
                graph = WeeksPreset.graph(weeksData, weeks: weeks, range: range, byMuscle: request.byMuscle, title: title,
                                          today: today)
                if graph.subtitle != nil { graph.subtitle? += BodyWeightNote.text(weeksData) }
                figures?.nameCredits(&graph.yAxis)
                sayMissing(weeksData.legend, metric, in: &graph)
            }
            titleMarks(&graph, MarkTitles.weekPlace(weeks, weekStart: weekStart, year: range.to.year), metric)
            stem = "\(DateText.fileStem(range, weekStart: weekStart))-weeks"
            if request.target != nil { stem += "-target" }
        case .calendar(let calendarMetric):
            let values = try data.calendarValues(range: range, metric: calendarMetric, unit: unit)
            var chart = CalendarPreset.chart(values: values, range: range, today: today, weekStart: weekStart,
                                             metric: calendarMetric, unit: unit, streak: try data.weeklyStreak(today: today),
                                             title: title)
            if titled {
                MarkTitles.titleCells(of: &chart, weeks: WeeksPreset.weeksCovering(range, weekStart: weekStart),
                                      weekStart: weekStart, year: range.to.year, values: values) { value in
                    calendarMetric.describe(value, unit: unit)
                }
            }
            graph = chart.makeGraph()
            stem = "\(DateText.fileStem(range, weekStart: weekStart))-calendar"
            if calendarMetric != .sessions { stem += "-\(calendarMetric.rawValue)" }
        }
        var notice: String?
        if let hintRange, request.target == nil {
            if let hint = try TrainingHint.hint(for: hintRange, data: data, byWeek: request.kind == .week) {
                notice = hint.line
                graph.emptyText += "\n" + hint.caption
            }
        }
        if request.byMuscle {
            stem += "-muscles"
            // The presets word their subtitles for exercises; "in all" says working sets (`MuscleFigures`).
            graph.subtitle = graph.subtitle?.replacingOccurrences(of: " by exercise", with: " by muscle group")
        }
        // Only a metric asked for names the file: a chosen one follows the data.
        if request.metric != nil, asked != request.kind.defaultMetric, !request.byMuscle || asked != .sets,
           !isCalendar(request.kind) {
            stem += "-\(asked.rawValue)"
        }
        if request.style.theme == .dark { stem += "-dark" }
        // A narrow image keeps the dates and drops the words: "16–22 Nov 2026", "Nov 2026", then the years.
        if let title = graph.title, title.contains(DateText.range(titleRange)) {
            graph.shortTitles = [DateText.range(titleRange), DateText.compactRange(titleRange), DateText.years(titleRange)]
        }
        return PreparedChart(graph: graph, defaultFileName: "\(stem).\(request.style.format.fileExtension)",
                             notice: notice)
    }

    /// The graph as PNG or SVG bytes in `style`; `canvases` makes the canvas when given.
    public static func render(_ graph: Graph, style: ChartStyle, fonts: ChartFonts? = nil,
                              canvases: (any CanvasProvider)? = nil) throws(ReportsError) -> [UInt8] {
        try style.size.validate(scale: style.scale)
        let layout = style.size.layout(scale: style.scale)
        do throws(ChartError) {
            var chosen: ChartFonts
            if let fonts { chosen = fonts } else { chosen = try ChartFonts.locate(path: style.fontPath) }
            switch style.format {
            case .png:
                let canvas = try graph.renderCanvas(size: layout.size, scale: layout.scale, theme: style.theme, fonts: chosen,
                                                    canvases: canvases)
                // The pHYs density follows the requested scale, not the layout's.
                return try ChartOutput.png(canvas, scale: style.scale)
            case .svg:
                let svg = try graph.renderSVG(size: layout.size, scale: layout.scale, theme: style.theme, fonts: chosen,
                                              textAsElements: style.svgText == .text)
                return Array(svg.utf8)
            }
        } catch {
            throw ReportsError(error)
        }
    }
}

/// The calendar names its own metric in the file name.
private func isCalendar(_ kind: ChartKind) -> Bool {
    if case .calendar = kind { return true }
    return false
}
