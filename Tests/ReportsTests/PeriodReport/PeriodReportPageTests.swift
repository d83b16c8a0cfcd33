import Basics
import Charts
import PNGCodec
import Raster
import Foundation
import Testing
@testable import Reports
import Workouts
import WorkoutTestSupport

@Suite struct PeriodReportPageTests {
    @Test func everyChartIsAPageChart() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let page = try fixture.page()
        let svgs = try matches("(<svg[^>]*>.*?</svg>)", in: page)
        // Five kinds (weeks, muscles, calendar, up to 4 lifts, cardio) × wide/narrow, both schemes in one drawing.
        #expect(svgs.count >= 4 * 2)
        for svg in svgs {
            let open = String(svg.prefix { $0 != ">" })
            #expect(open.contains("role=\"img\"") && open.contains("viewBox=\""))
            #expect(!open.contains(" width=") && !open.contains(" height="), "a page chart has no fixed pixel size")
            #expect(try matches("^<svg[^>]*>\\s*<title id=\"[^\"]+\">[^<]+</title>\\s*<desc id=\"[^\"]+\">[^<]+\\.</desc>", in: svg).count == 1)
            #expect(svg.contains("<text"), "real text, not outlines")
        }
        // Ids are unique across the page (clips and gradients of different charts never clash).
        let ids = try matches(" id=\"([^\"]+)\"", in: page)
        #expect(Set(ids).count == ids.count)
    }

    /// The real-shape history's typo (Bench Press 6 × 225 kg among sets near 85 kg) holds no record
    /// on the page, and the records section says it was left out.
    @Test func aLikelyTypoIsNoRecordAndTheRecordsSayItWasLeftOut() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page(PeriodReportRequest(periodFlags: PeriodFlags(from: "2026-01-05", to: "2026-03-29")))
        #expect(page.contains("Left out of the records as a likely typo: Bench Press (Barbell) 6 × 225 kg on Mon 16 Feb 2026"),
                "the typo is named")
        // Cells keep their words together with no-break spaces.
        #expect(!page.contains("<td data-label=\"Set\">6\u{A0}×\u{A0}225\u{A0}kg</td>"), "no record of the typo")
        #expect(page.contains("<td data-label=\"Exercise\">Bench Press (Barbell)</td><td data-label=\"Record\">e1RM</td>"
                              + "<td data-label=\"Value\" class=\"num\">102\u{A0}kg</td>"), "the real best")
    }

    @Test func nothingLeavesTheFile() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let page = try fixture.page()
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"))
        #expect(!page.contains("<script"))
        #expect(!page.lowercased().contains("http://") && !page.lowercased().contains("https://"))
        #expect(!page.contains("src=") && !page.contains("href="))
        // url() only to the page's own ids.
        #expect(try matches("url\\(([^)]*)\\)", in: page).allSatisfy { $0.hasPrefix("#") })
    }

    @Test func marksCarryTheirExactValues() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let page = try fixture.page()
        let store = fixture.log.store
        // The squat's volume in the week of Mon 16 Nov, as the store sums it.
        let squat = try store.resolveExercise("Squat")
        let week = DayRange(try day("2026-11-16"), try day("2026-11-22"))
        let volume = try store.dailyTotals(AggregateQuery(range: week, metric: .volume, unit: .kg, exerciseIds: [squat.id]))
            .reduce(0) { $0 + $1.value }
        #expect(volume > 0)
        #expect(page.contains("<title>Squat · week of Mon 16 Nov · \(NumberFormat.plain(volume)) kg</title>"))
        // One segment per exercise in a week's bar, in each of the two drawings (wide, narrow; both schemes share them).
        #expect(try matches("<title>Squat · week of Mon 16 Nov · [0-9,.]+ kg</title>", in: page).count == 2)
        // A calendar cell: working sets on a training day, "rest" on the rest.
        let days = try store.trainingDays(in: week)
        let first = try #require(days.first)
        let sets = try store.dailyTotals(AggregateQuery(range: DayRange(first, first), metric: .sets, includeWarmups: false))
            .reduce(0) { $0 + $1.value }
        #expect(page.contains("<title>\(MarkTitles.dayText(first)) · \(NumberFormat.plain(sets)) working sets</title>"))
        #expect(page.contains(" · rest</title>"))
        // e1RM points and their weekly volume bars.
        #expect(try matches("<title>Squat · [A-Z][a-z]{2} \\d+ [A-Z][a-z]{2} · e1RM [0-9.,]+ kg</title>", in: page).count > 10)
    }

    @Test func headlineComparesWithThePeriodBefore() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let data = try ChartData(store: fixture.log.store)
        let range = DayRange(try day("2026-08-31"), PeriodReportFixture.today)
        let content = try PeriodReportContent.gather(range: range, today: PeriodReportFixture.today, data: data, unit: .kg)
        #expect(content.previous == DayRange(try day("2026-06-09"), try day("2026-08-30")))
        let sessions = try fixture.log.store.trainingDays(in: range).count
        let before = try fixture.log.store.trainingDays(in: content.previous).count
        let card = try #require(content.headline.first { $0.label == "Sessions" })
        #expect(card.value == "\(sessions)" && card.previous == "\(before)")
        #expect(card.change == Change.percent(Double(sessions), Double(before)))
        let volume = try fixture.log.store.dailyTotals(AggregateQuery(range: range, metric: .volume, unit: .kg))
            .reduce(0) { $0 + $1.value }
        #expect(content.headline.first { $0.label == "Volume" }?.value == "\(NumberFormat.plain(volume)) kg")
        let resolver = try fixture.log.store.muscleResolver()
        let sets = try fixture.log.store.dailyTotals(AggregateQuery(range: range, metric: .sets, includeWarmups: false))
            .filter { !resolver.isCardio(id: $0.exerciseId) }.reduce(0) { $0 + $1.value }
        #expect(content.headline.first { $0.label == "Working sets" }?.value == NumberFormat.plain(sets))
    }

    /// The page's "Working sets 122" counted five sets of rowing and running that its muscle chart
    /// and `chart share --by muscle` ("117 working sets … 5 cardio sets left out") leave out.
    @Test func theHeadlinesWorkingSetsLeaveCardioOutAsTheMuscleChartDoes() throws {
        let log = try TestLog()
        defer { log.remove() }
        let squat = try log.exercise("Squat")
        let rowing = try log.exercise("Rowing Machine", kind: .duration)
        try log.log(squat, "2026-11-30", sets: 3, reps: 5, kg: 100)
        try log.log(rowing, "2026-11-30", reps: 0, seconds: 1_200)
        let today = try day("2026-12-01")
        let content = try PeriodReportContent.gather(range: DayRange(try day("2026-11-30"), today), today: today,
                                                     data: try ChartData(store: log.store), unit: .kg)
        #expect(content.headline.first { $0.label == "Working sets" }?.value == "3")
    }

    /// A review of one day read "Against 20 Nov 2026, the 1 days before" and "All 1 exercises";
    /// its record's change "(+5.83)" had more decimals than the values it compares (122.5, 116.7).
    @Test func aOneDayReviewIsWorded() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-17", sets: 3, reps: 5, kg: 100)
        try log.log(squat, "2026-11-21", sets: 3, reps: 5, kg: 105)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }
        let page = try fixture.page(PeriodReportRequest(periodFlags: PeriodFlags(from: "2026-11-21", to: "2026-11-21")))
        #expect(page.contains("Against 20 Nov 2026, the day before</p>"), "\(page.prefix(600))")
        #expect(page.contains(">The exercise<") && !page.contains("All 1 "))
        #expect(page.contains("116.7\u{00A0}kg (+5.8)"), "the change of the values shown")
    }

    /// A new lifter's review, without a period, covered twelve weeks of which ten were before the
    /// log began, said "Training days a week 0.3" of three days in the first week, and compared every
    /// number with the twelve weeks before the log ("▲ new, was 0"). It now begins with the week the
    /// log began, and says there is nothing before to compare with; a period asked for is kept whole
    /// (and compares with nothing either, when the weeks before it are all before the log).
    @Test func aNewLiftersReviewBeginsWithTheLogAndComparesWithNothing() throws {
        let log = try TestLog()
        let squat = try log.exercise("Squat", color: "#0072B2")
        try log.log(squat, "2026-11-17", sets: 5, reps: 5, kg: 100)
        try log.log(squat, "2026-11-19", sets: 5, reps: 5, kg: 100)
        try log.log(squat, "2026-11-21", sets: 5, reps: 5, kg: 102.5)
        let fixture = PeriodReportFixture(log: log, today: PeriodReportFixture.today)
        defer { fixture.remove() }
        let page = try fixture.page()
        #expect(page.contains("<h1>Training review · 16–22 Nov 2026</h1>"), "\(page.prefix(400))")
        #expect(page.contains("<p class=\"sub\">Nothing before to compare with: the log began on 17 Nov 2026</p>"))
        #expect(!page.contains("class=\"was\"") && !page.contains("▲"), "no change against the weeks before the log")
        // Three training days in the log's first week so far: 3.0, not 0.3 over twelve weeks, and not
        // 3.5 scaled up from its six days (which made a Monday and Tuesday "7.0 a week").
        #expect(page.contains("<span class=\"label\">Training days a week</span><span class=\"value\">3.0</span>"))
        let asked = try fixture.page(PeriodReportRequest(periodFlags: PeriodFlags(last: "12w")))
        #expect(asked.contains("<h1>Training review · 31 Aug – 22 Nov 2026</h1>"), "a period asked for is drawn whole")

        // The poster says when the log began where the changes would be, and shows none.
        let request = PeriodReportRequest(output: .poster(width: 1080, height: 1350), today: fixture.today)
        let (charts, fonts) = try fixture.charts(request)
        let data = try ChartData(store: log.store)
        let range = try request.range(today: fixture.today, weekStart: data.weekStart, logStart: try data.firstDay())
        let content = try PeriodReportContent.gather(range: range, today: fixture.today, data: data, unit: .kg,
                                                     logStart: try data.firstDay())
        var surface = TextBoundsSurface(fonts: fonts)
        PeriodReportPoster.draw(content, charts: charts, size: Size(width: 1080, height: 1350), theme: .light, fonts: fonts,
                                on: &surface)
        let texts = surface.texts.map(\.text)
        #expect(texts.contains("16–22 Nov 2026 · the log began on 17 Nov 2026"), "\(texts.prefix(3))")
        #expect(!texts.contains("–") && !texts.contains { $0.hasPrefix("▲") }, "no change under any number")
    }

    /// A period that runs to the end of this week leaves the week in progress
    /// out, as its charts do ("this week not counted yet"): the days still to
    /// come are no missed training (issue 36, point 4), and a new lifter's three
    /// days in their one full week are 3 a week, not 3 over nine days (2.3).
    @Test func trainingDaysAWeekLeaveOutTheWeekInProgress() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let data = try ChartData(store: fixture.log.store)
        // Thirteen whole weeks, the last still running on Saturday 21 November.
        let range = DayRange(try day("2026-08-31"), try day("2026-11-29"))
        let content = try PeriodReportContent.gather(range: range, today: PeriodReportFixture.today, data: data, unit: .kg)
        let whole = try fixture.log.store.trainingDays(in: DayRange(range.from, try day("2026-11-15"))).count
        let card = try #require(content.headline.first { $0.label == "Training days a week" })
        // 31 Aug – 15 Nov: eleven whole weeks; 16–22 Nov is in progress, 23–29 Nov to come.
        #expect(card.value == Numerals.fixed(Double(whole) / 11, decimals: 1), "\(whole) training days in 11 whole weeks: \(card.value)")
    }

    /// A new lifter's review of the week in progress, Monday and Tuesday trained, read
    /// "Training days a week 7.0": two days scaled up to a week. Its days so far, as one week.
    @Test func theWeekInProgressAloneCountsItsDaysNotARate() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let data = try ChartData(store: fixture.log.store)
        let range = DayRange(try day("2026-11-16"), try day("2026-11-22"))
        let content = try PeriodReportContent.gather(range: range, today: PeriodReportFixture.today, data: data, unit: .kg)
        let soFar = try fixture.log.store.trainingDays(in: DayRange(range.from, PeriodReportFixture.today)).count
        let card = try #require(content.headline.first { $0.label == "Training days a week" })
        #expect(soFar > 0 && card.value == Numerals.fixed(Double(soFar), decimals: 1), "\(soFar) days so far: \(card.value)")
    }

    @Test func aRealShapedYear() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page(PeriodReportRequest(year: 2026))
        #expect(page.contains("<h1>Training review · 1 Jan – 20 Nov 2026</h1>"))
        // 150 exercises: the year's chart (a bar per month) keeps seven and sums the rest as "Other"
        // (issue 45.3: or, where a lifter recognises them, by movement: "Other legs", or by main muscle group).
        let weekly = try #require(try matches("(<svg[^>]*aria-labelledby=\"weeks-w-title[^>]*>.*?</svg>)", in: page).first)
        let series = Set(try matches("<title>([^<·]+) · [A-Z][a-z]{2} 2026 · ", in: weekly))
        // Where no fold of the exercises keeps every remainder within the largest, by main muscle group:
        // "Other (11 muscle groups)".
        #expect(series.count == 8 && series.contains {
            $0.hasPrefix("Other (") && ($0.hasSuffix(" exercises)") || $0.hasSuffix(" muscle groups)"))
                || Movement.allCases.map(\.remainderName).contains($0)
        }, "\(series)")
        // Running logged distance: the headline says how far, in km (a no-break space keeps the number with its unit).
        #expect(try matches("<span class=\"label\">Distance</span><span class=\"value\">[0-9,.]+\u{00A0}km</span>", in: page).count == 1)
        #expect(page.contains("id=\"chart-cardio\""))
        #expect(page.utf8.count < 1_500_000)
    }

    @Test func forcedThemeDrawsOnlyThatTheme() throws {
        let fixture = try PeriodReportFixture(weeks: 8)
        defer { fixture.remove() }
        let both = try fixture.page()
        let dark = try fixture.page(PeriodReportRequest(theme: .dark))
        #expect(both.contains("prefers-color-scheme: dark"))
        #expect(!dark.contains("prefers-color-scheme"))
        #expect(dark.contains("--bg:\(Theme.dark.background.hexString)"))
        // Both schemes share one drawing per chart and width: as many as the forced theme draws.
        #expect(try matches("<svg ", in: dark).count == (try matches("<svg ", in: both).count))
    }

    @Test func topSeriesKeepsTheLargestAndSumsTheRest() throws {
        let a = Exercise(name: "A", color: "#111111"), b = Exercise(name: "B", color: "#222222"),
            c = Exercise(name: "C", color: "#333333"), d = Exercise(name: "D", color: "#444444")
        let d1 = try day("2026-11-16"), d2 = try day("2026-11-17")
        let totals = [DayExerciseTotal(day: d1, exerciseId: a.id, value: 100, sets: 1),
                      DayExerciseTotal(day: d1, exerciseId: b.id, value: 30, sets: 1),
                      DayExerciseTotal(day: d2, exerciseId: c.id, value: 20, sets: 2),
                      DayExerciseTotal(day: d1, exerciseId: c.id, value: 5, sets: 1),
                      DayExerciseTotal(day: d2, exerciseId: d.id, value: 4, sets: 1)]
        // The review folds with the charts' one mechanism (`ExerciseSeries` through `WeekChartData`).
        let limited = WeekChartData(days: [d1, d2], totals: totals, exercises: [a, b, c, d], metric: .volume, unit: .kg,
                                    limit: 2)
        #expect(limited.legend.map(\.name) == ["A", "Other (3 exercises)"])
        #expect(limited.legend.map(\.value) == [100, 59])
        let other = limited.sections.map { $0.cells.filter { $0.exerciseId == SeriesLimit.otherId }.map(\.value) }
        #expect(other == [[35], [24]])
        let all = WeekChartData(days: [d1, d2], totals: totals, exercises: [a, b, c, d], metric: .volume, unit: .kg,
                                limit: 4)
        #expect(all.legend.map(\.name) == ["A", "B", "C", "D"])
        // Two left over are shown, not folded into an "Other (2 exercises)" (issue 36.3).
        let two = WeekChartData(days: [d1, d2], totals: Array(totals.prefix(4)), exercises: [a, b, c], metric: .volume,
                                unit: .kg, limit: 2)
        #expect(two.legend.map(\.name) == ["A", "B", "C"])
    }

    @Test func badFlagsAreRefusedInOneLine() throws {
        #expect(throws: ReportsError(.option(.notARange("20-10")))) { try PeriodReportRequest.target(parsing: "20-10") }
        #expect(throws: ReportsError(.option(.notARange("ten")))) { try PeriodReportRequest.target(parsing: "ten") }
        #expect(try PeriodReportRequest.target(parsing: "12-18") == 12...18)
        #expect(throws: ReportsError(.option(.notAPosterSize("1080x300")))) { try PeriodReportRequest.posterSize(parsing: "1080x300") }
        let fixture = try PeriodReportFixture(weeks: 4)
        defer { fixture.remove() }
        #expect(throws: ReportsError.self) { try fixture.page(PeriodReportRequest(year: 2030)) }
        #expect(throws: ReportsError(.period(.yearWithOtherPeriod(2026)))) {
            try fixture.page(PeriodReportRequest(periodFlags: PeriodFlags(last: "4w"), year: 2026))
        }
    }
}

@Suite struct PeriodReportPosterTests {
    @Test func thePosterHoldsTheNumbersAndTwoCharts() throws {
        let fixture = try PeriodReportFixture()
        defer { fixture.remove() }
        let data = try ChartData(store: fixture.log.store)
        for (theme, size) in [(Theme.light, (1080, 1350)), (Theme.dark, (540, 675))] {
            let request = PeriodReportRequest(output: .poster(width: size.0, height: size.1), theme: theme,
                                        today: PeriodReportFixture.today)
            let image = try PNGDecoder.decode(try PeriodReport.render(request, data: data))
            #expect(image.width == size.0 && image.height == size.1)
            func count(_ hex: String) throws -> Int {
                let c = try Color(parsing: hex)
                var n = 0
                for i in stride(from: 0, to: image.rgba.count, by: 4)
                where image.rgba[i] == c.red && image.rgba[i + 1] == c.green && image.rgba[i + 2] == c.blue { n += 1 }
                return n
            }
            // The squat's colour fills its bar segments; the background is the theme's.
            let squat = try fixture.log.store.resolveExercise("Squat")
            #expect(try count(squat.color) > size.0 * size.1 / 400)
            #expect(try count(theme.background.hexString) > size.0 * size.1 / 3)
        }
    }
}
