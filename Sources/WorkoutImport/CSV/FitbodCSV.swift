import Foundation
import WorkoutModel
import WorkoutStorage

/// Fitbod's CSV export:
///
///     Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
///     Date,Exercise,Sets,Reps,Weight,isWarmup,Note          (an older export, seen in a real file)
///
/// Fitbod keeps weights in kilograms whatever the app shows (35 lb is written
/// 15.87575183), so a plain `Weight` is kg. A negative weight, or any weight
/// of an exercise named "Assisted …", is the help of an assisted machine: the
/// set is stored as bodyweight minus that load. Sets
/// are told apart by their position among the exercise's sets at that time.
struct FitbodCSV: CSVRecordParser {
    static let source = "fitbod"

    private let context: CSVContext
    private let date: Int, exercise: Int
    private let reps: Int?, weight: Int?, fixedUnit: WeightUnit
    private let duration: Int?, distance: Int?, warmup: Int?, note: Int?
    private let headerNames: [String]
    private var numbering = CSVSetNumbering()

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        self.date = try header.required("Date", in: context)
        self.exercise = try header.required("Exercise", in: context)
        headerNames = header.names
        reps = header.index("reps")
        duration = header.index("duration(s)", "duration (s)", "duration")
        distance = header.index("distance(m)", "distance (m)", "distance")
        warmup = header.index("iswarmup")
        note = header.index("note", "notes")
        if let index = header.index("weight(lbs)", "weight (lbs)", "weight(lb)") {
            (weight, fixedUnit) = (index, .lb)
        } else {
            (weight, fixedUnit) = (header.index("weight(kg)", "weight (kg)", "weight"), .kg)
        }
    }

    var nameColumn: Int { exercise }

    var columnUses: [Int: ColumnUse] {
        Self.uses((date, ColumnUse(.date)), (exercise, ColumnUse(.exercise)), (reps, ColumnUse(.reps)),
                  (weight, ColumnUse(.weight, fixedUnit.rawValue)), (duration, ColumnUse(.seconds)),
                  (distance, ColumnUse(.distance, "m")), (warmup, ColumnUse(.setType)), (note, ColumnUse(.notes)))
    }

    static var ignoredColumns: [String: String] {
        ["sets": "one row per set", "incline": "machine setting", "resistance": "machine setting",
         "multiplier": "Fitbod's own factor"]
    }

    var units: [UnitNote] {
        weight.map { [UnitNote(headerNames[$0], "\(fixedUnit.rawValue) (Fitbod writes kilograms; a weight below zero, or an \"Assisted …\" exercise's, is a machine's help)")] } ?? []
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        var failed = false
        let when = fields.read(date, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text) }
        let name = fields.name(exercise, label: "exercise name", &problems, &failed)
        let unit = fixedUnit
        let load = fields.read(weight, &problems, &failed) { text throws(FieldError) -> Double? in
            guard let value = try FieldParsing.decimal(text, "weight"), value != 0 else { return nil }
            _ = try FieldParsing.weight(String(abs(value)), unit: unit)
            return value
        }
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        let seconds = fields.read(duration, &problems, &failed) { text throws(FieldError) in try FieldParsing.duration(text, "duration") }
        let length = fields.distance(distance, metres: 1, &problems, &failed)
        guard !failed, let moment = when?.untimedAtNoon else { return .rejected }
        let time = seconds.positive
        let covered = length.positive
        if count == nil, time == nil, covered == nil { return .skipped(.noWork) }
        let isWarmup = ["true", "1", "yes"].contains(fields[warmup].trimmingSpaces.lowercased())
        let (day, instant, offset) = moment.placed(in: context.timeZone)
        let (order, sourceKey) = numbering.next(day: day, natural: "\(moment.keyMoment.keyText)|\(name)")
        let text = fields[note].trimmingSpaces
        // An assisted exercise's weight is the machine's help whatever its sign: a real export wrote
        // "Assisted Chin Up -36.3" and "Assisted Pull Up 36.3" in one session, and more weight with more reps.
        let assisted = AssistedLoad.namesAssistance(name)
        let help = assisted ? load.map { -abs($0) } : load
        let onBodyweight = assisted ? count != nil : (load ?? 0) < 0
        return .set(ImportRecord(
            exerciseName: name, day: day, instant: instant, utcOffsetSeconds: offset,
            order: order, reps: count, weight: help.map { Weight($0, unit) }, isBodyweight: onBodyweight,
            setType: isWarmup ? .warmup : .normal, duration: time, distance: covered, notes: text.isEmpty ? nil : text,
            source: FitbodCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }
}
