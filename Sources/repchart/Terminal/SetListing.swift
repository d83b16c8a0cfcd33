import Workouts
import Foundation

/// Sets as an aligned table or a JSON array, for `repchart sets` and `repchart log`.
public enum SetListing {
    /// One row per set. Columns for duration, distance and notes appear only when used;
    /// `showDay` and `showExercise` are off when a heading already says them.
    public static func table(_ sets: [WorkoutSet], exercises: [Exercise], showDay: Bool = true,
                             showExercise: Bool = true, indent: String = "") -> String {
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let hasDuration = sets.contains { $0.duration != nil }
        let hasDistance = sets.contains { $0.distance != nil }
        let hasWeight = sets.contains { $0.weight != nil || $0.isBodyweight }
        let hasEffort = sets.contains { $0.rpe != nil || $0.rir != nil }
        let hasNote = sets.contains { $0.note != nil }
        let hasReps = sets.contains { $0.reps != nil }

        var columns: [TextTable.Column] = [.init("ID", .right)]
        if showDay { columns += [.init("DAY"), .init("TIME")] }
        if showExercise { columns.append(.init("EXERCISE")) }
        columns.append(.init("SET", .right))
        if hasReps { columns.append(.init("REPS", .right)) }
        if hasWeight { columns.append(.init("WEIGHT", .right)) }
        if hasDuration { columns.append(.init("DURATION", .right)) }
        if hasDistance { columns.append(.init("DISTANCE", .right)) }
        if hasEffort { columns.append(.init("EFFORT")) }
        columns.append(.init("TYPE"))
        if hasNote { columns.append(.init("NOTE")) }

        var table = TextTable(columns: columns, indent: indent)
        var setInDay: [String: Int] = [:]
        for set in sets {
            var row = [set.number.map { String($0) } ?? "-"]
            if showDay { row += [set.day.labelWithWeekday, SetDescription.time(set)] }
            if showExercise { row.append(TerminalText.escaped(names[set.exerciseId] ?? "?")) }
            // Sets are numbered per exercise and day: "set 3 of bench on Monday".
            let key = "\(set.day) \(set.exerciseId)"
            setInDay[key, default: 0] += 1
            row.append(String(setInDay[key] ?? 1))
            if hasReps { row.append(set.reps.map { String($0) } ?? "") }
            if hasWeight { row.append(SetDescription.weight(set)) }
            if hasDuration { row.append(set.duration.map(Format.duration) ?? "") }
            if hasDistance { row.append(set.distance.map(Format.distance) ?? "") }
            if hasEffort { row.append(SetDescription.effort(set)) }
            row.append(set.type.rawValue)
            // Escaped here, colour codes too: a note is text from a file.
            if hasNote { row.append(TerminalText.escaped(set.note ?? "")) }
            table.append(row)
        }
        return table.render()
    }

    /// A JSON array, one object per set, keys sorted; absent values are left out.
    public static func json(_ sets: [WorkoutSet], exercises: [Exercise]) -> String {
        let names = Dictionary(exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let records = sets.map { set in
            SetRecordJSON(number: set.number, id: set.id.uuidString, exercise: names[set.exerciseId] ?? "",
                          exerciseId: set.exerciseId.uuidString, day: set.day.description,
                          time: SetDescription.timestamp(set), position: set.position, reps: set.reps,
                          weight: set.weight?.value, unit: set.weight?.unit.rawValue, bodyweight: set.isBodyweight,
                          rpe: set.rpe, rir: set.rir, type: set.type.rawValue, duration: set.duration,
                          distance: set.distance, note: set.note, source: set.source, sourceKey: set.sourceKey)
        }
        return JSONText.encode(records)
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

/// Pretty, key-sorted JSON text for listings.
enum JSONText {
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
