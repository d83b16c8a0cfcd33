import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// What differs between a stored set and a file's set of the same id, as a
/// refusal says it: "weight 100 kg, here 105 kg". The user sees which value
/// changed and can choose which to keep, instead of hunting through columns.
enum SetDifference {
    /// The fields of `file` that differ from `stored`, at most `limit` named
    /// ("reps 5, here 6; weight 100 kg, here 105 kg"), then "and 2 more".
    /// `asExported`: compared as RepChart's own CSV carries a set (time to the
    /// second, no source), as `ContentKey.asExported` compares them.
    /// `exerciseName` names an exercise by id, for a set moved to another one.
    static func text(stored: WorkoutSet, file: WorkoutSet, asExported: Bool, limit: Int = 2,
                     exerciseName: (UUID) -> String? = { _ in nil }) -> String {
        let a = asExported ? ContentKey.asExported(stored) : ContentKey(stored)
        let b = asExported ? ContentKey.asExported(file) : ContentKey(file)
        var fields: [String] = []
        func add(_ name: String, _ was: String, _ now: String) {
            // Values apart by less than their shown digits (100 and 100.000001 kg) say so rather than look alike.
            let finer = was == now ? " (apart past the digits shown)" : ""
            fields.append("\(name) \(was.isEmpty ? "none" : was), here \(now.isEmpty ? "none" : now)\(finer)")
        }
        if a.exerciseId != b.exerciseId {
            if let was = exerciseName(a.exerciseId), let now = exerciseName(b.exerciseId) {
                add("exercise", QuotedInput.quoted(was), QuotedInput.quoted(now))
            } else {
                fields.append("another exercise")
            }
        }
        if a.day != b.day { add("day", a.day.description, b.day.description) }
        if a.performedAt != b.performedAt || a.utcOffset != b.utcOffset {
            add("time", time(a.performedAt, a.utcOffset), time(b.performedAt, b.utcOffset))
        }
        if a.reps != b.reps { add("reps", a.reps.map(String.init) ?? "", b.reps.map(String.init) ?? "") }
        if a.weight != b.weight || a.isBodyweight != b.isBodyweight {
            let was = Format.load(a.weight, bodyweight: a.isBodyweight), now = Format.load(b.weight, bodyweight: b.isBodyweight)
            if was == now, let x = a.weight, let y = b.weight {
                // The exact values, as stored and as the file has them.
                add("weight", "\(exact(x.value)) \(x.unit.rawValue)", "\(exact(y.value)) \(y.unit.rawValue)")
            } else {
                add("weight", was, now)
            }
        }
        if a.rpe != b.rpe { add("rpe", a.rpe.map { Format.number($0) } ?? "", b.rpe.map { Format.number($0) } ?? "") }
        if a.rir != b.rir { add("rir", a.rir.map { Format.number($0) } ?? "", b.rir.map { Format.number($0) } ?? "") }
        if a.type != b.type { add("type", a.type.rawValue, b.type.rawValue) }
        if a.duration != b.duration {
            add("time taken", a.duration.map(Format.duration) ?? "", b.duration.map(Format.duration) ?? "")
        }
        if a.distance != b.distance { add("distance", a.distance.map(Format.distance) ?? "", b.distance.map(Format.distance) ?? "") }
        if a.note != b.note { add("note", a.note.map(QuotedInput.quoted) ?? "", b.note.map(QuotedInput.quoted) ?? "") }
        if a.source != b.source || a.sourceKey != b.sourceKey { fields.append("another source") }
        guard fields.count > limit else { return fields.joined(separator: "; ") }
        return fields.prefix(limit).joined(separator: "; ") + " and \(fields.count - limit) more"
    }

    /// Every digit of `value` ("100", "100.000001"), which `Format` rounds.
    private static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// "2026-12-02T11:42:22+01:00": the set's local time with its offset, as the exports write it.
    private static func time(_ milliseconds: Int64, _ offset: Int) -> String {
        Timestamp.text(Date(timeIntervalSince1970: Double(milliseconds) / 1000), offset: offset)
    }
}
