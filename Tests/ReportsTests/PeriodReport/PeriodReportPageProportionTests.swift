@testable import Charts
import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// The review page in proportion (issue 45, point 8): no chart repeats its section's heading
/// as its title, the main lifts' e1RM charts share one value scale, and every date on the page
/// and in its charts reads day first ("7 Sep", never "Sep 7").
@Suite(.serialized) struct PeriodReportPageProportionTests {
    /// The section heading each chart of the page sits under.
    static let headings = ["weeks": "per week", "muscles": "Working sets per muscle group",
                           "calendar": "Training calendar", "cardio": "Cardio"]
    /// A year's page bins by month: its volume chart sits under "… per month".
    static let yearHeadings = headings.merging(["weeks": "per month"]) { _, year in year }

    @Test func noChartTitleRepeatsItsSectionHeading() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        // The last 12 weeks (a bar per week) and a year (a bar per month, its cardio too).
        for (request, headings) in [(PeriodReportRequest(), Self.headings), (PeriodReportRequest(year: 2026), Self.yearHeadings)] {
            let (charts, _) = try fixture.charts(request)
            for chart in charts {
                guard let title = chart.graph.title?.lowercased() else { continue }
                let heading = chart.id.hasPrefix("progress-") ? "estimated 1rm" : (headings[chart.id] ?? "").lowercased()
                #expect(heading.isEmpty || !title.contains(heading), "\(chart.id): '\(title)' under '\(heading)'")
            }
        }
        let page = try fixture.page()
        #expect(!page.contains(">Training calendar · "), "the calendar's title repeats its heading")
    }

    /// The section heading names each chart; only the main lifts' small multiples carry a title
    /// (the lift's name). The muscle chart was titled by its groups ("Neck, Obliques, Abs, Calves")
    /// in 28-unit type under a smaller section heading, repeating its subtitle; its subtitle names them.
    @Test func onlyTheLiftsSmallMultiplesCarryATitle() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        for request in [PeriodReportRequest(), PeriodReportRequest(year: 2026)] {
            let (charts, _) = try fixture.charts(request)
            for chart in charts where !chart.id.hasPrefix("progress-") {
                #expect(chart.graph.title == nil, "\(chart.id): '\(chart.graph.title ?? "")'")
            }
            let muscles = try #require(charts.first { $0.id == "muscles" })
            let subtitle = muscles.graph.subtitle ?? ""
            let shown = muscles.graph.plots.compactMap { ($0 as? BarPlot)?.title?.components(separatedBy: " · ").first }
            #expect(!shown.isEmpty)
            for name in shown { #expect(subtitle.contains(name), "'\(name)' not in '\(subtitle)'") }
        }
    }

    /// The lifts' charts read against each other by one span of kilograms (a slope reads
    /// alike in each), each around its own values: on one 50–200 kg axis a squat's
    /// 148.8 → 157.5 kg rise lay flat beside a 75 kg press.
    @Test func e1RMSmallMultiplesShareTheirSpanAroundTheirOwnValues() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let (charts, fonts) = try fixture.charts()
        let lifts = charts.filter { $0.id.hasPrefix("progress-") }
        #expect(lifts.count >= 2)
        let ranges = lifts.map { $0.graph.layout(size: $0.wide, theme: .light, fonts: fonts).plotArea.space.yRange }
        #expect(Set(ranges.map { ($0.maximum - $0.minimum).rounded() }).count == 1, "one span: \(ranges)")
        #expect(Set(ranges.map(\.minimum)).count > 1, "each around its own values: \(ranges)")
        #expect(ranges.allSatisfy { $0.maximum - $0.minimum <= 80 }, "not 50–200 kg: \(ranges)")
    }

    /// A progress chart has one baseline rule on the page as alone (`chart progress`): a fill only
    /// on an axis from zero, and only under an amount. The lifts' estimated 1RM is a level, so broken
    /// or not it is drawn unfilled on an axis that fits it (reaching zero only where the values nearly
    /// do), not on one from zero where a 5 kg gain is a hair.
    @Test func e1RMSmallMultiplesFillOnlyFromZero() throws {
        // Squat every week, bench with a six-week break: the bench line breaks.
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2"), bench = try log.exercise("Bench Press", color: "#E69F00")
        for week in 0..<12 {
            let monday = Day(year: 2026, month: 8, day: 31).map { Day(daysSinceEpoch: $0.daysSinceEpoch + 7 * week) }
            let text = try #require(monday).description
            try log.log(squat, text, sets: 3, reps: 5, kg: 100 + 2.5 * Double(week))
            if week < 3 || week > 8 { try log.log(bench, text, sets: 3, reps: 5, kg: 70 + Double(week)) }
        }
        let broken = PeriodReportFixture(log: log, today: try #require(Day(year: 2026, month: 11, day: 21)))
        for fixture in [broken, try PeriodReportFixture.realShape(), try PeriodReportFixture(weeks: 12)] {
            defer { fixture.remove() }
            for request in [PeriodReportRequest(), PeriodReportRequest(year: 2026)] {
                let (charts, fonts) = try fixture.charts(request)
                let lifts = charts.filter { $0.id.hasPrefix("progress-") }
                #expect(lifts.count >= 2)
                for lift in lifts {
                    let range = lift.graph.layout(size: lift.wide, theme: .light, fonts: fonts).plotArea.space.yRange
                    let fills = lift.graph.plots.contains { ($0 as? LinePlot)?.areaFill != nil }
                    #expect(!fills, "\(lift.id) \(request): an estimated 1RM filled, axis from \(range.minimum)")
                }
            }
        }
    }

    @Test func datesReadDayFirstOnThePageAndInItsCharts() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let months = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
        // Month first ("Jun 8"), or a weekday before an ISO date ("Mon 2026-06-08").
        let monthFirst = try matches(">[^<]*?\\b(\(months) [0-9]{1,2})\\b(?! [0-9]{3})[^<]*<", in: page)
            .filter { !$0.contains(":") }
        #expect(monthFirst.isEmpty, "\(monthFirst.prefix(5))")
        let isoWithWeekday = try matches("((Mon|Tue|Wed|Thu|Fri|Sat|Sun) [0-9]{4}-[0-9]{2}-[0-9]{2})", in: page)
        #expect(isoWithWeekday.isEmpty, "\(isoWithWeekday.prefix(5))")
    }

    /// The page's calendar is drawn across the page, not as a strip in a corner.
    @Test func pageCalendarSpansMostOfItsWidth() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let (charts, fonts) = try fixture.charts()
        let chart = try #require(charts.first { $0.id == "calendar" })
        let theme = Theme.light.forCanvas(chart.wide)
        let frame = chart.graph.layout(size: chart.wide, theme: .light, fonts: fonts).plotArea.frame
        let plot = try #require(chart.graph.plots.first as? HeatmapPlot)
        let context = PlotContext(theme: theme, fonts: fonts, seriesIndex: 0)
        let grid = plot.layout(in: frame, context: context)
        #expect(grid.gridFrame.width >= chart.wide.width * 0.7, "\(grid.gridFrame) in \(chart.wide)")
    }
}
