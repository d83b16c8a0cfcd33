import Foundation
import GRDB
import WorkoutModel

/// How a logged entry compares with the last session of the same exercise:
/// "vs Thu 2026-11-19: +2.5 kg on 3×5 · volume +2.5 %".
package struct SessionComparison: Hashable, Sendable {
    /// The earlier session.
    package var previous: ExerciseSession
    /// The entry's working sets.
    package var current: [WorkoutSet]
    /// The entry's working volume, in `previous.unit`.
    package var currentVolume: Double

    /// The heaviest working load of `sets`, in `unit`; nil without loads.
    static func topLoad(_ sets: [WorkoutSet], in unit: WeightUnit) -> Double? {
        sets.compactMap { $0.isBodyweight ? nil : $0.weight?.value(in: unit) }.max()
    }

    /// The most load added to body weight in `sets` (signed: help below
    /// zero, none 0), in `unit`; nil unless every set with reps is on body weight.
    static func topAddedLoad(_ sets: [WorkoutSet], in unit: WeightUnit) -> Double? {
        let lifted = sets.filter { $0.reps != nil }
        guard !lifted.isEmpty, lifted.allSatisfy(\.isBodyweight) else { return nil }
        return lifted.map { $0.weight?.value(in: unit) ?? 0 }.max()
    }

    /// The unit the comparison speaks in: the entry's top set's, else the session's.
    var loadUnit: WeightUnit {
        current.first { $0.weight != nil && !$0.isBodyweight }?.weight?.unit
            ?? current.first { $0.weight != nil }?.weight?.unit
            ?? previous.workingSets.first { $0.weight != nil }?.weight?.unit ?? previous.unit
    }

    /// "3×5", or "5,5,4" when the reps differ; timed sets as their count.
    static func shape(_ sets: [WorkoutSet]) -> String {
        let reps = sets.compactMap(\.reps)
        guard !reps.isEmpty else { return "\(Format.count(sets.count, "set"))" }
        if reps.count == sets.count, Set(reps).count == 1 { return "\(reps.count)×\(reps[0])" }
        return reps.map(String.init).joined(separator: ",")
    }

    /// The line `log` prints.
    package var text: String {
        let before = previous.workingSets
        var parts: [String] = []
        let unit = loadUnit
        let shapeNow = SessionComparison.shape(current)
        let shapeThen = SessionComparison.shape(before)
        let shapeText = shapeNow == shapeThen ? shapeNow : "\(shapeNow) (was \(shapeThen))"
        // Weighted or assisted bodyweight sets on both sides: the load added (bw+30 kg → bw-10 kg is −40 kg).
        let loads = SessionComparison.topLoad(current, in: unit).flatMap { now in
            SessionComparison.topLoad(before, in: unit).map { (now, $0) }
        } ?? SessionComparison.topAddedLoad(current, in: unit).flatMap { now in
            SessionComparison.topAddedLoad(before, in: unit).flatMap { then in
                (current + before).contains { $0.isBodyweight && $0.weight != nil } ? (now, then) : nil
            }
        }
        if let (now, then) = loads {
            // As loads are shown, to the gram (1.125 kg of micro plates is not
            // "+1.13 kg"); to 0.01 when a load was converted from the other unit.
            let stored = (current + before).allSatisfy { $0.isBodyweight || $0.weight.map { $0.unit == unit } ?? true }
            let digits = stored ? 3 : 2
            let scale = stored ? 1000.0 : 100.0
            let delta = ((now - then) * scale).rounded() / scale
            let load = delta == 0 ? "same load"
                : "\(delta > 0 ? "+" : "−")\(Format.number(abs(delta), maxFractionDigits: digits)) \(unit.rawValue)"
            parts.append("\(load) on \(shapeText)")
        } else {
            parts.append(shapeText)
            let repsNow = current.compactMap(\.reps).reduce(0, +), repsThen = before.compactMap(\.reps).reduce(0, +)
            if repsNow != repsThen, repsNow > 0 || repsThen > 0 { parts.append("reps \(repsThen) → \(repsNow)") }
            let timeNow = current.compactMap(\.duration).reduce(0, +), timeThen = before.compactMap(\.duration).reduce(0, +)
            if timeNow > 0 || timeThen > 0 { parts.append("time \(Format.duration(timeThen)) → \(Format.duration(timeNow))") }
            let distNow = current.compactMap(\.distance).reduce(0, +), distThen = before.compactMap(\.distance).reduce(0, +)
            if distNow > 0 || distThen > 0 { parts.append("distance \(Format.distance(distThen)) → \(Format.distance(distNow))") }
        }
        if previous.volume > 0, currentVolume > 0 {
            let change = Change.percentText((currentVolume / previous.volume - 1) * 100)
            parts.append(change == "0%" ? "volume the same" : "volume \(change)")
        }
        return "vs \(previous.day.labelWithWeekday): " + parts.joined(separator: " · ")
    }
}

/// A record a logged entry set, beating the earlier best (the definitions of `prs`).
package struct RecordChange: Hashable, Sendable {
    /// The new record.
    package var record: PersonalRecord
    /// The record it beat.
    package var previous: PersonalRecord

    /// "new 5-rep best: 102.5 kg, was 100 kg on Mon 2026-11-16".
    package var text: String { RecordChange.text([self]) }

    /// One line per record, rep maxes with the same new and old value and day
    /// in one: "new 1/3/5-rep best: 105 kg, was 102.5 kg on Fri 2026-11-20".
    package static func lines(_ changes: [RecordChange]) -> [String] {
        var groups: [[RecordChange]] = []
        for change in changes {
            if let last = groups.last?.last, case .repMax = last.record.kind, case .repMax = change.record.kind,
               last.record.value == change.record.value, last.previous.value == change.previous.value,
               last.previous.day == change.previous.day {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        return groups.map(text)
    }

    private static func text(_ group: [RecordChange]) -> String {
        guard let first = group.first else { return "" }
        let record = first.record, previous = first.previous
        let reps = group.compactMap { change -> String? in
            if case .repMax(let reps) = change.record.kind { return String(reps) }
            return nil
        }
        let name = reps.isEmpty ? "e1RM" : "\(reps.joined(separator: "/"))-rep best"
        let unit = record.unit.rawValue
        // A rep best is a load lifted, shown as a set's load is (when it was
        // lifted in the unit shown); an e1RM, or a converted load, to 0.1.
        let asLifted = !reps.isEmpty && record.weight.map { $0.unit == record.unit } == true
            && previous.weight.map { $0.unit == previous.unit } == true
        var digits = asLifted ? 3 : 1
        // A record beats the old one, so the two are never written alike:
        // 220.5 lb against 100 kg is "100.02 kg, was 100 kg", not "100 kg, was 100 kg".
        while digits < 3, Format.number(record.value, maxFractionDigits: digits)
                == Format.number(previous.value, maxFractionDigits: digits) {
            digits += 1
        }
        // A bodyweight record without the body weight is the load added: "bw+10 kg, was bw+5 kg".
        func written(_ value: PersonalRecord) -> String {
            value.isAddedLoad ? value.valueText : "\(Format.number(value.value, maxFractionDigits: digits)) \(unit)"
        }
        return "new \(name): \(written(record)), was \(written(previous)) on \(previous.day.labelWithWeekday)"
    }
}

extension WorkoutStore {
    /// One exercise's records as `prs` finds them (warm-ups left out), kept as
    /// the tracker so a new entry's sets can be weighed against them: from the
    /// record seeds when the log has their index, else from every set in order.
    func recordTracker(of exerciseId: UUID, bodyWeight: Weight?) throws(StoreError) -> RecordTracker {
        try recordHistory(of: exerciseId, around: nil, bodyWeight: bodyWeight).tracker
    }

    /// `recordTracker(of:bodyWeight:)`, with the candidates a new entry on
    /// `day` is judged among (`UnlikelySet`): every set's, or with the seeds
    /// index the weeks around `day`. Unlikely earlier sets hold no record, as in `prs`.
    func recordHistory(of exerciseId: UUID, around day: Day?, bodyWeight: Weight?) throws(StoreError) -> RecordHistory {
        let seeded = try reading { db -> RecordHistory? in
            guard try RecordSeeds.hasIndex(db),
                  let number = try Int64.fetchOne(db, sql: "SELECT number FROM exercise WHERE id = ?",
                                                  arguments: [exerciseId.uuidString]),
                  var seeds = try RecordSeeds.candidates(db, exercise: number, id: exerciseId, bodyWeight: bodyWeight)
            else { return nil }
            func judge(_ seed: RecordCandidate) throws -> Bool {
                try Self.isUnlikely(seed, exercise: number, db, bodyWeight: bodyWeight)
            }
            var tracker = RecordTracker.built(from: seeds)
            // Only a set holding a record can mislead; when one is a likely typo,
            // the walk is made again judging each group's heaviest set.
            let holders = Set(tracker.records(of: exerciseId, unit: .kg).compactMap(\.setNumber))
            if try seeds.contains(where: { try holders.contains($0.number) && judge($0) }) {
                guard let judged = try RecordSeeds.candidates(db, exercise: number, id: exerciseId, bodyWeight: bodyWeight,
                                                              isUnlikely: judge) else { return nil }
                seeds = judged
                tracker = RecordTracker.built(from: seeds)
            }
            let window = try day.map { day in
                let range = try TrainingNeighbourhood.range(db, exercise: number, around: day, bodyWeight: bodyWeight)
                return try Self.recordCandidates(db, exerciseId: exerciseId, from: range.from, through: range.to,
                                                 bodyWeight: bodyWeight)
            }
            return RecordHistory(tracker: tracker, candidates: window)
        }
        if let seeded { return seeded }
        var tracker = RecordTracker()
        let candidates = try recordCandidates(exerciseId: exerciseId, bodyWeight: bodyWeight)
        for candidate in RecordCandidateScreen(candidates).kept { tracker.add(candidate) }
        return RecordHistory(tracker: tracker, candidates: candidates)
    }

    /// Whether `seed` is a likely typo among its exercise's days around it,
    /// as `RecordCandidateScreen` judges every set of it.
    static func isUnlikely(_ seed: RecordCandidate, exercise number: Int64, _ db: Database,
                           bodyWeight: Weight?) throws -> Bool {
        let range = try TrainingNeighbourhood.range(db, exercise: number, around: seed.day, bodyWeight: bodyWeight)
        let around = try recordCandidates(db, exerciseId: seed.exerciseId, from: range.from, through: range.to,
                                          bodyWeight: bodyWeight)
        return RecordCandidateScreen(around).unlikely.contains { item in
            item.candidate.day == seed.day && item.candidate.reps == seed.reps && item.candidate.loadKg == seed.loadKg
        }
    }

    /// Builds the record seeds' index when `exerciseId` has so many sets that
    /// reading its records from them all would be slow (see `RecordSeeds`);
    /// on a full disk it is left for a later `log`, and nothing is thrown.
    func indexRecordsIfLarge(_ exerciseId: UUID) throws(StoreError) {
        let large = try reading { db in
            guard try !RecordSeeds.hasIndex(db),
                  let number = try Int64.fetchOne(db, sql: "SELECT number FROM exercise WHERE id = ?",
                                                  arguments: [exerciseId.uuidString]) else { return false }
            return try RecordSeeds.isLarge(db, exercise: number)
        }
        guard large else { return }
        do {
            try write { writer in try writer.db.execute(sql: RecordSeeds.index) }
        } catch StoreError.diskFull, StoreError.writeFailed {
            // The index is optional (records are then read from every set): no
            // room for it must not cost the set. A later `log` builds it.
            return
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(error, path: path)
        }
    }

    /// The records an entry's `candidates` (`RecordHistory.candidates`) strictly beat the bests in `before` (the
    /// exercise's records read before they were stored): per kind, the best
    /// of the entry with the record it beat. No second pass over the log.
    func recordChanges(_ candidates: [RecordCandidate], before: RecordTracker, unit: WeightUnit) -> [RecordChange] {
        var tracker = before
        var beaten: [RecordKind: PersonalRecord] = [:]
        var best: [RecordKind: PersonalRecord] = [:]
        for candidate in candidates {
            let earlier = tracker.records(of: candidate.exerciseId, unit: unit)
            for (kind, previous) in tracker.add(candidate) where previous != nil {
                if beaten[kind] == nil { beaten[kind] = earlier.first { $0.kind == kind } }
                if let score = tracker.best[candidate.exerciseId]?[kind]?.score {
                    best[kind] = PersonalRecordBuilder.record(kind, scoreKg: score, set: candidate, unit: unit)
                }
            }
        }
        return before.kinds.compactMap { kind in
            guard let record = best[kind], let previous = beaten[kind] else { return nil }
            return RecordChange(record: record, previous: previous)
        }
    }
}
