import WorkoutModel
import WorkoutStorage

/// What a CSV column is read as, named by `--column NAME=FIELD`.
public enum ColumnField: String, CaseIterable, Sendable {
    case date, exercise, reps, weight
    case weightUnit = "weight-unit"
    case distance
    case distanceUnit = "distance-unit"
    case seconds, rpe, rir
    case setType = "set-type"
    case setOrder = "set-order"
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

    /// The fields a column of numbers may be: what a refusal suggests.
    static let numeric = "reps, weight, seconds, distance, rpe or ignore"
}

/// How to read numeric dates such as `09/01/25` (`--date-order`).
public enum DateOrder: String, CaseIterable, Sendable {
    /// Day, month, year: 09/01/25 is 9 January 2025.
    case dmy
    /// Month, day, year: 09/01/25 is 1 September 2025.
    case mdy
    /// Year, month, day: 25/01/09 is 9 January 2025.
    case ymd
}

/// A `--column` value that is not `NAME=FIELD` with a known field.
public struct ColumnMappingError: Error, Sendable, CustomStringConvertible {
    public var spec: String
    public var description: String {
        "--column expects NAME=FIELD with FIELD one of \(ColumnField.allCases.map(\.rawValue).joined(separator: ", ")) (got \(MessageText.quoted(spec)))"
    }
}

extension ImportOptions {
    /// Parses `--column` values such as `Wiederh.=reps`, keyed by the
    /// column's normalized name.
    public static func columns(from specs: [String]) throws(ColumnMappingError) -> [String: ColumnField] {
        var result: [String: ColumnField] = [:]
        for spec in specs {
            guard let equals = spec.lastIndex(of: "="),
                  let field = ColumnField(rawValue: String(spec[spec.index(after: equals)...]).trimmingSpaces.lowercased()) else {
                throw ColumnMappingError(spec: spec)
            }
            let name = CSVHeader.normalize(String(spec[..<equals]))
            guard !name.isEmpty else { throw ColumnMappingError(spec: spec) }
            result[name] = field
        }
        return result
    }
}
