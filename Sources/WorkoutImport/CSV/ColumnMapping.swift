import WorkoutModel
import WorkoutStorage

/// What one CSV column is read as: a field, and how ("kg, --unit").
struct ColumnUse: Hashable, Sendable {
    /// Nil for what no `--column` field names (a time of day, a "skipped" mark).
    var field: ColumnField?
    var detail: String?
    /// What the mapping calls it when not the field's name ("reps or seconds").
    var label: String?

    init(_ field: ColumnField?, _ detail: String? = nil, as label: String? = nil) {
        self.field = field
        self.detail = detail
        self.label = label
    }

    var text: String {
        let name = label ?? field.map { $0 == .exercise ? "exercise" : $0.rawValue } ?? "?"
        return detail.map { "\(name) (\($0))" } ?? name
    }

    /// Fields whose values are numbers (their decimal mark matters).
    var isNumber: Bool { field.map { [.reps, .weight, .distance, .seconds, .rpe, .rir].contains($0) } ?? false }
}

/// What each column of a CSV file was read as, and the columns left out
/// (with why, when the format says), as an import prints it:
/// `Datum → date, Wiederh. → reps; ignored: Dauer (workout length), Notizen`.
package struct ColumnMapping: Hashable, Sendable, CustomStringConvertible {
    /// One column: its name in the file and what it became (or why it was left out).
    package struct Column: Hashable, Sendable {
        /// The column's name as the header writes it.
        package var name: String
        /// What it was read as ("weight (kg)"), or why it was not read; nil when unknown.
        package var meaning: String?
    }

    /// The columns read, in file order.
    package var read: [Column] = []
    /// The columns not read, in file order.
    package var ignored: [Column] = []

    package var description: String {
        var text = read.map { "\(MessageText.clipped($0.name)) → \($0.meaning ?? "?")" }.joined(separator: ", ")
        if !ignored.isEmpty {
            text += "; ignored: " + ignored.map { column in
                MessageText.clipped(column.name) + (column.meaning.map { " (\($0))" } ?? "")
            }.joined(separator: ", ")
        }
        return text
    }

    init(header: CSVHeader, uses: [Int: ColumnUse], ignored reasons: [String: String]) {
        for (index, name) in header.names.enumerated() {
            if let use = uses[index] {
                read.append(Column(name: name, meaning: use.text))
            } else {
                ignored.append(Column(name: name, meaning: reasons[header.keys[index]]))
            }
        }
    }
}

/// Workout-level columns a set never takes a value from, whatever the format.
enum WorkoutColumns {
    static let reasons: [String: String] = [
        "workout name": "workout name", "workout notes": "workout notes", "workout duration": "workout length",
        "workout #": "workout number", "duration (sec)": "workout length", "title": "workout name",
        "description": "workout notes", "end time": "workout end", ColumnField.ignore.key: "--column",
    ]
}

extension CSVRecordParser {
    var columnUses: [Int: ColumnUse] { [:] }
    static var ignoredColumns: [String: String] { [:] }
    static var dateOrder: DateOrder? { nil }
    static var dateSeparators: String { "/.-" }

    /// The uses of the columns a reader found, leaving out those it has not.
    static func uses(_ pairs: (Int?, ColumnUse)...) -> [Int: ColumnUse] {
        var result: [Int: ColumnUse] = [:]
        for (index, use) in pairs {
            if let index, result[index] == nil { result[index] = use }
        }
        return result
    }
}
