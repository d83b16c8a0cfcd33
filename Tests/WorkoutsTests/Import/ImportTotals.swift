@testable import Workouts

/// The totals an independent reading of an import file gives: sets, reps,
/// volume in kg (reps × load of sets not on bodyweight), seconds, metres,
/// first and last day, and the exercises. `Scripts/import-check` prints the
/// same for a log.
struct ImportTotals: CustomStringConvertible {
    var sets = 0, reps = 0
    var volumeKg = 0.0, seconds = 0.0, metres = 0.0
    var first: Day?, last: Day?
    var exercises: Set<String> = []

    init(_ records: [ImportRecord]) {
        for record in records {
            sets += 1
            reps += record.reps ?? 0
            if let weight = record.weight, let count = record.reps, !record.isBodyweight {
                volumeKg += weight.unit.convert(weight.value, to: .kg) * Double(count)
            }
            seconds += record.duration ?? 0
            metres += record.distance ?? 0
            first = min(first ?? record.day, record.day)
            last = max(last ?? record.day, record.day)
            exercises.insert(record.exerciseName)
        }
    }

    var description: String {
        let days = first.map { "\($0)…\(last ?? $0)" } ?? "no days"
        return "\(sets) sets, \(reps) reps, \(ExportText.number((volumeKg * 1000).rounded() / 1000)) kg, "
            + "\(ExportText.number(seconds)) s, \(ExportText.number(metres)) m, \(days), "
            + exercises.sorted().joined(separator: " | ")
    }
}
