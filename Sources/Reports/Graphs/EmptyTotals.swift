import Workouts

/// What a totals or share chart with no items says: "no training logged"
/// only when the period holds no sets; sets that add nothing to the metric
/// (0 kg for volume) are named, with the metric that would show them (in
/// words: an image never names a flag).
enum EmptyTotals {
    /// The subtitle's second part.
    static func subtitle(_ data: ExerciseTotalsData) -> String {
        data.trainingDays == 0 ? "no training logged" : "none logged · \(days(data))"
    }

    /// The text across the empty plot area.
    static func text(_ data: ExerciseTotalsData) -> String {
        guard data.trainingDays > 0 else { return "No training logged in this period" }
        let other = data.metric == .sets ? "reps" : "sets"
        // Muscle groups: the time of a run was logged, but it is no muscle's (the subtitle counts it as left out).
        let what = data.noun == .muscleGroups ? "for any muscle group" : "logged"
        return "No \(data.metric.phrase) \(what) in this period (\(days(data)) with sets); \(other) show them"
    }

    private static func days(_ data: ExerciseTotalsData) -> String {
        data.trainingDays == 1 ? "1 training day" : "\(data.trainingDays) training days"
    }
}
