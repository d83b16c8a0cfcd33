import Charts
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct PeriodReportComparisonTests {
    /// The page compared the last 12 weeks, on a Saturday of the 12th, with all 84 days before
    /// ("Sessions ▼ −33%") where `summary --last 12w` compares with the 12 weeks before up to the
    /// same weekday ("−16"); the poster never said what its changes were against. Both now compare
    /// as `summary` does and say with what.
    @Test func aPeriodStillRunningIsComparedUpToTheSameWeekdayAsSummaryDoes() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        // Today is Saturday 21 Nov; the 12 weeks are Mon 31 Aug – Sun 22 Nov, the weeks before
        // Mon 8 Jun – Sun 30 Aug, and up to the same weekday Mon 8 Jun – Sat 29 Aug.
        try log.log(squat, "2026-06-10", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-08-30", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-11-16", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-11-21", sets: 3, reps: 5, kg: 100)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }

        let data = try ChartData(store: log.store)
        let logStart = try data.firstDay()
        let request = PeriodReportRequest(today: fixture.today)
        let range = try request.range(today: fixture.today, weekStart: data.weekStart, logStart: logStart)
        let content = try PeriodReportContent.gather(range: range, today: fixture.today, data: data, unit: .kg,
                                                     logStart: logStart)
        #expect(range == DayRange(try day("2026-08-31"), try day("2026-11-22")))
        #expect(content.previous == DayRange(try day("2026-06-08"), try day("2026-08-29")))
        let summary = try log.store.summary(SummaryRequest(last: "12w"), today: fixture.today)
        #expect(content.previous == summary.period.previous, "the days `summary --last 12w` compares with")
        // Sunday 30 Aug is after the same weekday: 2 sessions against 1, as summary counts them.
        let sessions = try #require(content.headline.first { $0.label == "Sessions" })
        #expect(sessions.value == "2" && sessions.previous == "1" && sessions.change == "+100%",
                "\(sessions.value) was \(sessions.previous), \(sessions.change ?? "none")")

        let page = try fixture.page()
        #expect(page.contains("<p class=\"sub\">Against 8 Jun – 29 Aug 2026, the 12 weeks before up to the same weekday</p>"),
                "\(page.prefix(800))")

        let poster = PeriodReportRequest(output: .poster(width: 1080, height: 1350), today: fixture.today)
        let (charts, fonts) = try fixture.charts(poster)
        var surface = TextBoundsSurface(fonts: fonts)
        PeriodReportPoster.draw(content, charts: charts, size: Size(width: 1080, height: 1350), theme: .light,
                                fonts: fonts, on: &surface)
        let texts = surface.texts.map(\.text)
        #expect(texts.contains("Changes against 8 Jun – 29 Aug 2026, the 12 weeks before up to the same weekday"),
                "\(texts.prefix(4))")
        #expect(texts.contains("▲ +100%"), "the sessions' change, against those days")
    }

    /// A period that is over (or ends today) is compared with as many days just before, as
    /// `summary --from … --to …` compares it, and says so.
    @Test func aPeriodOverIsComparedWithAsManyDaysBefore() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-10-20", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-11-10", sets: 3, reps: 5, kg: 100)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }
        let page = try fixture.page(PeriodReportRequest(periodFlags: PeriodFlags(from: "2026-11-01", to: "2026-11-14")))
        // The log began on 20 Oct, two days into the days compared with: said (the eleventh sitting's page did not).
        #expect(page.contains("<p class=\"sub\">Against 18–31 Oct 2026, the 14 days before, of which the log holds only 20–31 Oct 2026</p>"),
                "\(page.prefix(800))")
    }

    /// `report --html --year 2025` of a log begun on 20 Nov 2024 said "+455 %, was 33" against 2024 and
    /// nothing of the log holding only its last six weeks. The page and the poster now say so.
    @Test func aYearAgainstOneTheLogBeganInSaysWhatTheLogHoldsOfIt() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2024-11-20", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2025-03-03", sets: 3, reps: 5, kg: 105)
        try log.log(squat, "2025-06-03", sets: 3, reps: 5, kg: 110)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }
        let page = try fixture.page(PeriodReportRequest(year: 2025))
        #expect(page.contains("<p class=\"sub\">Against 1 Jan – 31 Dec 2024, the year before, "
                + "of which the log holds only 20 Nov – 31 Dec 2024</p>"), "\(page.prefix(800))")

        let data = try ChartData(store: log.store)
        let range = DayRange(try day("2025-01-01"), try day("2025-12-31"))
        let content = try PeriodReportContent.gather(range: range, today: fixture.today, data: data, unit: .kg,
                                                     logStart: try data.firstDay())
        let (charts, fonts) = try fixture.charts(PeriodReportRequest(output: .poster(width: 1080, height: 1350),
                                                                     year: 2025))
        var surface = TextBoundsSurface(fonts: fonts)
        PeriodReportPoster.draw(content, charts: charts, size: Size(width: 1080, height: 1350), theme: .light,
                                fonts: fonts, on: &surface)
        let texts = surface.texts.map(\.text)
        let note = texts.first { $0.hasPrefix("Changes against") } ?? ""
        #expect(note.contains("of which the log holds only 20 Nov – 31 Dec 2024"), "\(note)")
        // The month chart's caption says what it measures: it began "by exercise · …" on the poster,
        // which has no section heading to name it.
        #expect(texts.contains { $0.hasPrefix("Volume per month by exercise · ") }, "\(texts)")
        #expect(!texts.contains { $0.hasPrefix("by ") }, "\(texts)")
    }
}
