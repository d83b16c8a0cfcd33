import Basics
import WorkoutModel
import WorkoutStorage

/// What one CSV column is read as: a field, and how ("kg", chosen by the unit option).
struct ColumnUse: Hashable, Sendable {
    /// Nil for what no column option's field names (a time of day, a "skipped" mark).
    var field: ColumnField?
    var detail: String?
    /// What the mapping calls it when not the field's name ("reps or seconds").
    var label: String?
    /// The option that decided how the column is read, when one did.
    var setting: ImportSetting?

    init(_ field: ColumnField?, _ detail: String? = nil, as label: String? = nil, setting: ImportSetting? = nil) {
        self.field = field
        self.detail = detail
        self.label = label
        self.setting = setting
    }

    var name: String { label ?? field.map { $0 == .exercise ? "exercise" : $0.rawValue } ?? "?" }

    /// Fields whose values are numbers (their decimal mark matters).
    var isNumber: Bool { field.map { [.reps, .weight, .distance, .seconds, .rpe, .rir].contains($0) } ?? false }
}

/// What each column of a CSV file was read as, and the columns left out
/// (with why, when the format says), as an import prints it:
/// `Datum → date, Wiederh. → reps; ignored: Dauer (workout length), Notizen`.
package struct ColumnMapping: Hashable, Sendable {
    /// One column: its name in the file and what it became (or why it was left out).
    package struct Column: Hashable, Sendable {
        /// The column's name as the header writes it.
        package var name: String
        /// What it was read as ("weight"), or why it was not read; nil when unknown.
        package var meaning: String?
        /// How it was read ("kg"); nil for a column left out.
        package var detail: String?
        /// The option that decided the column (a unit taken, a column mapped), when one did.
        package var setting: ImportSetting?

        /// The words in brackets after the column, `(kg, NAME)`: how it was
        /// read (or why it was left out) and the option that decided it.
        func bracket(_ words: String?, naming name: (ImportSetting) -> String) -> String {
            let parts = [words, setting.map(name)].compactMap { $0 }
            return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
        }
    }

    /// The columns read, in file order.
    package var read: [Column] = []
    /// The columns not read, in file order.
    package var ignored: [Column] = []

    /// The mapping as an import prints it, each option named by `name`.
    package func text(naming name: (ImportSetting) -> String) -> String {
        var text = readText(naming: name, clipped: true)
        if !ignored.isEmpty {
            text += "; ignored: " + ignored.map { column in
                QuotedInput.clipped(column.name) + column.bracket(column.meaning, naming: name)
            }.joined(separator: ", ")
        }
        return text
    }

    /// The columns read, `Datum → date, Gewicht → weight (kg)`; names
    /// clipped as the mapping prints them, or whole as a refusal quotes them.
    package func readText(naming name: (ImportSetting) -> String, clipped: Bool = false) -> String {
        read.map { column in
            "\(clipped ? QuotedInput.clipped(column.name) : column.name) → \(column.meaning ?? "?")"
                + column.bracket(column.detail, naming: name)
        }.joined(separator: ", ")
    }

    /// A column whose key is `ColumnField.ignore.key` was left out by the column option.
    init(header: CSVHeader, uses: [Int: ColumnUse], ignored reasons: [String: String]) {
        for (index, name) in header.names.enumerated() {
            if let use = uses[index] {
                read.append(Column(name: name, meaning: use.name, detail: use.detail, setting: use.setting))
            } else if header.keys[index] == ColumnField.ignore.key {
                ignored.append(Column(name: name, setting: .column))
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
        "description": "workout notes", "end time": "workout end",
    ]

    /// Whether a column (by normalized name) is left out for a reason: one of
    /// `reasons`, or the column option's `ignore`.
    static func explains(_ key: String, _ reasons: [String: String]) -> Bool {
        key == ColumnField.ignore.key || reasons[key] != nil
    }
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
