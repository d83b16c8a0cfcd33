import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts

/// A calendar longer than a year (issue 36, point 8): laid out in bands of a
/// year, stacked, each naming its year over its cells, with square cells that
/// fill the width; checked from the cells and the texts the chart draws.
@Suite(.serialized) struct CalendarBandTests {
    static let sizes = [ChartSize(width: 480, height: 300), ChartSize(width: 800, height: 500),
                        ChartSize(width: 1000, height: 1000), ChartSize(width: 1600, height: 1000),
                        ChartSize(width: 3840, height: 2160)]

    /// The drawn cells' rows grouped into bands: a band ends where the next row starts more than
    /// a cell and a half below (the next band's month labels sit in between).
    static func bands(_ cells: [Rect]) -> [(top: Float, bottom: Float, left: Float, right: Float)] {
        let tops = Set(cells.map { ($0.minY * 10).rounded() / 10 }).sorted()
        guard let first = tops.first, let side = cells.first?.height, side > 0 else { return [] }
        var runs: [[Float]] = [[first]]
        for (a, b) in zip(tops, tops.dropFirst()) {
            if b - a > side * 1.5 + 2 { runs.append([b]) } else { runs[runs.count - 1].append(b) }
        }
        return runs.compactMap { run in
            guard let lo = run.first, let hi = run.last else { return nil }
            let own = cells.filter { $0.minY >= lo - 0.05 && $0.minY <= hi + 0.05 }
            return (lo, hi + side, own.map(\.minX).min() ?? 0, own.map(\.maxX).max() ?? 0)
        }
    }

    @Test(arguments: [CalendarMetric.sessions, .volume])
    func twoYearsAreBandsOfAYearThatFillTheWidth(metric: CalendarMetric) throws {
        let fonts = try ChartFonts.locate()
        var problems: [String] = []
        for size in Self.sizes {
            for theme in [Theme.light, .dark] {
                let graph = try CalendarLayoutTests.graph(metric, days: 728, size: size, theme: theme)
                let plot = try #require(graph.plots.first as? HeatmapPlot)
                let steps = plot.colorSteps()
                var cells = CalendarLayoutTests.CellSurface(colors: [plot.scale.zeroColor(theme: theme)]
                    + steps.indices.map { plot.scale.stepColor($0, of: steps.count, theme: theme) })
                let layout = size.layout(scale: 1)
                graph.draw(on: &cells, size: layout.size, theme: theme, fonts: fonts)
                // Legend swatches are drawn in the same colours: the cells are the many of a day's size.
                let sizes = Dictionary(grouping: cells.cells) { ($0.height * 4).rounded() / 4 }
                let side = sizes.max { $0.value.count < $1.value.count }?.key ?? 0
                let days = cells.cells.filter { abs($0.height - side) < 0.5 || abs($0.width - side) < 0.5 }
                var texts = TextBoundsSurface(fonts: fonts)
                graph.draw(on: &texts, size: layout.size, theme: theme, fonts: fonts)
                let name = "\(metric) \(size) \(theme == .light ? "light" : "dark")"
                if days.contains(where: { abs($0.width - $0.height) > 1 }) { problems.append("\(name): cells not square") }
                let bands = Self.bands(days)
                if bands.count < 2 { problems.append("\(name): \(bands.count) band(s), a strip of two years") }
                // The widest band spans most of the image: the cells are as large as the width allows.
                let span = bands.map { $0.right - $0.left }.max() ?? 0
                if span < layout.size.width * 0.7 { problems.append("\(name): the cells span \(span) of \(layout.size.width)") }
                // Each band names its year in the labels just over its cells.
                for (k, band) in bands.enumerated() {
                    let labels = texts.texts.filter {
                        $0.frame.maxY <= band.top + 0.5 && $0.frame.maxY >= band.top - $0.frame.height
                            && $0.frame.minX >= band.left - 1 && $0.frame.minX <= band.right
                    }
                    if !labels.contains(where: { $0.text.contains(/20\d\d/) }) {
                        problems.append("\(name): band \(k + 1) names no year: \(labels.map(\.text))")
                    }
                }
                for problem in LayoutAtEverySizeTests.problems(graph, layout: layout.size, pixelsPerUnit: layout.scale,
                                                               theme: theme, fonts: fonts) {
                    problems.append("\(name): \(problem)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    /// A band is 52 weeks counted back from the last; a first band of less than half a year joins the next.
    @Test func bandsAreAYearEachCountedBackFromTheLastWeek() {
        #expect(CalendarGraph.bandStarts(weeks: 53) == [])
        #expect(CalendarGraph.bandStarts(weeks: 60) == [])
        #expect(CalendarGraph.bandStarts(weeks: 77) == [])
        #expect(CalendarGraph.bandStarts(weeks: 78) == [26])
        #expect(CalendarGraph.bandStarts(weeks: 104) == [52])
        #expect(CalendarGraph.bandStarts(weeks: 105) == [53])
        #expect(CalendarGraph.bandStarts(weeks: 158) == [2 + 52, 2 + 104])
    }

    /// Each band's first column names its month and year, so a band that holds no January still has its year.
    @Test func eachBandsFirstColumnNamesItsYear() throws {
        let range = DayRange(try day("2024-12-02"), try day("2026-11-26"))
        let chart = CalendarGraph.chart(values: [:], range: range, today: range.to, weekStart: .monday,
                                         metric: .sessions, unit: .kg,
                                         streak: WeeklyStreak(current: 0, longest: 0, thisWeekTrained: false, since: nil))
        #expect(chart.plot.bandStarts == [52])
        #expect(chart.plot.columnLabels[0] == "Dec 2024" && chart.plot.columnLabels[52] == "Dec 2025",
                "\(chart.plot.columnLabels.compactMap { $0 })")
        #expect(chart.plot.keyColumnLabels.contains(52))
    }

    /// A month whose first week ends a band goes on at the next band's start: it is named there,
    /// once. The real-shape two years read "… Nov Dec" ending the first band (one week of
    /// December) and "Dec Jan 2026" starting the second.
    @Test func aMonthSplitBetweenBandsIsNamedOnceWhereItGoesOn() throws {
        let range = DayRange(try day("2024-12-09"), try day("2026-12-06"))
        let chart = CalendarGraph.chart(values: [:], range: range, today: range.to, weekStart: .monday,
                                         metric: .sessions, unit: .kg,
                                         streak: WeeklyStreak(current: 0, longest: 0, thisWeekTrained: false, since: nil))
        let labels = chart.plot.columnLabels
        #expect(chart.plot.bandStarts == [52])
        #expect(labels[52] == "Dec 2025")
        #expect(labels[51] == nil, "\(labels.compactMap { $0 })")
        #expect(labels.compactMap { $0 }.filter { $0.hasPrefix("Dec") } == ["Dec 2024", "Dec 2025", "Dec"])
    }
}

/// The weeks chart counts its bars in the title and its trained weeks in the
/// subtitle; when the week in progress (or a week to come) is left out of
/// "N of M weeks trained", the subtitle says so, so the two counts agree.
@Suite(.serialized) struct WeeksCountWordsTests {
    static func graph(_ period: Period, today: Day) throws -> Graph {
        let log = try RealShapeLog.shared.get()
        var request = ChartRequest(kind: .weeks, period: period, style: ChartStyle(size: ChartSize(width: 800, height: 500)),
                                   today: today)
        // Weekly bars asked for: past 26 weeks the chart bins by month (`MonthBins`).
        request.bin = .week
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    static func counts(_ graph: Graph) throws -> (bars: Int, counted: Int, subtitle: String) {
        let subtitle = graph.subtitle ?? ""
        let bars = try #require((graph.title ?? "").firstMatch(of: /^(\d+) weeks/))
        let counted = try #require(subtitle.firstMatch(of: /\d+ of (\d+) weeks trained/))
        return (try #require(Int(bars.1)), try #require(Int(counted.1)), subtitle)
    }

    @Test func twoYearsWithThisWeekNotYetTrainedSayWhyAWeekIsLeftOut() throws {
        // Thursday after the history ends: nothing logged yet this week.
        for days in [728, 730] {
            let (bars, counted, subtitle) = try Self.counts(try Self.graph(.last(days: days), today: try day("2026-11-26")))
            #expect(counted == bars - 1, "\(bars) bars, \(counted) counted: \(subtitle)")
            #expect(subtitle.contains("\(counted) weeks trained · this week not counted yet"), "\(subtitle)")
        }
    }

    @Test func aTrainedWeekInProgressCountsAndNeedsNoWord() throws {
        let (bars, counted, subtitle) = try Self.counts(try Self.graph(.last(days: 728), today: RealShapeHistory.defaultEndDay))
        #expect(counted == bars, "\(subtitle)")
        #expect(!subtitle.contains("not counted"), "\(subtitle)")
    }

    @Test func weeksToComeAreNamedToo() throws {
        let graph = try Self.graph(.days(from: try day("2026-09-07"), to: try day("2026-12-06")), today: try day("2026-11-23"))
        let subtitle = graph.subtitle ?? ""
        #expect(subtitle.contains("11 weeks trained · this week and 1 week to come not counted yet"), "\(subtitle)")
    }
}
