import Foundation
import WorkoutModel

/// A lift whose best e1RM (as `prs` counts it) was reached four weeks or more
/// before a day, though it was trained in the four weeks to that day.
package struct StalledLift: Hashable, Sendable {
    /// The exercise.
    package var exercise: Exercise
    /// The best e1RM, with the day it was first reached.
    package var best: PersonalRecord
    /// The last day it was trained up to the day asked about.
    package var lastTrained: Day
    /// Whole weeks since `best` was reached.
    package var weeks: Int

    /// How long an e1RM must stand before a lift counts as stalled.
    package static let minimumDays = 28
}

extension WorkoutStore {
    /// The lifts `summary` lists as stalled as of `end` (see `stalledLifts(asOf:unit:kept:)`),
    /// every set judged as `prs` and `summary` judge it, in the log's body weight.
    package func stalledLifts(asOf end: Day, unit: WeightUnit) throws(StoreError) -> [StalledLift] {
        let screen = RecordCandidateScreen(try recordCandidates(bodyWeight: try settings().bodyWeight))
        return try stalledLifts(asOf: end, unit: unit, kept: screen.kept.filter { $0.day <= end })
    }

    /// Lifts stalled as of `end`: trained in the 28 days to `end`, their best
    /// e1RM reached 28 days or more before it. One pass over `kept`, the
    /// record candidates `RecordCandidateScreen` kept (an unlikely set is no
    /// best, judged as `prs` judges it), those after `end` left out.
    func stalledLifts(asOf end: Day, unit: WeightUnit, kept: [RecordCandidate]) throws(StoreError) -> [StalledLift] {
        var tracker = RecordTracker(kinds: [.estimatedOneRepMax])
        var lastDay: [UUID: Day] = [:]
        for candidate in kept where candidate.day <= end {
            tracker.add(candidate)
            lastDay[candidate.exerciseId] = max(lastDay[candidate.exerciseId] ?? candidate.day, candidate.day)
        }
        let recentFrom = end.adding(days: 1 - StalledLift.minimumDays)
        var stalled: [StalledLift] = []
        for exercise in try exercises() {
            guard let last = lastDay[exercise.id], last >= recentFrom,
                  let best = tracker.records(of: exercise.id, unit: unit).first,
                  best.day.distance(to: end) >= StalledLift.minimumDays, last > best.day else { continue }
            stalled.append(StalledLift(exercise: exercise, best: best, lastTrained: last,
                                       weeks: best.day.distance(to: end) / 7))
        }
        return stalled.sorted { ($0.best.day, $0.exercise.name.lowercased()) < ($1.best.day, $1.exercise.name.lowercased()) }
    }
}
