import WorkoutModel

/// What an aggregate query (`AggregateQuery`) adds up per day or per exercise.
/// Each is a sum over sets; the best estimated one-rep max is no sum and has its
/// own query (`bestEstimatedOneRepMax`). The raw values are stable names ("volume").
package enum Metric: String, Hashable, Sendable, Codable, CaseIterable {
    /// Sum of reps.
    case reps
    /// Number of sets.
    case sets
    /// Sum of reps × load, in the query's unit.
    case volume
    /// Sum of seconds.
    case duration
    /// Sum of metres.
    case distance

    /// Warm-ups distort volume (and 1RM), so they are left out unless asked for;
    /// they still count as sets and reps done.
    package var excludesWarmupsByDefault: Bool { self == .volume }

    /// The unit the sums are in: "reps", "sets", "kg", "s", "m".
    package func unitLabel(weightUnit: WeightUnit) -> String {
        switch self {
        case .reps: "reps"
        case .sets: "sets"
        case .volume: weightUnit.rawValue
        case .duration: "s"
        case .distance: "m"
        }
    }
}
