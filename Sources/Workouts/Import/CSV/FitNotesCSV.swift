import Foundation

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
    /// Noon keeps the calendar day whatever zone the instant is read in.
    static let noon = 12.0 * 3600

    private let context: CSVContext
    private let date: Int, exercise: Int
    private let weight: Int?, weightUnit: Int?, fixedUnit: WeightUnit?
    private let reps: Int?, distance: Int?, distanceUnit: Int?, time: Int?, comment: Int?
    private var occurrences = OccurrenceCounter()
    private var dayOrder = OccurrenceCounter()

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        guard let date = header.index("date") else { throw context.missing("Date", header: header) }
        guard let exercise = header.index("exercise") else { throw context.missing("Exercise", header: header) }
        self.date = date
        self.exercise = exercise
        reps = header.index("reps")
        distance = header.index("distance")
        distanceUnit = header.index("distance unit")
        time = header.index("time")
        comment = header.index("comment", "notes")
        weightUnit = header.index("weight unit")
        if let index = header.index("weight (kgs)", "weight (kg)") {
            weight = index
            fixedUnit = .kg
        } else if let index = header.index("weight (lbs)", "weight (lb)") {
            weight = index
            fixedUnit = .lb
        } else {
            weight = header.index("weight")
            fixedUnit = context.unit
            if weight != nil, weightUnit == nil, context.unit == nil { throw context.unitless(header: header) }
        }
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> ImportRecord? {
        let fields = CSVFields(row: row)
        var failed = false
        let day = fields.read(date, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text) }
        let name = fields[exercise].trimmingSpaces
        if name.isEmpty {
            problems.add("exercise name is empty", at: fields.location(exercise))
            failed = true
        }
        var unit = fixedUnit
        let failedBeforeUnit = failed
        if let weightUnit, let rowUnit = fields.read(weightUnit, &problems, &failed, { text throws(FieldError) in
            try FieldParsing.weightUnit(text)
        }) {
            unit = rowUnit
        }
        // A bad unit is reported once, not again for the weight it belongs to.
        let unitBroken = failed && !failedBeforeUnit
        let load: Weight? = fields.read(weight, &problems, &failed) { text throws(FieldError) in
            guard let value = try FieldParsing.nonNegative(text, "weight"), value > 0 else { return nil }
            guard let unit else {
                if unitBroken { return nil }
                throw FieldError("weight \(text.trimmingSpaces) has no unit; pass --unit kg or --unit lb")
            }
            return try FieldParsing.weight(text, unit: unit)
        }
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        var metres: Double = 1000
        if let distanceUnit, let perUnit = fields.read(distanceUnit, &problems, &failed, { text throws(FieldError) in
            try FieldParsing.metresPer(text)
        }) {
            metres = perUnit
        }
        let length = fields.read(distance, &problems, &failed) { text throws(FieldError) in
            try FieldParsing.nonNegative(text, "distance").map { $0 * metres }
        }
        let seconds = fields.read(time, &problems, &failed) { text throws(FieldError) in try FieldParsing.duration(text, "time") }
        guard !failed, var when = day else { return nil }
        let duration = seconds.flatMap { $0 > 0 ? $0 : nil }
        let covered = length.flatMap { $0 > 0 ? $0 : nil }
        if count == nil, load == nil, duration == nil, covered == nil { return nil }
        if when.secondOfDay == 0, when.utcOffset == nil { when.secondOfDay = FitNotesCSV.noon }
        let natural = "\(when.date)|\(name)"
        let (instant, offset) = when.resolve(in: context.timeZone)
        let note = fields[comment].trimmingSpaces
        return ImportRecord(
            exerciseName: name, day: when.date, instant: instant, utcOffsetSeconds: offset,
            order: dayOrder.next(when.date.description), reps: count, weight: load,
            duration: duration, distance: covered, notes: note.isEmpty ? nil : note,
            source: FitNotesCSV.source, sourceKey: "\(natural)|\(occurrences.next(natural))",
            location: SourceLocation(line: row.line, column: 1))
    }
}
