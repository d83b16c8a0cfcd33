import Workouts

/// For a chart of a period with no training: when the nearest training was,
/// and the period that charts it (the executable words it with its flags:
/// "last trained 2026-04-07: --week 2026-W15").
package struct TrainingHint: Sendable, Equatable {
    /// The period to chart instead.
    package enum Period: Sendable, Equatable {
        /// The week holding the nearest training day (the week chart).
        case week(Week)
        /// A period as long as the one asked for, ending on (or starting at) that day.
        case days(from: Day, to: Day)
    }

    /// "last trained" or "first trained".
    package var words: String
    /// The nearest training day.
    package var day: Day
    /// The period that charts it.
    package var period: Period

    /// The hint that `day`, "last trained" or "first trained" (`words`), is
    /// charted by `period`.
    package init(words: String, day: Day, period: Period) {
        self.words = words
        self.day = day
        self.period = period
    }

    /// What the image says: the day alone, never a command line (an image
    /// cannot be typed from, and instructions do not belong in a chart).
    package var caption: String { "\(words) \(day)" }

    /// The hint for `range`, or nil when it holds training or the log holds none.
    /// `byWeek`: suggest `--week` (the week chart) rather than `--from/--to`.
    package static func hint(for range: DayRange, data: ChartData, byWeek: Bool) throws(ReportsError) -> TrainingHint? {
        guard try data.trainingDays(in: range).isEmpty else { return nil }
        let before = try data.trainingDays(in: DayRange(Day.earliest, range.from.adding(days: -1))).last
        let after = before == nil ? try data.trainingDays(in: DayRange(range.to.adding(days: 1), range.to.adding(days: 200_000))).first : nil
        guard let day = before ?? after else { return nil }
        let words = before != nil ? "last trained" : "first trained"
        if byWeek { return TrainingHint(words: words, day: day, period: .week(Week(containing: day, start: data.weekStart))) }
        // The same length of period, ending on (or starting at) that day.
        let length = range.dayCount - 1
        let from = before != nil ? day.adding(days: -length) : day
        return TrainingHint(words: words, day: day, period: .days(from: from, to: from.adding(days: length)))
    }
}
