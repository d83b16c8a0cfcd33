import Foundation

/// Strong's CSV export, in the variants seen in the wild:
///
///     Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
///     Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
///     "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"
///
/// `Set Order` is a number, or W/D/F for warm-up, drop and failure sets;
/// "Rest Timer" and "Note" rows hold no set and are skipped. Without a unit
/// column the weights are in `--unit`, and a bare `Distance` is kilometres
/// with kg and miles with lb (the app's metric/imperial setting).
struct StrongCSV: CSVRecordParser {
    static let source = "strong"

    private let context: CSVContext
    private let date: Int, workout: Int?, exercise: Int, setOrder: Int
    private let weight: Int?, weightUnit: Int?, reps: Int?, rpe: Int?
    private let distance: Int?, distanceUnit: Int?, seconds: Int?
    private let notes: Int?, duration: Int?
    private let fixedUnit: WeightUnit?
    private let fixedMetres: Double
    private var numbering = CSVSetNumbering()

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        guard let date = header.index("date") else { throw context.missing("Date", header: header) }
        guard let exercise = header.index("exercise name") else { throw context.missing("Exercise Name", header: header) }
        guard let setOrder = header.index("set order") else { throw context.missing("Set Order", header: header) }
        self.date = date
        self.exercise = exercise
        self.setOrder = setOrder
        workout = header.index("workout name")
        reps = header.index("reps")
        rpe = header.index("rpe")
        seconds = header.index("seconds")
        notes = header.index("notes")
        duration = header.index("duration", "workout duration", "duration (sec)")
        weightUnit = header.index("weight unit")
        distanceUnit = header.index("distance unit")
        (weight, fixedUnit) = try header.weightColumn(kg: ["weight (kg)", "weight (kgs)"], lb: ["weight (lbs)", "weight (lb)"],
                                                      plain: ["weight"], unitColumn: weightUnit, context: context)
        if let index = header.index("distance (meters)", "distance (m)") {
            distance = index
            fixedMetres = 1
        } else if let index = header.index("distance (km)") {
            distance = index
            fixedMetres = 1000
        } else if let index = header.index("distance (miles)", "distance (mi)") {
            distance = index
            fixedMetres = 1609.344
        } else {
            distance = header.index("distance")
            fixedMetres = (fixedUnit ?? context.unit) == .lb ? 1609.344 : 1000
        }
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> ImportRecord? {
        let fields = CSVFields(row: row)
        let order = fields[setOrder].trimmingSpaces
        let lowered = order.lowercased()
        if lowered == "rest timer" || lowered == "note" || lowered == "notes" { return nil }
        var failed = false
        let type: SetType
        switch lowered {
        case "w": type = .warmup
        case "d": type = .drop
        case "f": type = .failure
        default:
            if let number = Int(order), number >= 0 {
                type = .normal
            } else {
                problems.add("set order \"\(order)\" is not a number, W, D, F or Rest Timer", at: fields.location(setOrder))
                failed = true
                type = .normal
            }
        }
        let when = fields.read(date, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text) }
        let name = fields.name(exercise, label: "exercise name", &problems, &failed)
        // The workout's duration is checked but not kept (sets have their own).
        _ = fields.read(duration, &problems, &failed) { text throws(FieldError) in try FieldParsing.duration(text, "duration") }
        let load = fields.weight(weight, unitColumn: weightUnit, fixedUnit: fixedUnit, &problems, &failed)
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        let effort = fields.read(rpe, &problems, &failed) { text throws(FieldError) in try FieldParsing.rpe(text) }
        let time = fields.read(seconds, &problems, &failed) { text throws(FieldError) in try FieldParsing.nonNegative(text, "seconds") }
        let length = fields.distance(distance, unitColumn: distanceUnit, metres: fixedMetres, &problems, &failed)
        guard !failed, let when else { return nil }
        let duration = time.positive
        let covered = length.positive
        if count == nil, load == nil, duration == nil, covered == nil { return nil }
        let workoutName = fields[workout].trimmingSpaces
        let (dayOrder, sourceKey) = numbering.next(
            day: when.date, natural: "\(when.keyText)|\(workoutName)|\(name)|\(order.uppercased())")
        let (instant, offset) = when.resolve(in: context.timeZone)
        let note = fields[notes].trimmingSpaces
        return ImportRecord(
            exerciseName: name, day: when.date, instant: instant, utcOffsetSeconds: offset,
            order: dayOrder, reps: count, weight: load, rpe: effort,
            setType: type, duration: duration, distance: covered, notes: note.isEmpty ? nil : note,
            source: StrongCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1))
    }
}
