import Foundation
import WorkoutModel
import WorkoutStorage

/// A CSV header line: column names as written and in a normalized form
/// (lower case, `_` and `-` read as spaces, spaces collapsed) for lookups.
struct CSVHeader: Sendable {
    let names: [String]
    let keys: [String]
    let line: Int

    /// The header `row` names, with `columns` (`--column`, by normalized
    /// name) winning over what the names say: another column that would be
    /// read as a field given to a named column is not read as it.
    init(_ row: CSVRow, columns: [String: ColumnField] = [:]) {
        names = row.fields
        var keys = row.fields.map { LocalizedHeaders.translate(CSVHeader.normalize($0)) }
        if !columns.isEmpty {
            let given = Set(columns.values.map(\.key))
            for (index, name) in row.fields.enumerated() {
                if let field = columns[CSVHeader.normalize(name)] {
                    keys[index] = field.key
                } else if given.contains(keys[index]) {
                    keys[index] = "\u{0}displaced " + keys[index]
                }
            }
        }
        self.keys = keys
        line = row.line
    }

    init(names: [String], keys: [String], line: Int) {
        self.names = names
        self.keys = keys
        self.line = line
    }

    static func normalize(_ name: String) -> String {
        var result = ""
        var pendingSpace = false
        for var character in name.trimmingSpaces.lowercased() {
            if character == "\u{2019}" { character = "'" }
            if character == " " || character == "_" || character == "-" || character == "\t" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    /// The first column whose normalized name is one of `candidates`.
    func index(_ candidates: String...) -> Int? {
        index(of: candidates)
    }

    func index(of candidates: [String]) -> Int? {
        for candidate in candidates {
            if let found = keys.firstIndex(of: CSVHeader.normalize(candidate)) { return found }
        }
        return nil
    }

    func contains(_ candidates: String...) -> Bool { index(of: candidates) != nil }

    /// The column a reader cannot do without, named `label` (compared as
    /// header names are); else "the header has no `label` column", at the
    /// header's line.
    func required(_ label: String, in context: CSVContext) throws(ImportError) -> Int {
        try required(label, of: [label], in: context)
    }

    /// The same, for a column that goes by any of `candidates`.
    func required(_ label: String, of candidates: [String], in context: CSVContext) throws(ImportError) -> Int {
        guard let found = index(of: candidates) else {
            throw ImportError(file: context.file, .csv(.headerWithoutColumn(label)), at: SourceLocation(line: line, column: 1))
        }
        return found
    }
}

/// Settings every CSV parser shares.
struct CSVContext: Sendable {
    var file: String
    /// `--unit`: the unit of files that do not say.
    var unit: WeightUnit?
    var timeZone: TimeZone
    /// `--column`: fields of columns, by normalized name.
    var columns: [String: ColumnField] = [:]
    /// `--date-order`, or the order the file's dates showed.
    var dateOrder: DateOrder?
    /// Where `--unit` came from, for the dry run's unit notes.
    func unitNote(_ column: String, _ unit: WeightUnit?) -> UnitNote {
        guard let unit else { return UnitNote(column, "unit per row") }
        return UnitNote(column, unit.rawValue, setting: self.unit == unit ? .unit : nil)
    }


    func unitless(header: CSVHeader) -> ImportError {
        ImportError(file: file, .unitNotSaid,
                    at: SourceLocation(line: header.line, column: 1))
    }
}

/// A parser for one app's CSV rows, made from the header line.
protocol CSVRecordParser {
    /// What `ImportRecord.source` is set to.
    static var source: String { get }
    init(header: CSVHeader, context: CSVContext) throws(ImportError)
    /// The set on this row; a row that holds no set (rest timers, notes,
    /// planned sets never done) is skipped, one with problems (added to
    /// `problems`) rejected.
    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome
    /// The column holding the exercise name (a FitNotes name with an
    /// unquoted comma is mended by joining it with the next field).
    var nameColumn: Int { get }
    /// The unit taken for each weight or distance column, and why, for the dry run.
    var units: [UnitNote] { get }
    /// What each column read is taken as, by index (`ColumnMapping`). A
    /// reader that says nothing here gets no mapping check.
    var columnUses: [Int: ColumnUse] { get }
    /// Columns the format writes that hold nothing a set takes, by
    /// normalized English name, with why ("workout length").
    static var ignoredColumns: [String: String] { get }
    /// The order of the format's numeric dates when neither `--date-order`
    /// nor the file's dates say (nil: refused).
    static var dateOrder: DateOrder? { get }
    /// The separators of the dates `dateOrder` is for (`.` for GymRun's own
    /// `dd.mm.yyyy`); dates written otherwise need the file's evidence.
    static var dateSeparators: String { get }
    /// Whether the row just read began another export pasted on without its
    /// header line (`CSVSetNumbering`); true once for each.
    mutating func takeJoinedExport() -> Bool
}

extension CSVRecordParser {
    /// Readers that cannot tell where a workout begins never see a joined export.
    mutating func takeJoinedExport() -> Bool { false }
}

/// What one CSV row holds.
enum CSVRowOutcome {
    case set(ImportRecord)
    case skipped(SkippedRow)
    case rejected
}

/// Counts occurrences of keys: the n-th time a key is seen, `next` returns n.
/// Used for per-day order and for telling apart sets whose natural keys
/// repeat (two warm-ups both marked "W").
struct OccurrenceCounter: Sendable {
    private var counts: [String: Int] = [:]
    mutating func next(_ key: String) -> Int {
        let value = (counts[key] ?? 0) + 1
        counts[key] = value
        return value
    }
}

/// Field access with locations, shared by the CSV parsers.
struct CSVFields {
    let row: CSVRow

    subscript(_ index: Int?) -> String {
        guard let index, index < row.fields.count else { return "" }
        return row.fields[index]
    }

    func location(_ index: Int?) -> SourceLocation {
        row.location(ofField: index ?? 0)
    }

    /// Runs `read`; on failure logs the problem at the field's location.
    func read<T>(_ index: Int?, _ problems: inout ProblemLog, _ failed: inout Bool,
                 _ read: (String) throws(FieldError) -> T?) -> T? {
        do {
            return try read(self[index])
        } catch {
            problems.add(error.problem, at: location(index))
            if error.kind == .unreadable, let index { problems.unreadColumns.append(index) }
            failed = true
            return nil
        }
    }
}

extension LocalDateTime {
    /// `YYYY-MM-DDTHH:MM:SS`, the form used in source keys so a re-export in
    /// another date style still finds the same sets.
    var keyText: String {
        let whole = Int(secondOfDay)
        return "\(date)T" + zeroPadded(whole / 3600, 2) + ":" + zeroPadded(whole / 60 % 60, 2)
            + ":" + zeroPadded(whole % 60, 2)
    }
}

enum SetTypeParsing {
    static func parse(_ raw: String) throws(FieldError) -> SetType? {
        switch CSVHeader.normalize(raw) {
        case "": nil
        case "normal", "regular", "working", "work": .normal
        case "warmup", "warm up", "w": .warmup
        case "drop", "dropset", "drop set", "d": .drop
        case "failure", "f": .failure
        case "amrap": .amrap
        default: throw FieldError(.unknownSetType(raw.trimmingSpaces))
        }
    }
}
