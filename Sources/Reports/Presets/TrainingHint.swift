import Workouts

/// For a chart of a period with no training: when the nearest training was
/// and the flag that shows it ("last trained 2026-04-07: --week 2026-W15").
public enum TrainingHint {
    /// The hint for `range`, or nil when it holds training or the log holds none.
    /// `byWeek`: suggest `--week` (the week chart) rather than `--from/--to`.
    public static func hint(for range: DayRange, data: ReportData, byWeek: Bool) throws(ReportsError) -> String? {
        guard try data.trainingDays(in: range).isEmpty else { return nil }
        let before = try data.trainingDays(in: DayRange(Day.earliest, range.from.adding(days: -1))).last
        let after = before == nil ? try data.trainingDays(in: DayRange(range.to.adding(days: 1), range.to.adding(days: 200_000))).first : nil
        guard let day = before ?? after else { return nil }
        let words = before != nil ? "last trained" : "first trained"
        if byWeek { return "\(words) \(day): --week \(Week(containing: day, start: data.weekStart))" }
        // The same length of period, ending on (or starting at) that day.
        let length = range.dayCount - 1
        let from = before != nil ? day.adding(days: -length) : day
        return "\(words) \(day): --from \(from) --to \(from.adding(days: length))"
    }
}
