import Foundation
import WorkoutModel
import WorkoutStorage

/// GymRun's CSV export, semicolon-separated, as GymRun writes it:
///
///     Date;Time;Routine;Exercise;Set;Weight;Reps;Duration;Distance;Para6;…;Para10;Note;Type;Book;Version1
///
/// with dates `dd.mm.yyyy` (another numeric form goes by the file's
/// evidence, as in plain CSV files) and times `HH:MM`; cardio rows carry `Duration`
/// and `Distance` instead of weight and reps. The file does not say its
/// units, so `--unit` is required (or a `Unit` column); GymRun's one unit
/// setting is metric (kg, km) or imperial (lb, miles), so `--unit lb` reads
/// distances in miles. `Para6`…`Para10` are spare parameters GymRun leaves
/// empty: a number there refuses its row. A column after
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
    private let duration: Int?, distance: Int?
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
            throw ImportError(file: context.file, .csv(.headerWithoutColumn("Weight")), at: SourceLocation(line: header.line, column: 1))
        }
        (weight, fixedUnit) = (index, found.unit)
        // Read in the layout GymRun writes (with its spare `Para6` and `Version1`); elsewhere a
        // `Distance` may be anything and is refused until `--column` says. By the name as written:
        // the shared dictionary reads a plain `Duration` as a workout's length.
        let names = header.names.map(CSVHeader.normalize)
        let appLayout = names.contains("para6") && names.contains("version1")
        duration = appLayout ? names.firstIndex(of: "duration") : nil
        distance = appLayout ? names.firstIndex(of: "distance") : nil
        let known = Set([date, time, routine, exercise, setNumber, weight, reps] + [unit, notes, duration, distance].compactMap { $0 })
        let reasons = WorkoutColumns.reasons.merging(GymRunCSV.ignoredColumns) { _, format in format }
        unknown = header.names.indices.filter {
            !known.contains($0) && (!WorkoutColumns.explains(header.keys[$0], reasons) || GymRunCSV.spare.contains(header.keys[$0]))
        }
    }

    var nameColumn: Int { exercise }

    var units: [UnitNote] { [context.unitNote(headerNames[weight], unit == nil ? fixedUnit : nil)] }

    var columnUses: [Int: ColumnUse] {
        let weightDetail = unit != nil ? "unit per row" : fixedUnit?.rawValue
        let weightSetting: ImportSetting? = unit == nil && fixedUnit.map { !headerNames[weight].lowercased().contains($0.rawValue) } == true ? .unit : nil
        return Self.uses((date, ColumnUse(.date)), (time, ColumnUse(nil, as: "time of day")), (exercise, ColumnUse(.exercise)),
                         (setNumber, ColumnUse(.setOrder)), (weight, ColumnUse(.weight, weightDetail, setting: weightSetting)),
                         (unit, ColumnUse(.weightUnit)), (reps, ColumnUse(.reps)), (notes, ColumnUse(.notes)),
                         (duration, ColumnUse(.seconds, "H:MM:SS or seconds")),
                         (distance, ColumnUse(.distance, metresPerDistance == 1000 ? "km" : "mi")))
    }

    /// GymRun's spare parameter columns, empty in its exports.
    static let spare: Set<String> = ["para6", "para7", "para8", "para9", "para10"]

    static var ignoredColumns: [String: String] {
        var reasons = ["routine": "workout name", "type": "exercise kind: the row's reps, time and distance tell",
                       "book": "GymRun's workout book", "version1": "export version"]
        for name in spare { reasons[name] = "spare parameter, empty" }
        return reasons
    }

    /// Metres per unit of `Distance`: km with a metric (kg) file, miles with an imperial one.
    private var metresPerDistance: Double { fixedUnit == .lb ? 1609.344 : 1000 }

    /// GymRun writes `dd.mm.yyyy`; dates in another form (`04/05/2025`, the
    /// phone's region) follow the file's evidence or are refused.
    static var dateOrder: DateOrder? { .dmy }
    static var dateSeparators: String { "." }

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
            problems.unreadColumns.append(index)
            problems.add(.valueNoFieldTakes(column: headerNames[index], value: fields[index].trimmingSpaces),
                         at: fields.location(index))
            failed = true
        }
        let seconds = fields.read(duration, &problems, &failed) { text throws(FieldError) in try FieldParsing.duration(text, "Duration") }
        let perUnit = metresPerDistance
        let metres = fields.read(distance, &problems, &failed) { text throws(FieldError) in
            try FieldParsing.nonNegative(text, "Distance").map { $0 * perUnit }
        }
        guard !failed, let day else { return .rejected }
        if count == nil, seconds.positive == nil, metres.positive == nil { return .skipped(.noWork) }
        let when = LocalDateTime(date: day, secondOfDay: clock ?? 12 * 3600, utcOffset: nil)
        let workout = fields[routine].trimmingSpaces
        let (order, sourceKey) = numbering.next(day: day, natural: "\(when.keyText)|\(workout)|\(name)|\(number)")
        let (instant, offset) = when.resolve(in: context.timeZone)
        let note = fields[notes].trimmingSpaces
        return .set(ImportRecord(
            exerciseName: name, day: day, instant: instant, utcOffsetSeconds: offset,
            order: order, reps: count, weight: load, isBodyweight: load == nil && count != nil,
            duration: seconds.positive, distance: metres.positive,
            notes: note.isEmpty ? nil : note, source: GymRunCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }

    /// `24.05.2025`, rewritten by `CSVSource` (see `NumericDates.rewrittenDay`).
    static func day(_ raw: String) throws(FieldError) -> Day {
        try NumericDates.rewrittenDay(raw, column: "Date", written: "DD.MM.YYYY")
    }
}
