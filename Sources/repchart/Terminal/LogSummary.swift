import Workouts
/// What `repchart log` prints after storing an entry.
enum LogSummary {
    /// For example:
    ///
    ///     Logged 3 sets of Bench Press on Sat 2026-11-21 (2026-W47), 18:30:
    ///       ID  SET  REPS  WEIGHT  EFFORT  TYPE
    ///       41    1     5  100 kg  rpe 8   normal
    ///       …
    ///     15 reps, 1500 kg volume. `repchart undo` removes this entry.
    /// The volume is the working sets' reps × load as `last` and `summary`
    /// count it: a bodyweight set's added load, with `bodyWeight` when known.
    static func text(_ result: LogResult, unit: WeightUnit, bodyWeight: Weight? = nil, places: [Int64: Int]? = nil) -> String {
        let count = result.sets.count
        let time = result.sets.first.map(SetDescription.time) ?? ""
        var lines: [String] = []
        if result.createdExercise {
            let alias = result.exercise.aliases.isEmpty ? "" : ", which finds it too"
            let spelling = result.typedName.map { "the catalogue's spelling of '\(TerminalEscaping.escaped($0))'\(alias); " } ?? ""
            lines.append("New exercise \(TerminalEscaping.escaped(result.exercise.name)) (\(spelling)\(result.exercise.kind.rawValue), colour \(result.exercise.color)).")
        }
        lines.append("Logged \(Format.count(count, "set")) of \(TerminalEscaping.escaped(result.exercise.name)) on \(result.day.labelWithWeekday) (\(result.week)), \(time):")
        lines.append(SetListing.table(result.sets, exercises: [result.exercise], showDay: false, showExercise: false,
                                      indent: "  ", places: places))
        var totals: [String] = []
        let reps = result.sets.compactMap(\.reps).reduce(0, +)
        if reps > 0 { totals.append(Format.count(reps, "rep")) }
        let volume = ExerciseSession(exercise: result.exercise, day: result.day, sets: result.sets, unit: unit,
                                     bodyWeight: bodyWeight).volume
        if volume > 0 { totals.append("\(StatsOutput.volume(volume, unit.rawValue)) volume") }
        let duration = result.sets.compactMap(\.duration).reduce(0, +)
        if duration > 0 { totals.append("\(Format.duration(duration)) total") }
        let distance = result.sets.compactMap(\.distance).reduce(0, +)
        if distance > 0 { totals.append("\(Format.distance(distance)) total") }
        let sentence = totals.isEmpty ? "" : totals.joined(separator: ", ") + ". "
        if let comparison = result.comparison { lines.append(comparison.text) }
        lines += RecordChange.lines(result.records)
        lines += UnlikelySetText.lines(result.unlikely) { _ in nil }
        lines.append(sentence + "`repchart undo` removes this entry.")
        return lines.joined(separator: "\n")
    }
}
