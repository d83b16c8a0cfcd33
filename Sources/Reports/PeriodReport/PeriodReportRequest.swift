import Basics
import Charts
import Foundation
import Workouts

/// What `repchart report --html` or `--poster` asks for.
package struct PeriodReportRequest: Sendable {
    /// What is written.
    package enum Output: Hashable, Sendable {
        /// The page: one self-contained HTML file.
        case html
        /// One PNG of the headline numbers and two small charts, `size` pixels.
        case poster(width: Int, height: Int)
    }

    /// The page or the poster.
    package var output: Output
    /// `--from/--to`, `--last`, `--week`, `--year` (the charts' period flags);
    /// none: the last 12 weeks.
    package var periodFlags: PeriodFlags
    /// `--year 2026`: that calendar year (up to today when it is this year); the same as `periodFlags.year`.
    package var year: Int? {
        get { periodFlags.year }
        set { periodFlags.year = newValue }
    }
    /// Working sets per muscle group per week to aim for.
    package var target: ClosedRange<Double>
    /// nil: the page follows the reader's light or dark setting; a theme forces it.
    package var theme: Theme?
    /// At most this many series in a stacked chart ("Other" included).
    package var topSeries: Int
    /// The unit of loads; nil: the log's.
    package var unit: WeightUnit?
    /// The file to write; nil: `review.html` or `review.png` in the current folder.
    package var path: String?
    /// Replace the file when it exists (`--force`).
    package var force: Bool
    /// Today; nil: the current day in `timeZone`.
    package var today: Day?
    /// `--tz`: an IANA name or a fixed offset; nil: the log's zone, else the system's.
    package var timeZone: String?
    /// `--font PATH` for the poster and the page's measurements; nil: DejaVu Sans.
    package var fontPath: String?

    /// A review request; the defaults write the HTML page of the last 12 weeks.
    package init(output: Output = .html, periodFlags: PeriodFlags = PeriodFlags(), year: Int? = nil,
                target: ClosedRange<Double> = 10...20, theme: Theme? = nil, topSeries: Int = 8,
                unit: WeightUnit? = nil, path: String? = nil, force: Bool = false, today: Day? = nil,
                timeZone: String? = nil, fontPath: String? = nil) {
        self.output = output
        self.periodFlags = periodFlags
        if let year { self.periodFlags.year = year }
        self.target = target
        self.theme = theme
        self.topSeries = topSeries
        self.unit = unit
        self.path = path
        self.force = force
        self.today = today
        self.timeZone = timeZone
        self.fontPath = fontPath
    }

    /// The poster's default size.
    package static let posterSize = (width: 1080, height: 1350)

    /// The days reviewed: the period flags (as every chart reads them), else the last 12 weeks, from
    /// no earlier than the week the log began (`logStart`, its first day): a new lifter's first weeks
    /// are the page, not ten empty weeks before them.
    func range(today: Day, weekStart: WeekStart, logStart: Day? = nil) throws(ReportsError) -> DayRange {
        let range = try Period.parse(periodFlags, today: today, fallback: .last(days: 84))
            .range(today: today, weekStart: weekStart)
        guard periodFlags == PeriodFlags() else { return range }
        return range.beginning(noEarlierThan: logStart) { Week(containing: $0, start: weekStart).firstDay(start: weekStart) }
    }
}

extension PeriodReportRequest {
    /// `--target 10-20`: weekly working sets per muscle group, LOW-HIGH.
    package static func target(parsing text: String) throws(ReportsError) -> ClosedRange<Double> {
        try WeeklySetRange(parsing: text).range
    }

    /// `--size 1080x1350` for the poster.
    package static func posterSize(parsing text: String?) throws(ReportsError) -> Output {
        guard let text else { return .poster(width: posterSize.width, height: posterSize.height) }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], (540...4320).contains(w), (540...5400).contains(h),
              Float(h) / Float(w) >= 0.8 else {
            throw ReportsError(OptionProblem.notAPosterSize(QuotedInput.clipped(text)))
        }
        return .poster(width: w, height: h)
    }
}
