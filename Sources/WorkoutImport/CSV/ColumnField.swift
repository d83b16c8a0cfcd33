import Basics
import WorkoutModel
import WorkoutStorage

/// What a CSV column is read as, named by `--column NAME=FIELD`.
package enum ColumnField: String, CaseIterable, Sendable {
    /// The day (and time, when given) the set was done.
    case date
    /// The exercise's name, matched against the log's names and aliases.
    case exercise
    /// Repetitions.
    case reps
    /// The load, in the row's `weight-unit` or else the file's unit.
    case weight
    /// The unit of each row's weight (kg or lb).
    case weightUnit = "weight-unit"
    /// The distance, in the row's `distance-unit` when there is one.
    case distance
    /// The unit of each row's distance.
    case distanceUnit = "distance-unit"
    /// The duration in seconds.
    case seconds
    /// Rate of perceived exertion, 1...10.
    case rpe
    /// Reps in reserve, 0...10.
    case rir
    /// The kind of set (warm-up, drop, failure), per row.
    case setType = "set-type"
    /// The set's place in the workout; Strong's W, D and F there mark warm-up,
    /// drop and failure sets.
    case setOrder = "set-order"
    /// Free text kept as the set's note.
    case notes
    /// Not read at all.
    case ignore

    /// The normalized column name every CSV reader looks this field up by.
    var key: String {
        switch self {
        case .date: "date"
        case .exercise: "exercise name"
        case .reps: "reps"
        case .weight: "weight"
        case .weightUnit: "weight unit"
        case .distance: "distance"
        case .distanceUnit: "distance unit"
        case .seconds: "seconds"
        case .rpe: "rpe"
        case .rir: "rir"
        case .setType: "set type"
        case .setOrder: "set order"
        case .notes: "notes"
        case .ignore: "\u{0}ignored"
        }
    }

    /// Every field's name, for a message: "date, exercise, …, ignore".
    package static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
    /// The fields a column of numbers may be: what a refusal suggests.
    package static let numeric = "reps, weight, seconds, distance, rpe or ignore"
}

/// How to read numeric dates such as `09/01/25` (`--date-order`).
package enum DateOrder: String, CaseIterable, Sendable {
    /// Day, month, year: 09/01/25 is 9 January 2025.
    case dmy
    /// Month, day, year: 09/01/25 is 1 September 2025.
    case mdy
    /// Year, month, day: 25/01/09 is 9 January 2025.
    case ymd
}

/// A column mapping (`NAME=FIELD`) the import cannot follow; `description`
/// names no flag (a command line words it with its own).
package struct ColumnMappingError: Error, Sendable, CustomStringConvertible {
    /// The `--column` value as given.
    package var spec: String
    /// An earlier `--column` (as given) that maps another column to the same
    /// field; nil when `spec` is not `NAME=FIELD` with a known field.
    package var sameFieldAs: String?

    /// A `--column` refused: not `NAME=FIELD`, or (`sameFieldAs`) a second column for one field.
    package init(spec: String, sameFieldAs: String? = nil) {
        self.spec = spec
        self.sameFieldAs = sameFieldAs
    }

    package var description: String {
        if let earlier = sameFieldAs {
            return "column mappings \(QuotedInput.quoted(earlier)) and \(QuotedInput.quoted(spec)) map two columns "
                + "to one field; a field is read from one column (map the other to ignore)"
        }
        return "a column mapping is NAME=FIELD with FIELD one of \(ColumnField.names) (got \(QuotedInput.quoted(spec)))"
    }
}

extension ImportOptions {
    /// Parses `--column` values such as `Wiederh.=reps`, keyed by the
    /// column's normalized name.
    package static func columns(from specs: [String]) throws(ColumnMappingError) -> [String: ColumnField] {
        var result: [String: ColumnField] = [:]
        var byField: [ColumnField: (name: String, spec: String)] = [:]
        for spec in specs {
            guard let equals = spec.lastIndex(of: "="),
                  let field = ColumnField(rawValue: String(spec[spec.index(after: equals)...]).trimmingSpaces.lowercased()) else {
                throw ColumnMappingError(spec: spec)
            }
            let name = CSVHeader.normalize(String(spec[..<equals]))
            guard !name.isEmpty else { throw ColumnMappingError(spec: spec) }
            if field != .ignore, let earlier = byField[field], earlier.name != name {
                throw ColumnMappingError(spec: spec, sameFieldAs: earlier.spec)
            }
            byField[field] = (name, spec)
            result[name] = field
        }
        return result
    }
}
