import Foundation
import WorkoutModel
import WorkoutStorage

/// GymRun's CSV export, semicolon-separated:
///
///     Date;Time;Routine;Exercise;Set;Weight;Reps;...
///
/// with dates `dd.mm.yyyy` and times `HH:MM`. The file does not say its
/// weight unit, so `--unit` is required (or a `Unit` column). A column after
/// `Reps` that this reader does not know may hold a measurement: when it
/// holds numbers the file is refused (`UnreadColumns`), and so is a later
/// row with a number there, until `--column NAME=ignore` says to leave it out.
struct GymRunCSV: CSVRecordParser {
    static let source = "gymrun"

    /// The columns that tell the format (normalized), in order.
    static let signature = ["date", "time", "routine", "exercise", "set", "weight", "reps"]

    private let context: CSVContext
    private let date: Int, time: Int, routine: Int, exercise: Int, setNumber: Int, weight: Int, reps: Int
    private let unit: Int?, fixedUnit: WeightUnit?, notes: Int?
    private let unknown: [Int]
    private let headerNames: [String]
    private var numbering = CSVSetNumbering()

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        headerNames = header.names
        date = try header.required("Date", in: context)
        time = try header.required("Time", in: context)
        routine = try header.required("Routine", in: context)
        exercise = try header.required("Exercise", in: context)
        setNumber = try header.required("Set", in: context)
        reps = try header.required("Reps", in: context)
        unit = header.index("unit", "weight unit")
        notes = header.index("notes", "note", "comment")
        let found = try header.weightColumn(kg: ["weight (kg)", "weight kg"], lb: ["weight (lb)", "weight (lbs)", "weight lbs"],
                                            plain: ["weight"], unitColumn: unit, context: context)
        guard let index = found.index else {
            throw ImportError(file: context.file, "the header has no Weight column", at: SourceLocation(line: header.line, column: 1))
        }
        (weight, fixedUnit) = (index, found.unit)
        let known = Set([date, time, routine, exercise, setNumber, weight, reps] + [unit, notes].compactMap { $0 })
        let reasons = WorkoutColumns.reasons.merging(GymRunCSV.ignoredColumns) { _, format in format }
        unknown = header.names.indices.filter { !known.contains($0) && reasons[header.keys[$0]] == nil }
    }

    var nameColumn: Int { exercise }

    var units: [String] { [context.unitNote(headerNames[weight], unit == nil ? fixedUnit : nil)] }

    var columnUses: [Int: ColumnUse] {
        let weightDetail = unit != nil ? "unit per row" : fixedUnit.map { $0.rawValue + (headerNames[weight].lowercased().contains($0.rawValue) ? "" : ", --unit") }
        return Self.uses((date, ColumnUse(.date)), (time, ColumnUse(nil, as: "time of day")), (exercise, ColumnUse(.exercise)),
                         (setNumber, ColumnUse(.setOrder)), (weight, ColumnUse(.weight, weightDetail)),
                         (unit, ColumnUse(.weightUnit)), (reps, ColumnUse(.reps)), (notes, ColumnUse(.notes)))
    }

    static var ignoredColumns: [String: String] { ["routine": "workout name"] }

    /// GymRun writes `dd.mm.yyyy`.
    static var dateOrder: DateOrder? { .dmy }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        var failed = false
        let day = fields.read(date, &problems, &failed) { text throws(FieldError) in try GymRunCSV.day(text) }
        let clock = fields.read(time, &problems, &failed) { text throws(FieldError) in try GymBookCSV.secondOfDay(text) }
        let name = fields.name(exercise, label: "Exercise", &problems, &failed)
        let number = fields[setNumber].trimmingSpaces
        let load = fields.weight(weight, unitColumn: unit, fixedUnit: fixedUnit, &problems, &failed)
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "Reps") }
        for index in unknown where ((try? FieldParsing.decimal(fields[index], "")) ?? nil).map({ $0 != 0 }) == true {
            // Past the rows the header was judged by: the same refusal, for this row.
            problems.add("column \(MessageText.quoted(headerNames[index])) holds \(MessageText.quoted(fields[index].trimmingSpaces)), which no field takes; say what it holds with --column \"\(MessageText.clipped(headerNames[index]))=FIELD\" (FIELD: \(ColumnField.numeric))",
                         at: fields.location(index))
            failed = true
        }
        guard !failed, let day else { return .rejected }
        guard let count else { return .skipped(.noWork) }
        let when = LocalDateTime(date: day, secondOfDay: clock ?? 12 * 3600, utcOffset: nil)
        let workout = fields[routine].trimmingSpaces
        let (order, sourceKey) = numbering.next(day: day, natural: "\(when.keyText)|\(workout)|\(name)|\(number)")
        let (instant, offset) = when.resolve(in: context.timeZone)
        let note = fields[notes].trimmingSpaces
        return .set(ImportRecord(
            exerciseName: name, day: day, instant: instant, utcOffsetSeconds: offset,
            order: order, reps: count, weight: load, isBodyweight: load == nil,
            notes: note.isEmpty ? nil : note, source: GymRunCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }

    /// `24.05.2025`, rewritten by `CSVSource` (see `NumericDates.rewrittenDay`).
    static func day(_ raw: String) throws(FieldError) -> Day {
        try NumericDates.rewrittenDay(raw, column: "Date", written: "DD.MM.YYYY")
    }
}
