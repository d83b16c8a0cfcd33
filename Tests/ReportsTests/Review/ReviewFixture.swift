import Foundation
import Testing
@testable import Reports
import Workouts

/// A log with the demo's generated history (a year of lifting plus cardio), for review tests.
struct ReviewFixture {
    static let today = Day(year: 2026, month: 11, day: 21) ?? Day(daysSinceEpoch: 20_778)
    let log: TestLog

    init(weeks: Int = 26) throws {
        log = try TestLog()
        let utc = try #require(TimeZone(identifier: "UTC"))
        _ = try DemoRun.fill(log.store, history: DemoHistory(weeks: weeks, today: Self.today), timeZone: utc)
    }

    func remove() { log.remove() }

    /// The page for `request` (today fixed), as text.
    func page(_ request: ReviewRequest = ReviewRequest()) throws -> String {
        var request = request
        request.today = Self.today
        let data = try ReportData(store: log.store)
        return String(decoding: try Review.render(request, data: data), as: UTF8.self)
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
