import Basics
import Charts
import Workouts

/// The training calendar: a column per week, a row per weekday, each day
/// shaded by what was done; rest days show as empty cells, days outside the
/// period (or after today) as no cell; month names over the weeks they start
/// in, with the year at the start and at each January; today outlined; the
/// weekly streak in the subtitle. A calendar longer than a year is laid out
/// in bands of a year, stacked, each naming its year at its start.
package enum CalendarGraph {
    /// The size a calendar is drawn at when none is given: a year of weeks is wide and short, so an
    /// image of that shape is filled by its cells rather than by empty space.
    package static let defaultSize = ChartSize(width: 1600, height: 360)

    /// The size of a calendar of `weeks` columns drawn without a size: a year's (`defaultSize`), or as
    /// much narrower as its fewer weeks, its cells as large as a year's can be at that height.
    package static func ownSize(weeks: Int) -> ChartSize {
        let width = ownSizeMargin + ownSizePitch * weeks
        return width >= defaultSize.width ? defaultSize : ChartSize(width: max(480, width), height: defaultSize.height)
    }

    /// A column's width at `defaultSize`'s height, and what the weekday names, margins and legend take beside the columns.
    static let ownSizePitch = 34
    static let ownSizeMargin = 300

    /// The chart for `range`; `values` are per day (absent: a rest day; zero:
    /// trained with nothing the metric measures, a marked cell).
    /// `logStart`: the log's first day; days before it are outside the log, not rest, and get
    /// no cell (as days after today), the subtitle saying so.
    package static func chart(values: [Day: Double], range: DayRange, today: Day, weekStart: WeekStart,
                             metric: CalendarMetric, unit: WeightUnit, streak: WeeklyStreak,
                             title: String? = nil, logStart: Day? = nil) -> HeatmapChart {
        let weeks = WeeksGraph.weeksCovering(range, weekStart: weekStart)
        let bandStarts = Self.bandStarts(weeks: weeks.count)
        var columns: [[Double?]] = []
        var labels: [String?] = []
        var previousMonth = -1
        var outlined: [HeatmapCell] = []
        var marked: [HeatmapCell] = []
        var yearColumns: [Int] = []
        for (c, week) in weeks.enumerated() {
            let first = week.firstDay(start: weekStart)
            columns.append((0..<7).map { r in
                let day = first.adding(days: r)
                if day == today { outlined.append(HeatmapCell(column: c, row: r)) }
                guard range.contains(day), day <= today, logStart.map({ day >= $0 }) ?? true else { return nil }
                if values[day] == 0 { marked.append(HeatmapCell(column: c, row: r)) }
                return values[day] ?? 0
            })
            // A month's name over the first week that holds its 1st day.
            let monthDay = (0..<7).map { first.adding(days: $0) }.first { $0.day == 1 && range.contains($0) }
            if let monthDay, monthDay.month != previousMonth || bandStarts.contains(c) {
                // The year at its start, at each band's and at each January.
                let named = c == 0 || monthDay.month == 1 || bandStarts.contains(c)
                labels.append(named ? DateText.monthYear(monthDay) : MonthNames.short[monthDay.month - 1])
                if monthDay.month == 1 && c > 0 { yearColumns.append(c) }
                previousMonth = monthDay.month
            } else if c == 0 || bandStarts.contains(c) {
                // The month of the first day the column shows, not of its week's first day.
                let shown = (0..<7).map { first.adding(days: $0) }.first { range.contains($0) } ?? first
                labels.append(DateText.monthYear(shown))
                previousMonth = shown.month
            } else {
                labels.append(nil)
            }
        }
        // A first column that shows the tail of a month named again at the end (a year from 22 Nov:
        // "Nov 2025" crowding out "Dec"): the next month takes the first label, with its year.
        var firstLabelled = 0
        let repeated = range.to.month == range.from.month && range.to.year > range.from.year
        if repeated, bandStarts.first != 1, let next = labels.indices.dropFirst().prefix(2).first(where: { labels[$0] != nil }),
           let shown = labels.first.flatMap({ $0 }), shown.contains(" "),
           (0..<7).map({ weeks[0].firstDay(start: weekStart).adding(days: $0) }).allSatisfy({ $0.day != 1 || !range.contains($0) }) {
            let day = (0..<7).map { weeks[next].firstDay(start: weekStart).adding(days: $0) }.first { $0.day == 1 } ?? range.from
            labels[0] = nil
            labels[next] = DateText.monthYear(day)
            firstLabelled = next
        }
        // A month whose first week ends a band goes on at the next band's start, which names it with
        // its year: the band's end leaves it unnamed, so it is not named twice in a row ("Dec", "Dec 2025").
        for start in bandStarts where start > 0 {
            guard let next = labels[start]?.split(separator: " ").first,
                  let end = (max(0, start - 2)..<start).last(where: { labels[$0] != nil }),
                  labels[end]?.split(separator: " ").first == next else { continue }
            labels[end] = nil
        }
        // Every weekday named; the layout keeps every other one, or fewer, as the cells shrink.
        let weekdays = (0..<7).map { first -> String? in
            (weeks.first?.firstDay(start: weekStart) ?? today).adding(days: first).weekday.shortName
        }
        let scale: ColorScale
        switch metric {
        case .sessions: scale = ColorScale(emptyLabel: "rest", stepCount: 1, formatter: LabelFormatter { _, _ in "trained" })
        case .sets: scale = ColorScale(emptyLabel: "rest", stepCount: 4, formatter: .plain)
        case .volume:
            // Round bins with the unit once ("≤ 2.5 · 2.5–5 · 5–10 t"), whole kilograms or not.
            scale = ColorScale(emptyLabel: "rest", stepCount: 4,
                               unit: unit == .kg ? ColorScale.Unit("kg", larger: "t") : ColorScale.Unit(unit.rawValue),
                               wholeNumbers: false)
        }
        var plot = HeatmapPlot(dataSource: HeatmapGrid(columns: columns), scale: scale, columnLabels: labels,
                               rowLabels: weekdays, outlinedCells: outlined, markedCells: marked,
                               markedLabel: metric == .volume ? "no volume" : nil)
        // Where the labels crowd, the years' stay: each January's, then each band's first.
        plot.keyColumnLabels = yearColumns.filter { $0 != firstLabelled } + [firstLabelled] + bandStarts
        plot.bandStarts = bandStarts
        if bandStarts.isEmpty { plot.alternativeBandStarts = Self.monthCuts(labels: labels) }
        let trained = values.filter { range.contains($0.key) && $0.value >= 0 }.count
        let what: String
        switch metric {
        case .sessions: what = "Training days"
        case .sets: what = "Working sets per day"
        // The legend's steps carry the unit, in tonnes past 1,000 kg: "(kg)" here would contradict "10–20 t".
        case .volume: what = "Volume per day"
        }
        // A calendar of training days says so in its count, once.
        var subtitle = (metric == .sessions ? "" : "\(what) · ") + "\(Format.count(trained, "training day")) · "
        subtitle += "current streak \(streak.current) week\(streak.current == 1 ? "" : "s")"
        if !streak.thisWeekTrained && streak.current > 0 { subtitle += " (this week not yet)" }
        // "longest 2 weeks": a bare "longest 2" read on as "2 days before the log began" where the line broke.
        subtitle += " · longest \(streak.longest) week\(streak.longest == 1 ? "" : "s")"
        var chart = HeatmapChart(plot: plot, title: title ?? "Training calendar · \(DateText.range(range))",
                                 subtitle: subtitle)
        if trained == 0 { chart.subtitle = "\(what) · no training logged" }
        // A new lifter's November before 30 Nov read as three weeks of rest.
        if let logStart, range.from < logStart {
            chart.subtitle = (chart.subtitle.map { $0 + " · " } ?? "") + "days before the log began (\(DateText.day(logStart))) not drawn"
        }
        return chart
    }
}

extension CalendarGraph {
    /// The fewest weeks a first band holds: half a year. Fewer join the next band (a calendar of
    /// up to a year and a half stays one strip).
    static let shortestFirstBand = 26

    /// Where a calendar of `weeks` columns starts a new band: every 52 weeks counted back from its
    /// last week, so a band is a year and a cell sits under the same week a year before; a first
    /// band shorter than `shortestFirstBand` joins the next. None for a year or a little more.
    static func bandStarts(weeks: Int) -> [Int] {
        var starts = Array(stride(from: weeks - 52, to: 0, by: -52).reversed())
        if let first = starts.first, first < shortestFirstBand { starts.removeFirst() }
        return starts
    }
}

extension CalendarGraph {
    /// Ways to cut a calendar of one band into 2, 3 or 4 bands of about equal
    /// length, each at the week a month is named over (halves, thirds,
    /// quarters of a year), for a frame too tall for one strip.
    static func monthCuts(labels: [String?]) -> [[Int]] {
        let named = labels.indices.filter { $0 > 0 && labels[$0] != nil }
        guard labels.count >= 12 else { return [] }
        return (2...4).compactMap { parts in
            var starts: [Int] = []
            for part in 1..<parts {
                let aim = Double(labels.count * part) / Double(parts)
                guard let cut = named.min(by: { abs(Double($0) - aim) < abs(Double($1) - aim) }),
                      cut > (starts.last ?? 0) else { return nil }
                starts.append(cut)
            }
            return starts
        }
    }
}

extension ChartData {
    /// Per-day values of the calendar's metric over `range`.
    package func calendarValues(range: DayRange, metric: CalendarMetric, unit: WeightUnit) throws(ReportsError) -> [Day: Double] {
        var values: [Day: Double] = [:]
        switch metric {
        case .sessions:
            do {
                for day in try store.trainingDays(in: range) { values[day] = 1 }
            } catch {
                throw ReportsError(error)
            }
        case .sets:
            let totals: [DayExerciseTotal]
            do {
                totals = try store.dailyTotals(AggregateQuery(range: range, metric: .sets, unit: unit, includeWarmups: false))
            } catch {
                throw ReportsError(error)
            }
            for t in totals { values[t.day, default: 0] += t.value }
        case .volume:
            // Zero totals kept: a day of bodyweight or timed sets is marked, never shown as rest.
            for t in try dailyTotals(range: range, metric: .volume, unit: unit, keepsZeroTotals: true) {
                values[t.day, default: 0] += t.value
            }
        }
        return values
    }

    /// The weekly streak as of `today` over the whole log.
    package func weeklyStreak(today: Day) throws(ReportsError) -> WeeklyStreak {
        do {
            let days = try store.trainingDays(in: DayRange(Day(daysSinceEpoch: 0), today))
            return WeeklyStreak(trainingDays: days, today: today, weekStart: weekStart)
        } catch {
            throw ReportsError(error)
        }
    }
}
