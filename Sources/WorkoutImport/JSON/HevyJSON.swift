import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// Hevy's JSON, in the three shapes people publish:
///
///     {"page": 1, "page_count": 2, "workouts": [{"id", "title", "start_time": "2026-06-05T07:30:00+00:00",
///         "exercises": [{"title", "exercise_template_id", "sets": [{"type": "warmup", "weight_kg", "reps",
///         "distance_meters", "duration_seconds", "rpe"}]}]}]}                      (the public API's pages)
///     [{"id", "name", "start_time": 1717572600, "exercises": [{"title", "sets": [{"indicator", "weight_kg": null,
///         "reps", "prs": []}]}]}]                                                    (the app's own workouts)
///     [{"id", "title", "start_time": "2024-03-05 18:30:00", ..., "weight_kg": 60, "weight_lbs": 132.28}]
///                                                                                   (processed dumps, local times)
///
/// A time with an offset or in epoch seconds is an instant, placed on the
/// log's local day; a time without one is already local. A set with no
/// weight (null or 0) and reps is a bodyweight set. Sets are keyed by the
/// workout's id and the exercise's and set's positions, so a re-import (or an
/// overlapping later page) finds them again. Every problem is reported with
/// its JSON path and refuses the file, as for RepChart's own JSON.
struct HevyJSON {
    static let source = "hevy"

    /// The file named in messages.
    let path: String
    let timeZone: TimeZone
    /// The JSON path's root: `$`, or `page-2.json $` for one file of a folder.
    var root = "$"

    /// What a file held besides its sets.
    struct Contents {
        /// `page` and `page_count` of an API page.
        var page: Int?
        var pageCount: Int?
        var rows = RowReport()
        /// Workouts read, to tell an empty file from a full one.
        var workouts = 0
    }

    /// Whether the start of a JSON text is Hevy's rather than RepChart's: an
    /// array at the top (RepChart files are objects), or an object with a
    /// `"workouts"` field and no `"format"` field.
    static func recognizes(_ head: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { start = 3 }
        guard let first = head[start...].first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            return false
        }
        if first == UInt8(ascii: "[") { return true }
        return hasKey("workouts", in: head) && !hasKey("format", in: head)
    }

    /// `"name"` followed by optional white space and a colon.
    private static func hasKey(_ name: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let needle = Array("\"\(name)\"".utf8)
        guard bytes.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], (0..<needle.count).allSatisfy({ bytes[index + $0] == needle[$0] }) {
                var after = index + needle.count
                while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0A || bytes[after] == 0x0D {
                    after += 1
                }
                if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return true }
            }
            index += 1
        }
        return false
    }

    /// Reads the file, calling `body` for each set; problems are logged with
    /// their JSON path, syntax errors stop the read.
    func scan(problems: inout ProblemLog, input: ByteInput, numbering: inout OccurrenceCounter,
              ids: inout HevyWorkoutIDs,
              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Contents {
        var scanner = JSONScanner(input: input)
        var contents = Contents()
        switch try scanner.kind(path: root) {
        case .array:
            try readWorkouts(&scanner, root, &problems, &contents, &numbering, &ids, body)
        case .object:
            var sawWorkouts = false
            var seen = SeenKeys()
            try scanner.object(path: root) { scanner, key throws(ImportError) in
                // `page_count` twice would decide which pages must be there; `workouts` twice, which sets are.
                guard seen.isFirst(key.description) else {
                    var values = HevyValues(file: path)
                    try values.repeated(key.description, &scanner, "\(root).\(key)", &problems)
                    return
                }
                switch key {
                case HevyJSON.workoutsKey:
                    sawWorkouts = true
                    var values = HevyValues(file: path)
                    guard try values.expect(.array, &scanner, "\(root).workouts", &problems) else { return }
                    try readWorkouts(&scanner, "\(root).workouts", &problems, &contents, &numbering, &ids, body)
                case HevyJSON.pageKey:
                    contents.page = try wholeNumber(&scanner, "\(root).page", &problems)
                case HevyJSON.pageCountKey:
                    contents.pageCount = try wholeNumber(&scanner, "\(root).page_count", &problems)
                default:
                    try scanner.skip(path: "\(root).\(key)")
                }
            }
            if !sawWorkouts {
                problems.add(.hevy(.missingWorkouts),
                             at: SourceLocation(line: 1, column: 1, path: root))
            }
        case let kind:
            problems.add(.hevy(.workoutsNotListed(found: kind)),
                         at: SourceLocation(line: 1, column: 1, path: root))
            try scanner.skip(path: root)
        }
        if let extra = try scanner.peek() {
            throw scanner.syntax(.afterDocument(extra), path: root)
        }
        return contents
    }

    private func readWorkouts(_ scanner: inout JSONScanner, _ base: String, _ problems: inout ProblemLog,
                              _ contents: inout Contents, _ numbering: inout OccurrenceCounter,
                              _ ids: inout HevyWorkoutIDs,
                              _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) {
        try scanner.array(path: base) { scanner, index throws(ImportError) in
            let at = "\(base)[\(index)]"
            _ = try scanner.peek()
            let begins = scanner.location
            let startAt = SourceLocation(line: begins.line, column: begins.column, path: at)
            guard var workout = try HevyWorkoutReader(path: at, file: path).read(&scanner, &problems) else { return }
            contents.workouts += 1
            if workout.id?.trimmingCharacters(in: .whitespaces).isEmpty == true { workout.id = nil }
            if let id = workout.id, let other = ids.conflict(workout, id: id, at: at) {
                problems.add(.hevy(.workoutIDReused(id, other: other)),
                             at: startAt)
                return
            }
            try emit(workout, &numbering, &contents.rows, body)
        }
    }

    static let workoutsKey = JSONKey("workouts")
    static let pageKey = JSONKey("page")
    static let pageCountKey = JSONKey("page_count")

    private func wholeNumber(_ scanner: inout JSONScanner, _ at: String, _ problems: inout ProblemLog) throws(ImportError) -> Int? {
        var values = HevyValues(file: path)
        guard try values.expect(.number, &scanner, at, &problems) else { return nil }
        let number = try scanner.number(path: at)
        guard number.isInteger, number.value >= 1, number.value < 1e9 else {
            values.problem(.hevy(.notPageNumber(number.value)), at, &problems)
            return nil
        }
        return Int(number.value)
    }

    /// The sets of one workout, once all its fields are known.
    private func emit(_ workout: HevyWorkout, _ numbering: inout OccurrenceCounter,
                      _ rows: inout RowReport, _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) {
        guard let start = workout.start else { return }
        let day: Day, instant: Date, offset: Int
        switch start {
        case .instant(let date):
            instant = date
            offset = timeZone.secondsFromGMT(for: date)
            day = Day(containing: date, in: timeZone)
        case .local(let local):
            (instant, offset) = local.resolve(in: timeZone)
            day = local.date
        }
        let workoutKey = workout.id ?? "\(Int(instant.timeIntervalSince1970))|\(workout.title)"
        for (exerciseIndex, exercise) in workout.exercises.enumerated() {
            var note = exercise.notes
            for (setIndex, set) in exercise.sets.enumerated() {
                if set.reps == nil, set.duration == nil, set.distance == nil {
                    rows.skipped[.noWork, default: 0] += 1
                    continue
                }
                let order = numbering.next(day.description)
                let (weight, bodyweight) = AssistedLoad.reading(
                    set.weight, of: exercise.name, reps: set.reps, bodyweight: set.weight == nil && set.reps != nil && set.distance == nil)
                try body(ImportRecord(
                    exerciseName: exercise.name, day: day, instant: instant, utcOffsetSeconds: offset,
                    order: order, reps: set.reps, weight: weight,
                    isBodyweight: bodyweight,
                    rpe: set.rpe, setType: set.type, duration: set.duration, distance: set.distance, notes: note,
                    source: HevyJSON.source, sourceKey: "\(workoutKey)|\(exerciseIndex)|\(setIndex)",
                    location: set.location))
                note = nil
            }
        }
    }
}
