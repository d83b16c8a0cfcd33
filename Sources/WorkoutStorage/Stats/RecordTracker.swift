import Foundation
import WorkoutModel

/// Walks record candidates in the order they were done and keeps the best
/// of each record kind per exercise. A later set must beat a record strictly
/// to replace it, so ties keep the day the record was first reached.
struct RecordTracker {
    let kinds: [RecordKind]
    /// Best so far per exercise and kind: (score in kg, the set).
    private(set) var best: [UUID: [RecordKind: (score: Double, set: RecordCandidate)]] = [:]

    /// A tracker fed `candidates`, in the order given.
    static func built(from candidates: [RecordCandidate]) -> RecordTracker {
        var tracker = RecordTracker()
        for candidate in candidates { tracker.add(candidate) }
        return tracker
    }

    init(kinds: [RecordKind] = RecordKind.standard) {
        self.kinds = kinds
    }

    /// Feeds one candidate; returns the kinds it set a new record in, each
    /// with the score it beat (nil when there was none before).
    @discardableResult
    mutating func add(_ set: RecordCandidate) -> [(kind: RecordKind, beaten: Double?)] {
        guard set.loadKg.isFinite, set.loadKg > 0, set.reps >= 1 else { return [] }
        var improved: [(RecordKind, Double?)] = []
        for kind in kinds {
            if kind == .estimatedOneRepMax, !set.estimates { continue }
            guard let score = kind.score(loadKg: set.loadKg, reps: set.reps) else { continue }
            let previous = best[set.exerciseId]?[kind]?.score
            if previous.map({ score > $0 }) ?? true {
                best[set.exerciseId, default: [:]][kind] = (score, set)
                improved.append((kind, previous))
            }
        }
        return improved
    }

    /// The records of one exercise, in kind order, converted to `unit`.
    func records(of exerciseId: UUID, unit: WeightUnit) -> [PersonalRecord] {
        guard let bests = best[exerciseId] else { return [] }
        return kinds.compactMap { kind in
            bests[kind].map { PersonalRecordBuilder.record(kind, scoreKg: $0.score, set: $0.set, unit: unit) }
        }
    }
}

enum PersonalRecordBuilder {
    static func record(_ kind: RecordKind, scoreKg: Double, set: RecordCandidate, unit: WeightUnit,
                       previousKg: Double? = nil) -> PersonalRecord {
        PersonalRecord(exerciseId: set.exerciseId, kind: kind, value: WeightUnit.kg.convert(scoreKg, to: unit),
                       unit: unit, day: set.day, reps: set.reps, weight: set.weight,
                       isBodyweight: set.isBodyweight, setNumber: set.number,
                       previousValue: previousKg.map { WeightUnit.kg.convert($0, to: unit) })
    }
}
