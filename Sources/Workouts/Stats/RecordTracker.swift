import Foundation

/// Walks sets in the order they were done and keeps the best of each record
/// kind per exercise. A later set must beat a record strictly to replace it,
/// so ties keep the day the record was first reached.
struct RecordTracker {
    let kinds: [RecordKind]
    /// Known body weight in kg; bodyweight sets then count it (as the aggregates do).
    let bodyWeightKg: Double?
    /// Best so far per exercise and kind: (score in kg, the set).
    private(set) var best: [UUID: [RecordKind: (score: Double, set: WorkoutSet)]] = [:]

    init(kinds: [RecordKind] = RecordKind.standard, bodyWeight: Weight?) {
        self.kinds = kinds
        self.bodyWeightKg = bodyWeight.flatMap { $0.value.isFinite ? $0.value(in: .kg) : nil }
    }

    /// The load a set counts with, in kg, or nil when it cannot set a record:
    /// warm-ups, sets without reps, and sets without a positive load.
    func loadKg(of set: WorkoutSet) -> Double? {
        guard set.type != .warmup, let reps = set.reps, reps >= 1 else { return nil }
        let entered = set.weight.map { $0.value(in: .kg) }
        let load: Double
        if set.isBodyweight {
            if let bodyWeightKg { load = max(bodyWeightKg + (entered ?? 0), 0) } else { load = entered ?? 0 }
        } else {
            guard let entered else { return nil }
            load = entered
        }
        return load.isFinite && load > 0 ? load : nil
    }

    /// Feeds one set; returns the kinds it set a new record in, each with the
    /// score it beat (nil when there was none before).
    @discardableResult
    mutating func add(_ set: WorkoutSet) -> [(kind: RecordKind, beaten: Double?)] {
        guard let load = loadKg(of: set), let reps = set.reps else { return [] }
        var improved: [(RecordKind, Double?)] = []
        for kind in kinds {
            guard let score = kind.score(loadKg: load, reps: reps) else { continue }
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

    /// Sets in the order they were done: day, then position, then instant.
    static func chronological(_ sets: [WorkoutSet]) -> [WorkoutSet] {
        sets.sorted { a, b in
            if a.day != b.day { return a.day < b.day }
            if (a.position ?? 0) != (b.position ?? 0) { return (a.position ?? 0) < (b.position ?? 0) }
            return a.performedAt < b.performedAt
        }
    }
}

enum PersonalRecordBuilder {
    static func record(_ kind: RecordKind, scoreKg: Double, set: WorkoutSet, unit: WeightUnit,
                       previousKg: Double? = nil) -> PersonalRecord {
        PersonalRecord(exerciseId: set.exerciseId, kind: kind, value: WeightUnit.kg.convert(scoreKg, to: unit),
                       unit: unit, day: set.day, reps: set.reps ?? 0, weight: set.weight,
                       isBodyweight: set.isBodyweight, setNumber: set.number,
                       previousValue: previousKg.map { WeightUnit.kg.convert($0, to: unit) })
    }
}
