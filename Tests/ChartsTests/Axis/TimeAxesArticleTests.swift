import Foundation
import Raster
import Testing
@testable import Charts

/// The "Time axes" DocC article: its code is the code in `TimeAxesArticle` (which compiles with only
/// `import Charts`), its charts read as it says, and its table of label styles is what the formatter writes.
@Suite("Time axes article")
struct TimeAxesArticleTests {
    let fonts: ChartFonts
    init() throws { fonts = try ChartFonts.locate() }

    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Axis, ChartsTests, Tests → package root
        return url
    }()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of each ```swift block, leading and trailing spaces dropped.
    static func swiftBlocks(_ markdown: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return blocks.map { $0.filter { !$0.isEmpty } }
    }

    @Test func everyCodeBlockIsCompiledByTheTests() throws {
        let article = try Self.read("Sources/Charts/Charts.docc/TimeAxes.md")
        let code = try Self.read("Tests/ChartsTests/Axis/TimeAxesArticle.swift")
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let blocks = Self.swiftBlocks(article)
        #expect(blocks.count == 3)
        for block in blocks {
            let found = code.indices.contains { start in
                start + block.count <= code.count && Array(code[start..<start + block.count]) == block
            }
            #expect(found, "not compiled by TimeAxesArticle: \(block.first ?? "")")
        }
    }

    func xLabels(_ graph: Graph, width: Float = 800, height: Float = 500) throws -> [String] {
        let layout = graph.layout(size: Size(width: width, height: height), theme: .light, fonts: fonts)
        return try #require(layout.plotArea.xAxis?.layout).shownLabels.map(\.text)
    }

    @Test func theArticlesChartsReadAsItSays() throws {
        let results = try TimeAxesArticle.run()
        #expect(try xLabels(results.latency) == ["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00",
                                                   "21:00", "00:00"])
        #expect(try xLabels(results.netWorth) == ["Jan. 2026", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug",
                                                    "Sep", "Okt", "Nov", "Dez"])
        #expect(results.png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(results.svg.hasPrefix("<svg") || results.svg.hasPrefix("<?xml"))
        // Weeks from Monday in Britain: 2 March 2026 was a Monday, and so are the four after it, at
        // midnight in Oslo (the last an hour nearer: the clocks go forward on 29 March).
        #expect(results.mondays.map { $0.timeIntervalSince(results.mondays[0]) / 3_600 } == [0, 168, 336, 504, 671])
        let quarters = AxisLayout.make(axis: results.quarterAxis, orientation: .horizontal, length: 800,
                                       inputs: .init(data: PlotRange(1_767_225_600, 1_790_812_800), includes: [], labelRoom: 0), fonts: fonts,
                                       style: LabelStyle(size: 12, color: .black), maxLabelDepth: 100)
        #expect(quarters.shownLabels.map(\.text) == ["Jan 2026", "Apr", "Jul", "Oct"])
    }

    /// The table of label styles, row by row: (style, ticks, en_US, en_GB, de_DE).
    @Test func labelStylesWriteWhatTheTableShows() {
        let utc = TimeZone.gmt
        let mondayThird = 1_785_715_200.0                      // Monday 3 August 2026, 00:00 UTC
        let november17 = 1_794_873_600.0                      // 17 November 2026
        let january = 1_767_225_600.0, february = 1_769_904_000.0, april = 1_775_001_600.0
        let rows: [(DateLabelStyle, [Double], Double, [String], [String], [String])] = [
            (.timeOfDay, [mondayThird, mondayThird + 10_800], 10_800,
             ["00:00", "03:00"], ["00:00", "03:00"], ["00:00", "03:00"]),
            (.weekdayDay, [mondayThird], 86_400, ["Mon 3"], ["Mon 3"], ["Mo. 3."]),
            (.weekday, [mondayThird], 86_400, ["Mon"], ["Mon"], ["Mo."]),
            (.monthDay, [november17], 86_400, ["Nov 17"], ["17 Nov"], ["17. Nov."]),
            (.month, [january, february], DateLabelStyle.monthSeconds,
             ["Jan 2026", "Feb"], ["Jan 2026", "Feb"], ["Jan. 2026", "Feb"]),
            (.quarter, [january, april], 3 * DateLabelStyle.monthSeconds,
             ["Q1 2026", "Q2"], ["Q1 2026", "Q2"], ["Q1 2026", "Q2"]),
            (.year, [january], 365.25 * 86_400, ["2026"], ["2026"], ["2026"]),
            (.iso, [november17], 86_400, ["2026-11-17"], ["2026-11-17"], ["2026-11-17"]),
        ]
        for (style, values, step, us, gb, de) in rows {
            for (locale, texts) in [("en_US", us), ("en_GB", gb), ("de_DE", de)] {
                let formatter = LabelFormatter.date(style, timeZone: utc, locale: Locale(identifier: locale))
                #expect(formatter.strings(for: values, step: step) == texts, "\(style) in \(locale)")
            }
        }
    }
}
