import Workouts

extension DayRange {
    /// These days from no earlier than `start` of `first` (the week or month a log or an exercise
    /// began), when `first` falls inside them; else unchanged. A default period is cut so: a new
    /// lifter's first days fill the chart or the page, not its right edge after empty weeks.
    func beginning(noEarlierThan first: Day?, at start: (Day) -> Day?) -> DayRange {
        guard let first, first > from, first <= to, let begin = start(first) else { return self }
        return DayRange(Swift.max(from, begin), to)
    }
}
