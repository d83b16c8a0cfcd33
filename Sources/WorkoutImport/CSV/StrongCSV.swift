import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

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
    private let date: Int, exercise: Int, setOrder: Int
    private let weight: Int?, weightUnit: Int?, reps: Int?, rpe: Int?
    private let distance: Int?, distanceUnit: Int?, seconds: Int?
    private let notes: Int?
    private let headerNames: [String]
    /// A `Distance` column that does not name its unit.
    private let bareDistance: Bool
    private let fixedUnit: WeightUnit?
    private let fixedMetres: Double
    private var numbering = CSVSetNumbering()

    mutating func takeJoinedExport() -> Bool { numbering.takeJoinedExport() }

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        self.date = try header.required("Date", in: context)
        self.exercise = try header.required("Exercise Name", in: context)
        self.setOrder = try header.required("Set Order", in: context)
        reps = header.index("reps")
        rpe = header.index("rpe")
        seconds = header.index("seconds")
        notes = header.index("notes")
        headerNames = header.names
        weightUnit = header.index("weight unit")
        distanceUnit = header.index("distance unit")
        (weight, fixedUnit) = try header.weightColumn(kg: ["weight (kg)", "weight (kgs)", "kg", "kgs"],
                                                      lb: ["weight (lbs)", "weight (lb)", "lbs", "lb"],
                                                      plain: ["weight"], unitColumn: weightUnit, context: context)
        if let index = header.index("distance (meters)", "distance (m)", "meters", "metres") {
            distance = index
            fixedMetres = 1
            bareDistance = false
        } else if let index = header.index("distance (km)", "km") {
            distance = index
            fixedMetres = 1000
            bareDistance = false
        } else if let index = header.index("distance (miles)", "distance (mi)", "miles", "mi") {
            distance = index
            fixedMetres = 1609.344
            bareDistance = false
        } else {
            bareDistance = header.index("distance") != nil
            distance = header.index("distance")
            fixedMetres = (fixedUnit ?? context.unit) == .lb ? 1609.344 : 1000
        }
    }

    var nameColumn: Int { exercise }

    var columnUses: [Int: ColumnUse] {
        let weightDetail = weightUnit != nil ? "unit per row" : fixedUnit?.rawValue
        let weightSetting: ImportSetting? = weightUnit == nil && fixedUnit.map { !headerNames[weight ?? 0].lowercased().contains($0.rawValue) } == true ? .unit : nil
        let distanceDetail = distanceUnit != nil ? "unit per row" : fixedMetres == 1 ? "m" : fixedMetres == 1000 ? "km" : "mi"
        return Self.uses((date, ColumnUse(.date)), (exercise, ColumnUse(.exercise)), (setOrder, ColumnUse(.setOrder)),
                         (weight, ColumnUse(.weight, weightDetail, setting: weightSetting)), (weightUnit, ColumnUse(.weightUnit)),
                         (reps, ColumnUse(.reps)), (rpe, ColumnUse(.rpe)), (distance, ColumnUse(.distance, distanceDetail)),
                         (distanceUnit, ColumnUse(.distanceUnit)), (seconds, ColumnUse(.seconds)), (notes, ColumnUse(.notes)))
    }

    static var ignoredColumns: [String: String] { ["duration": "workout length"] }

    var units: [UnitNote] {
        var notes: [UnitNote] = []
        if let weight { notes.append(context.unitNote(headerNames[weight], weightUnit == nil ? fixedUnit : nil)) }
        if let distance {
            let name = headerNames[distance]
            if distanceUnit != nil {
                notes.append(UnitNote(name, "unit per row"))
            } else {
                notes.append(UnitNote(name, (fixedMetres == 1 ? "m" : fixedMetres == 1000 ? "km" : "mi")
                                      + (bareDistance ? " (Strong writes km with kg, miles with lb)" : "")))
            }
        }
        return notes
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        let order = fields[setOrder].trimmingSpaces
        let lowered = order.lowercased()
        if lowered == "rest timer" { return .skipped(.restTimer) }
        if lowered == "note" || lowered == "notes" { return .skipped(.note) }
        if Int(order) == nil, !["w", "d", "f"].contains(lowered), !order.isEmpty, order.allSatisfy({ $0.isLetter || $0 == " " }),
           !fields.hasValue(reps), !fields.hasValue(weight) {
            // A rest timer or note in the app's language ("Ruhezeit"): a word, no reps, no weight.
            return fields.hasValue(seconds) ? .skipped(.restTimer) : .skipped(.note)
        }
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
                problems.add(.csv(.setOrderUnknown(order)), at: fields.location(setOrder))
                failed = true
                type = .normal
            }
        }
        let when = fields.read(date, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text) }
        let name = fields.name(exercise, label: "exercise name", &problems, &failed)
        // The workout's duration and notes are not needed: never read, never a reason to refuse.
        // An assisted exercise's weight below zero is a load added (RepChart's Strong export writes `bw+5kg` so).
        let load = fields.weight(weight, unitColumn: weightUnit, fixedUnit: fixedUnit, assisted: AssistedLoad.isAssisted(name),
                                 &problems, &failed)
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        let effort = fields.read(rpe, &problems, &failed) { text throws(FieldError) in try FieldParsing.rpe(text) }
        let time = fields.read(seconds, &problems, &failed) { text throws(FieldError) in try FieldParsing.nonNegative(text, "seconds") }
        let length = fields.distance(distance, unitColumn: distanceUnit, metres: fixedMetres, &problems, &failed)
        guard !failed, let when else { return .rejected }
        let duration = time.positive
        let covered = length.positive
        if count == nil, duration == nil, covered == nil { return .skipped(.noWork) }
        // Known by the workout's start and the set's place: a renamed workout is the same workout.
        let (dayOrder, sourceKey) = numbering.next(
            day: when.date, natural: WorkoutStartKeys.natural(start: when, exercise: name, order: order.uppercased()), workout: when)
        // A date without a time goes to noon, as in every reader (its key stays the one written before).
        let (instant, offset) = when.untimedAtNoon.resolve(in: context.timeZone)
        let note = fields[notes].trimmingSpaces
        let (weight, bodyweight) = AssistedLoad.reading(load, of: name, reps: count)
        return .set(ImportRecord(
            exerciseName: name, day: when.date, instant: instant, utcOffsetSeconds: offset,
            order: dayOrder, reps: count, weight: weight, isBodyweight: bodyweight, rpe: effort,
            setType: type, duration: duration, distance: covered, notes: note.isEmpty ? nil : note,
            source: StrongCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }
}
