import Workouts

extension ProgressSeries {
    /// A level's best day standing unbeaten as of `end`, by the rule `summary`
    /// lists stalled lifts by (`StalledLift`): trained in the four weeks to
    /// `end`, its best reached four weeks or more before it and not beaten
    /// since. Nil for an amount, or a lift still rising or not trained lately.
    /// A trend over months can rise while the last six weeks stand still.
    package func stall(asOf end: Day) -> (best: Point, weeks: Int)? {
        guard !isAmount, let last = points.last(where: { $0.day <= end }),
              let top = points.filter({ $0.day <= end }).map(\.value).max(),
              let best = points.first(where: { $0.value == top }) else { return nil }
        let days = best.day.distance(to: end)
        guard last.day > best.day, last.day.distance(to: end) < StalledLift.minimumDays,
              days >= StalledLift.minimumDays else { return nil }
        return (best, days / 7)
    }
}
