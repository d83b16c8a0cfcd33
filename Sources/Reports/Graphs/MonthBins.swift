import Basics
import Charts
import Workouts

/// A long span read as a trend: a stacked bar per calendar month instead of
/// one per week, so two years are 24 or 25 bars, not 105. A month the span
/// covers only part of (at either end) is drawn as partial: lighter, inside
/// a dashed outline, the subtitle naming the cut days, and it is left out of the trend.
enum MonthBins {
    /// Spans of more than this many weeks bin by month unless weeks are asked for.
    static let weeksBeforeMonths = 26

    /// The first days of the months `range` touches, in order.
    static func firstDays(_ range: DayRange) -> [Day] {
        var result: [Day] = []
        var year = range.from.year, month = range.from.month
        while let first = Day(year: year, month: month, day: 1), first <= range.to, result.count < 2_000 {
            result.append(first)
            month += 1
            if month > 12 { month = 1; year += 1 }
        }
        return result
    }

    /// The last day of the month starting on `first`.
    static func lastDay(ofMonthStarting first: Day) -> Day {
        let next = first.month == 12 ? Day(year: first.year + 1, month: 1, day: 1)
                                     : Day(year: first.year, month: first.month + 1, day: 1)
        return (next ?? first.adding(days: 31)).adding(days: -1)
    }

    /// Whether `range` leaves out some of the month starting on `first`, or it is not over by `today`.
    static func isPartial(_ first: Day, range: DayRange, today: Day?) -> Bool {
        let last = lastDay(ofMonthStarting: first)
        return range.from > first || range.to < last || today.map { $0 <= last && $0 >= first } == true
    }

    /// The days of `range` as sections of `totals`, one per month; `limit` and `cap` as `WeekChartData` takes them.
    static func data(totals: [DayExerciseTotal], exercises: [Exercise], range: DayRange, metric: ChartMetric,
                     unit: WeightUnit, limit: Int?, cap: Int?, noun: SeriesNoun,
                     groups: DeferredSeriesGroups = .none) -> WeekChartData {
        let firsts = firstDays(range)
        let moved = totals.filter { range.contains($0.day) }.map {
            DayExerciseTotal(day: Day(year: $0.day.year, month: $0.day.month, day: 1) ?? $0.day,
                             exercise: $0.exerciseId, value: $0.value, sets: $0.sets)
        }
        var data = WeekChartData(days: firsts, totals: moved, exercises: exercises, metric: metric, unit: unit,
                                 limit: limit, noun: noun, cap: cap, groups: groups)
        for i in data.sections.indices { data.sections[i].title = DateText.monthYear(firsts[i]) }
        return data
    }

    /// The months' axis: within one year, a month's name per bar ("Jan", "Feb"); across years, months
    /// and years as the dated week axis writes them ("Jan 2026", "Mar").
    static func axis(_ firsts: [Day]) -> Axis {
        guard firsts.first?.year == firsts.last?.year else { return WeekAxis.axis(firstDays: firsts) }
        var axis = Axis.categories(firsts.map { MonthNames.short[$0.month - 1] })
        axis.thinsBeforeTurning = true
        return axis
    }

    /// "Dec 2024 – Nov 2026".
    static func span(_ firsts: [Day]) -> String {
        guard let first = firsts.first, let last = firsts.last else { return "" }
        return first == last ? DateText.monthYear(first) : "\(DateText.monthYear(first)) – \(DateText.monthYear(last))"
    }

    /// A stacked bar per month of `data` (`data(…)`), partial months marked,
    /// and a labelled trend of the complete months' totals.
    /// `logStart`: the log's first day; the months wholly before it are left out of "N of M months".
    static func graph(_ data: WeekChartData, range: DayRange, byMuscle: Bool, title: String? = nil,
                      today: Day? = nil, logStart: Day? = nil) -> Graph {
        let metric = data.metric
        let firsts = data.sections.map(\.day)
        let partial = firsts.indices.filter { isPartial(firsts[$0], range: range, today: today) }
        let trained = data.sections.filter { !$0.cells.isEmpty || $0.stubText != nil }.count
        let before = logStart.map { start in
            firsts.prefix { first in (first.year, first.month) < (start.year, start.month) }.count
        } ?? 0
        let what = byMuscle ? "by muscle group" : (data.regrouped ?? .exercises).byWords
        var subtitle = trained == 0
            ? "\(what) · no training logged"
            : "\(what) · \(data.inAll ?? "\(metric.format(data.total, unit: data.unit)) in all") · "
                + WeeksGraph.trainedWords(trained, of: firsts.count - before, "month")
        if trained > 0, before > 0, let logStart { subtitle += WeeksGraph.beforeLogNote(before, logStart: logStart, "month") }
        if trained > 0, !partial.isEmpty { subtitle += " · " + partialNote(partial.map { firsts[$0] }, range: range) }
        var chart = StackedBarChart(dataSource: data,
                                    title: title ?? "\(metric.displayName) per month · \(span(firsts))",
                                    subtitle: subtitle, valueAxisTitle: metric.axisTitle(data.unit),
                                    valueFormatter: ValueFormats.values(metric, largest: data.largestTotal), showsTotals: true,
                                    legend: Legend(position: .right))
        chart.unfinishedSections = Set(partial)
        // The subtitle names the cut days: a word after a narrow bar's total would run into its neighbours.
        chart.unfinishedNote = ""
        var graph = chart.makeGraph()
        ValueAxis.apply(metric, to: &graph.yAxis)
        graph.xAxis = axis(firsts)
        graph.emptyText = "No training logged in these months"
        if trained == 0 { EmptyAxis.quiet(&graph.yAxis) }
        if trained > 0, let trend = trend(data, partial: Set(partial)) {
            graph.plots.append(WeeksAverage.linePlot(trend))
        }
        return graph
    }

    /// "dashed: partial months (from 2 Dec 2024; to 20 Nov 2026)": which ends the span cuts, in days.
    static func partialNote(_ months: [Day], range: DayRange) -> String {
        var ends: [String] = []
        if let first = months.first, range.from > first { ends.append("from \(DateText.day(range.from))") }
        if let last = months.last, range.to >= last {
            ends.append(range.to < lastDay(ofMonthStarting: last) ? "to \(DateText.day(range.to))" : "")
        }
        let said = ends.filter { !$0.isEmpty }
        let noun = months.count == 1 ? "partial month" : "partial months"
        return "dashed: \(noun)" + (said.isEmpty ? " (so far)" : " (\(said.joined(separator: "; ")))")
    }

    /// The least-squares trend of the complete months' totals, labelled with its change a month
    /// ("trend +320 kg a month"), from the first month that holds any training (`WeeksAverage.firstTrained`);
    /// nil with fewer than three complete months.
    static func trend(_ data: WeekChartData, partial: Set<Int>) -> ReferenceLine? {
        let start = WeeksAverage.firstTrained(data) ?? data.sections.count
        let complete = data.sections.indices.filter { $0 >= start && !partial.contains($0) }
        let totals = complete.map { i in Optional(data.sections[i].cells.reduce(0) { $0 + $1.value }) }
        let metric = data.metric, unit = data.unit
        return ReferenceLine.trend(x: complete.map(Double.init), y: totals, title: "trend", slopeText: { slope in
            let text = metric.words(abs(slope), unit: unit)
            return "\(slope < 0 ? "−" : "+")\(text) a month"
        })
    }
}
