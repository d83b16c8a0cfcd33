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
        }
    }
}
