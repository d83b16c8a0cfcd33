import Charts
import Workouts

/// What `repchart report` asks for: the last `weeks` weeks as weekly charts,
/// plus totals and share for the whole period.
package struct WeeklyChartFolderRequest: Sendable {
    /// The most weeks one report covers (ten years).
    package static let maximumWeeks = 520

    /// Weeks to chart, the current one included (1 to `maximumWeeks`).
    package var weeks: Int
    /// nil: the current folder.
    package var folder: String?
    /// nil: chosen from what the period holds (volume, duration, sets for a mix).
    package var metric: ChartMetric?
    /// The unit of volume and loads; nil: the config's, else the log's.
    package var unit: WeightUnit?
    /// Format, size, theme and font of the charts.
    package var style: ChartStyle
    /// Replace chart files that already exist (`--force`).
    package var force: Bool
    /// nil: the current day in `timeZone` (else the log's, else the system's).
    package var today: Day?
    /// `--tz`: an IANA name or a fixed offset; nil: the log's zone, else the system's.
    package var timeZone: String?

    /// A report of the last `weeks` weeks; everything else defaults as for the charts.
    package init(weeks: Int, folder: String? = nil, metric: ChartMetric? = nil, unit: WeightUnit? = nil,
                style: ChartStyle = ChartStyle(), force: Bool = false, today: Day? = nil,
                timeZone: String? = nil) {
        self.weeks = weeks
        self.folder = folder
        self.metric = metric
        self.unit = unit
        self.style = style
        self.force = force
        self.today = today
        self.timeZone = timeZone
    }
}

/// Writes a folder of charts with predictable names: `2026-W44-week.png` …
/// `2026-W47-week.png`, `2026-W44-2026-W47-totals.png`, `…-share.png`.
/// The log is queried once; the charts are drawn in parallel.
package enum WeeklyChartFolder {
    /// Returns the files written, in order (oldest week first, then totals and share).
    package static func run(_ request: WeeklyChartFolderRequest, store: WorkoutStore, settings: Settings? = nil,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) throws(ReportsError) -> [String] {
        guard (1...WeeklyChartFolderRequest.maximumWeeks).contains(request.weeks) else {
            throw ReportsError(RequestProblem.weeksOutOfRange(request.weeks, limit: WeeklyChartFolderRequest.maximumWeeks))
        }
        if let metric = request.metric, metric.storeMetric == nil {
            throw ReportsError(RequestProblem.metricOnlyForProgress(metric))
        }
        let style = request.style
        let size = try style.size.checked(scale: style.scale)
        let data = try ChartData(store: store, settings: settings)
        let unit = data.unit(request.unit)
        let weekStart = data.weekStart
        var today: Day
        if let given = request.today {
            today = given
        } else {
            today = LogCalendar.today(in: try LogCalendar.timeZone(flag: request.timeZone, configured: data.settings.timeZone))
        }
        let period = DayRange.lastWeeks(request.weeks, endingWith: today, start: weekStart)
        let lastWeek = Week(containing: today, start: weekStart)
        let weeks = (0..<request.weeks).map { lastWeek.adding(weeks: $0 - request.weeks + 1) }

        // One metric for the whole run, asked for or chosen from the period.
        let choice: MetricChoice
        if let asked = request.metric { choice = MetricChoice(asked) } else { choice = .summable(try data.mix(range: period)) }
        let metric = choice.metric
        // One query for every week, one for the period's totals.
        // Zero totals kept: a day of sets the metric cannot measure gets its stub.
        let daily = try data.dailyTotals(range: period, metric: metric, unit: unit, keepsZeroTotals: true)
        let totals = try data.totalsData(range: period, metric: metric, unit: unit, metricReason: choice.reason)
        let trainingDays = try data.trainingDays(in: period)
        let exercises = data.exercises
        let valueRange = sharedValueRange(daily, metric: metric)
        let jobs: [FolderChart] = weeks.map { week in
            let days = week.days(start: weekStart)
            let logged = trainingDays.filter { days.contains($0) }
            let shown = daily.filter { days.contains($0.day) }
            var weekData = WeekChartData(days: days.days, totals: shown,
                                         exercises: exercises, metric: metric, unit: unit,
                                         trainingDays: logged.count, metricReason: choice.reason, loggedDays: logged)
            weekData.noteBodyWeight(data.settings.bodyWeight, totals: shown)
            return .week(weekData, week, days, valueRange)
        } + [.totals(totals, period), .share(totals, period)]

        let suffix = (request.metric == nil || metric == .volume ? "" : "-\(metric.rawValue)")
            + (style.theme == .dark ? "-dark" : "") + "." + style.format.fileExtension
        let stem = DateText.fileStem(period, weekStart: weekStart)
        let paths: [String] = jobs.map { job in
            let name: String = switch job {
            case .week(_, let week, _, _): "\(week)-week"
            case .totals: "\(stem)-totals"
            case .share: "\(stem)-share"
            }
            return OutputFile.path(folder: request.folder, name: name + suffix)
        }
        if let folder = request.folder { try OutputFile.makeFolder(folder) }
        let targets = paths.map(OutputTarget.init)
        for target in targets { try OutputFile.checkNotTheLog(target, log: store.path) }
        if !request.force {
            for target in targets { try OutputFile.checkReplaceable(target, format: style.format) }
        }
        let fonts: ChartFonts
        do { fonts = try ChartFonts.locate(path: style.fontPath) } catch { throw ReportsError(error) }

        try ParallelRender.run(jobs.count, progress: progress) { index throws(ReportsError) in
            let graph = jobs[index].graph(title: style.title)
            let bytes = try ChartRenderer.render(graph, style: style, size: size, fonts: fonts)
            try OutputFile.write(bytes, to: targets[index], format: style.format)
        }
        return paths
    }
}

extension WeeklyChartFolder {
    /// One value axis for every week: zero to the tallest day's stack, plus
    /// the headroom a single chart would add; nil when nothing was logged.
    static func sharedValueRange(_ daily: [DayExerciseTotal], metric: ChartMetric) -> PlotRange? {
        var stacks: [Day: Double] = [:]
        for total in daily where total.value.isFinite && total.value > 0 {
            stacks[total.day, default: 0] += total.value * metric.displayFactor
        }
        guard let tallest = stacks.values.max(), tallest > 0 else { return nil }
        return PlotRange(0, tallest * 1.08)
    }
}

/// One chart of a report, with the data it needs (all values, so jobs can run on any thread).
enum FolderChart: Sendable {
    case week(WeekChartData, Week, DayRange, PlotRange?)
    case totals(ExerciseTotalsData, DayRange)
    case share(ExerciseTotalsData, DayRange)

    func graph(title: String?) -> Graph {
        switch self {
        case .week(let data, let week, let days, let valueRange):
            WeekGraph.graph(data, week: week, range: days, title: title, valueRange: valueRange)
        case .totals(let data, let range): TotalsGraph.graph(data, range: range, title: title)
        case .share(let data, let range): ShareGraph.graph(data, range: range, donut: true, title: title)
        }
    }
}
