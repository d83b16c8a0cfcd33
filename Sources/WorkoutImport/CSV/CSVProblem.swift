import Basics

/// What is wrong with a CSV export in an app's own terms: its header, its
/// sections, a cell its app writes in a known set of forms.
package enum CSVProblem: Hashable, Sendable, CustomStringConvertible {
    /// A row of `fields` fields where the header has `header` (fewer, or more that are not empty).
    case rowWidth(fields: Int, header: Int)
    /// The header has no column for `label` (Date, Exercise, Weight…).
    case headerWithoutColumn(String)
    /// A cell named `label` (its column or the app's word for it) is empty.
    case emptyCell(label: String)
    /// A `--format stronglifts` file whose header is not StrongLifts 5x5's.
    case notStrongLifts
    /// StrongLifts' Exercise `position` is empty but its Set `set` holds `text`.
    case strongLiftsSetWithoutExercise(position: Int, set: Int, text: String)
    /// Hevy's `set_index` holds `text`, not a whole number.
    case setIndexNotWhole(String)
    /// Strong's `Set Order` holds `text`.
    case setOrderUnknown(String)
    /// A file read as JEFIT that does not start with a `###` section line.
    case notJEFIT
    /// A JEFIT export with no EXERCISE LOGS section.
    case jefitWithoutLogs
    /// JEFIT's SETTING `mass` holds `text`, neither its pounds nor its kilograms code.
    case jefitMassUnknown(String)
    /// JEFIT's EXERCISE LOGS lack one of the columns read.
    case jefitLogColumnsMissing
    /// JEFIT's EXERCISE SET LOGS lack `exercise_log_id`.
    case jefitSetLogsWithoutLogID
    /// A JEFIT set names `exercise_log_id` `id`, which EXERCISE LOGS does not hold.
    case jefitLogIDUnknown(String)
    /// `field`'s `text` reads both as a decimal and as a grouped whole number, and no other number tells which.
    case decimalMarkUnclear(field: ColumnField, text: String)

    package var description: String {
        switch self {
        case .rowWidth(let fields, let header): "row has \(fields) field\(fields == 1 ? "" : "s"), the header has \(header)"
        case .headerWithoutColumn(let label): "the header has no \(label) column"
        case .emptyCell(let label): "\(label) is empty"
        case .notStrongLifts:
            "not a StrongLifts 5x5 export (its header does not start with Date and has no Exercise 1, Weight (KG) or (LB) and Set 1 columns)"
        case .strongLiftsSetWithoutExercise(let position, let set, let text):
            "Exercise \(position) is empty but its Set \(set) holds \(QuotedInput.quoted(text))"
        case .setIndexNotWhole(let text): "set_index \(QuotedInput.quoted(text)) is not a whole number"
        case .setOrderUnknown(let text): "set order \(QuotedInput.quoted(text)) is not a number, W, D, F or Rest Timer"
        case .notJEFIT: "not a JEFIT export (it does not start with a ### section line)"
        case .jefitWithoutLogs: "a JEFIT export without an EXERCISE LOGS section: nothing to import"
        case .jefitMassUnknown(let text): "SETTING mass \(QuotedInput.quoted(text)) is neither lbs nor kg"
        case .jefitLogColumnsMissing: "EXERCISE LOGS needs the columns logs, _id, mydate and ename"
        case .jefitSetLogsWithoutLogID: "EXERCISE SET LOGS has no exercise_log_id column"
        case .jefitLogIDUnknown(let id): "exercise_log_id \(QuotedInput.quoted(id)) is not in EXERCISE LOGS"
        case .decimalMarkUnclear(let field, let text):
            "\(field.rawValue) \(QuotedInput.quoted(text)) could be a decimal or a whole number with a thousands separator, "
                + "and no other number in the file shows its decimal mark; write it without the separator"
        }
    }
}
