import Foundation
import WorkoutModel
import WorkoutStorage

// Column choices and field reads that the CSV formats share, so a unit rule
// or an error message is written once for all of them.

extension CSVHeader {
    /// The weight column and its unit: a column naming its unit (`kg`
    /// candidates, then `lb`), else a `plain` one in the row's unit column or
    /// `--unit`. Throws when a plain weight has neither.
    func weightColumn(kg: [String], lb: [String], plain: [String], unitColumn: Int?,
                      context: CSVContext) throws(ImportError) -> (index: Int?, unit: WeightUnit?) {
        if let index = index(of: kg) { return (index, .kg) }
        if let index = index(of: lb) { return (index, .lb) }
        let index = index(of: plain)
        if index != nil, unitColumn == nil, context.unit == nil { throw context.unitless(header: self) }
        return (index, context.unit)
    }
}

extension CSVFields {
    /// The trimmed exercise name; an empty one is logged as `"\(label) is empty"`.
    func name(_ index: Int, label: String, _ problems: inout ProblemLog, _ failed: inout Bool) -> String {
        let name = self[index].trimmingSpaces
        if name.isEmpty {
            problems.add(.csv(.emptyCell(label: label)), at: location(index))
            failed = true
        }
        return name
    }

    /// Whether the field holds a number other than zero (or anything else
    /// that is not a number, which its reader will report).
    func hasValue(_ index: Int?) -> Bool {
        let text = self[index].trimmingSpaces
        guard !text.isEmpty else { return false }
        return (try? FieldParsing.decimal(text, "")) != 0
    }

    /// The weight, in the row's unit column when there is one, else `fixedUnit`.
    /// A zero or blank weight is nil. `assisted`: the row is on bodyweight,
    /// where a negative weight is the help of an assisted machine (`bw-25kg`).
    func weight(_ index: Int?, unitColumn: Int?, fixedUnit: WeightUnit?, assisted: Bool = false,
                _ problems: inout ProblemLog, _ failed: inout Bool) -> Weight? {
        var unit = fixedUnit
        let failedBeforeUnit = failed
        // A unit beside no weight says nothing (FitNotes writes "kg" into empty rows).
        if let unitColumn, hasValue(index), let rowUnit = read(unitColumn, &problems, &failed, { text throws(FieldError) in
            try FieldParsing.weightUnit(text)
        }) {
            unit = rowUnit
        }
        // A bad unit is reported once, not again for the weight it belongs to.
        let unitBroken = failed && !failedBeforeUnit
        return read(index, &problems, &failed) { raw throws(FieldError) in
            var text = raw.trimmingSpaces
            let helped = assisted && text.hasPrefix("-")
            if helped { text.removeFirst() }
            guard let value = try FieldParsing.nonNegative(text, "weight"), value > 0 else { return nil }
            guard let unit else {
                if unitBroken { return nil }
                throw FieldError(.weightWithoutUnit(raw.trimmingSpaces))
            }
            guard let load = try FieldParsing.weight(text, unit: unit) else { return nil }
            return helped ? Weight(-load.value, load.unit) : load
        }
    }

    /// The distance in metres: `metres` per unit, or the row's unit column's.
    func distance(_ index: Int?, unitColumn: Int? = nil, metres: Double,
                  _ problems: inout ProblemLog, _ failed: inout Bool) -> Double? {
        var metres = metres
        if let unitColumn, hasValue(index), let perUnit = read(unitColumn, &problems, &failed, { text throws(FieldError) in
            try FieldParsing.metresPer(text)
        }) {
            metres = perUnit
        }
        return read(index, &problems, &failed) { text throws(FieldError) in
            try FieldParsing.nonNegative(text, "distance").map { $0 * metres }
        }
    }
}

/// A set's order within its day and its source key (the natural key plus its
/// occurrence among rows with the same natural key), counted across a file.
///
/// Given the workout a row belongs to (Strong, Hevy: an export writes a
/// workout's rows together), a natural key met again after other workouts
/// began is another export pasted on without its header line: numbered
/// afresh from there, as after a repeated header, so the sets both exports
/// hold are stored once.
struct CSVSetNumbering: Sendable {
    /// Each natural key's occurrences so far, and the workout it was first met in.
    private var occurrences: [String: (count: Int, workout: Int)] = [:]
    /// Sets counted so far on each day, keyed by the day itself: its text,
    /// made for every row, was a large part of reading a plain CSV.
    private var dayOrder: [Day: Int] = [:]
    /// The workout of the row before, and how many workouts began so far.
    private var workout: LocalDateTime?
    private var workouts = 0
    /// Set when a row began another export; read once by `takeJoinedExport`.
    private var joined = false

    mutating func next(day: Day, natural: String, workout rowWorkout: LocalDateTime? = nil) -> (order: Int, sourceKey: String) {
        if let rowWorkout, rowWorkout != workout {
            workout = rowWorkout
            workouts += 1
        }
        if rowWorkout != nil, let earlier = occurrences[natural], earlier.workout != workouts {
            // Met before, in a workout other workouts followed: the start of another export.
            occurrences = [:]
            dayOrder = [:]
            joined = true
        }
        let order = dayOrder[day, default: 0] + 1
        dayOrder[day] = order
        let count = (occurrences[natural]?.count ?? 0) + 1
        occurrences[natural] = (count, occurrences[natural]?.workout ?? workouts)
        return (order, "\(natural)|\(count)")
    }

    /// Whether the last rows began another export; true once for each.
    mutating func takeJoinedExport() -> Bool {
        defer { joined = false }
        return joined
    }
}

extension Optional where Wrapped == Double {
    /// The value when above zero (a zero duration or distance means none).
    var positive: Double? { flatMap { $0 > 0 ? $0 : nil } }
}
