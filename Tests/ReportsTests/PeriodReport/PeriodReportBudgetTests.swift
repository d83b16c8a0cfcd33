import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts

/// The page's budgets (issue 36, point 10): one drawing per chart and width whose
/// colours come from the page's CSS variables, a year under 0.8 MB, lines a reader
/// can see in both schemes, and a streak counted in weeks.
@Suite struct PeriodReportBudgetTests {
    /// The colours of the page's variables in one scheme ("--c3" → #4a5059).
    static func variables(_ page: String, dark: Bool) throws -> [String: String] {
        let blocks = try matches(":root\\{([^}]*)\\}", in: page)
        #expect(blocks.count == 2, "a light and a dark :root rule")
        let block = dark ? blocks.last ?? "" : blocks.first ?? ""
        var out: [String: String] = [:]
        for declaration in block.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map(String.init)
            if parts.count == 2 { out[parts[0]] = parts[1] }
        }
        return out
    }

    /// A paint value as the browser resolves it in one scheme.
    static func resolve(_ value: String, _ variables: [String: String]) -> Color? {
        var hex = value
        if value.hasPrefix("var(") { hex = variables[String(value.dropFirst(4).dropLast())] ?? "" }
        return ExerciseColors.color(hex: hex)
    }

    @Test func aYearOfTheRealShapeHistoryIsUnderEightHundredKilobytes() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page(PeriodReportRequest(year: 2026))
        #expect(page.utf8.count <= 800_000, "\(page.utf8.count) bytes")
    }

    @Test func eachChartIsDrawnOncePerWidthForBothSchemes() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let charts = try matches("<figure class=\"chart\" id=\"chart-([^\"]+)\"", in: page)
        #expect(charts.count >= 5)
        for chart in charts {
            let drawings = try matches("<svg[^>]*aria-labelledby=\"(\(chart)-[wn])-title", in: page)
            #expect(drawings.sorted() == ["\(chart)-n", "\(chart)-w"], "\(chart): \(drawings)")
        }
        #expect(try matches("<svg ", in: page).count == charts.count * 2)
        #expect(!page.contains("class=\"dark\""), "no hidden dark copy")
        // The colours that differ by scheme are variables, set in each scheme.
        let light = try Self.variables(page, dark: false), dark = try Self.variables(page, dark: true)
        let used = Set(try matches("=\"var\\((--c[0-9]+)\\)\"", in: page))
        #expect(!used.isEmpty)
        for name in used { #expect(light[name] != nil && dark[name] != nil && light[name] != dark[name], "\(name)") }
    }

    /// Every line of the main lifts' charts (the e1RM, its trend and references) has
    /// at least 3:1 against the page in the light and the dark scheme.
    @Test func liftLinesHaveThreeToOneInBothSchemes() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let progress = try matches("(<svg[^>]*aria-labelledby=\"progress-[0-9]-[wn]-title.*?</svg>)", in: page)
        #expect(progress.count >= 4)
        for dark in [false, true] {
            let variables = try Self.variables(page, dark: dark)
            let background = try #require(Self.resolve(variables["--bg"] ?? "", variables))
            var lines = 0
            for svg in progress {
                for stroke in try matches("<path d=\"[^\"]*\" fill=\"none\" stroke=\"([^\"]+)\"", in: svg) {
                    let color = try #require(Self.resolve(stroke, variables), "\(stroke)")
                    let ratio = Color.contrastRatio(color, background)
                    #expect(ratio >= 3, "\(stroke) = \(color.hexString) has \(ratio):1 \(dark ? "dark" : "light")")
                    lines += 1
                }
            }
            #expect(lines >= 8)
        }
    }

    @Test func theStreakCardCountsWeeksNotPercent() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let card = try #require(try matches("(<li class=\"card\"><span class=\"label\">Weekly streak</span>.*?</li>)", in: page).first)
        #expect(!card.contains("%"), "\(card)")
        #expect(card.contains("week"))
        // Signed as every other card is: "▼ −17 weeks" beside "▼ −33%", not "-17 weeks".
        let change = try #require(try matches("<span class=\"change [a-z]+\">[▲▼] ([^ ]+)\u{00A0}week", in: card).first)
        #expect(change.first == "+" || change.first == "−", "\(card)")
    }

    /// The lifts followed are chosen by training: squat and deadlift whenever they were trained,
    /// though the real-shape history benches, presses and rows with more sets.
    @Test func theMainLiftsAreTheBigLiftsTrained() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        // "-light" matches the ids of a page that drew a copy per scheme.
        let lifts = try matches("<title id=\"progress-[0-9]-w(?:-light)?-title\">([^<]+): estimated 1RM</title>", in: page)
        #expect(lifts.prefix(2) == ["Squat (Barbell)", "Deadlift (Barbell)"], "\(lifts)")
        #expect(lifts.count == 4 && Set(lifts).count == 4)
    }

    /// Records outside the fold are one per main lift; every record and every exercise sit behind `<details>`.
    @Test func recordsShowTheMainLiftsAndTheTablesFold() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let records = try #require(try matches("(<section id=\"records\">.*?</section>)", in: page).first)
        let shown = try #require(records.components(separatedBy: "<details>").first)
        let rows = try matches("<td data-label=\"Exercise\">([^<]+)</td>", in: shown)
        #expect(!rows.isEmpty && rows.count <= 4 && Set(rows).count == rows.count, "\(rows)")
        #expect(records.contains("<details>\n<summary>All "))
        let exercises = try #require(try matches("(<section id=\"exercises\">.*?</section>)", in: page).first)
        #expect(exercises.contains("<details>\n<summary>All ") && exercises.contains("</table>\n</details>"))
    }

    /// No number parts from its unit at a line's end: headline values, changes and table cells
    /// carry a no-break space after each number ("46,040 kg", "5 × 100 kg").
    @Test func numbersKeepTheirUnits() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let texts = try matches("<span class=\"(?:value|change [a-z]+|was)\">([^<]*)<", in: page)
            + (try matches("<td [^>]*>([^<]*)</td>", in: page))
        #expect(texts.count > 50)
        let broken = texts.filter { $0.range(of: "[0-9×] ", options: .regularExpression) != nil }
        #expect(broken.isEmpty, "\(broken.prefix(5))")
        #expect(page.contains("th,.num{white-space:nowrap}"))
    }

    /// At the page's width every chart keeps its whole title (the muscles chart names its groups).
    @Test func chartTitlesAreWhole() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        for request in [PeriodReportRequest(), PeriodReportRequest(year: 2026)] {
            let page = try fixture.page(request)
            let titles = try matches("font-size=\"28\"[^>]*><text[^>]*>([^<]*)</text>", in: page)
            #expect(titles.count >= 5)
            #expect(titles.allSatisfy { !$0.contains("…") }, "\(titles)")
        }
    }

    /// The main lifts' charts look as `chart progress` draws them: one axis (no weekly volume
    /// behind), a least-squares trend instead of average and median, and the best day marked.
    @Test func liftChartsHaveTheRedesignedProgressLook() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page(PeriodReportRequest(year: 2026))
        let progress = try matches("(<svg[^>]*aria-labelledby=\"progress-[0-9]-[wn]-title.*?</svg>)", in: page)
        #expect(progress.count >= 4)
        for svg in progress {
            #expect(!svg.contains(" · volume "), "no weekly volume bars")
            #expect(!svg.contains("Weekly volume"), "no right-hand axis")
            #expect(!svg.contains(">average") && !svg.contains(">median"), "no average or median by default")
            #expect(try matches(">trend [+−-][0-9.]+ kg/week<", in: svg).count == 1, "a labelled trend")
            #expect(try matches("<text[^>]*>best [0-9.,]+ kg · [0-9]+ [A-Z][a-z]{2}</text>", in: svg).count == 1,
                    "the best day marked and labelled")
        }
    }
}
