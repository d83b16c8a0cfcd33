import WorkoutModel

/// Why a command-line request (log, list, settings) did nothing.
///
/// `description` names no flag: a command line words the cases from their values.
package enum RequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The set notation did not parse; the description shows the input and a caret.
    case notation(NotationError)
    /// A date, time, week or zone that could not be used.
    case date(DateInputError)
    /// The store refused the request or could not be read or written.
    case store(StoreError)
    /// A period asked for as more than one of a week, a count of days or weeks and a range.
    case periodGivenTwice
    /// A listing asked for both a week and a range of days.
    case weekAndRange
    /// A range with an end and no start.
    case endWithoutStart
    /// A range whose start `from` is after its end `to`.
    case startAfterEnd(from: Day, to: Day)
    /// A listing limit below 1.
    case limitBelowOne(Int)
    /// `same` with no session of the exercise before the day it is logged for.
    case noEarlierSession(exercise: String, before: Day)
    /// Sets (`sets`, in notation) that `exercise`'s kind reads otherwise than typed, probably.
    case kindMismatch(exercise: String, sets: String, KindMismatch)

    package var description: String {
        switch self {
        case .notation(let error): error.description
        case .date(let error): error.description
        case .store(let error): error.description
        case .periodGivenTwice: "give only one of a week, a count of days or weeks and a range of days"
        case .weekAndRange: "give either a week or a range of days, not both"
        case .endWithoutStart: "a range of days that ends needs a start"
        case .startAfterEnd(let from, let to): "the range starts on \(from), after its end \(to)"
        case .limitBelowOne(let limit): "a limit must be at least 1 (got \(limit))"
        case .noEarlierSession(let exercise, let day):
            "no session of \(exercise) before \(day.labelWithWeekday) to repeat: write the sets, as in 3x5@60kg"
        case .kindMismatch(let exercise, let sets, .distanceOnTimed):
            "\(exercise) is timed, but \(sets) is a few metres (m is metres): a minute is 1min, a minute and a half 1m30s or 1:30"
        case .kindMismatch(let exercise, let sets, .repsOnTimed):
            "\(exercise) is timed, but \(sets) is a count of reps: a time is 90s or 1:30, reps in a time 20 in 1min"
        case .kindMismatch(let exercise, let sets, .repsOnDistance):
            "\(exercise) is a distance, but \(sets) is a count of reps: a distance is 5km or 400m, reps of one 5x400m"
        case .kindMismatch(let exercise, let sets, .unloadedBesideLoaded(let loaded)):
            "\(exercise): \(sets) has no load, beside \(loaded): one load for several sets is written once, as in "
                + "5,5,5@100kg; a set on body weight is 5@bw"
        }
    }
}
