/// What a progress chart draws besides its line (`chart progress`'s
/// `--average`, `--median`, `--no-trend` and `--secondary`): by default the
/// best lift marked and a least-squares trend, on one value axis.
package struct ProgressLines: Hashable, Sendable {
    /// `--average`: a dashed line at the mean of the shown days.
    package var average: Bool
    /// `--median`: a dotted line at the median of the shown days.
    package var median: Bool
    /// A least-squares line over the shown days (off with `--no-trend`).
    package var trend: Bool
    /// The best day marked on the line and labelled with its value and date.
    package var best: Bool
    /// `--secondary volume`: weekly volume bars on a right-hand axis.
    package var secondary: ProgressSecondary?

    /// The default: a trend, no average or median, one axis.
    package init(average: Bool = false, median: Bool = false, trend: Bool = true, best: Bool = true,
                secondary: ProgressSecondary? = nil) {
        self.average = average
        self.median = median
        self.trend = trend
        self.best = best
        self.secondary = secondary
    }

    /// Average and median lines only, no trend and no best mark: the review
    /// page's e1RM charts as they were drawn before the redesign (that page
    /// chooses its own look).
    package static let averageAndMedian = ProgressLines(average: true, median: true, trend: false, best: false)
}
