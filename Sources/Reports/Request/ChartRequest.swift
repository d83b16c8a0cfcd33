import Workouts

/// Everything one `repchart chart …` command asks for. The command line fills
/// it in; `ChartRenderer` does the rest (query, chart, render, write), so the
/// executable holds no logic worth testing on its own.
package struct ChartRequest: Sendable {
    /// Which chart: week, weeks, totals, share, an exercise's progress or the calendar.
    package var kind: ChartKind
    /// nil: the kind's default (volume; e1rm for progress).
    package var metric: ChartMetric?
    /// The unit weights are summed in; nil: the database's default unit.
    package var unit: WeightUnit?
    /// nil: `periodFlags`, else the kind's default (this week; the last 4
    /// weeks; the last 12 weeks).
    package var period: Period?
    /// `--week`, `--date`, `--from`/`--to`, `--last` as typed.
    package var periodFlags: PeriodFlags
    /// Format, size, scale, theme, title and font.
    package var style: ChartStyle
    /// Where to write: a path, "-" for standard output, or nil for the default
    /// name (e.g. `2026-W47-week.png`) in `outputFolder`.
    package var output: String?
    /// Where a default-named file goes; nil is the current folder.
    package var outputFolder: String?
    /// Replace an existing file even when it is a different kind of file.
    package var force: Bool
    /// Today; nil: the current day in `timeZone` (tests fix it).
    package var today: Day?
    /// `--tz`: an IANA name or offset; nil: the log's setting, else the system's.
    package var timeZone: String?
    /// `--by muscle`: segments, bars and slices per muscle group (default metric: sets).
    package var byMuscle = false
    /// `--by exercise` as given: a series per exercise, never regrouped by muscle or movement.
    package var byExercise = false
    /// How sets count towards muscle groups.
    package var counting = MuscleCounting()
    /// `--top N`: the N largest series, the rest one "Other"; nil: decided from the size (`SeriesLimit.readable`).
    package var top: Int?
    /// `--exercise`: exactly these exercises as the series, no "Other" (week,
    /// weeks, totals, share). Each a name, an alias or a comma list, as typed;
    /// empty: the largest series (`top`).
    package var exercises: [String] = []
    /// `chart progress`: the trend, average, median and the weekly volume axis.
    package var progress = ProgressLines()
    /// `--y-max`: the top of a bar chart's value scale (week, weeks, totals), so charts
    /// drawn apart share one scale; nil: fitted to the data.
    package var valueScaleTop: Double?
    /// `chart weeks --bin`: a bar per week or per month; nil: per month past 26 weeks (`MonthBins`).
    package var bin: ChartBin?
    /// No size was given: the chart is drawn at its own shape's size where it has one (a calendar's
    /// `CalendarGraph.ownSize`), else at `style.size`.
    package var fitsOwnSize = false

    /// How many series the chart shows, "Other" included.
    package var seriesLimit: Int {
        top.map { $0 + 1 } ?? SeriesLimit.readable(for: style.size, noun: byMuscle ? .muscleGroups : .exercises,
                                                    namedUnderBars: kind == .totals(horizontal: false))
    }

    /// A request for a `kind` chart; everything else defaults as the command line does
    /// (this kind's default period and metric, the log's unit, a PNG in the current folder).
    package init(kind: ChartKind, metric: ChartMetric? = nil, unit: WeightUnit? = nil, period: Period? = nil,
                periodFlags: PeriodFlags = PeriodFlags(),
                horizontal: Bool = false, donut: Bool = false, style: ChartStyle = ChartStyle(),
                output: String? = nil, outputFolder: String? = nil, force: Bool = false, today: Day? = nil,
                timeZone: String? = nil) {
        self.kind = kind
        self.metric = metric
        self.unit = unit
        self.period = period
        self.periodFlags = periodFlags
        self.style = style
        self.output = output
        self.outputFolder = outputFolder
        self.force = force
        self.today = today
        self.timeZone = timeZone
        // Only a `true` is laid over the kind: `.totals(horizontal: true)` stays horizontal.
        if horizontal { self.horizontal = true }
        if donut { self.donut = true }
    }

    /// Today as the request sees it.
    package func resolvedToday(settings: Settings) throws(ReportsError) -> Day {
        if let today { return today }
        return LogCalendar.today(in: try LogCalendar.timeZone(flag: timeZone, configured: settings.timeZone))
    }

    /// Whether the period depends on today (the default periods, `--last`,
    /// relative dates), or is fixed (`--week`, a given period).
    package var needsToday: Bool {
        if let period { return period.needsToday }
        let f = periodFlags
        return !(f.week != nil && f.date == nil && f.from == nil && f.to == nil && f.last == nil)
    }

    /// A stand-in for today when the period does not use it; a bad `--tz`
    /// is still refused.
    func validatedPlaceholderToday() throws(ReportsError) -> Day {
        if let timeZone { _ = try LogCalendar.timeZone(flag: timeZone, configured: nil) }
        return today ?? Day(daysSinceEpoch: 0)
    }

    /// The metric in effect, refused when the kind cannot show it.
    package func resolvedMetric() throws(ReportsError) -> ChartMetric {
        let metric = self.metric ?? (byMuscle ? .sets : kind.defaultMetric)
        switch kind {
        case .progress:
            return metric
        default:
            guard metric.storeMetric != nil else {
                throw ReportsError(RequestProblem.metricOnlyForProgress(metric))
            }
            return metric
        }
    }
}
