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

    /// Throws the first limit the set breaks.
    package func validate() throws(InvalidSet) {
        if let reps = entry.reps {
            guard reps >= 1 else { throw .repsBelowOne(reps) }
            guard reps <= WorkoutSet.maxReps else {
                throw .tooManyReps(reps)
            }
        }
        if let weight = entry.weight {
            guard weight.value.isFinite else { throw .weightNotANumber(weight.value) }
            let kg = weight.value(in: .kg)
            if !entry.isBodyweight && weight.value < 0 {
                throw .negativeWeight(weight)
            }
            guard abs(kg) <= WorkoutSet.maxLoadKilograms else {
                throw .tooHeavy(weight)
            }
        }
        if let rpe = entry.rpe {
            guard rpe.isFinite, (1...10).contains(rpe) else {
                throw .rpeOutOfRange(rpe)
            }
        }
        if let rir = entry.rir {
            guard rir.isFinite, (0...10).contains(rir) else {
                throw .rirOutOfRange(rir)
            }
        }
        if let duration = entry.duration {
            guard duration.isFinite, duration > 0, duration <= WorkoutSet.maxDurationSeconds else {
                throw .durationOutOfRange(seconds: duration)
            }
        }
        if let distance = entry.distance {
            guard distance.isFinite, distance > 0, distance <= WorkoutSet.maxDistanceMetres else {
                throw .distanceOutOfRange(metres: distance)
            }
        }
        guard entry.reps != nil || entry.duration != nil || entry.distance != nil else {
            throw .nothingMeasured
        }
        guard day >= Day.earliest else {
            throw .dayBeforeEarliest(day)
        }
        guard abs(utcOffset) <= 18 * 3600 else { throw .utcOffsetOutOfRange(seconds: utcOffset) }
        if let note = entry.note, note.count > WorkoutSet.maxNoteLength {
            throw .noteTooLong(characters: note.count)
        }
        guard !source.isEmpty else { throw .noSource }
    }
}
