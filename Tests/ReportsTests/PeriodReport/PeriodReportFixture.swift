import Charts
import Foundation
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// A log with a generated history, for review tests: the demo's programme
/// (a few lifts and a plank), or the real-shape history of Fixtures/histories
/// (150 exercises over two years, cardio with distance, a lb exercise, outliers).
struct PeriodReportFixture {
    static let today = Day(year: 2026, month: 11, day: 21) ?? Day(daysSinceEpoch: 20_778)
    let log: TestLog
    /// The day the history ends, and the review's today.
    let today: Day

    init(weeks: Int = 26) throws {
        log = try TestLog()
        today = Self.today
        let utc = try #require(TimeZone(identifier: "UTC"))
        _ = try DemoRun.fill(log.store, history: DemoHistory(weeks: weeks, today: Self.today), timeZone: utc)
    }

    /// The real-shape history, ending 2026-11-20.
    static func realShape() throws -> PeriodReportFixture { try PeriodReportFixture(realShape: ()) }

    private init(realShape: Void) throws {
        log = try TestLog()
        today = RealShapeHistory.defaultEndDay
        _ = try DemoRun.fill(log.store, history: RealShapeHistory(), timeZone: RealShapeHistory.timeZone)
    }

    /// A log of the caller's, reviewed on `today`.
    init(log: TestLog, today: Day) {
        self.log = log
        self.today = today
    }

    func remove() { log.remove() }

    /// The page for `request` (today fixed), as text.
    func page(_ request: PeriodReportRequest = PeriodReportRequest()) throws -> String {
        var request = request
        request.today = today
        let data = try ChartData(store: log.store)
        return String(decoding: try PeriodReport.render(request, data: data), as: UTF8.self)
    }
}

extension PeriodReportFixture {
    /// The charts of the page for `request` (today fixed) and the fonts they are drawn with.
    func charts(_ request: PeriodReportRequest = PeriodReportRequest()) throws -> (charts: [PeriodReportChart], fonts: ChartFonts) {
        var request = request
        request.today = today
        let data = try ChartData(store: log.store)
        let logStart = try data.firstDay()
        let range = try request.range(today: today, weekStart: data.weekStart, logStart: logStart)
        let content = try PeriodReportContent.gather(range: range, today: today, data: data, unit: data.unit(request.unit),
                                                     logStart: logStart)
        let charts = try PeriodReportCharts.make(request, content: content, data: data, today: today)
        return (charts, try ChartFonts.locate(path: request.fontPath))
    }
}

/// Every match of `pattern` (a regular expression) in `text`, as its first capture group or the whole match.
func matches(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
        ns.substring(with: match.numberOfRanges > 1 ? match.range(at: 1) : match.range)
    }
}
