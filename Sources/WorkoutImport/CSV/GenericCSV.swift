import Foundation
import WorkoutModel
import WorkoutStorage

/// Any CSV whose header names its columns: a date and an exercise are
/// required; reps, weight, unit, RPE, RIR, set type, duration (seconds),
/// distance (metres) and notes are read when present. A weight column may
/// carry its unit (`weight (kg)`, `weight_lbs`); otherwise a unit column or
/// `--unit` says. Sets are told apart by their position among the same
/// exercise's sets at the same date and time.
struct GenericCSV: CSVRecordParser {
    static let source = "csv"

    static let dateNames = ["date", "datetime", "date time", "timestamp", "day", "when", "start time", "performed at"]
    static let exerciseNames = ["exercise", "exercise name", "exercise title", "lift", "movement", "name"]

    private let context: CSVContext
    private let date: Int, exercise: Int
    private let reps: Int?, weight: Int?, unitColumn: Int?, fixedUnit: WeightUnit?
    private let rpe: Int?, rir: Int?, type: Int?, duration: Int?, distance: Int?, notes: Int?, bodyweight: Int?
    /// RepChart's own export's set ids, read back: its sets re-imported are
    /// the same sets (not a second copy), as a JSON export's are.
    private let id: Int?
    /// RepChart's own export's `set order`: each set's place in its day, kept.
    private let setOrder: Int?
    private var numbering = CSVSetNumbering()
    private var moments = MomentMemo()
    private let headerNames: [String]

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        self.date = try header.required("date", of: GenericCSV.dateNames, in: context)
        self.exercise = try header.required("exercise", of: GenericCSV.exerciseNames, in: context)
        headerNames = header.names
        let tidy = SpreadsheetCells.isTidy(header)
        id = tidy ? header.index("id") : nil
        setOrder = tidy ? header.index("set order") : nil
        reps = header.index("reps", "rep", "repetitions")
        rpe = header.index("rpe")
        rir = header.index("rir")
        type = header.index("set type", "type", "kind")
        duration = header.index("duration", "seconds", "duration seconds", "duration (s)")
        // "Time" is a set's duration in some apps and the time of day in others
        // (18:30 read as a duration is 18 min 30 s): the user says which.
        if let time = header.index("time") {
            throw ImportError(file: context.file,
                              .timeOrDuration(column: header.names[time]),
                              at: SourceLocation(line: header.line, column: time + 1))
        }
        distance = header.index("distance", "distance m", "distance (m)", "metres", "meters")
        notes = header.index("notes", "note", "comment", "comments")
        bodyweight = header.index("bodyweight", "body weight")
        unitColumn = header.index("unit", "units", "weight unit")
        (weight, fixedUnit) = try header.weightColumn(
            kg: ["weight (kg)", "weight (kgs)", "weight kg", "kg"],
            lb: ["weight (lb)", "weight (lbs)", "weight lb", "weight lbs", "lb", "lbs"],
            plain: ["weight", "load"], unitColumn: unitColumn, context: context)
    }

    var nameColumn: Int { exercise }

    var columnUses: [Int: ColumnUse] {
        let weightDetail = unitColumn != nil ? "unit per row" : fixedUnit?.rawValue
        let weightSetting: ImportSetting? = unitColumn == nil && fixedUnit.map { !headerNames[weight ?? 0].lowercased().contains($0.rawValue) } == true ? .unit : nil
        return Self.uses((date, ColumnUse(.date)), (exercise, ColumnUse(.exercise)), (reps, ColumnUse(.reps)),
                         (weight, ColumnUse(.weight, weightDetail, setting: weightSetting)), (unitColumn, ColumnUse(.weightUnit)),
                         (rpe, ColumnUse(.rpe)), (rir, ColumnUse(.rir)), (type, ColumnUse(.setType)),
                         (duration, ColumnUse(.seconds)), (distance, ColumnUse(.distance, "m")), (notes, ColumnUse(.notes)),
                         (bodyweight, ColumnUse(nil, "yes: on bodyweight", as: "bodyweight")),
                         (id, ColumnUse(nil, "a set stored already is the same set", as: "set id")),
                         (setOrder, ColumnUse(.setOrder, "the set's place in its day")))
    }

    /// Columns of RepChart's own CSV export that no set field takes.
    static var ignoredColumns: [String: String] {
        ["set order": "sets are numbered in file order", "set": "sets are numbered in file order",
         "workout": "workout name", "source": "RepChart's source app", "id": "RepChart's set id"]
    }

    var units: [UnitNote] {
        var notes: [UnitNote] = []
        if let weight { notes.append(context.unitNote(headerNames[weight], unitColumn == nil ? fixedUnit : nil)) }
        return notes
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        var failed = false
        let when = fields.read(date, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text) }
        let name = fields.name(exercise, label: "exercise name", &problems, &failed)
        // RepChart's CSV export writes an assisted set (`bw-25kg`) as -25 on bodyweight.
        let assisted = ["yes", "true", "1"].contains(fields[bodyweight].trimmingSpaces.lowercased())
        let load = fields.weight(weight, unitColumn: unitColumn, fixedUnit: fixedUnit, assisted: assisted, &problems, &failed)
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        let effort = fields.read(rpe, &problems, &failed) { text throws(FieldError) in try FieldParsing.rpe(text) }
        let reserve = fields.read(rir, &problems, &failed) { text throws(FieldError) in try FieldParsing.rir(text) }
        let kind = fields.read(type, &problems, &failed) { text throws(FieldError) in try SetTypeParsing.parse(text) }
        let seconds = fields.read(duration, &problems, &failed) { text throws(FieldError) in try FieldParsing.duration(text, "duration") }
        let length = fields.distance(distance, metres: 1, &problems, &failed)
        let onBodyweight = fields.read(bodyweight, &problems, &failed) { text throws(FieldError) -> Bool? in
            switch text.trimmingSpaces.lowercased() {
            case "": nil
            case "yes", "true", "1": true
            case "no", "false", "0": false
            default: throw FieldError(.notYesOrNo(field: "bodyweight", text: text.trimmingSpaces, yes: "yes", no: "no"))
            }
        }
        let setID = fields.read(id, &problems, &failed) { text throws(FieldError) -> UUID? in
            let trimmed = text.trimmingSpaces
            if trimmed.isEmpty { return nil }
            guard let uuid = UUID(uuidString: trimmed) else { throw FieldError(.notASetID(trimmed)) }
            return uuid
        }
        let place = fields.read(setOrder, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "set order") }
        guard !failed, let moment = when?.untimedAtNoon else { return .rejected }
        let time = seconds.positive
        let covered = length.positive
        if count == nil, time == nil, covered == nil { return .skipped(.noWork) }
        let (day, instant, offset, key) = moments.placed(moment, in: context.timeZone)
        let (order, sourceKey) = numbering.next(day: day, natural: "\(key)|\(name)")
        let note = fields[notes].trimmingSpaces
        var record = ImportRecord(
            id: setID ?? nil, exerciseName: name, day: day, instant: instant, utcOffsetSeconds: offset,
            order: order, reps: count, weight: load, isBodyweight: onBodyweight ?? false, rpe: effort, rir: reserve,
            setType: kind ?? .normal, duration: time, distance: covered, notes: note.isEmpty ? nil : note,
            source: GenericCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1))
        if let place {
            record.order = place
            record.orderIsPosition = true
        }
        return .set(record)
    }
}
