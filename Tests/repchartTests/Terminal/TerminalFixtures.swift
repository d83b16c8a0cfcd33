import Foundation
import RepChartTestSupport
import Workouts

// Sets and logs for the tests of the terminal text (repchart/Terminal): the
// text is the CLI's, so these tests live here and not with the log's own.

/// A day typed by hand; a typo fails loudly.
func day(_ text: String) -> Day {
    guard let value = try? Day(parsing: text) else { fatalError("bad test day \(text)") }
    return value
}

/// A set on `day` at noon UTC.
func makeSet(_ exercise: Exercise, _ dayText: String, reps: Int? = nil, weight: Weight? = nil,
             bodyweight: Bool = false, type: SetType = .normal) -> WorkoutSet {
    let d = day(dayText)
    return WorkoutSet(exerciseId: exercise.id,
                      performedAt: Date(timeIntervalSince1970: Double(d.daysSinceEpoch * 86_400 + 43_200)),
                      utcOffset: 0, day: d, reps: reps, weight: weight, isBodyweight: bodyweight, type: type)
}

/// A real log on a real file in a fresh folder (removed with the folder).
func makeStore() throws -> (WorkoutStore, TemporaryFolder) {
    let folder = try TemporaryFolder()
    return (try WorkoutStore(path: folder.path + "/log.sqlite"), folder)
}
