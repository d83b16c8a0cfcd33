import Charts
import Foundation
import PNGCodec
import RepChartTestSupport
import Testing
@testable import Reports
import Workouts

/// The review page opened in headless Chromium: no console message, nothing
/// fetched, every chart titled and described, no text overflowing, screenshots
/// and a PDF print made, and every chart kind drawn by Chromium as we draw it.
@Suite(.requires(Chromium.found != nil, Comment(rawValue: Chromium.skipMessage)), .serialized)
struct PeriodReportBrowserTests {
    /// Screenshots and prints are kept here for people to look at (CI keeps the folder).
    static let artifacts: String = {
        let folder = ProcessInfo.processInfo.environment["REPCHART_BROWSER_OUT"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("repchart-review-browser").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    let chromium = Chromium.found!

    /// Every problem the browser finds in `page`, at phone and desktop width, light and dark.
    func problems(_ page: String, name: String) throws -> [String] {
        var found = BrowserCheck.staticProblems(page)
        for (width, phone) in [(1440, nil), (500, 390)] as [(Int, Int?)] {
            for dark in [false, true] {
                let path = "\(Self.artifacts)/\(name)-check-\(phone ?? width)-\(dark ? "dark" : "light").html"
                try BrowserCheck.instrumented(page, phoneWidth: phone).write(toFile: path, atomically: true, encoding: .utf8)
                let (dom, console) = try chromium.dumpDOM(path, width: width, dark: dark)
                let at = "\(phone ?? width) px \(dark ? "dark" : "light")"
                found += console.map { "console at \(at): \($0)" }
                found += BrowserCheck.reported(dom).map { "\($0) (at \(at))" }
            }
        }
        return found
    }

    @Test func thePageIsCleanInABrowser() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        for (name, request) in [("review", PeriodReportRequest()), ("review-year", PeriodReportRequest(year: 2026))] {
            let page = try fixture.page(request)
            let problems = try problems(page, name: name)
            #expect(problems.isEmpty, "\(name): \(problems.prefix(20).joined(separator: "\n"))")
        }
    }

    /// The checks catch what they are for: a chart that lost its title, a
    /// request leaving the page, a console error, text wider than its box.
    @Test func theChecksCatchABrokenPage() throws {
        let fixture = try PeriodReportFixture(weeks: 8)
        defer { fixture.remove() }
        let page = try fixture.page()
        let noTitle = try #require(page.range(of: "<title id=\"weeks-w-title\">"))
        let end = try #require(page.range(of: "</title>", range: noTitle.upperBound..<page.endIndex))
        var broken = page
        broken.replaceSubrange(noTitle.lowerBound..<end.upperBound, with: "")
        #expect(try problems(broken, name: "broken-title").contains { $0.hasPrefix("no title: weeks-w") })

        let request = page.replacingOccurrences(of: "</main>", with: "<img alt=\"\" src=\"https://example.com/pixel.png\"></main>")
        let found = try problems(request, name: "broken-request")
        #expect(found.contains { $0.contains("https://") })
        #expect(found.contains { $0.contains("console") && $0.contains("Content Security Policy") })

        let wide = page.replacingOccurrences(of: "</main>", with: "<p style=\"width:200px;overflow:hidden;white-space:nowrap\">"
            + String(repeating: "Squat ", count: 60) + "</p></main>")
        #expect(try problems(wide, name: "broken-overflow").contains { $0.hasPrefix("overflow: <p") })
    }

    @Test func screenshotsAndPrintsAreMade() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let path = "\(Self.artifacts)/review.html"
        try page.write(toFile: path, atomically: true, encoding: .utf8)
        for (width, height) in [(390, 5200), (1440, 4200)] {
            for dark in [false, true] {
                let png = "\(Self.artifacts)/review-\(width)-\(dark ? "dark" : "light").png"
                try? FileManager.default.removeItem(atPath: png)
                let console = try chromium.screenshot(path, to: png, width: width, height: height, dark: dark)
                #expect(console.isEmpty, "\(console)")
                let image = try PNGDecoder.decode(contentsOfFile: png)
                #expect(image.width == width && image.height == height)
                // The page's own background: light or dark as the reader's setting asks.
                let theme: Theme = dark ? .dark : .light
                #expect(Array(image.rgba[0..<3]) == [theme.background.red, theme.background.green, theme.background.blue])
            }
        }
        for paper in ["A4", "letter"] {
            let copy = "\(Self.artifacts)/review-\(paper).html"
            try page.replacingOccurrences(of: "</style>", with: "@page{size:\(paper);margin:12mm}\n</style>")
                .write(toFile: copy, atomically: true, encoding: .utf8)
            let pdf = "\(Self.artifacts)/review-\(paper).pdf"
            try? FileManager.default.removeItem(atPath: pdf)
            let console = try chromium.printPDF(copy, to: pdf)
            #expect(console.isEmpty, "\(console)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
            #expect(bytes.starts(with: Array("%PDF".utf8)) && bytes.count > 20_000)
            // A4 is 595 × 842 pt, Letter 612 × 792 (Chromium writes 594.96 × 841.92 for A4).
            let boxes = try matches("/MediaBox \\[0 0 ([0-9.]+ [0-9.]+)\\]", in: String(decoding: bytes, as: UTF8.self))
            let sizes = Set(boxes.map { $0.split(separator: " ").compactMap { Double($0) }.map { Int($0.rounded()) } })
            #expect(sizes == [paper == "A4" ? [595, 842] : [612, 792]], "\(boxes.prefix(3))")
            #expect(boxes.count >= 3, "the page prints on several sheets")
        }
        // The print rules that keep charts and table rows whole.
        #expect(page.contains("figure{margin:0 0 16px;break-inside:avoid;page-break-inside:avoid}"))
        #expect(page.contains("tr{break-inside:avoid;page-break-inside:avoid}"))
    }

    /// Each chart kind as Chromium draws our SVG against our own PNG: under 1 %
    /// of pixels may differ by more than 10 %.
    @Test func chromiumDrawsEveryChartKindAsWeDo() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let data = try ChartData(store: fixture.log.store)
        let request = PeriodReportRequest(today: fixture.today)
        let range = try request.range(today: fixture.today, weekStart: data.weekStart)
        let content = try PeriodReportContent.gather(range: range, today: fixture.today, data: data, unit: .kg)
        let charts = try PeriodReportCharts.make(request, content: content, data: data, today: fixture.today)
        let kinds = Set(charts.map { $0.id.hasPrefix("progress-") ? "progress" : $0.id })
        #expect(kinds == ["weeks", "muscles", "calendar", "progress", "cardio"])
        let fonts = try ChartFonts.locate()
        for chart in charts where chart.id != "progress-2" && chart.id != "progress-3" && chart.id != "progress-4" {
            for theme in [Theme.light, Theme.dark] {
                let name = "\(Self.artifacts)/agree-\(chart.id)-\(theme == .dark ? "dark" : "light")"
                let ours = try PNGDecoder.decode(try chart.graph.renderPNG(size: chart.wide, theme: theme, fonts: fonts))
                try chart.graph.renderSVG(size: chart.wide, theme: theme, fonts: fonts)
                    .write(toFile: name + ".svg", atomically: true, encoding: .utf8)
                let console = try chromium.screenshot(name + ".svg", to: name + "-chromium.png", width: ours.width,
                                                      height: ours.height)
                #expect(console.isEmpty)
                let theirs = try PNGDecoder.decode(contentsOfFile: name + "-chromium.png")
                let share = BrowserCheck.differingShare(ours.rgba, theirs.rgba)
                #expect(share < 0.01, "\(chart.id): \(share * 100)% of pixels differ; see \(name)-chromium.png")
            }
        }
    }
}
