import Foundation
import WorkoutModel

/// An exercise's records before a log entry, and the candidates the entry is
/// judged among: all of its sets', or with the seeds index those of the weeks
/// around the entry's day (nil when no day was given).
struct RecordHistory {
    var tracker: RecordTracker
    var candidates: [RecordCandidate]?

    /// `stored` sets as record candidates, warm-ups and sets without reps left out.
    static func candidates(_ stored: [WorkoutSet], bodyWeight: Weight?) -> [RecordCandidate] {
        stored.compactMap { set in
            guard set.type != .warmup, let reps = set.reps, let number = set.number else { return nil }
            return RecordCandidate(exerciseId: set.exerciseId, day: set.day, reps: reps,
                                   loadKg: SessionLoad.kilograms(set, bodyWeight: bodyWeight),
                                   weight: set.weight, isBodyweight: set.isBodyweight, number: number,
                                   estimates: RecordCandidate.estimates(isBodyweight: set.isBodyweight, bodyWeight: bodyWeight))
        }
    }

    /// Of `entry` (an entry's candidates, just stored), those unlikely beside
    /// the exercise's other training days; empty without candidates.
    func unlikely(_ entry: [RecordCandidate], unit: WeightUnit) -> [UnlikelySet] {
        guard let candidates, let exerciseId = entry.first?.exerciseId else { return [] }
        // Only each day's best counts, so the order within a day does not matter.
        let all = (candidates + entry).enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
            .map(\.element)
        let numbers = Set(entry.map(\.number))
        return RecordCandidateScreen(all).unlikelySets(of: exerciseId, unit: unit)
            .filter { $0.set.setNumber.map(numbers.contains) == true }
    }
}
