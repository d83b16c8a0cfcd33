import Foundation
import WorkoutModel
import WorkoutStorage

/// FitNotes' "Workout Data" spreadsheet export:
///
///     Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment
///
/// with `Weight (lbs)` in imperial exports, and in newer ones
/// `Weight,Weight Unit` (kgs/lbs per row). There is no time of day, so a set
/// is placed at 12:00 local time on its date, and no set number, so sets are
/// told apart by their position among the same exercise's sets that day.
struct FitNotesCSV: CSVRecordParser {
    static let source = "fitnotes"

    private let context: CSVContext
    private let date: Int, exercise: Int
    private let weight: Int?, weightUnit: Int?, fixedUnit: WeightUnit?
    private let reps: Int?, distance: Int?, distanceUnit: Int?, time: Int?, comment: Int?
    private var numbering = CSVSetNumbering()
    private let headerNames: [String]

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        self.date = try header.required("Date", in: context)
        self.exercise = try header.required("Exercise", in: context)
        headerNames = header.names
        reps = header.index("reps")
        distance = header.index("distance")
        distanceUnit = header.index("distance unit")
        time = header.index("time")
        comment = header.index("comment", "notes")
        weightUnit = header.index("weight unit")
        (weight, fixedUnit) = try header.weightColumn(kg: ["weight (kgs)", "weight (kg)"], lb: ["weight (lbs)", "weight (lb)"],
                                                      plain: ["weight"], unitColumn: weightUnit, context: context)
    }

    var nameColumn: Int { exercise }

    var columnUses: [Int: ColumnUse] {
        Self.uses((date, ColumnUse(.date)), (exercise, ColumnUse(.exercise)),
                  (weight, ColumnUse(.weight, weightUnit != nil ? "unit per row" : fixedUnit?.rawValue)),
                  (weightUnit, ColumnUse(.weightUnit)), (reps, ColumnUse(.reps)), (distance, ColumnUse(.distance)),
                  (distanceUnit, ColumnUse(.distanceUnit)), (time, ColumnUse(.seconds)), (comment, ColumnUse(.notes)))
    }

    static var ignoredColumns: [String: String] { ["category": "muscle group"] }

    var units: [UnitNote] {
        var notes: [UnitNote] = []
        if let weight { notes.append(context.unitNote(headerNames[weight], weightUnit == nil ? fixedUnit : nil)) }
        return notes
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        var failed = false
        let day = fields.read(date, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text) }
        let name = fields.name(exercise, label: "exercise name", &problems, &failed)
        let load = fields.weight(weight, unitColumn: weightUnit, fixedUnit: fixedUnit, &problems, &failed)
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        let length = fields.distance(distance, unitColumn: distanceUnit, metres: 1000, &problems, &failed)
        let seconds = fields.read(time, &problems, &failed) { text throws(FieldError) in try FieldParsing.duration(text, "time") }
        guard !failed, let when = day?.untimedAtNoon else { return .rejected }
        let duration = seconds.positive
        let covered = length.positive
        if count == nil, duration == nil, covered == nil { return .skipped(.noWork) }
        let (order, sourceKey) = numbering.next(day: when.date, natural: "\(when.date)|\(name)")
        let (instant, offset) = when.resolve(in: context.timeZone)
        let note = fields[comment].trimmingSpaces
        return .set(ImportRecord(
            exerciseName: name, day: when.date, instant: instant, utcOffsetSeconds: offset,
            order: order, reps: count, weight: load,
            duration: duration, distance: covered, notes: note.isEmpty ? nil : note,
            source: FitNotesCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }
}
