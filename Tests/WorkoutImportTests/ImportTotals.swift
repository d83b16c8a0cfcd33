@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts

/// The totals an independent reading of an import file gives: sets, reps,
/// volume in kg (reps × load of sets not on bodyweight), seconds, metres,
/// first and last day, and the exercises. Import tests compare these values
/// rather than a count of rows; `Scripts/import-check` prints the same for a log.
struct ImportTotals: Equatable, CustomStringConvertible {
    var sets = 0, reps = 0
    var volumeKg = 0.0, seconds = 0.0, metres = 0.0
    /// The first and last day as `YYYY-MM-DD`, empty when there are no sets.
    var firstDay = "", lastDay = ""
    /// The exercise names, sorted.
    var exercises: [String] = []

    /// Totals as read by hand from a fixture.
    init(sets: Int, reps: Int, volumeKg: Double, seconds: Double = 0, metres: Double = 0,
         firstDay: String, lastDay: String, exercises: [String]) {
        (self.sets, self.reps, self.volumeKg, self.seconds, self.metres) = (sets, reps, volumeKg, seconds, metres)
        (self.firstDay, self.lastDay, self.exercises) = (firstDay, lastDay, exercises.sorted())
    }

    /// Totals of what an importer read.
    init(_ records: [ImportRecord]) {
        var first: Day?, last: Day?
        var names: Set<String> = []
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
            names.insert(record.exerciseName)
        }
        firstDay = first?.description ?? ""
        lastDay = last?.description ?? ""
        exercises = names.sorted()
    }

    /// Equal when every total agrees, volume to within 0.01 kg.
    static func == (lhs: ImportTotals, rhs: ImportTotals) -> Bool {
        lhs.sets == rhs.sets && lhs.reps == rhs.reps && abs(lhs.volumeKg - rhs.volumeKg) < 0.01
            && abs(lhs.seconds - rhs.seconds) < 0.001 && abs(lhs.metres - rhs.metres) < 0.001
            && lhs.firstDay == rhs.firstDay && lhs.lastDay == rhs.lastDay && lhs.exercises == rhs.exercises
    }

    var description: String {
        let days = firstDay.isEmpty ? "no days" : "\(firstDay)…\(lastDay)"
        return "\(sets) sets, \(reps) reps, \(JSONWriting.number((volumeKg * 1000).rounded() / 1000)) kg, "
            + "\(JSONWriting.number(seconds)) s, \(JSONWriting.number(metres)) m, \(days), "
            + exercises.joined(separator: " | ")
    }
}
