import Foundation
import Workouts

/// The lifts the review follows: the big barbell lifts a lifter trains (squat and
/// deadlift first, then bench and overhead press), then the loaded lifts with the
/// most working sets, up to four. A period of bench, rows and curls still shows
/// the squat when it was squatted at all.
enum MainLifts {
    /// The base names (before any " (Barbell)") of the lifts that come first, in order; one lift per group.
    static let big = [["squat", "back squat"], ["deadlift", "conventional deadlift"], ["bench press"], ["overhead press"]]

    /// Up to `count` loaded lifts trained in the period, the big ones first.
    static func pick(_ exercises: [ExerciseComparison], count: Int = 4) -> [ExerciseComparison] {
        // Each rank once (it reads the name), not in every comparison of the sort.
        let sorted = exercises
            .filter { $0.current.volume > 0 && $0.exercise.kind == .weightReps }
            .map { (rank: rank($0), lift: $0) }
            .sorted { ($0.rank, -$0.lift.current.sets, $0.lift.exercise.name) < ($1.rank, -$1.lift.current.sets, $1.lift.exercise.name) }
        // One form of each big lift: a barbell squat, not a dumbbell squat beside it.
        var taken: Set<Int> = []
        var out: [ExerciseComparison] = []
        for (rank, lift) in sorted where out.count < count {
            let big = rank / 2
            if rank < 100 {
                guard !taken.contains(big) else { continue }
                taken.insert(big)
            }
            out.append(lift)
        }
        return out
    }

    /// 0 for a barbell squat … 7 for another form of overhead press (the barbell form before others), 100 for the rest.
    static func rank(_ lift: ExerciseComparison) -> Int {
        let name = lift.exercise.name.lowercased()
        let base = name.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? name
        guard let index = big.firstIndex(where: { $0.contains(base) }) else { return 100 }
        return index * 2 + (name.contains("barbell") || !name.contains("(") ? 0 : 1)
    }
}
