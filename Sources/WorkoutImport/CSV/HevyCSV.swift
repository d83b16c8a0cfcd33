import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// Hevy's CSV export:
///
///     title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
///
/// with `weight_lbs` and `distance_miles` in imperial exports, dates such as
/// `04 Jan 2021, 09:00` (older exports: `2021-01-04 09:00:00`), 0-based
/// `set_index`, and `set_type` normal, warmup, dropset or failure. A set's
/// time is its workout's start. Exercise notes go on the exercise's first set.
struct HevyCSV: CSVRecordParser {
    static let source = "hevy"

    private let context: CSVContext
    private let title: Int?, start: Int, exercise: Int, setIndex: Int?, setType: Int?
    private let weight: Int?, unit: WeightUnit
    private let reps: Int?, distance: Int?, metresPer: Double, duration: Int?, rpe: Int?
    private let exerciseNotes: Int?
    private var numbering = CSVSetNumbering()

    mutating func takeJoinedExport() -> Bool { numbering.takeJoinedExport() }
    private var notedBlocks = Set<String>()
    private let headerNames: [String]

    init(header: CSVHeader, context: CSVContext) throws(ImportError) {
        self.context = context
        self.start = try header.required("start_time", in: context)
        self.exercise = try header.required("exercise_title", in: context)
        headerNames = header.names
        title = header.index("title")
        setIndex = header.index("set_index")
        setType = header.index("set_type")
        reps = header.index("reps")
        duration = header.index("duration_seconds")
        rpe = header.index("rpe")
        exerciseNotes = header.index("exercise_notes")
        if let index = header.index("weight_kg") {
            weight = index
            unit = .kg
        } else if let index = header.index("weight_lbs") {
            weight = index
            unit = .lb
        } else {
            weight = nil
            unit = context.unit ?? .kg
        }
        if let index = header.index("distance_km") {
            distance = index
            metresPer = 1000
        } else if let index = header.index("distance_miles") {
            distance = index
            metresPer = 1609.344
        } else if let index = header.index("distance_meters") {
            distance = index
            metresPer = 1
        } else {
            distance = nil
            metresPer = 1
        }
    }

    var nameColumn: Int { exercise }

    var columnUses: [Int: ColumnUse] {
        Self.uses((start, ColumnUse(.date)), (exercise, ColumnUse(.exercise)), (exerciseNotes, ColumnUse(.notes)),
                  (setIndex, ColumnUse(.setOrder)), (setType, ColumnUse(.setType)),
                  (weight, ColumnUse(.weight, unit.rawValue)), (reps, ColumnUse(.reps)),
                  (distance, ColumnUse(.distance, metresPer == 1 ? "m" : metresPer == 1000 ? "km" : "mi")),
                  (duration, ColumnUse(.seconds)), (rpe, ColumnUse(.rpe)))
    }

    static var ignoredColumns: [String: String] { ["superset id": "superset"] }

    var units: [UnitNote] {
        var notes: [UnitNote] = []
        if let weight {
            let named = headerNames[weight] == "weight_kg" || headerNames[weight] == "weight_lbs"
            notes.append(UnitNote(headerNames[weight], unit.rawValue, setting: context.unit == unit && !named ? .unit : nil))
        }
        if let distance { notes.append(UnitNote(headerNames[distance], metresPer == 1 ? "m" : metresPer == 1000 ? "km" : "mi")) }
        return notes
    }

    mutating func record(from row: CSVRow, problems: inout ProblemLog) -> CSVRowOutcome {
        let fields = CSVFields(row: row)
        var failed = false
        let when = fields.read(start, &problems, &failed) { text throws(FieldError) in try DateParsing.dateTime(text, "start_time") }
        let name = fields.name(exercise, label: "exercise_title", &problems, &failed)
        let index = fields[setIndex].trimmingSpaces
        if setIndex != nil, Int(index).map({ $0 < 0 }) ?? true {
            problems.add(.csv(.setIndexNotWhole(index)), at: fields.location(setIndex))
            if let setIndex { problems.unreadColumns.append(setIndex) }
            failed = true
        }
        let type = fields.read(setType, &problems, &failed) { text throws(FieldError) in try SetTypeParsing.parse(text) }
        let unit = self.unit
        let load = fields.read(weight, &problems, &failed) { text throws(FieldError) in try FieldParsing.weight(text, unit: unit) }
        let count = fields.read(reps, &problems, &failed) { text throws(FieldError) in try FieldParsing.count(text, "reps") }
        let length = fields.distance(distance, metres: metresPer, &problems, &failed)
        let time = fields.read(duration, &problems, &failed) { text throws(FieldError) in try FieldParsing.nonNegative(text, "duration_seconds") }
        let effort = fields.read(rpe, &problems, &failed) { text throws(FieldError) in try FieldParsing.rpe(text) }
        guard !failed, let when else { return .rejected }
        let seconds = time.positive
        let covered = length.positive
        if count == nil, seconds == nil, covered == nil { return .skipped(.noWork) }
        let workout = fields[title].trimmingSpaces
        let block = "\(when.keyText)|\(workout)|\(name)"
        // Known by the workout's start and the set's place: a renamed workout is the same workout.
        let (order, sourceKey) = numbering.next(
            day: when.date, natural: WorkoutStartKeys.natural(start: when, exercise: name, order: index), workout: when)
        var note: String?
        if notedBlocks.insert(block).inserted {
            let text = fields[exerciseNotes].trimmingSpaces
            note = text.isEmpty ? nil : text
        }
        // A date without a time goes to noon, as in every reader (its key stays the one written before).
        let (instant, offset) = when.untimedAtNoon.resolve(in: context.timeZone)
        let (weight, bodyweight) = AssistedLoad.reading(load, of: name, reps: count)
        return .set(ImportRecord(
            exerciseName: name, day: when.date, instant: instant, utcOffsetSeconds: offset,
            order: order, reps: count, weight: weight, isBodyweight: bodyweight, rpe: effort,
            setType: type ?? .normal, duration: seconds, distance: covered, notes: note,
            source: HevyCSV.source, sourceKey: sourceKey,
            location: SourceLocation(line: row.line, column: 1)))
    }
}
