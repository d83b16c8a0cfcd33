import Workouts

/// The review's "Training days a week": the days trained in a period over the
/// weeks it spans, counting only what the lifter could have trained.
///
/// Weeks before the log began are no weeks without training (a new lifter's
/// `--last 12w` read 0.3, and 2024 counted as 52 weeks beside a log begun in
/// November read "+455%"). The week in progress is left out, as the charts
/// leave it out, while a whole week is there to count; a period with none
/// counts its days so far as one week (a Monday and Tuesday are 2.0, not a
/// rate of 7 a week and not 0.0). A period shorter than a week is one week.
struct TrainingDaysRate {
    var trainingDays: [Day]
    /// The log's first day; nil: the first training day.
    var logStart: Day?
    var today: Day
    var weekStart: WeekStart

    /// Days trained a week in `range`; nil when the whole range is before the
    /// log began or after today (nothing to count).
    func rate(in range: DayRange) -> Double? {
        guard let first = logStart ?? trainingDays.first else { return nil }
        let logWeek = Week(containing: first, start: weekStart).firstDay(start: weekStart)
        let from = max(range.from, logWeek), to = min(range.to, today)
        guard from <= to else { return nil }
        let thisWeek = Week(containing: today, start: weekStart).firstDay(start: weekStart)
        let span = DayRange(from, to)
        let whole = span.days.filter { $0 < thisWeek }
        let counted = whole.count >= 7 ? DayRange(from, min(to, thisWeek.adding(days: -1))) : span
        let trained = trainingDays.filter { counted.contains($0) }.count
        return Double(trained) / max(1, Double(counted.days.count) / 7)
    }
}
