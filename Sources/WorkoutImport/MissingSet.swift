import Foundation
import WorkoutModel
import WorkoutStorage

/// A stored set of an app that a newer export of it no longer holds: named
/// in the import's report, removed only when asked.
package struct MissingSet: Hashable, Sendable {
    /// The set as it is (or, removed, was) stored.
    package var set: WorkoutSet
    /// Its exercise's name.
    package var exercise: String

    /// A missing set and the name of its exercise.
    package init(set: WorkoutSet, exercise: String) {
        self.set = set
        self.exercise = exercise
    }

    /// `#12  2026-03-04 07:00  Squat (Barbell)  5 × 100 kg`: its number (for
    /// `sets delete`), when, what and how much.
    package var line: String {
        let local = Int64((set.performedAt.timeIntervalSince1970).rounded(.down)) + Int64(set.utcOffset)
        let minutes = Int(((local % 86_400) + 86_400) % 86_400) / 60
        let time = (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        var amount: [String] = []
        var load = ""
        if let weight = set.weight { load = "\(JSONWriting.number(weight.value)) \(weight.unit.rawValue)" }
        if set.isBodyweight { load = load.isEmpty ? "bw" : (load.hasPrefix("-") ? "bw" : "bw+") + load }
        if let reps = set.reps { amount.append(load.isEmpty ? "\(reps) reps" : "\(reps) × \(load)") } else if !load.isEmpty { amount.append(load) }
        if let duration = set.duration { amount.append("\(JSONWriting.number(duration)) s") }
        if let distance = set.distance { amount.append("\(JSONWriting.number(distance)) m") }
        if set.type != .normal { amount.append(set.type.rawValue) }
        return "#\(set.number ?? 0)  \(set.day) \(time)  \(exercise)  \(amount.joined(separator: ", "))"
    }
}

extension ImportSummary {
    /// How many missing sets a summary names; the rest are counted.
    static let missingListed = 20
}
