import Foundation
@testable import Workouts

/// What an independent reading of an export file says it holds: the values
/// an import test compares, rather than a count of rows.
struct ImportTotals: Equatable, CustomStringConvertible {
    var sets = 0
    var reps = 0
    /// Reps times weight, in kilograms, rounded to 0.01 kg.
    var volumeKg = 0.0
    var seconds = 0.0
    var metres = 0.0
    var firstDay = ""
    var lastDay = ""
    var exercises: [String] = []

    init(sets: Int, reps: Int, volumeKg: Double, seconds: Double = 0, metres: Double = 0,
         firstDay: String, lastDay: String, exercises: [String]) {
        (self.sets, self.reps, self.volumeKg, self.seconds, self.metres) = (sets, reps, volumeKg, seconds, metres)
        (self.firstDay, self.lastDay, self.exercises) = (firstDay, lastDay, exercises.sorted())
    }

    init(_ records: [ImportRecord]) {
        var volume = 0.0
        for record in records {
            sets += 1
            reps += record.reps ?? 0
            if let weight = record.weight { volume += Double(record.reps ?? 0) * weight.unit.convert(weight.value, to: .kg) }
            seconds += record.duration ?? 0
            metres += record.distance ?? 0
        }
        volumeKg = (volume * 100).rounded() / 100
        let days = records.map(\.day).sorted()
        firstDay = days.first?.description ?? ""
        lastDay = days.last?.description ?? ""
        exercises = Set(records.map(\.exerciseName)).sorted()
    }

    var description: String {
        "\(sets) sets, \(reps) reps, \(volumeKg) kg, \(seconds) s, \(metres) m, \(firstDay)…\(lastDay), \(exercises)"
    }
}
