import WorkoutModel

/// Sets typed for an exercise whose kind reads them otherwise: refused
/// before anything is written, as the notation cannot say what was meant.
///
/// `m` is metres, so `plank 3x1m` is three planks of one metre; a bare
/// number is reps, so `plank 90` is ninety reps of a plank, and
/// `squat 5 5 5@100` is two sets without a load before one at 100 kg.
package enum KindMismatch: Sendable, Equatable {
    /// A distance and no time, on a timed exercise.
    case distanceOnTimed
    /// Reps alone, on a timed exercise.
    case repsOnTimed
    /// Reps alone, on a distance exercise.
    case repsOnDistance
    /// Working sets without a load beside `loaded`, one with a load, on a weighted exercise.
    case unloadedBesideLoaded(loaded: String)
}

enum EntryKindCheck {
    /// Distances below this many metres on a timed exercise read as minutes typed as m.
    static let minutesLike = 100.0

    /// The first mismatch of `entries` with `exercise`'s kind, and the sets it is about.
    static func mismatch(_ entries: [SetEntry], for exercise: Exercise) -> (sets: [SetEntry], KindMismatch)? {
        let bare = entries.filter { $0.reps != nil && $0.duration == nil && $0.distance == nil && $0.weight == nil && !$0.isBodyweight }
        switch exercise.kind {
        case .duration:
            // A few metres on a timed exercise are minutes typed as m ("3x1m"); a 2 km row is a row.
            let distances = entries.filter { ($0.distance ?? .infinity) < EntryKindCheck.minutesLike && $0.duration == nil }
            if !distances.isEmpty { return (distances, .distanceOnTimed) }
            if !bare.isEmpty { return (bare, .repsOnTimed) }
        case .distance:
            if !bare.isEmpty { return (bare, .repsOnDistance) }
        case .weightReps:
            let working = entries.filter { $0.type == .normal }
            let unloaded = working.filter { $0.reps != nil && $0.weight == nil && !$0.isBodyweight && $0.duration == nil && $0.distance == nil }
            // A load added to body weight is a load too: "8 8 8@bw+20" is two dips without one.
            if !unloaded.isEmpty, let loaded = working.first(where: { $0.weight.map { $0.value != 0 } ?? false }) {
                return (unloaded, .unloadedBesideLoaded(loaded: SetNotation.format([loaded])))
            }
        case .reps:
            break
        }
        return nil
    }
}
