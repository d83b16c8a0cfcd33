import Foundation
import WorkoutModel

/// A set left out of records because its estimated 1RM stands far above the
/// days around it (`UnlikelyLevel`): most likely a typo, which would else be
/// every record of its exercise and make the lift look stalled for ever.
package struct UnlikelySet: Hashable, Sendable {
    /// The set, as a record would show it: `value` is its e1RM.
    package var set: PersonalRecord
    /// The highest e1RM of the training days around it, in the same unit.
    package var reference: Double

    /// How many times the days around it the set's e1RM is.
    package var ratio: Double { self.set.value / reference }
}

/// Record candidates split into those records count and the unlikely ones.
struct RecordCandidateScreen {
    var kept: [RecordCandidate] = []
    /// Each with the highest e1RM of its neighbouring days, in kg.
    var unlikely: [(candidate: RecordCandidate, referenceKg: Double)] = []

    /// `candidates` in the order they were done. Each exercise's training days
    /// are levelled by their best e1RM; a candidate whose e1RM is unlikely
    /// beside its day's neighbours is set aside (the day's other sets stay),
    /// unless the lifter said it is real.
    init(_ candidates: [RecordCandidate]) {
        var dayBests: [UUID: [(day: Day, e1rm: Double)]] = [:]
        for candidate in candidates {
            // In place: a copy of the exercise's days taken out and put back would copy them per candidate.
            Self.add(Self.e1rm(candidate), on: candidate.day, to: &dayBests[candidate.exerciseId, default: []])
        }
        var references: [UUID: [Day: UnlikelyLevel.Reference]] = [:]
        for (exerciseId, days) in dayBests {
            for (day, reference) in zip(days.map(\.day), UnlikelyLevel.references(days.map { ($0.day, $0.e1rm) })) {
                if let reference { references[exerciseId, default: [:]][day] = reference }
            }
        }
        for candidate in candidates {
            let reference = references[candidate.exerciseId]?[candidate.day]
            if !candidate.isKept, UnlikelyLevel.isUnlikely(Self.e1rm(candidate), reference: reference), let reference {
                unlikely.append((candidate, reference.highest))
            } else {
                kept.append(candidate)
            }
        }
    }

    /// The unlikely sets of `exerciseId` in `unit`, oldest first.
    func unlikelySets(of exerciseId: UUID, unit: WeightUnit) -> [UnlikelySet] {
        unlikely.filter { $0.candidate.exerciseId == exerciseId }.map { item in
            UnlikelySet(set: PersonalRecordBuilder.record(.estimatedOneRepMax, scoreKg: Self.e1rm(item.candidate),
                                                          set: item.candidate, unit: unit),
                        reference: WeightUnit.kg.convert(item.referenceKg, to: unit))
        }
    }

    /// `e1rm` as `day`'s best: a new last day, or the best of the last one.
    private static func add(_ e1rm: Double, on day: Day, to days: inout [(day: Day, e1rm: Double)]) {
        if let last = days.last, last.day == day {
            days[days.count - 1].e1rm = max(last.e1rm, e1rm)
        } else {
            days.append((day, e1rm))
        }
    }

    private static func e1rm(_ candidate: RecordCandidate) -> Double {
        RecordKind.estimatedOneRepMax.score(loadKg: candidate.loadKg, reps: candidate.reps) ?? candidate.loadKg
    }
}
