/// Checks a set against the limits a real training log can hold, before anything is written.
extension WorkoutSet {
    /// The most reps one set may hold.
    package static let maxReps = 10_000
    /// The heaviest load a set may hold, in kg (lb loads are converted to compare).
    package static let maxLoadKilograms = 2000.0
    /// The longest duration a set may hold: one day.
    package static let maxDurationSeconds = 86_400.0
    /// The longest distance a set may hold: 1000 km.
    package static let maxDistanceMetres = 1_000_000.0
    /// The most characters a note may have.
    package static let maxNoteLength = 1000

    /// Throws the first problem found, described for a person.
    package func validate() throws(InvalidSet) {
        if let reps = entry.reps {
            guard reps >= 1 else { throw InvalidSet("reps must be at least 1 (got \(reps))") }
            guard reps <= WorkoutSet.maxReps else {
                throw InvalidSet("reps must be at most \(WorkoutSet.maxReps) (got \(reps))")
            }
        }
        if let weight = entry.weight {
            guard weight.value.isFinite else { throw InvalidSet("weight must be a number (got \(weight.value))") }
            let kg = weight.value(in: .kg)
            if !entry.isBodyweight && weight.value < 0 {
                throw InvalidSet("weight cannot be negative (got \(Format.number(weight.value)) \(weight.unit))")
            }
            guard abs(kg) <= WorkoutSet.maxLoadKilograms else {
                throw InvalidSet("weight must be at most 2000 kg (got \(Format.number(weight.value)) \(weight.unit))")
            }
        }
        if let rpe = entry.rpe {
            guard rpe.isFinite, (1...10).contains(rpe) else {
                throw InvalidSet("RPE must be between 1 and 10 (got \(Format.number(rpe)))")
            }
        }
        if let rir = entry.rir {
            guard rir.isFinite, (0...10).contains(rir) else {
                throw InvalidSet("RIR must be between 0 and 10 (got \(Format.number(rir)))")
            }
        }
        if let duration = entry.duration {
            guard duration.isFinite, duration > 0, duration <= WorkoutSet.maxDurationSeconds else {
                throw InvalidSet("duration must be more than 0 s and at most 24 h (got \(Format.number(duration)) s)")
            }
        }
        if let distance = entry.distance {
            guard distance.isFinite, distance > 0, distance <= WorkoutSet.maxDistanceMetres else {
                throw InvalidSet("distance must be more than 0 m and at most 1000 km (got \(Format.number(distance)) m)")
            }
        }
        guard entry.reps != nil || entry.duration != nil || entry.distance != nil else {
            throw InvalidSet("a set needs reps, a duration or a distance")
        }
        guard day >= Day.earliest else {
            throw InvalidSet("the day \(day) is before \(Day.earliest), the earliest day a log holds")
        }
        guard abs(utcOffset) <= 18 * 3600 else { throw InvalidSet("UTC offset \(utcOffset) s is out of range") }
        if let note = entry.note, note.count > WorkoutSet.maxNoteLength {
            throw InvalidSet("a note can have at most \(WorkoutSet.maxNoteLength) characters")
        }
        guard !source.isEmpty else { throw InvalidSet("a set needs a source") }
    }
}

/// Why a set cannot be stored.
package struct InvalidSet: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the set, one line.
    package let reason: String
    /// A refusal told as `reason`.
    package init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}
