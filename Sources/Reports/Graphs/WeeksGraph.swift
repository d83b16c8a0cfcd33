import Foundation
import Charts
import Workouts

/// The long view of the weekly chart: a stacked bar per week, a segment per
/// exercise (or muscle group). With a target (`--target 10-20`) and chosen
/// muscle groups, each group gets its own bar per week, side by side, over
/// the target band: sets per muscle per week against the range lifters aim for.
package enum WeeksGraph {
    /// The weeks of `range` (whole weeks from `weekStart`) as sections of `totals`.
    /// `limit`: at most this many series, the rest one "Other" (see `SeriesLimit`).
    package static func data(totals: [DayExerciseTotal], exercises: [Exercise], range: DayRange, weekStart: WeekStart,
                            metric: ChartMetric, unit: WeightUnit, limit: Int? = nil,
                            noun: SeriesNoun = .exercises, cap: Int? = nil,
                            groups: DeferredSeriesGroups = .none) -> (data: WeekChartData, weeks: [Week]) {
        let weeks = weeksCovering(range, weekStart: weekStart)
        let firstDays = weeks.map { $0.firstDay(start: weekStart) }
        let moved = totals.filter { range.contains($0.day) }.map {
            DayExerciseTotal(day: Week(containing: $0.day, start: weekStart).firstDay(start: weekStart),
                             exercise: $0.exerciseId, value: $0.value, sets: $0.sets)
        }
        var data = WeekChartData(days: firstDays, totals: moved, exercises: exercises, metric: metric, unit: unit,
                                 limit: limit, noun: noun, cap: cap, groups: groups)
        for i in data.sections.indices {
            data.sections[i].title = "W\(weeks[i].number)"
            // A week's bar is many days: unmeasured work gets its mark on a day's bar (`chart week`) and
            // its words in the subtitle, not a stub over every narrow weekly bar.
            data.sections[i].unmeasuredText = nil
            data.sections[i].unmeasuredColors = []
        }
        data.unmeasuredLegend = []
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

    /// A stacked bar per week. The week holding `today` is still in progress:
    /// its bar is drawn lighter inside a dashed outline, its total says "so
    /// far", and it is not counted as a week without training until it ends.
    /// `average`: a labelled line at the average of the complete weeks (`WeeksAverage`).
    /// `logStart`: the log's first day; the weeks wholly before it are no weeks a lifter
    /// rested, so "N of M weeks trained" leaves them out and says so.
    package static func graph(_ data: WeekChartData, weeks: [Week], range: DayRange, byMuscle: Bool,
                             title: String? = nil, today: Day? = nil, average: Bool = false,
                             logStart: Day? = nil) -> Graph {
        let metric = data.metric
        let firstDays = data.sections.map(\.day)
        let unfinished = WeekAxis.unfinished(firstDays: firstDays, today: today)
        let trainedWeeks = data.sections.map { !$0.cells.isEmpty || $0.stubText != nil }
        let trained = trainedWeeks.filter { $0 }.count
        let before = weeksBefore(logStart, firstDays: firstDays)
        let what = byMuscle ? "by muscle group" : (data.regrouped ?? .exercises).byWords
        var subtitle = trained == 0
            ? "\(metric.displayName) \(what) · no training logged"
            : "\(metric.displayName) per week \(what) · \(data.inAll ?? "\(metric.format(data.total, unit: data.unit)) in all") · "
                + trainedWords(trained, of: countedWeeks(Array(trainedWeeks.dropFirst(before)),
                                                         firstDays: Array(firstDays.dropFirst(before)), today: today))
        if trained > 0, before > 0, let logStart { subtitle += beforeLogNote(before, logStart: logStart) }
        if trained > 0 { subtitle += uncountedNote(trainedWeeks, firstDays: firstDays, today: today) }
        if trained > 0, let unfinished { subtitle += data.sections[unfinished].cells.isEmpty ? "" : " · dashed: this week so far" }
        var chart = StackedBarChart(dataSource: data, title: title ?? "\(weeks.count) week\(weeks.count == 1 ? "" : "s") · \(DateText.range(range))",
                                    subtitle: subtitle, valueAxisTitle: metric.axisTitle(data.unit),
                                    valueFormatter: ValueFormats.values(metric, largest: data.largestTotal), showsTotals: true,
                                    legend: Legend(position: .right))
        if let unfinished { chart.unfinishedSections = [unfinished] }
        var graph = chart.makeGraph()
        ValueAxis.apply(metric, to: &graph.yAxis)
        graph.xAxis = WeekAxis.axis(firstDays: firstDays)
        graph.emptyText = "No training logged in these weeks"
        if trained == 0 { EmptyAxis.quiet(&graph.yAxis) }
        if average, trained > 0, let mean = WeeksAverage.value(data, firstDays: firstDays, today: today) {
            graph.plots.append(WeeksAverage.plot(mean, metric: metric, unit: data.unit))
        }
        return graph
    }

    /// "9 of 11 weeks trained"; of a single week (or `bin`), "1 week trained" ("1 of 1 weeks" said it twice, wrongly).
    static func trainedWords(_ trained: Int, of counted: Int, _ bin: String = "week") -> String {
        counted == 1 ? "\(trained) \(bin) trained" : "\(trained) of \(counted) \(bin)s trained"
    }

    /// How many of the weeks that start on `firstDays` (in order) end before
    /// `logStart`, the log's first day: weeks a lifter did not rest but had not
    /// begun the log, counted neither as misses nor in averages.
    static func weeksBefore(_ logStart: Day?, firstDays: [Day]) -> Int {
        logStart.map { start in firstDays.prefix { $0.adding(days: 6) < start }.count } ?? 0
    }

    /// Why "N of M" leaves out the first `count` weeks (or months): " · 9 weeks before the log began
    /// (23 Nov 2026) not counted".
    static func beforeLogNote(_ count: Int, logStart: Day, _ bin: String = "week") -> String {
        " · \(count) \(bin)\(count == 1 ? "" : "s") before the log began (\(DateText.day(logStart))) not counted"
    }

    /// How many weeks count for "N of M weeks": a week not over by `today`
    /// (the one in progress, or one still to come) counts only once it has
    /// made it (trained, or in the target); a week that has not is no miss yet.
    static func countedWeeks(_ made: [Bool], firstDays: [Day], today: Day?) -> Int {
        guard let today else { return made.count }
        return zip(made, firstDays).filter { made, first in made || first.adding(days: 6) < today }.count
    }

    /// Why "N of M weeks" counts fewer weeks than the chart has bars: " · this week not counted
    /// yet" (and the weeks to come), so the title's count and the subtitle's agree in words.
    /// Empty when every week counts.
    static func uncountedNote(_ made: [Bool], firstDays: [Day], today: Day?) -> String {
        guard let today else { return "" }
        let open = zip(made, firstDays).filter { made, first in !made && first.adding(days: 6) >= today }.map(\.1)
        let thisWeek = open.contains { $0 <= today }
        let toCome = open.filter { $0 > today }.count
        var parts: [String] = []
        if thisWeek { parts.append("this week") }
        if toCome > 0 { parts.append("\(toCome) week\(toCome == 1 ? "" : "s") to come") }
        return parts.isEmpty ? "" : " · \(parts.joined(separator: " and ")) not counted yet"
    }

    /// Side-by-side bars per week for each of `muscles`, over a shaded target band. `logStart`:
    /// the log's first day; weeks wholly before it count neither as misses nor in the averages.
    package static func targetGraph(_ data: WeekChartData, weeks: [Week], range: DayRange, muscles: [MuscleGroup],
                                   target: ClosedRange<Double>, title: String? = nil, today: Day? = nil,
                                   logStart: Day? = nil) -> Graph {
        let firstDays = data.sections.map(\.day)
        let unfinished = WeekAxis.unfinished(firstDays: firstDays, today: today)
        let before = weeksBefore(logStart, firstDays: firstDays)
        // The groups furthest below the target first, those under it marked in the legend.
        let standings = MuscleStanding.ranked(muscles, in: data, target: target, today: today, logStart: logStart)
        let muscles = standings.map(\.muscle)
        let count = max(muscles.count, 1)
        let width = min(0.8 / Double(count), 0.5)
        var plots: [any Plot] = []
        var drawn = false
        for (i, muscle) in muscles.enumerated() {
            let id = MuscleExercises.id(muscle)
            let values: [Double?] = data.sections.map { section in
                section.cells.filter { $0.exerciseId == id }.reduce(0) { $0 + $1.value }
            }
            drawn = drawn || values.contains { ($0 ?? 0) > 0 }
            let offset = (Double(i) - Double(count - 1) / 2) * width
            let color = ExerciseColors.color(hex: MuscleExercises.exercise(muscle).color)
            var plot = BarPlot(dataSource: ArrayDataSource(tips: values), title: standings[i].legendName,
                               color: color,
                               barWidth: .data(width * 0.92), barOffset: .data(offset),
                               valueLabels: count <= 3 ? .tip : nil, labelFormatter: ValueFormats.compact,
                               labelTexts: values.map { ($0 ?? 0) == 0 ? "" : nil })
            // Side by side, a label wider than its bar would lie on the next group's ("24" over "24").
            plot.labelsFitBar = true
            // The week in progress keeps its colour, hatched in a dashed outline as the stacked charts draw
            // it: a lighter shade read as another group (Chest's so far as Side delts' blue).
            if let unfinished { plot.unfinishedRecords = [unfinished] }
            // A legend short of room keeps the groups furthest below the target, the chart's answer,
            // not the most trained (a 240×160 legend named Quads and hid Chest and Lats, both below).
            plot.legendWeight = Double(muscles.count - i)
            plots.append(plot)
        }
        var yAxis = Axis(title: "Working sets", formatter: ValueFormats.compact)
        let low = NumberFormat.plain(target.lowerBound), high = NumberFormat.plain(target.upperBound)
        // The band's label goes in the legend: inside the band the bars would cover it.
        var band = LimitBand(range: PlotRange(target.lowerBound, target.upperBound),
                             label: "target \(low)–\(high) sets a week")
        band.labelInLegend = true
        yAxis.backgroundLimitBands = [band]
        let names = muscles.map(\.displayName).joined(separator: ", ")
        let counts = muscles.map { muscle -> (name: String, made: Int, counted: Int) in
            let id = MuscleExercises.id(muscle)
            let made = data.sections.dropFirst(before).map { section in
                target.contains(section.cells.filter { $0.exerciseId == id }.reduce(0) { $0 + $1.value })
            }
            // The week in progress is no miss yet: it counts once it reaches the target.
            let weeksCounted = countedWeeks(made, firstDays: Array(firstDays.dropFirst(before)), today: today)
            return (muscle.displayName, made.filter { $0 }.count, weeksCounted)
        }
        // No week over yet (a log's first week): nothing to count, rather than "Chest 0/0".
        let hits = counts.allSatisfy { $0.counted == 0 } ? "no week over yet"
            : counts.map { $0.counted == 0 ? "\($0.name) 0 so far" : "\($0.name) \($0.made)/\($0.counted)" }
                .joined(separator: " · ")
        // A new lifter's first week of squats and presses leaves the groups furthest below the target
        // untrained: an empty plot says so in words, and no lighter bar is there to explain.
        let none = drawn ? "" : " · no sets yet for \(muscles.count == 1 ? "it" : "these groups")"
        let soFar = unfinished == nil || !drawn ? "" : " · dashed: this week so far"
        let beforeLog = before > 0 ? logStart.map { beforeLogNote(before, logStart: $0) } ?? "" : ""
        var graph = Graph(title: title ?? "Working sets per week · \(names)",
                          subtitle: "Weeks in the target: \(hits)\(none)\(beforeLog) · \(DateText.range(range))\(soFar)",
                          plots: plots, xAxis: WeekAxis.axis(firstDays: firstDays), yAxis: yAxis,
                          legend: Legend(position: .top))
        // An image too small for the subtitle still says why its plot is empty (480×300 showed a band and a legend).
        if !drawn { graph.titlesWithoutCaptions = ["\(names): no sets yet", "No sets yet of these groups"] }
        return graph
    }
}
