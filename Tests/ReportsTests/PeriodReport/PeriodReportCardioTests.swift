@testable import Charts
import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

/// The review page's cardio reads as `chart weeks --metric duration` does: each bar's total as a
/// clock and, by month, the partial month dashed and the trend. The page left out its totals and
/// trend (from before durations read as clocks) and with them the dashed outline its subtitle names.
@Suite(.serialized) struct PeriodReportCardioTests {
    /// The texts of `graph` drawn as SVG with real text, in drawing order.
    func texts(_ graph: Graph, size: Size, fonts: ChartFonts) throws -> (texts: [String], svg: String) {
        let svg = try graph.renderSVG(size: size, fonts: fonts, textAsElements: true)
        return (try matches("<text[^>]*>([^<]*)</text>", in: svg), svg)
    }

    /// Clocks with seconds, as bar totals read ("4:49:59"); the axis ticks are whole ("2:00:00").
    func totals(_ texts: [String]) -> [String] {
        texts.filter { $0.range(of: #"^\d+:\d\d:\d\d$"#, options: .regularExpression) != nil && !$0.hasSuffix(":00:00") }
    }

    @Test(arguments: [PeriodReportRequest(year: 2026), PeriodReportRequest()])
    func theCardioChartShowsItsTotalsAsTheDurationChartDoes(request: PeriodReportRequest) throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let (charts, fonts) = try fixture.charts(request)
        let cardio = try #require(charts.first { $0.id == "cardio" })
        let page = try texts(cardio.graph, size: cardio.wide, fonts: fonts)
        // The same days as `chart weeks --metric duration`.
        let data = try ChartData(store: fixture.log.store)
        var asked = request
        asked.today = fixture.today
        let range = try asked.range(today: fixture.today, weekStart: data.weekStart, logStart: try data.firstDay())
        let chart = ChartRequest(kind: .weeks(target: nil), metric: .duration, period: .days(from: range.from, to: range.to),
                                 style: ChartStyle(size: ChartSize(width: 1000, height: 400)), today: fixture.today)
        let alone = try ChartRenderer.prepare(chart, data: data).graph
        let expected = totals(try texts(alone, size: cardio.wide, fonts: fonts).texts)
        #expect(!expected.isEmpty)
        #expect(totals(page.texts) == expected, "\(page.texts)")
        if request.year != nil {
            #expect(cardio.graph.subtitle?.contains("dashed: partial month") == true)
            #expect(try !matches(#"<path d="[^"]*Z" fill="none"[^>]*stroke-dasharray"#, in: page.svg).isEmpty,
                    "the subtitle names a dashed month none is drawn for")
            #expect(page.texts.contains { $0.hasPrefix("trend ") && $0.hasSuffix(" a month") }, "\(page.texts)")
        }
    }

    /// On a phone the page dropped every plot but bars and lines: a partial month lost its dashed
    /// outline (the subtitle still named it) and the bars their totals. Each chart that names a
    /// dashed month draws one at both sizes.
    @Test func aDashedMonthNamedIsDrawnOnAPhoneToo() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let (charts, fonts) = try fixture.charts(PeriodReportRequest(year: 2026))
        let named = charts.filter { $0.graph.subtitle?.contains("dashed: partial month") == true }
        #expect(Set(named.map(\.id)) == ["weeks", "cardio"])
        for chart in named {
            let phone = try texts(chart.narrowGraph, size: chart.narrow, fonts: fonts)
            // The outline is a closed dashed path; the trend's dashes are open lines.
            #expect(try !matches(#"<path d="[^"]*Z" fill="none"[^>]*stroke-dasharray"#, in: phone.svg).isEmpty, "\(chart.id)")
            #expect(!totals(phone.texts).isEmpty || chart.id != "cardio", "\(phone.texts)")
        }
    }
}

/// A plank is held, not cardio: the demo's programme (lifts and a plank) had
/// a "Cardio" section of planks alone.
@Suite struct PeriodReportCardioKindTests {
    @Test func theDemosPlankIsNoCardio() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let (charts, _) = try fixture.charts()
        #expect(!charts.contains { $0.id == "cardio" }, "\(charts.map(\.id))")
        #expect(try !fixture.page().contains(">Cardio<"))
    }

    /// Distance work, and time on what the catalogue calls cardio (a rowing
    /// machine), are cardio; a plank and a wall sit logged beside them are not.
    @Test func cardioIsDistanceWorkAndTheCataloguesCardio() throws {
        let log = try TestLog()
        defer { log.remove() }
        let running = try log.exercise("Running", kind: .distance)
        let rowing = try log.exercise("Rowing Machine", kind: .duration)
        let plank = try log.exercise("Plank", kind: .duration)
        let wallSit = try log.exercise("Wall Sit", kind: .duration)
        let squat = try log.exercise("Squat")
        let utc = try #require(TimeZone(identifier: "UTC"))
        for day in ["2026-11-02", "2026-11-09", "2026-11-16"] {
            let date = try Day(parsing: day)
            try log.store.insert([WorkoutSet(exerciseId: running.id, performedAt: date.instant(hour: 7, minute: 0, in: utc),
                                             utcOffset: 0, day: date, duration: 1_800, distance: 5_000)])
            try log.log(rowing, day, reps: 0, seconds: 1_200)
            try log.log(plank, day, sets: 3, reps: 0, seconds: 60)
            try log.log(wallSit, day, sets: 2, reps: 0, seconds: 45)
            try log.log(squat, day, sets: 3, reps: 5, kg: 100)
        }
        let fixture = PeriodReportFixture(log: log, today: try Day(parsing: "2026-11-21"))
        let (charts, fonts) = try fixture.charts(PeriodReportRequest())
        let cardio = try #require(charts.first { $0.id == "cardio" })
        let svg = try cardio.graph.renderSVG(size: cardio.wide, fonts: fonts, textAsElements: true)
        let texts = try matches("<text[^>]*>([^<]*)</text>", in: svg)
        #expect(texts.contains { $0.hasPrefix("Running") } && texts.contains { $0.hasPrefix("Rowing Machine") }, "\(texts)")
        #expect(!texts.contains { $0.hasPrefix("Plank") || $0.hasPrefix("Wall Sit") }, "\(texts)")
        // 3 × (30 + 20) minutes, the holds left out.
        #expect(cardio.label.description.contains("2:30:00 in all"), "\(cardio.label.description)")
    }
}
