/// How an exercise is measured.
package enum ExerciseKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Weight × reps (bench press).
    case weightReps = "weight_reps"
    /// Reps only (push ups), possibly with bodyweight load.
    case reps
    /// Held or performed for a time (plank).
    case duration
    /// Covered a distance (row, run).
    case distance
}
