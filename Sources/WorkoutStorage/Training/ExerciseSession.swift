import Foundation
import WorkoutModel

/// The sets of one exercise on one day, as `repchart last` shows them.
package struct ExerciseSession: Hashable, Sendable {
    /// The exercise.
    package var exercise: Exercise
    /// The day the sets count for.
    package var day: Day
    /// Its sets in the order they were done.
    package var sets: [WorkoutSet]
    /// The best Epley estimate of the working sets (as `prs` counts it), in `unit`; nil without loaded reps.
    package var bestEstimatedOneRepMax: Double?
    /// Reps × load of the working sets (body weight included when known), in `unit`.
    package var volume: Double
    /// The unit of `bestEstimatedOneRepMax` and `volume`.
    package var unit: WeightUnit
    /// Its sets that records leave out as likely typos, left out of
    /// `bestEstimatedOneRepMax` too (empty unless asked for: `lastSessions`).
    package var unlikely: [WorkoutSet] = []

    /// The sets as notation entries, in order.
    package var entries: [SetEntry] { sets.map(\.entry) }

    /// The working sets (everything but warm-ups).
    package var workingSets: [WorkoutSet] { sets.filter { $0.type != .warmup } }

    /// The sets in RepChart's notation, e.g. "w 2x5@60kg 3x5@100kg rpe 8".
    package var notation: String { SetNotation.format(entries) }

    /// A session from its sets; `bodyWeight` counts into bodyweight sets as in `prs` (without
    /// it they have no e1RM). Sets numbered in `likelyTypos` count in the volume, as
    /// everywhere, but not in the e1RM, as `prs` leaves them out (`unlikely`).
    package init(exercise: Exercise, day: Day, sets: [WorkoutSet], unit: WeightUnit, bodyWeight: Weight?,
                 likelyTypos: Set<Int64> = []) {
        self.exercise = exercise
        self.day = day
        self.sets = sets
        self.unit = unit
        self.unlikely = sets.filter { set in set.number.map(likelyTypos.contains) ?? false }
        var best: Double?
        var volume = 0.0
        for set in sets where set.type != .warmup {
            guard let reps = set.reps, reps >= 1 else { continue }
            let kg = SessionLoad.kilograms(set, bodyWeight: bodyWeight)
            volume += Double(reps) * kg
            if set.number.map(likelyTypos.contains) == true { continue }
            if kg > 0, RecordCandidate.estimates(isBodyweight: set.isBodyweight, bodyWeight: bodyWeight),
               let score = RecordKind.estimatedOneRepMax.score(loadKg: kg, reps: reps) {
                best = max(best ?? 0, score)
            }
        }
        self.bestEstimatedOneRepMax = best.map { WeightUnit.kg.convert($0, to: unit) }
        self.volume = WeightUnit.kg.convert(volume, to: unit)
    }
}

/// The load a set counts with, in kg: what `AggregateSQL.loadKg` computes in SQL.
enum SessionLoad {
    static func kilograms(_ set: WorkoutSet, bodyWeight: Weight?) -> Double {
        let load = set.weight?.value(in: .kg) ?? 0
        guard set.isBodyweight else { return load }
        return max((bodyWeight?.value(in: .kg) ?? 0) + load, 0)
    }
}
