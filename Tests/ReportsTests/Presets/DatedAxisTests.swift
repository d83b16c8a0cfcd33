import Basics
import Foundation
import Raster
import Testing
@testable import Charts
@testable import Reports
import TrainingDemo
import Workouts

/// Axes that carry dates (issue 36, point 4): a weeks chart over two years
/// is labelled with months and years, no label twice; a short span keeps a
/// date per week; the calendar names the year at its start and at January;
/// the week in progress is marked and never counted as a missed week.
@Suite(.serialized) struct DatedAxisTests {
    static let sizes = [ChartSize(width: 240, height: 160), ChartSize(width: 480, height: 300),
                        ChartSize(width: 800, height: 500), ChartSize(width: 1600, height: 1000),
                        ChartSize(width: 3840, height: 2160)]
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    func graph(_ kind: ChartKind, _ period: Period, size: ChartSize = ChartSize(width: 800, height: 500),
               today: Day = RealShapeHistory.defaultEndDay, target: ClosedRange<Double>? = nil) throws -> Graph {
        let log = try RealShapeLog.shared.get()
        var request = ChartRequest(kind: kind, period: period, style: ChartStyle(size: size), today: today)
        if let target {
            request.byMuscle = true
            request.target = target
            request.muscles = [.chest, .quads]
        }
        return try ChartRenderer.prepare(request, data: try ChartData(store: log.store)).graph
    }

    /// The bottom axis's labels as the layout shows them.
    func axisLabels(_ graph: Graph, size: ChartSize) throws -> [String] {
        let layout = graph.layout(size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
        return try #require(layout.plotArea.xAxis?.layout).shownLabels.map(\.text)
    }

    static func hasYear(_ text: String) -> Bool {
        text.split(separator: " ").contains { $0.count == 4 && Int($0).map { (1900...2100).contains($0) } == true }
    }

    @Test(arguments: sizes) func twoYearsOfWeeksAreLabelledWithDistinctMonthsAndYears(size: ChartSize) throws {
        let graph = try graph(.weeks, .last(days: 728), size: size)
        let labels = try axisLabels(graph, size: size)
        #expect(!labels.isEmpty)
        #expect(Set(labels).count == labels.count, "a label stands for two weeks: \(labels)")
        #expect(labels.first.map(Self.hasYear) == true, "the first label names its year: \(labels)")
        #expect(!labels.contains { $0.hasPrefix("W") }, "\(labels)")
        // And they overlap nothing, at every size.
        var surface = TextBoundsSurface(fonts: fonts)
        let layout = size.layout(scale: 1).size
        graph.draw(on: &surface, size: layout, theme: .light, fonts: fonts)
        let drawn = surface.texts.filter { labels.contains($0.text) }
        #expect(drawn.count >= labels.count)
        for a in drawn {
            for b in surface.texts where a.text != b.text || a.frame != b.frame {
                #expect(!LayoutAtEverySizeTests.overlap(a.corners, b.corners, margin: 1),
                        "\(size): '\(a.text)' overlaps '\(b.text)'")
            }
            #expect(a.frame.minX >= -0.5 && a.frame.maxX <= layout.width + 0.5, "\(size): '\(a.text)' leaves the image")
        }
    }

    @Test func aYearOfWeeksNamesTheYearOnceAtJanuaryAndMonthsBetween() throws {
        let graph = try graph(.weeks, .days(from: try day("2025-12-01"), to: try day("2026-09-27")))
        let labels = try axisLabels(graph, size: ChartSize(width: 1600, height: 1000))
        #expect(labels.contains("Jan 2026"), "\(labels)")
        #expect(labels.contains("Mar"), "\(labels)")
        #expect(Set(labels).count == labels.count, "\(labels)")
    }

    @Test(arguments: [ChartSize(width: 240, height: 160), ChartSize(width: 800, height: 500),
                      ChartSize(width: 3840, height: 2160)])
    func aShortSpanKeepsADatePerWeek(size: ChartSize) throws {
        let graph = try graph(.weeks, .last(days: 84), size: size)
        let labels = try axisLabels(graph, size: size)
        let months = Set(MonthNames.short)
        #expect(labels.count >= 3, "\(labels)")
        for label in labels {
            let parts = label.split(separator: " ")
            #expect(parts.count == 2 && Int(parts[0]) != nil && months.contains(String(parts[1])),
                    "a week's label is its first day, \"16 Nov\": \(label)")
        }
        #expect(Set(labels).count == labels.count)
    }

    @Test func theCalendarNamesTheYearAtItsStartAndAtJanuary() throws {
        let range = DayRange(try day("2025-10-01"), try day("2026-11-20"))
        let chart = CalendarGraph.chart(values: [:], range: range, today: range.to, weekStart: .monday,
                                         metric: .sessions, unit: .kg,
                                         streak: WeeklyStreak(current: 0, longest: 0, thisWeekTrained: false, since: nil))
        let labels = chart.plot.columnLabels.compactMap { $0 }
        #expect(labels.first == "Oct 2025", "\(labels)")
        #expect(labels.contains("Jan 2026"), "\(labels)")
        #expect(labels.filter(Self.hasYear) == ["Oct 2025", "Jan 2026"], "\(labels)")
    }

    /// However crowded, the year is drawn: at January where the months leave room for it, else in the
    /// title's dates; January itself is always named (issue 45, point 8: every month named comes first).
    @Test(arguments: sizes) func theCalendarDrawsTheYearAtEverySize(size: ChartSize) throws {
        let graph = try graph(.calendar(.sessions), .last(days: 364), size: size)
        var surface = TextBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
        let texts = surface.texts.map(\.text)
        #expect(texts.contains("Jan 2026") || texts.contains("Jan") && texts.contains { $0.contains("2026") },
                "\(size): \(texts)")
        if size.width >= 800 { #expect(texts.contains("Jan 2026"), "\(size): \(texts)") }
    }

    /// The calendar's first column is named even when January follows five
    /// columns later, where there is room for its month alone: "Dec" gives
    /// way to "Jan 2025" (below 800 wide five columns are narrower than "Dec").
    @Test(arguments: sizes.suffix(3)) func theCalendarNamesItsFirstMonth(size: ChartSize) throws {
        let graph = try graph(.calendar(.sessions), .last(days: 728), size: size)
        var surface = TextBoundsSurface(fonts: fonts)
        graph.draw(on: &surface, size: size.layout(scale: 1).size, theme: .light, fonts: fonts)
        let months = Set(MonthNames.short)
        let labels = surface.texts.filter { months.contains(String($0.text.prefix(3))) && $0.text.count <= 8 }
            .sorted { $0.frame.minX < $1.frame.minX }
        #expect(labels.first.map { $0.text == "Dec 2024" || $0.text == "Dec" } == true, "\(size): \(labels.map(\.text))")
        #expect(labels.contains { $0.text == "Jan 2025" } && labels.contains { $0.text == "Jan 2026" },
                "\(size): \(labels.map(\.text))")
    }

    @Test func theWeekInProgressKeepsItsColoursInsideItsOutlineWithItsTotalSoFar() throws {
        // The history's last day, a Friday: its week is still running.
        let graph = try graph(.weeks, .last(days: 84))
        let totals = try #require(graph.plots.compactMap { $0 as? StackTotalsPlot }.first)
        let last = try #require(totals.totals.max { $0.location < $1.location })
        #expect(last.location == 11 && last.outline != nil && last.text.hasSuffix(" so far"), "\(last)")
        #expect(totals.totals.filter { $0.outline != nil }.count == 1)
        let faded = graph.plots.compactMap { $0 as? BarPlot }.flatMap { plot in
            plot.bars().filter { $0.location == 11 }.map { plot.recordColors[$0.record]?.alpha ?? 255 }
        }
        // Its segments keep their colours (issue 45.6: a tint read as another exercise); its
        // dashed outline and hatching (the outline above) mark it.
        #expect(!faded.isEmpty && faded.allSatisfy { $0 == 255 }, "\(faded)")
        let earlier = graph.plots.compactMap { $0 as? BarPlot }.flatMap { plot in
            plot.bars().filter { $0.location == 10 }.map { plot.recordColors.indices.contains($0.record)
                ? plot.recordColors[$0.record]?.alpha ?? 255 : 255 }
        }
        #expect(earlier.allSatisfy { $0 == 255 }, "finished weeks keep their colours")
        #expect(graph.subtitle?.contains("this week so far") == true, "\(graph.subtitle ?? "")")
    }

    @Test func aWeekJustBegunIsNoMissedWeek() throws {
        // Monday after the history ends: nothing logged yet this week.
        let monday = try day("2026-11-23")
        let graph = try graph(.weeks, .last(days: 84), today: monday)
        let subtitle = graph.subtitle ?? ""
        let trained = try #require(subtitle.firstMatch(of: /(\d+) of (\d+) weeks trained/))
        #expect(Int(trained.2) == 11, "twelve bars, the running week not yet counted: \(subtitle)")
        let totals = try #require(graph.plots.compactMap { $0 as? StackTotalsPlot }.first)
        #expect(totals.totals.contains { $0.location == 11 && $0.text == "so far" })
    }

    /// Weeks still to come (a period running past this week) are no misses either.
    @Test func weeksToComeAreNoMissedWeeks() throws {
        let monday = try day("2026-11-23")
        let graph = try graph(.weeks, .days(from: try day("2026-09-07"), to: try day("2026-12-06")), today: monday)
        let subtitle = graph.subtitle ?? ""
        let trained = try #require(subtitle.firstMatch(of: /(\d+) of (\d+) weeks trained/))
        #expect(Int(trained.2) == 11, "thirteen bars, this week and the next not yet counted: \(subtitle)")
    }

    @Test func aWeekJustBegunIsNoTargetMiss() throws {
        let monday = try day("2026-11-23")
        let graph = try graph(.weeks, .last(days: 84), today: monday, target: 10...20)
        let subtitle = graph.subtitle ?? ""
        let counts = subtitle.matches(of: /(\d+)\/(\d+)/).map { Int($0.2) }
        #expect(counts.count == 2 && counts.allSatisfy { $0 == 11 }, "\(subtitle)")
    }
}
