import Basics
import Foundation
import Charts
import Workouts

/// Gives every bar segment and point of a graph a title with its exact value
/// ("Squat · Tue 24 Nov · 2,645 kg"), for the page's hover and screen readers.
enum MarkTitles {
    /// How one axis' positions and values read in words.
    struct Words {
        /// A category or x position as text ("week of 16 Nov", "Tue 24 Nov").
        var place: (Double) -> String
        /// A value with its unit ("2,645 kg").
        var value: (Double) -> String
        /// Names every mark instead of its plot's title (a lift's line and its volume bars).
        var name: String? = nil
    }

    /// `graph` with titles on the marks of its plots (`secondary` for the right-hand axis' plots).
    static func apply(_ graph: inout Graph, _ words: Words, secondary: Words? = nil) {
        graph.plots = graph.plots.map { titled($0, words) }
        if let secondaryWords = secondary, var right = graph.secondary {
            right.plots = right.plots.map { titled($0, secondaryWords) }
            graph.secondary = right
        }
    }

    static func titled(_ plot: any Plot, _ words: Words) -> any Plot {
        if var bars = plot as? BarPlot {
            let source = bars.dataSource
            let titles = (0..<max(source.numberOfRecords(), 0)).map { i -> String? in
                guard let tip = source.value(for: .tip, record: i), tip.isFinite else { return nil }
                let base = source.value(for: .base, record: i) ?? bars.baseValue
                let location = source.value(for: .location, record: i) ?? Double(i)
                return join(words.name ?? bars.title, words.place(location), words.value(tip - base))
            }
            bars.dataSource = TitledPlotData(source, titles: titles)
            return bars
        }
        if var line = plot as? LinePlot {
            let source = line.dataSource
            let titles = (0..<max(source.numberOfRecords(), 0)).map { i -> String? in
                guard let x = source.value(for: .x, record: i), let y = source.value(for: .y, record: i),
                      x.isFinite, y.isFinite else { return nil }
                return join(words.name ?? line.title, words.place(x), words.value(y))
            }
            line.dataSource = TitledPlotData(source, titles: titles)
            return line
        }
        return plot
    }

    /// Totals per (day, exercise) moved to the first day of their week and summed:
    /// one segment per exercise in each week's bar.
    static func weekly(_ totals: [DayExerciseTotal], weekStart: WeekStart) -> [DayExerciseTotal] {
        var sums: [Day: [UUID: (value: Double, sets: Int)]] = [:]
        for t in totals {
            let first = Week(containing: t.day, start: weekStart).firstDay(start: weekStart)
            let sum = sums[first]?[t.exerciseId] ?? (0, 0)
            sums[first, default: [:]][t.exerciseId] = (sum.value + t.value, sum.sets + t.sets)
        }
        return sums.sorted { $0.key < $1.key }.flatMap { day, byExercise in
            byExercise.sorted { $0.key.uuidString < $1.key.uuidString }.map {
                DayExerciseTotal(day: day, exerciseId: $0.key, value: $0.value.value, sets: $0.value.sets)
            }
        }
    }

    /// "week of 16 Nov" for bar `location` of a chart with a bar per week of `weeks`.
    static func weekPlace(_ weeks: [Week], weekStart: WeekStart, year: Int) -> (Double) -> String {
        { location in
            let index = Int(location.rounded())
            guard weeks.indices.contains(index) else { return "" }
            return "week of " + dayText(weeks[index].firstDay(start: weekStart), year: year)
        }
    }

    /// "Dec 2024" for bar `location` of a chart with a bar per month starting on `firstDays`.
    static func monthPlace(_ firstDays: [Day]) -> (Double) -> String {
        { location in
            let index = Int(location.rounded())
            return firstDays.indices.contains(index) ? DateText.monthYear(firstDays[index]) : ""
        }
    }

    /// "Tue 24 Nov" for a line chart's x value (seconds since 1970 at the day's start).
    static func dayPlace(year: Int) -> (Double) -> String {
        { x in dayText(day(ofSeconds: x), year: year) }
    }

    /// "week of 16 Nov" for a weekly bar drawn at the middle of its week (x in seconds).
    static func midWeekPlace(year: Int) -> (Double) -> String {
        { x in "week of " + dayText(day(ofSeconds: x - 3 * 86_400), year: year) }
    }

    /// "Mon 23 Nov" for bar `location` of a chart with a bar per day of `days`.
    static func dayIndexPlace(_ days: [Day], year: Int) -> (Double) -> String {
        { location in
            let index = Int(location.rounded())
            return days.indices.contains(index) ? dayText(days[index], year: year) : ""
        }
    }

    /// The category axis' name for bar `location` ("Squat" in a totals chart).
    static func categoryPlace(_ graph: Graph) -> (Double) -> String {
        let names = graph.xAxis?.categories ?? graph.yAxis?.categories ?? []
        return { location in
            let index = Int(location.rounded())
            return names.indices.contains(index) ? names[index] : ""
        }
    }

    /// Gives every day cell of a calendar its title: "Tue 24 Nov · 12 working sets", or "rest".
    static func titleCells(of chart: inout HeatmapChart, weeks: [Week], weekStart: WeekStart, year: Int,
                           values: [Day: Double], describe: @escaping @Sendable (Double) -> String) {
        let firstDays = weeks.map { $0.firstDay(start: weekStart) }
        chart.plot.dataSource = TitledHeatmapData(chart.plot.dataSource) { column, row in
            guard firstDays.indices.contains(column) else { return nil }
            let day = firstDays[column].adding(days: row)
            // Absent is a rest day; zero a day trained with nothing the metric measures.
            guard let value = values[day] else { return "\(dayText(day, year: year)) · rest" }
            return "\(dayText(day, year: year)) · \(describe(value))"
        }
    }

    static func join(_ name: String?, _ place: String, _ value: String) -> String {
        [name, place, value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// "Tue 24 Nov" (the year added when it is not `year`).
    static func dayText(_ day: Day, year: Int? = nil) -> String {
        var text = "\(day.weekday.shortName) \(day.day) \(MonthNames.short[day.month - 1])"
        if let year, day.year != year { text += " \(day.year)" }
        return text
    }

    /// The day of a line chart's x value (seconds since 1970 at the day's start).
    static func day(ofSeconds seconds: Double) -> Day {
        Day(daysSinceEpoch: Int((seconds / 86_400).rounded(.down)))
    }
}
