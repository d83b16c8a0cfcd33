import WorkoutModel

/// Why a command-line request (log, list, settings) did nothing.
package enum RequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The set notation did not parse; the description shows the input and a caret.
    case notation(NotationError)
    /// A date, time, week or zone that could not be used.
    case date(DateInputError)
    /// The store refused the request or could not be read or written.
    case store(StoreError)
    /// Options that do not fit together or are out of range.
    case invalidOption(String)
    /// `same` with no session of the exercise before the day it is logged for.
    case noEarlierSession(exercise: String, before: Day)

    package var description: String {
        switch self {
        case .notation(let error): error.description
        case .date(let error): error.description
        case .store(let error): error.description
        case .invalidOption(let message): message
        case .noEarlierSession(let exercise, let day):
            "no session of \(exercise) before \(day.labelWithWeekday) to repeat: write the sets, as in 3x5@60kg"
        }
    }
}
