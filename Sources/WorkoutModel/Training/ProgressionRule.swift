import Foundation

/// One earlier session as the rule reads it: its day and its sets.
package struct PastSession: Hashable, Sendable {
    /// The day it was done.
    package var day: Day
    /// Its sets, in order.
    package var entries: [SetEntry]

    /// A session from its day and sets.
    package init(day: Day, entries: [SetEntry]) {
        self.day = day
        self.entries = entries
    }
}

/// What the rule decided, for scripts and tests.
package enum ProgressionDecision: String, Hashable, Sendable, Codable {
    /// Every working set reached its target at an easy enough effort: add the step.
    case addLoad = "add-load"
    /// A set fell short, or the effort was too high: the same load again.
    case repeatLoad = "repeat"
    /// The same load fell short three sessions running: 10 % less.
    case deload
    /// Bodyweight sets: one more rep each.
    case addRep = "add-rep"
    /// Timed or distance sets: the same again.
    case repeatTimed = "repeat-timed"
}

/// The next session of one exercise: its sets and why.
package struct ProgressionSuggestion: Hashable, Sendable {
    /// The sets to do, warm-ups first as last time.
    package var entries: [SetEntry]
    /// Which branch of the rule applied.
    package var decision: ProgressionDecision
    /// Why, in one line: "all 3×5 at 100 kg done at rpe 8 on Mon 2026-11-16 → +2.5 kg".
    package var reason: String
    /// The session it follows.
    package var basedOn: Day

    /// The sets in RepChart's notation, ready to type after `repchart log EXERCISE`.
    package var notation: String { SetNotation.format(entries) }
}

/// The progression rule of `repchart next` (written out in docs/progression.md).
///
/// From last session's working sets (everything but warm-ups), the target
/// being the exercise's rep target, else the reps of the first working set:
/// - timed or distance sets: repeat;
/// - bodyweight sets: one more rep each;
/// - the same top load fell short of the target three sessions running: 10 % off, rounded to the step;
/// - a set fell short, or the effort was above RPE 8 (RIR below 2): repeat the load;
/// - else: add the step (2.5 kg / 5 lb; 5 kg / 10 lb for lower-body barbell lifts).
/// Loads stay in the unit last logged, never below zero nor above the log's limit.
package enum ProgressionRule {
    /// The hardest effort that still earns the step.
    package static let easiestAddEffort = 8.0
    /// The effort from which the load is repeated however many reps were done.
    package static let maximalEffort = 9.5
    /// How many sessions running must fall short at one load before it is cut.
    package static let missesBeforeDeload = 3
    /// The share of the load kept after three misses.
    package static let deloadFactor = 0.9

    /// The default step in `unit`: 2.5 kg / 5 lb, doubled for lower-body barbell lifts.
    package static func defaultStep(in unit: WeightUnit, lowerBodyBarbell: Bool) -> Weight {
        let base = unit == .kg ? 2.5 : 5
        return Weight(lowerBodyBarbell ? base * 2 : base, unit)
    }

    /// True for an exercise the catalogue lists with a barbell and a lower-body primary muscle.
    package static func isLowerBodyBarbell(_ name: String, catalogue: ExerciseCatalogue = .builtIn) -> Bool {
        guard let entry = catalogue.entry(for: name), entry.name.hasSuffix("(Barbell)") else { return false }
        let lower: Set<MuscleGroup> = [.quads, .glutes, .hamstrings, .adductors, .calves]
        return !lower.isDisjoint(with: entry.mapping.primary)
    }

    /// The next session after `sessions` (newest first); nil when there is none.
    package static func suggest(after sessions: [PastSession], setting: ProgressionSetting = ProgressionSetting(),
                               lowerBodyBarbell: Bool = false) -> ProgressionSuggestion? {
        guard let last = sessions.first else { return nil }
        let fresh = last.entries.map { entry -> SetEntry in
            var entry = entry
            entry.rpe = nil
            entry.rir = nil
            entry.note = nil
            return entry
        }
        let working = last.entries.filter { $0.type != .warmup }
        let day = last.day.labelWithWeekday
        func suggestion(_ entries: [SetEntry], _ decision: ProgressionDecision, _ reason: String) -> ProgressionSuggestion {
            ProgressionSuggestion(entries: entries, decision: decision, reason: reason, basedOn: last.day)
        }
        guard !working.isEmpty else {
            return suggestion(fresh, .repeatTimed, "only warm-ups on \(day) → the same again")
        }
        if working.allSatisfy({ $0.reps == nil }) {
            let what = working.allSatisfy { $0.distance != nil } ? "distance" : "timed"
            return suggestion(fresh, .repeatTimed, "\(what) sets on \(day) → the same again")
        }
        guard let loaded = working.first(where: { $0.weight != nil && !$0.isBodyweight }), let unit = loaded.weight?.unit else {
            if working.contains(where: \.isBodyweight) {
                let entries = fresh.map { entry -> SetEntry in
                    var entry = entry
                    if entry.type != .warmup, entry.isBodyweight, let reps = entry.reps {
                        entry.reps = min(reps + 1, WorkoutSet.maxReps)
                    }
                    return entry
                }
                return suggestion(entries, .addRep, "bodyweight sets \(lifted(working, unit: .kg)) on \(day) → +1 rep")
            }
            return suggestion(fresh, .repeatTimed, "no load on \(day) → the same again")
        }
        let target = setting.targetReps ?? loaded.reps ?? 1
        let top = topLoad(working, unit: unit)

        // Three sessions running short of the target at the same top load: 10 % off.
        let recent = sessions.prefix(missesBeforeDeload).map { $0.entries.filter { $0.type != .warmup } }
        if recent.count == missesBeforeDeload,
           recent.allSatisfy({ isShort($0, target: target) && abs(topLoad($0, unit: unit) - top) < 0.01 }) {
            let entries = fresh.map { entry in
                changedLoad(entry) { value, own in
                    roundToStep(value * deloadFactor, step: stepValue(setting.step, unit: own, lowerBodyBarbell: lowerBodyBarbell))
                }
            }
            // The heaviest set as lifted, before and after: 100 lb → 90 lb, never 45.36 → 40.82 kg.
            let heaviest = heaviestIndex(working)
            let newWorking = entries.filter { $0.type != .warmup }
            let before = heaviest.flatMap { working[$0].weight }.map { load($0.value, $0.unit) } ?? load(top, unit)
            let after = heaviest.flatMap { newWorking.indices.contains($0) ? newWorking[$0].weight : nil }
                .map { load($0.value, $0.unit) } ?? before
            return suggestion(atTarget(entries, target: target), .deload,
                              "\(missesBeforeDeload) sessions short of \(target) reps at \(before) "
                              + "(since \(sessions[missesBeforeDeload - 1].day.labelWithWeekday)) → −10 %: \(after)")
        }
        if let short = working.firstIndex(where: { ($0.reps ?? 0) < target }) {
            let set = working[short]
            return suggestion(atTarget(fresh, target: target), .repeatLoad,
                              "set \(short + 1) fell short: \(set.reps ?? 0) of \(target) reps at "
                              + "\(set.weight.map { load($0.value, $0.unit) } ?? load(top, unit)) on \(day) → \(repeating(working, top: top, unit: unit))")
        }
        let effort = hardestEffort(working)
        if let effort, effort >= maximalEffort {
            return suggestion(fresh, .repeatLoad,
                              "\(lifted(working, unit: unit)) done at rpe \(Format.number(effort)) on \(day) "
                              + "→ \(repeating(working, top: top, unit: unit))")
        }
        if let effort, effort > easiestAddEffort {
            return suggestion(fresh, .repeatLoad,
                              "\(lifted(working, unit: unit)) done at rpe \(Format.number(effort)) on \(day), "
                              + "above rpe \(Format.number(easiestAddEffort)) → \(repeating(working, top: top, unit: unit))")
        }
        // Each set steps up in the unit it was lifted in (100 lb beside kg sets: 110 lb, not 50.359 kg).
        let units = working.compactMap { $0.isBodyweight ? nil : $0.weight?.unit }.reduce(into: [WeightUnit]()) { units, unit in
            if !units.contains(unit) { units.append(unit) }
        }
        func ownStep(_ own: WeightUnit) -> Double { stepValue(setting.step, unit: own, lowerBodyBarbell: lowerBodyBarbell) }
        let entries = fresh.map { entry in
            changedLoad(entry) { value, own in min(value + ownStep(own), WeightUnit.kg.convert(WorkoutSet.maxLoadKilograms, to: own)) }
        }
        let how = effort.map { "at rpe \(Format.number($0))" } ?? "(no effort recorded)"
        let steps = units.map { "+\(load(ownStep($0), $0))" }.joined(separator: ", ")
        return suggestion(entries, .addLoad, "all \(lifted(working, unit: unit)) done \(how) on \(day) → \(steps)")
    }

    // MARK: Parts

    /// The step in the lifting unit: the setting's (converted to 0.01 when in the other unit), else the default.
    static func stepValue(_ step: Weight?, unit: WeightUnit, lowerBodyBarbell: Bool) -> Double {
        guard let step else { return defaultStep(in: unit, lowerBodyBarbell: lowerBodyBarbell).value }
        return max(0.01, (step.value(in: unit) * 100).rounded() / 100)
    }

    /// `value` to the nearest multiple of `step`, at least one step, at most the log's limit.
    static func roundToStep(_ value: Double, step: Double) -> Double {
        let rounded = ((value / step).rounded() * step * 1000).rounded() / 1000
        return max(step, rounded)
    }

    /// The index of the heaviest loaded set of `sets` (by kilograms), nil for none.
    static func heaviestIndex(_ sets: [SetEntry]) -> Int? {
        sets.indices.filter { !sets[$0].isBodyweight && sets[$0].weight != nil }
            .max { (sets[$0].weight?.value(in: .kg) ?? 0) < (sets[$1].weight?.value(in: .kg) ?? 0) }
    }

    static func topLoad(_ sets: [SetEntry], unit: WeightUnit) -> Double {
        sets.compactMap { $0.isBodyweight ? nil : $0.weight?.value(in: unit) }.max() ?? 0
    }

    static func isShort(_ sets: [SetEntry], target: Int) -> Bool {
        sets.contains { $0.reps != nil && ($0.reps ?? 0) < target }
    }

    /// The hardest effort recorded, as RPE (RIR r counts as RPE 10 − r).
    static func hardestEffort(_ sets: [SetEntry]) -> Double? {
        sets.compactMap { $0.rpe ?? $0.rir.map { 10 - $0 } }.max()
    }

    /// Working sets with a load get `change` applied to it, in the unit each was lifted in; others stay.
    static func changedLoad(_ entry: SetEntry, _ change: (Double, WeightUnit) -> Double) -> SetEntry {
        guard entry.type != .warmup, !entry.isBodyweight, let weight = entry.weight else { return entry }
        var entry = entry
        let value = change(weight.value, weight.unit)
        entry.weight = Weight(max(0, (value * 1000).rounded() / 1000), weight.unit)
        return entry
    }

    /// Working sets that fell short aim for the target again.
    static func atTarget(_ entries: [SetEntry], target: Int) -> [SetEntry] {
        entries.map { entry in
            var entry = entry
            if entry.type != .warmup, let reps = entry.reps, reps < target { entry.reps = target }
            return entry
        }
    }

    /// "3×5", or "5,5,4".
    static func shape(_ sets: [SetEntry]) -> String {
        let reps = sets.compactMap(\.reps)
        if reps.count == sets.count, let first = reps.first, reps.allSatisfy({ $0 == first }) { return "\(reps.count)×\(first)" }
        return reps.map(String.init).joined(separator: ",")
    }

    /// The working sets as lifted: "3×5 at 100 kg", or by load where the loads
    /// differ, "3×5 at 70 kg, 1×5 at 72.5 kg" (a range past three loads), so a
    /// reason never gives every set the top load.
    static func lifted(_ sets: [SetEntry], unit: WeightUnit) -> String {
        var runs: [(sets: [SetEntry], load: String?)] = []
        for set in sets {
            let lifted = loadText(set)
            if let last = runs.last, last.load == lifted {
                runs[runs.count - 1].sets.append(set)
            } else {
                runs.append(([set], lifted))
            }
        }
        func at(_ text: String?) -> String { text.map { " at \($0)" } ?? "" }
        if runs.count == 1 { return shape(sets) + at(runs[0].load) }
        // Beside sets with a load, body weight alone is named: "3×8 at bw, 1×8 at bw+10 kg".
        for i in runs.indices where runs[i].load == nil && runs[i].sets.allSatisfy(\.isBodyweight) { runs[i].load = "bw" }
        if runs.count <= 3 { return runs.map { shape($0.sets) + at($0.load) }.joined(separator: ", ") }
        // Past three loads, their range, in `unit` (the first loaded set's).
        let loads = sets.compactMap { $0.isBodyweight ? nil : $0.weight?.value(in: unit) }
        guard let low = loads.min(), let high = loads.max() else { return shape(sets) }
        return "\(shape(sets)) at \(Format.number(low, maxFractionDigits: 2))–\(load(high, unit))"
    }

    /// A set's load as lifted: "100 kg", "bw+10 kg", "bw-20 kg"; nil for none (body weight alone).
    static func loadText(_ set: SetEntry) -> String? {
        guard let weight = set.weight, weight.value != 0 else { return nil }
        return Format.load(weight, bodyweight: set.isBodyweight, maxFractionDigits: 2)
    }

    /// "repeat 100 kg", or "repeat the same loads" when the working sets' loads differ.
    static func repeating(_ sets: [SetEntry], top: Double, unit: WeightUnit) -> String {
        Set(sets.map(loadText)).count > 1 ? "repeat the same loads" : "repeat \(load(top, unit))"
    }

    static func load(_ value: Double, _ unit: WeightUnit) -> String {
        "\(Format.number(value, maxFractionDigits: 2)) \(unit.rawValue)"
    }
}
