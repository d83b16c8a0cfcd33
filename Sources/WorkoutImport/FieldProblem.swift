import Basics
import WorkoutModel

/// A cell an import could not take, with the values that say why: the
/// field as the file or reader names it, the text as written (trimmed), and
/// the limit it broke. Worded once (`description`): none of these names an
/// option, so the command line prints the same words.
package enum FieldProblem: Hashable, Sendable, CustomStringConvertible {
    /// `field`'s `text` is not a number.
    case notANumber(field: String, text: String)
    /// `field`'s `text` reads as a number that is not finite ("1e999").
    case notFinite(field: String, text: String)
    /// `field`'s `text` is below zero.
    case negative(field: String, text: String)
    /// `field`'s `text` is not a whole count of at most `limit`.
    case notAWholeCount(field: String, text: String, limit: Int)
    /// `field`'s `text` lies outside `range` (RPE 1...10, RIR 0...10).
    case outsideRange(field: String, text: String, range: ClosedRange<Int>)
    /// A weight `text` in `unit` heavier than `limitKg` kilograms.
    case tooHeavy(text: String, unit: WeightUnit, limitKg: Int)
    /// A weight unit `text` that is neither kg nor lb.
    case unknownWeightUnit(String)
    /// A distance unit `text` that is not m, km, mi, yd or ft.
    case unknownDistanceUnit(String)
    /// `field`'s `text` is not a duration.
    case notADuration(field: String, text: String)
    /// `field` is empty where a value is needed.
    case empty(field: String)
    /// `field`'s `text` is a date that does not exist (31 June).
    case noSuchDay(field: String, text: String)
    /// `field`'s `text` is not a date.
    case notADate(field: String, text: String)
    /// `field`'s `text` is a date with an hour, minute or second out of range.
    case impossibleTime(field: String, text: String)
    /// A numeric date `text` in `column` that does not exist read in `order`,
    /// the file's (`--date-order`, or what its dates show).
    case noSuchDayInOrder(column: String, text: String, order: DateOrder)
    /// A set type `text` no reader knows.
    case unknownSetType(String)
    /// `field`'s `text` is neither of the words `yes` and `no` the file writes.
    case notYesOrNo(field: String, text: String, yes: String, no: String)
    /// A JEFIT set `text` that is not `WEIGHTxREPS`.
    case notWeightTimesReps(String)
    /// A GymBook time of day `text` (its Orario column) that is not HH:MM.
    case notATimeOfDay(String)
    /// A GymBook Ripetizioni / Tempo `text` that is neither reps nor a time.
    case neitherRepsNorTime(String)
    /// A GymBook Peso / Distanza `text` whose unit is none of kg, lb, km or m.
    case unknownLoadUnit(String)
    /// The `id` of RepChart's own CSV export that is not a set id (a UUID).
    case notASetID(String)
    /// A weight written in kg and in lb (StrongLifts' two columns) that are not one weight.
    case weightsDisagree(kilograms: String, pounds: String)

    /// Whether the text was read but is not a value a set can have (a
    /// typo), rather than a form the reader does not know.
    var isImpossible: Bool {
        switch self {
        case .negative, .notAWholeCount, .outsideRange, .tooHeavy, .empty, .noSuchDay, .impossibleTime, .noSuchDayInOrder,
             .weightsDisagree:
            true
        default:
            false
        }
    }

    package var description: String {
        switch self {
        case .notANumber(let field, let text): "\(field) \(QuotedInput.quoted(text)) is not a number"
        case .notFinite(let field, let text): "\(field) \(QuotedInput.quoted(text)) is not a finite number"
        case .negative(let field, let text): "\(field) \(QuotedInput.clipped(text)) is negative"
        case .notAWholeCount(let field, let text, let limit):
            "\(field) \(QuotedInput.clipped(text)) is not a whole number of at most \(limit)"
        case .outsideRange(let field, let text, let range):
            "\(field) \(QuotedInput.clipped(text)) is outside \(range.lowerBound)...\(range.upperBound)"
        case .tooHeavy(let text, let unit, let limitKg):
            "weight \(QuotedInput.clipped(text)) \(unit.rawValue) is above \(limitKg) kg"
        case .unknownWeightUnit(let text): "unknown weight unit \(QuotedInput.quoted(text)) (expected kg or lb)"
        case .unknownDistanceUnit(let text):
            "unknown distance unit \(QuotedInput.quoted(text)) (expected m, km, mi, yd or ft)"
        case .notADuration(let field, let text):
            "\(field) \(QuotedInput.quoted(text)) is not a duration (expected seconds, H:MM:SS or 1h 2m 3s)"
        case .empty(let field): "\(field) is empty"
        case .noSuchDay(let field, let text): "\(field) \(QuotedInput.quoted(text)) does not exist"
        case .notADate(let field, let text):
            "\(field) \(QuotedInput.quoted(text)) is not a date (expected YYYY-MM-DD [HH:MM[:SS]] or DD Mon YYYY, HH:MM)"
        case .impossibleTime(let field, let text): "\(field) \(QuotedInput.quoted(text)) has an impossible time"
        case .noSuchDayInOrder(let column, let text, let order):
            "\(QuotedInput.clipped(column)) \(QuotedInput.quoted(text)) is not a date that exists "
                + "(read \(order == .mdy ? "month" : order == .dmy ? "day" : "year") first)"
        case .unknownSetType(let text):
            "unknown set type \(QuotedInput.quoted(text)) (expected normal, warmup, drop, failure or amrap)"
        case .notYesOrNo(let field, let text, let yes, let no): "\(field) \(QuotedInput.quoted(text)) is not \(yes) or \(no)"
        case .notWeightTimesReps(let text): "set \(QuotedInput.quoted(text)) is not WEIGHTxREPS"
        case .notATimeOfDay(let text): "Orario \(QuotedInput.quoted(text)) is not a time (expected HH:MM)"
        case .neitherRepsNorTime(let text):
            "Ripetizioni / Tempo \(QuotedInput.quoted(text)) is neither reps (\"20 ripetizioni\") nor a time (\"60 secondi\")"
        case .unknownLoadUnit(let text):
            "Peso / Distanza \(QuotedInput.quoted(text)) has no unit RepChart knows (expected kg, lb, km or m)"
        case .weightsDisagree(let kilograms, let pounds):
            "Weight (KG) \(QuotedInput.quoted(kilograms)) and Weight (LB) \(QuotedInput.quoted(pounds)) are not one weight"
        case .notASetID(let text):
            "id \(QuotedInput.quoted(text)) is not a set id (RepChart writes one such as 01A215F5-9C2E-7B3A-8D4F-2E6A1B9C0D7E)"
        }
    }
}
