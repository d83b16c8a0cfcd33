import Workouts
import Foundation

/// Sets as an aligned table or a JSON array, for `repchart sets` and `repchart log`.
enum SetListing {
    /// One row per set. Columns for duration, distance and notes appear only when used;
    /// `showDay` and `showExercise` are off when a heading already says them. `places`
    /// numbers a few sets of a day as the log does (`WorkoutStore.placesInDay(of:)`);
    /// without it, sets are numbered as listed, right for whole days.
    static func table(_ sets: [WorkoutSet], exercises: [Exercise], showDay: Bool = true,
                      showExercise: Bool = true, indent: String = "", places: [Int64: Int]? = nil) -> String {
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let shown = Columns(sets)
        var table = TextTable(columns: shown.columns(showDay: showDay, showExercise: showExercise), indent: indent)
        var numbering = SetNumbering()
        for set in sets {
            let listed = numbering.next(set)
            let number = places.flatMap { places in set.number.flatMap { places[$0] } } ?? listed
            table.append(shown.row(set, name: names[set.exerciseId], number: number,
                                   showDay: showDay, showExercise: showExercise))
        }
        return table.render()
    }

    /// `table` of some sets of their days, numbered as in the log: what a
    /// command changed (kept, deleted, logged, given back).
    static func table(_ sets: [WorkoutSet], in log: WorkoutStore, exercises: [Exercise], showDay: Bool = true,
                      showExercise: Bool = true, indent: String = "") throws -> String {
        table(sets, exercises: exercises, showDay: showDay, showExercise: showExercise, indent: indent,
              places: try log.placesInDay(of: sets))
    }

    /// The optional columns a listing shows: those some set of it uses.
    struct Columns: Equatable {
        var duration = false, distance = false, weight = false, effort = false, note = false, reps = false

        init(_ sets: [WorkoutSet] = []) {
            for set in sets { add(set) }
        }

        mutating func add(_ set: WorkoutSet) {
            duration = duration || set.duration != nil
            distance = distance || set.distance != nil
            weight = weight || set.weight != nil || set.isBodyweight
            effort = effort || set.rpe != nil || set.rir != nil
            note = note || set.note != nil
            reps = reps || set.reps != nil
        }

        func columns(showDay: Bool, showExercise: Bool) -> [TextTable.Column] {
            var columns: [TextTable.Column] = [.init("ID", .right)]
            if showDay { columns += [.init("DAY"), .init("TIME")] }
            if showExercise { columns.append(.init("EXERCISE")) }
            columns.append(.init("SET", .right))
            if reps { columns.append(.init("REPS", .right)) }
            if weight { columns.append(.init("WEIGHT", .right)) }
            if duration { columns.append(.init("DURATION", .right)) }
            if distance { columns.append(.init("DISTANCE", .right)) }
            if effort { columns.append(.init("EFFORT")) }
            columns.append(.init("TYPE"))
            if note { columns.append(.init("NOTE")) }
            return columns
        }

        /// One set's cells; `number` is its place among its exercise's sets that day.
        func row(_ set: WorkoutSet, name: String?, number: Int, showDay: Bool, showExercise: Bool) -> [String] {
            var row = [set.number.map { String($0) } ?? "-"]
            if showDay { row += [set.day.labelWithWeekday, SetDescription.time(set)] }
            if showExercise { row.append(TerminalEscaping.escaped(name ?? "?")) }
            row.append(String(number))
            if reps { row.append(set.reps.map { String($0) } ?? "") }
            if weight { row.append(SetDescription.weight(set)) }
            if duration { row.append(set.duration.map(Format.duration) ?? "") }
            if distance { row.append(set.distance.map(Format.distance) ?? "") }
            if effort { row.append(SetDescription.effort(set)) }
            row.append(set.type.rawValue)
            // Escaped here, colour codes too: a note is text from a file.
            if note { row.append(TerminalEscaping.escaped(set.note ?? "")) }
            return row
        }
    }

    /// Sets are numbered per exercise and day: "set 3 of bench on Monday".
    /// A listing in day order (`dayOrdered`) keeps only the current day's
    /// counts, so a stream of any length holds a few.
    /// A listing cut by a count (`--limit`) may start in the middle of a day:
    /// `next(_:placeInLog:)` asks the first listed set of each exercise on the
    /// first day for its place in the log, and the rest count on from it.
    struct SetNumbering {
        let dayOrdered: Bool
        private var firstDay: Day?
        private var day: Day?
        private var counts: [String: Int] = [:]

        init(dayOrdered: Bool = false) {
            self.dayOrdered = dayOrdered
        }

        /// The number of `set`, counting the sets listed before it.
        mutating func next(_ set: WorkoutSet) -> Int {
            next(set) { (_: WorkoutSet) throws(Never) -> Int? in nil }
        }

        /// As `next(_:)`, starting an exercise's count on the first day at
        /// `placeInLog` (nil: as listed). Its error is thrown, not guessed round.
        mutating func next<E: Error>(_ set: WorkoutSet, placeInLog: (WorkoutSet) throws(E) -> Int?) throws(E) -> Int {
            if firstDay == nil { firstDay = set.day }
            if dayOrdered, set.day != day {
                day = set.day
                counts.removeAll(keepingCapacity: true)
            }
            let key = "\(set.day) \(set.exerciseId)"
            if counts[key] == nil, set.day == firstDay, let place = try placeInLog(set) { counts[key] = place - 1 }
            counts[key, default: 0] += 1
            return counts[key] ?? 1
        }
    }

    /// A JSON array, one object per set, keys sorted; absent values are left out.
    static func json(_ sets: [WorkoutSet], exercises: [Exercise]) -> String {
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return JSONWriting.listing(sets.map { record($0, name: names[$0.exerciseId] ?? "") })
    }

    /// One set as `--json` writes it.
    static func record(_ set: WorkoutSet, name: String) -> SetRecordJSON {
        SetRecordJSON(number: set.number, id: set.id.uuidString, exercise: name,
                      exerciseId: set.exerciseId.uuidString, day: set.day.description,
                      time: SetDescription.timestamp(set), position: set.position, reps: set.reps,
                      weight: set.weight?.value, unit: set.weight?.unit.rawValue, bodyweight: set.isBodyweight,
                      rpe: set.rpe, rir: set.rir, type: set.type.rawValue, duration: set.duration,
                      distance: set.distance, note: set.note, source: set.source, sourceKey: set.sourceKey)
    }
}

struct SetRecordJSON: Encodable {
    var number: Int64?
    var id: String
    var exercise: String
    var exerciseId: String
    var day: String
    var time: String
    var position: Int?
    var reps: Int?
    var weight: Double?
    var unit: String?
    var bodyweight: Bool
    var rpe: Double?
    var rir: Double?
    var type: String
    var duration: Double?
    var distance: Double?
    var note: String?
    var source: String
    var sourceKey: String?
}
