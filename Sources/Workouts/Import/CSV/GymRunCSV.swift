import Foundation

/// GymRun's CSV export, semicolon-separated:
///
///     Date;Time;Routine;Exercise;Set;Weight;Reps;...
///
/// with dates `dd.mm.yyyy` and times `HH:MM`. The file does not say its
/// weight unit, so `--unit` is required (or a `Unit` column). Columns after
/// `Reps` that this reader does not know are read only when they hold no
/// numbers: a number there may be a measurement, and a row holding one is
/// refused rather than imported without it.
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
        unknown = header.names.indices.filter { !known.contains($0) }
    }

    var nameColumn: Int { exercise }

    var units: [String] { [context.unitNote(headerNames[weight], unit == nil ? fixedUnit : nil)] }

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
            problems.add("column \(MessageText.quoted(headerNames[index])) holds \(MessageText.quoted(fields[index].trimmingSpaces)), which RepChart cannot place; import with --format csv and a column map",
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

    /// `24.05.2025` (day first, as GymRun writes it).
    static func day(_ raw: String) throws(FieldError) -> Day {
        let text = raw.trimmingSpaces
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].count == 4, let d = Int(parts[0]), let m = Int(parts[1]), let y = Int(parts[2]) else {
            throw FieldError("Date \(MessageText.quoted(text)) is not a date (expected DD.MM.YYYY)")
        }
        guard let day = Day(year: y, month: m, day: d) else {
            throw FieldError("Date \(MessageText.quoted(text)) does not exist (read day first: DD.MM.YYYY)")
        }
        return day
    }
}
