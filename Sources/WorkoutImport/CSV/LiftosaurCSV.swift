import Foundation
import WorkoutModel
import WorkoutStorage

/// Liftosaur's history CSV:
///
///     Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,
///     Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,
///     Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes
///
/// and the older `...,Completed Reps,RPE,Is AMRAP?,Weight Value,Weight Unit,Completed Reps Time,...`.
/// Only what was done is read (`Completed ...`, never `Required ...`); a set
/// with no completed reps was not done. Times are UTC (`2026-03-01T10:00:00.000Z`):
/// a set is placed at its completion time, on the workout's local day.
struct LiftosaurCSV: CSVRecordParser {
    static let source = "liftosaur"

    private let context: CSVContext
    private let start: Int, exercise: Int, reps: Int, required: Int?, weight: Int?, unit: Int?
    private let warmup: Int?, amrap: Int?, rpe: Int?, done: Int?, program: Int?, dayName: Int?, notes: Int?
    private let headerNames: [String]
    private var numbering = CSVSetNumbering()

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        headerNames = header.names
        start = try header.required("Workout DateTime", in: context)
        exercise = try header.required("Exercise", in: context)
        reps = try header.required("Completed Reps", in: context)
        required = header.index("required reps")
        weight = header.index("completed weight value", "weight value")
        unit = header.index("completed weight unit", "weight unit")
        if weight != nil, unit == nil { throw context.unitless(header: header) }
        warmup = header.index("is warmup set?")
        amrap = header.index("is amrap?")
        rpe = header.index("completed rpe", "rpe")
        done = header.index("completed reps time")
        program = header.index("program")
        dayName = header.index("day name")
        notes = header.index("notes")
    }

    var nameColumn: Int { exercise }

    var units: [UnitNote] { weight.map { [UnitNote(headerNames[$0], "unit per row")] } ?? [] }

    var columnUses: [Int: ColumnUse] {
        Self.uses((start, ColumnUse(.date, "UTC, placed on the local day")), (exercise, ColumnUse(.exercise)),
                  (warmup, ColumnUse(.setType, "1: warm-up")), (reps, ColumnUse(.reps)), (amrap, ColumnUse(.setType, "1: AMRAP")),
                  (rpe, ColumnUse(.rpe)), (weight, ColumnUse(.weight, "unit per row")), (unit, ColumnUse(.weightUnit)),
                  (done, ColumnUse(nil, as: "time of the set")), (notes, ColumnUse(.notes)))
    }

    /// The program's plan and the app's settings: what was done is in `Completed ...`.
    static var ignoredColumns: [String: String] {
        ["program": "workout name", "day name": "workout name", "required reps": "planned",
         "required rpe": "planned", "required weight value": "planned", "required weight unit": "planned",
         "log rpe?": "app setting", "ask weight?": "app setting",
         "target muscles": "muscles", "synergist muscles": "muscles"]
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        var failed = false
        let began = fields.read(start, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text, "Workout DateTime") }
        let finished = fields.read(done, &problems, &failed) { text throws(FieldError) -> LocalDateTime? in
            text.trimmingSpaces.isEmpty ? nil : try DateParsing.dateTime(text, "Completed Reps Time")
        }
        let name = fields.name(exercise, label: "Exercise", &problems, &failed)
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "Completed Reps") }
        let load = fields.weight(weight, unitColumn: unit, fixedUnit: nil, &problems, &failed)
        let effort = fields.read(rpe, &problems, &failed) { text throws(FieldError) in try FieldParsing.rpe(text) }
        guard !failed, let began else { return .rejected }
        // Planned reps and none completed: the program's set, not done.
        guard let count else { return .skipped(fields.hasValue(required) ? .notDone : .noWork) }
        let day = LiftosaurCSV.localDay(began, context.timeZone)
        let (instant, offset) = (finished ?? began).resolve(in: context.timeZone)
        let localOffset = (finished ?? began).utcOffset == nil ? offset : context.timeZone.secondsFromGMT(for: instant)
        let workout = fields[program].trimmingSpaces + "|" + fields[dayName].trimmingSpaces
        let (order, sourceKey) = numbering.next(day: day, natural: "\(began.keyText)|\(workout)|\(name)")
        let type: SetType = fields[warmup].trimmingSpaces == "1" ? .warmup : fields[amrap].trimmingSpaces == "1" ? .amrap : .normal
        let note = fields[notes].trimmingSpaces
        return .set(ImportRecord(
            exerciseName: name, day: day, instant: instant, utcOffsetSeconds: localOffset,
            order: order, reps: count, weight: load, isBodyweight: load == nil, rpe: effort,
            setType: type, notes: note.isEmpty ? nil : note,
            source: LiftosaurCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }

    /// The day a time falls on in `zone` (a time without an offset is local already).
    static func localDay(_ time: LocalDateTime, _ zone: TimeZone) -> Day {
        guard time.utcOffset != nil else { return time.date }
        return Day(containing: time.resolve(in: zone).instant, in: zone)
    }
}
