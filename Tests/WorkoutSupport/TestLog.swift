import Foundation
import Workouts

/// A real SQLite log in a temporary folder, filled through the store's API
/// (the charts' tests and the CLI's preview tests read it).
package struct TestLog: Sendable {
    package let folder: String
    package let store: WorkoutStore
    package var path: String { store.path }

    package init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("repchart-reports-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        store = try WorkoutStore(path: folder + "/log.sqlite")
    }

    package func remove() { try? FileManager.default.removeItem(atPath: folder) }

    @discardableResult
    package func exercise(_ name: String, color: String? = nil, kind: ExerciseKind = .weightReps) throws -> Exercise {
        try store.addExercise(name, color: color, kind: kind)
    }

    /// `sets` sets of `reps` at `kg` (nil: no load) on `day`.
    package func log(_ exercise: Exercise, _ day: String, sets: Int = 1, reps: Int, kg: Double? = nil,
             type: SetType = .normal, seconds: Double? = nil) throws {
        let date = try Day(parsing: day)
        let instant = date.instant(hour: 12, minute: 0, in: TimeZone(secondsFromGMT: 0) ?? .current)
        let entries = (0..<sets).map { _ in
            WorkoutSet(exerciseId: exercise.id, performedAt: instant, utcOffset: 0, day: date,
                       reps: seconds == nil ? reps : nil, weight: kg.map { Weight($0, .kg) }, type: type,
                       duration: seconds)
        }
        try store.insert(entries)
    }
}
