import Reports
import Foundation
import Workouts

/// What `repchart chart … --preview` prints: the chart itself in terminals
/// that speak the kitty or iTerm2 image protocols, else a Unicode
/// block-character chart of the same numbers.
///
///     let graphics = TerminalGraphics.detect(environment: ProcessInfo.processInfo.environment)
///     print(try ChartPreview.text(for: request, store: store, graphics: graphics, columns: 100, color: true))
enum ChartPreview {
    /// The preview of `request` for a terminal `columns` wide (nil: 80, and
    /// images at their own size); `color` allows 24-bit colour in block charts.
    /// `settings`: the log's settings with the config file laid over them, as
    /// `ChartRenderer.run` takes them (nil reads the log's own). `size`: the
    /// request's size as the chart's route checked it (nil: checked here).
    static func text(for request: ChartRequest, store: WorkoutStore, settings: Settings? = nil,
                            size: CheckedSize? = nil, graphics: TerminalGraphics, columns: Int? = nil,
                            color: Bool = false) throws(ReportsError) -> String {
        let data = try ChartData(store: store, settings: settings)
        switch graphics {
        case .kitty, .iterm2:
            var style = request.style
            style.format = .png
            let prepared = try ChartRenderer.prepare(request, data: data)
            let checked: CheckedSize
            if let size { checked = size } else { checked = try style.size.checked(scale: style.scale) }
            let png = try ChartRenderer.render(prepared.graph, style: style,
                                               size: try ChartRenderer.drawnSize(request, prepared, checked: checked))
            // Full width is too big on wide terminals; 120 cells keeps the whole chart in view.
            let columns = columns.map { max(20, min($0, 120)) }
            return graphics == .kitty
                ? InlineImage.kitty(png: png, columns: columns)
                : InlineImage.iterm2(png: png, name: prepared.defaultFileName, columns: columns)
        case .blocks:
            return try blockChart(for: request, data: data).render(width: columns ?? 80, color: color)
        }
    }

    /// The block chart of the numbers `request` would chart: a row per day
    /// (week), a row per exercise (totals, share), a sparkline (progress).
    static func blockChart(for request: ChartRequest, data: ChartData) throws(ReportsError) -> BlockChart {
        let metric = try request.resolvedMetric()
        let data = request.byMuscle ? data.byMuscle(request.counting) : data
        let unit = data.unit(request.unit)
        let today = try request.resolvedToday(settings: data.settings)
        var period = request.kind.defaultPeriod
        if let given = request.period {
            period = given
        } else {
            period = try Period.parse(request.periodFlags, today: today, fallback: period)
        }
        let range = period.range(today: today, weekStart: data.weekStart)
        let label = metric.axisTitle(unit)
        switch request.kind {
        case .week:
            let week = period.week(today: today, weekStart: data.weekStart)
            let days = week.days(start: data.weekStart)
            let weekData = try data.weekData(range: days, metric: metric, unit: unit)
            let series = Dictionary(weekData.legend.enumerated().map { ($1.exerciseId, $0) }, uniquingKeysWith: { a, _ in a })
            let rows = weekData.sections.map { section in
                let total = section.cells.reduce(0) { $0 + $1.value }
                return BlockChart.Row(label: "\(section.day.weekday.shortName) \(section.day.day)",
                                      segments: section.cells.map {
                                          .init(name: $0.name, value: $0.value, color: $0.color, series: series[$0.exerciseId] ?? 0)
                                      },
                                      valueText: section.cells.isEmpty ? "" : metric.format(total, unit: unit))
            }
            return BlockChart(title: "\(DateText.weekTitle(week, range: days)) · \(label)", rows: rows,
                              legend: weekData.legend.map { .init(text: $0.legendText, color: $0.color) })
        case .totals, .share:
            let totals = try data.totalsData(range: range, metric: metric, unit: unit)
            let rows = totals.items.map { item in
                BlockChart.Row(label: item.name, segments: [.init(name: item.name, value: item.value, color: item.color)],
                               valueText: item.legendText.dropFirst(item.name.count).trimmingCharacters(in: .whitespaces))
            }
            return BlockChart(title: "\(DateText.range(range)) · \(label)", rows: rows)
        case .calendar(let calendarMetric):
            let values = try data.calendarValues(range: range, metric: calendarMetric, unit: unit)
            let chart = CalendarGraph.chart(values: values, range: range, today: today, weekStart: data.weekStart,
                                             metric: calendarMetric, unit: unit, streak: try data.weeklyStreak(today: today),
                                             logStart: try data.firstDay())
            let weeks = (0..<chart.plot.dataSource.numberOfColumns()).map { c in (0..<7).map { chart.plot.dataSource.value(column: c, row: $0) } }
            var grid = BlockChart(title: "\(DateText.range(range)) · \(chart.subtitle ?? label)")
            grid.calendar = CalendarGrid(weekdays: chart.plot.rowLabels.map { $0 ?? "" },
                                         weeks: weeks, monthLabels: chart.plot.columnLabels.map { $0?.split(separator: " ").first.map(String.init) })
            return grid
        case .weeks:
            // A row per week: the long view reads as weekly totals in a terminal.
            let totals = try data.dailyTotals(range: range, metric: metric, unit: unit)
            let (weeks, _) = WeeksGraph.data(totals: totals, exercises: data.exercises, range: range,
                                              weekStart: data.weekStart, metric: metric, unit: unit)
            let rows = weeks.sections.map { section in
                let total = section.cells.reduce(0) { $0 + $1.value }
                return BlockChart.Row(label: section.title, segments: [.init(name: section.title, value: total, color: nil)],
                                      valueText: section.cells.isEmpty ? "" : metric.format(total, unit: unit))
            }
            return BlockChart(title: "\(DateText.range(range)) · \(label) per week", rows: rows)
        case .progress(let name):
            let exercise = try data.exercise(named: name)
            let series = try data.progress(of: exercise, range: range, metric: metric, unit: unit)
            guard let first = series.points.first, let last = series.points.last,
                  let best = series.points.max(by: { $0.value < $1.value }) else {
                return BlockChart(title: "\(exercise.name) · \(label) · \(DateText.range(range))", rows: [])
            }
            let notes = [
                "\(series.points.count) training day\(series.points.count == 1 ? "" : "s"): "
                    + "first \(metric.format(first.value, unit: unit)) (\(first.day)), "
                    + "last \(metric.format(last.value, unit: unit)) (\(last.day)), "
                    + "best \(metric.format(best.value, unit: unit)) (\(best.day))",
            ]
            return BlockChart(title: "\(exercise.name) · \(label) · \(DateText.range(range))",
                              series: series.values, notes: notes)
        }
    }
}
