import Basics
import Foundation
import WorkoutModel

/// A JSON value or field that cannot be taken, in any JSON import.
package enum JSONProblem: Hashable, Sendable, CustomStringConvertible {
    /// A value of kind `found` where `expected` (words: "a number") belongs.
    case expected(String, found: JSONKind)
    /// A field no reader of this object knows.
    case unknownField(String)
    /// A field given twice in one object.
    case duplicateField(String)
    /// A required field given as `null`.
    case nullField(String)
    /// A required field not given (`name`, written as is).
    case missingField(String)
    /// A text that is not a UUID.
    case notUUID
    /// A date `text` that is not YYYY-MM-DD; `exists`: it is, but the day is not in the calendar.
    case date(String, exists: Bool)
    /// A timestamp `text` that is not ISO 8601 with an offset; `exists`: it is, but names no real time.
    case timestamp(String, exists: Bool)
    /// Field `key` holds infinity or NaN.
    case notFinite(key: String)
    /// Field `key` holds `value`, not a whole number.
    case notWhole(key: String, value: Double)
    /// Field `key` holds `value`, below `minimum` (nil: below zero).
    case tooSmall(key: String, value: Double, minimum: Int?)
    /// A number `value` below zero or not finite, named by its path only.
    case negativeValue(Double)

    package var description: String {
        switch self {
        case .expected(let words, let found): "expected \(words), found \(found.name)"
        case .unknownField(let key): "unknown field \(QuotedInput.quoted(key))"
        case .duplicateField(let key): "duplicate field \(QuotedInput.quoted(key))"
        case .nullField(let name): "field \"\(name)\" cannot be null"
        case .missingField(let name): "missing field \"\(name)\""
        case .notUUID: "expected a UUID such as 3F2504E0-4F89-41D3-9A0C-0305E82C3301"
        case .date(let text, let exists):
            "date \(QuotedInput.quoted(text)) " + (exists ? "does not exist" : "is not YYYY-MM-DD")
        case .timestamp(let text, let exists):
            "timestamp \(QuotedInput.quoted(text)) " + (exists ? "does not exist" : "is not YYYY-MM-DDTHH:MM:SS[.mmm]±HH:MM")
        case .notFinite(let key): "\(key) is not a finite number"
        case .notWhole(let key, let value): "\(key) \(JSONWriting.number(value)) is not a whole number"
        case .tooSmall(let key, let value, let minimum):
            "\(key) \(JSONWriting.number(value)) is \(minimum == nil || value < 0 ? "negative" : "below \(minimum ?? 0)")"
        case .negativeValue(let value):
            "\(JSONWriting.number(value)) is \(value.isFinite ? "negative" : "not a finite number")"
        }
    }
}

/// What is wrong with a RepChart JSON export beyond its values' kinds.
package enum RepchartFileProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file does not start with `{`.
    case notAnObject
    /// The file starts like CSV.
    case startsLikeCSV
    /// `format` names `name`, not RepChart's.
    case otherFormat(String)
    /// A `version` this RepChart does not read.
    case unsupportedVersion(Double)
    /// A top-level field given twice (`key`, written as is).
    case duplicateTopLevelField(String)
    /// A top-level field RepChart does not write (`key`, written as is).
    case unknownTopLevelField(String)
    /// A set or alias names exercise `id`, which `$.exercises` does not hold.
    case exerciseNotListed(UUID)
    /// Exercise id `id` is used by `$.exercises[first]` already.
    case exerciseIDReused(UUID, first: Int)
    /// Exercise name `name` is used by `$.exercises[first]` already.
    case exerciseNameReused(String, first: Int)
    /// A body weight `value` in `unit` outside 0 < value ≤ the most a setting holds.
    case bodyWeightOutOfRange(value: Double, unit: WeightUnit)
    /// `weekStart` names neither monday nor sunday.
    case unknownWeekStart(String)
    /// A unit other than kg or lb.
    case unknownUnit(String)
    /// A time zone the system does not know.
    case unknownTimeZone(String)
    /// A colour that is not a hex colour.
    case notHexColour(String)
    /// Muscles that are not muscle groups with shares.
    case notMuscles(String)
    /// An exercise kind RepChart does not know.
    case unknownExerciseKind(String)
    /// A set type RepChart does not know.
    case unknownSetType(String)
    /// A weight with no unit field.
    case weightWithoutUnitField
    /// A unit with no weight field.
    case unitWithoutWeight

    package var description: String {
        switch self {
        case .notAnObject: "not a RepChart JSON file (it does not start with '{')"
        case .startsLikeCSV: "not a RepChart JSON file (it starts like CSV)"
        case .otherFormat(let name): "format \"\(name)\" is not \"\(RepchartJSON.formatName)\""
        case .unsupportedVersion(let number):
            "unsupported version \(JSONWriting.number(number)) (this RepChart reads versions 1 to \(RepchartJSON.version))"
        case .duplicateTopLevelField(let key): "duplicate field \"\(key)\""
        case .unknownTopLevelField(let key): "unknown field \"\(key)\""
        case .exerciseNotListed(let id): "exercise \(id) is not in $.exercises"
        case .exerciseIDReused(let id, let first): "exercise id \(id) is also used by $.exercises[\(first)]"
        case .exerciseNameReused(let name, let first): "exercise name \"\(name)\" is also used by $.exercises[\(first)]"
        case .bodyWeightOutOfRange(let value, let unit):
            "body weight must be more than 0 and at most \(JSONWriting.number(Settings.maxBodyWeightKilograms)) kg "
                + "(got \(QuotedInput.clipped(JSONWriting.number(value))) \(unit.rawValue))"
        case .unknownWeekStart(let text): "unknown week start \"\(text)\" (expected monday or sunday)"
        case .unknownUnit(let text): "unknown unit \"\(text)\" (expected kg or lb)"
        case .unknownTimeZone(let text): "unknown time zone \"\(text)\""
        case .notHexColour(let text): "colour \"\(text)\" is not a hex colour such as #0072B2"
        case .notMuscles(let text): "muscles \(QuotedInput.quoted(text)) are not muscle groups such as \"chest triceps:0.5\""
        case .unknownExerciseKind(let text):
            "unknown kind \"\(text)\" (expected \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .unknownSetType(let text):
            "unknown set type \"\(text)\" (expected \(SetType.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .weightWithoutUnitField: "weight needs a unit (\"unit\": \"kg\" or \"lb\")"
        case .unitWithoutWeight: "unit without a weight"
        }
    }
}
