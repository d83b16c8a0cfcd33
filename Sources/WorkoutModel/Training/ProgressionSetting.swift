import Basics
import Foundation

/// An exercise's own progression: the load step and the rep target
/// (`repchart exercises progression squat --step 5kg --reps 5`).
package struct ProgressionSetting: Hashable, Sendable {
    /// The load added after a session where every working set reached its target; nil: the default.
    package var step: Weight?
    /// The reps each working set must reach; nil: the reps of last session's first working set.
    package var targetReps: Int?

    /// A setting; nil parts take the rule's defaults.
    package init(step: Weight? = nil, targetReps: Int? = nil) {
        self.step = step
        self.targetReps = targetReps
    }

    /// True when nothing is set (the rule's defaults apply).
    package var isEmpty: Bool { step == nil && targetReps == nil }

    /// "step=5kg reps=5": how it is stored, read back by `init(storedText:)`.
    package var storedText: String {
        var words: [String] = []
        if let step { words.append("step=\(Format.number(step.value, maxFractionDigits: 3))\(step.unit.rawValue)") }
        if let targetReps { words.append("reps=\(targetReps)") }
        return words.joined(separator: " ")
    }

    /// "step 5 kg, 5 reps", for listings.
    package var text: String {
        var parts: [String] = []
        if let step { parts.append("step \(Format.number(step.value, maxFractionDigits: 3)) \(step.unit.rawValue)") }
        if let targetReps { parts.append("\(targetReps) reps") }
        return parts.joined(separator: ", ")
    }

    /// Reads `storedText`; nil for text it did not write.
    package init?(storedText: String) {
        self.init()
        for word in storedText.split(separator: " ") {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "step":
                guard let step = try? ProgressionSetting.step(pair[1]) else { return nil }
                self.step = step
            case "reps":
                guard let reps = Int(pair[1]), (1...WorkoutSet.maxReps).contains(reps) else { return nil }
                targetReps = reps
            default:
                return nil
            }
        }
    }

    /// Reads a step as typed: "5kg", "2.5 kg", "10lb"; more than 0, at most 100 kg.
    package static func step(_ text: String) throws(ProgressionSettingError) -> Weight {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let split = trimmed.firstIndex(where: { $0.isLetter }),
              let value = Double(trimmed[..<split].trimmingCharacters(in: .whitespaces)), value.isFinite,
              case .load(let unit)? = Vocabulary.unit(String(trimmed[split...])) else {
            throw .badStep(text)
        }
        guard value > 0, Weight(value, unit).value(in: .kg) <= 100 else { throw .badStep(text) }
        return Weight(value, unit)
    }
}

/// A progression setting that cannot be used.
package enum ProgressionSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A step that is not a load in kg or lb, or is 0, negative or over 100 kg.
    case badStep(String)
    /// A rep target outside 1…10000.
    case badReps(Int)

    package var description: String {
        switch self {
        case .badStep(let text):
            "'\(QuotedInput.clipped(text))' is not a load step: write it with its unit, more than 0 and at most 100 kg, as in 2.5kg or 5lb"
        case .badReps(let reps):
            "\(reps) is not a rep target: give 1 to \(WorkoutSet.maxReps)"
        }
    }
}
