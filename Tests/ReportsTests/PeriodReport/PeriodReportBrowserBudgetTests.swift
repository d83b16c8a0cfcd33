import Foundation
import RepChartTestSupport
import Testing
@testable import Reports

/// The page's budgets as Chromium lays it out (issue 36, point 10): a 12-week
/// review in at most 8 phone screens, on at most 6 sheets of A4, its chart text at
/// least 7 pt on paper.
@Suite(.requires(Chromium.found != nil, Comment(rawValue: Chromium.skipMessage)), .serialized)
struct PeriodReportBrowserBudgetTests {
    let chromium = Chromium.found!

    /// A phone screen (an iPhone's 390 × 844 CSS pixels).
    static let screen = (width: 390, height: 844)

    /// `page` with `css` added and a script that writes `expression`'s value into the DOM.
    static func measured(_ page: String, css: String, expression: String) -> String {
        page.replacingOccurrences(of: "img-src data:\">", with: "img-src data:; script-src 'unsafe-inline'\">")
            .replacingOccurrences(of: "</style>", with: "\(css)\n</style>")
            .replacingOccurrences(of: "</body>", with: "<script>(function(){var p=document.createElement('pre');"
                + "p.id='measured';p.textContent=String(\(expression));document.body.appendChild(p);})();</script>\n</body>")
    }

    func measure(_ page: String, name: String, css: String, expression: String, width: Int) throws -> String {
        let path = "\(PeriodReportBrowserTests.artifacts)/\(name).html"
        try Self.measured(page, css: css, expression: expression).write(toFile: path, atomically: true, encoding: .utf8)
        let (dom, _) = try chromium.dumpDOM(path, width: width)
        return try #require(try matches("<pre id=\"measured\">([^<]*)</pre>", in: dom).first, "the script did not run")
    }

    @Test func twelveWeeksFitEightPhoneScreens() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        for dark in [false, true] {
            // Headless Chromium keeps its window at least 500 px: the body is laid out 390 px wide in it.
            let path = "\(PeriodReportBrowserTests.artifacts)/budget-phone-\(dark ? "dark" : "light").html"
            try Self.measured(page, css: "body{width:\(Self.screen.width)px}",
                              expression: "document.documentElement.scrollHeight")
                .write(toFile: path, atomically: true, encoding: .utf8)
            let (dom, _) = try chromium.dumpDOM(path, width: 500, dark: dark)
            let text = try #require(try matches("<pre id=\"measured\">([^<]*)</pre>", in: dom).first)
            let height = try #require(Double(text))
            let screens = height / Double(Self.screen.height)
            #expect(screens <= 8, "\(height) px is \(screens) screens of 390 × 844")
            #expect(height > 1_500, "the page was laid out: \(height) px")
        }
    }

    @Test func twelveWeeksPrintOnSixSheetsOfA4() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page()
        let copy = "\(PeriodReportBrowserTests.artifacts)/budget-A4.html"
        try page.replacingOccurrences(of: "</style>", with: "@page{size:A4;margin:12mm}\n</style>")
            .write(toFile: copy, atomically: true, encoding: .utf8)
        let pdf = "\(PeriodReportBrowserTests.artifacts)/budget-A4.pdf"
        try? FileManager.default.removeItem(atPath: pdf)
        _ = try chromium.printPDF(copy, to: pdf)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
        let pages = try matches("/MediaBox \\[0 0 [0-9.]+ [0-9.]+\\]", in: String(decoding: bytes, as: UTF8.self)).count
        #expect((1...6).contains(pages), "\(pages) pages of A4")
    }

    /// On A4 with 12 mm margins (186 mm, 703 CSS px across), every chart's smallest
    /// text, legends included, prints at 7 pt or more.
    @Test func chartTextPrintsAtSevenPointsOrMore() throws {
        let fixture = try PeriodReportFixture.realShape()
        defer { fixture.remove() }
        let page = try fixture.page().replacingOccurrences(of: "@media print{", with: "@media all{")
        // The smallest text of each shown chart in points: its font size × drawn width / viewBox width × 0.75.
        let script = """
        Array.prototype.filter.call(document.querySelectorAll('svg'),function(s){return s.getBoundingClientRect().width>0;})
        .map(function(s){var scale=s.getBoundingClientRect().width/s.viewBox.baseVal.width;
        var least=Math.min.apply(null,Array.prototype.map.call(s.querySelectorAll('text'),function(t){return parseFloat(getComputedStyle(t).fontSize)||99;}));
        return s.getAttribute('aria-labelledby').split(' ')[0]+'='+(least*scale*0.75).toFixed(2);}).join(';')
        """
        let text = try measure(page, name: "budget-print-text", css: "body{width:703px;margin:0}", expression: script,
                               width: 1000)
        let charts = text.split(separator: ";").map { $0.split(separator: "=") }
        #expect(charts.count >= 5, "\(text)")
        for chart in charts where chart.count == 2 {
            let points = Double(chart[1]) ?? 0
            #expect(points >= 7, "\(chart[0]): smallest text \(points) pt on A4")
        }
    }
}
