/// Why a set cannot be stored: the limit it breaks (`WorkoutSet.validate()`), with the value it
/// holds, so a caller can switch on the kind; `reason` words it for a person, one line.
package enum InvalidSet: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer than one rep.
    case repsBelowOne(Int)
    /// More than `WorkoutSet.maxReps` reps.
    case tooManyReps(Int)
    /// A weight that is not a finite number.
    case weightNotANumber(Double)
    /// A negative load on a set that is not bodyweight (where it would be assistance).
    case negativeWeight(Weight)
    /// A load over `WorkoutSet.maxLoadKilograms`, either way.
    case tooHeavy(Weight)
    /// An RPE outside 1…10.
    case rpeOutOfRange(Double)
    /// An RIR outside 0…10.
    case rirOutOfRange(Double)
    /// A duration of none, or over `WorkoutSet.maxDurationSeconds`.
    case durationOutOfRange(seconds: Double)
    /// A distance of none, or over `WorkoutSet.maxDistanceMetres`.
    case distanceOutOfRange(metres: Double)
    /// No reps, duration or distance: nothing was done.
    case nothingMeasured
    /// A day before `Day.earliest`.
    case dayBeforeEarliest(Day)
    /// A UTC offset beyond ±18 hours.
    case utcOffsetOutOfRange(seconds: Int)
    /// A note longer than `WorkoutSet.maxNoteLength` characters.
    case noteTooLong(characters: Int)
    /// No source (log, an importer's name).
    case noSource

    /// What is wrong with the set, one line.
    package var reason: String {
        switch self {
        case .repsBelowOne(let reps): "reps must be at least 1 (got \(reps))"
        case .tooManyReps(let reps): "reps must be at most \(WorkoutSet.maxReps) (got \(reps))"
        case .weightNotANumber(let value): "weight must be a number (got \(value))"
        case .negativeWeight(let weight): "weight cannot be negative (got \(Format.number(weight.value)) \(weight.unit))"
        case .tooHeavy(let weight):
            "weight must be at most \(Format.number(WorkoutSet.maxLoadKilograms)) kg (got \(Format.number(weight.value)) \(weight.unit))"
        case .rpeOutOfRange(let rpe): "RPE must be between 1 and 10 (got \(Format.number(rpe)))"
        case .rirOutOfRange(let rir): "RIR must be between 0 and 10 (got \(Format.number(rir)))"
        case .durationOutOfRange(let seconds): "duration must be more than 0 s and at most 24 h (got \(Format.number(seconds)) s)"
        case .distanceOutOfRange(let metres): "distance must be more than 0 m and at most 1000 km (got \(Format.number(metres)) m)"
        case .nothingMeasured: "a set needs reps, a duration or a distance"
        case .dayBeforeEarliest(let day): "the day \(day) is before \(Day.earliest), the earliest day a log holds"
        case .utcOffsetOutOfRange(let seconds): "UTC offset \(seconds) s is out of range"
        case .noteTooLong: "a note can have at most \(WorkoutSet.maxNoteLength) characters"
        case .noSource: "a set needs a source"
        }
    }

    package var description: String { reason }
}
