import Foundation
import Workouts

/// What `last`, `next` and `log EXERCISE` print, as text or JSON.
enum TrainingOutput {
    /// "today", "yesterday", "3 days ago", "5 weeks ago".
    static func ago(_ day: Day, today: Day) -> String {
        let days = day.distance(to: today)
        switch days {
        case ..<0: return "in \(-days) day\(days == -1 ? "" : "s")"
        case 0: return "today"
        case 1: return "yesterday"
        case 2..<14: return "\(days) days ago"
        default: return "\(days / 7) weeks ago"
        }
    }

    /// One block per session, newest first:
    ///
    ///     Squat, last 3 sessions:
    ///       Mon 2026-11-16  w 2x5@60kg 3x5@100kg rpe 8   e1RM 116.7 kg · volume 1500 kg · 3 days ago
    static func sessions(_ sessions: [ExerciseSession], exercise: Exercise, today: Day) -> String {
        guard !sessions.isEmpty else { return "No sessions of \(exercise.name) yet." }
        var table = TextTable(columns: [.init("DAY"), .init("SETS"), .init("E1RM", .right), .init("VOLUME", .right),
                                        .init("WHEN")])
        for session in sessions {
            table.append([
                session.day.labelWithWeekday, session.notation,
                session.bestEstimatedOneRepMax.map { "\(Format.number($0, maxFractionDigits: 1)) \(session.unit.rawValue)" } ?? "",
                session.volume > 0 ? StatsOutput.volume(session.volume, session.unit.rawValue) : "",
                ago(session.day, today: today),
            ])
        }
        let count = sessions.count
        return "\(exercise.name), last \(count == 1 ? "session" : "\(count) sessions"):\n" + table.render()
            + sessions.flatMap(\.unlikely).map { "\n" + typoLine($0) }.joined()
    }

    /// "E1RM leaves out 5@1500kg on Tue 2026-12-01 (set 23), a likely typo. If it is one: …".
    static func typoLine(_ set: WorkoutSet) -> String {
        let number = set.number.map { " (set \($0))" } ?? ""
        let advice = set.number.map {
            " If it is one: `repchart sets delete \($0)`; if it is real: `repchart sets keep \($0)`."
        } ?? ""
        return "E1RM leaves out \(SetNotation.format([set.entry])) on \(set.day.labelWithWeekday)\(number), "
            + "a likely typo, as records do.\(advice)"
    }

    static func sessionsJSON(_ sessions: [ExerciseSession], exercise: Exercise, today: Day) -> String {
        JSONWriting.listing(sessions.map { session in
            SessionJSON(exercise: exercise.name, day: session.day.description, daysAgo: session.day.distance(to: today),
                        notation: session.notation, sets: session.sets.map(SetJSON.init),
                        bestE1RM: session.bestEstimatedOneRepMax.map(rounded), volume: rounded(session.volume),
                        unit: session.unit.rawValue, likelyTypos: session.unlikely.compactMap(\.number))
        })
    }

    /// "Next: repchart log Squat 3x5@102.5kg" and the reason under it.
    static func suggestion(_ suggestion: ProgressionSuggestion, exercise: Exercise) -> String {
        "Next: repchart log \(shellWord(exercise.name)) \(suggestion.notation)\n  \(suggestion.reason)"
    }

    /// "Squat: left out a likely typo, 4 × 230 kg on Sat 2026-11-28 (set 147): …. If it is one: …".
    static func passedOver(_ item: NextExercise) -> [String] {
        item.passedOver.map { typo in
            "\(item.exercise.name): left out a likely typo, \(UnlikelySetText.description(typo, exercise: nil))."
                + UnlikelySetText.advice(typo)
        }
    }

    /// `next`'s text: one block per exercise.
    static func plan(_ plan: NextPlan) -> String {
        guard !plan.exercises.isEmpty else {
            return "Nothing to suggest yet: log a session first, e.g. `repchart log squat 3x5@60kg`."
        }
        var lines: [String] = []
        if let day = plan.workoutDay {
            let names = plan.exercises.map(\.exercise.name).joined(separator: ", ")
            lines.append("Due: the workout of \(day.labelWithWeekday) (\(names)).")
        }
        for item in plan.exercises {
            lines += passedOver(item)
            if let suggestion = item.suggestion {
                lines.append("\(item.exercise.name): \(suggestion.notation)")
                lines.append("  \(suggestion.reason)")
                lines.append("  repchart log \(shellWord(item.exercise.name)) \(suggestion.notation)")
            } else {
                lines.append("\(item.exercise.name): \(NextJSON.noSession)")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func planJSON(_ plan: NextPlan) -> String {
        JSONWriting.listing(PlanJSON(workoutDay: plan.workoutDay?.description, exercises: plan.exercises.map { item in
            NextJSON(exercise: item.exercise.name, sets: item.suggestion?.entries.map(SetJSON.init) ?? [],
                     notation: item.suggestion?.notation, decision: item.suggestion?.decision.rawValue ?? NextJSON.noDecision,
                     reason: item.suggestion?.reason ?? NextJSON.noSession, basedOn: item.suggestion?.basedOn.description,
                     passedOver: item.passedOver.compactMap(\.set.setNumber))
        }))
    }

    /// A name as one shell word: quoted when it has anything but letters, digits and -_.
    static func shellWord(_ name: String) -> String {
        let plain = name.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        return plain ? name : "\"" + name.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "$", with: "\\$")
            .replacingOccurrences(of: "`", with: "\\`") + "\""
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

private struct SessionJSON: Encodable {
    var exercise: String
    var day: String
    var daysAgo: Int
    var notation: String
    var sets: [SetJSON]
    var bestE1RM: Double?
    var volume: Double
    var unit: String
    /// Sets left out of `bestE1RM` as likely typos, by number.
    var likelyTypos: [Int64]
}

private struct SetJSON: Encodable {
    var type: String
    var reps: Int?
    var weight: Double?
    var unit: String?
    var bodyweight: Bool
    var duration: Double?
    var distance: Double?
    var rpe: Double?
    var rir: Double?

    init(_ entry: SetEntry) {
        type = entry.type.rawValue
        reps = entry.reps
        weight = entry.weight?.value
        unit = entry.weight?.unit.rawValue
        bodyweight = entry.isBodyweight
        duration = entry.duration
        distance = entry.distance
        rpe = entry.rpe
        rir = entry.rir
    }

    init(_ set: WorkoutSet) { self.init(set.entry) }
}

private struct PlanJSON: Encodable {
    var workoutDay: String?
    var exercises: [NextJSON]
}

/// One exercise of `next --json`. Every field is always there: an exercise
/// with nothing to go on has decision "none", its reason, and null notation
/// and basedOn (a script reading `decision` met no key).
private struct NextJSON: Encodable {
    static let noDecision = "none"
    static let noSession = "no session yet, nothing to go on"

    var exercise: String
    var sets: [SetJSON]
    var notation: String?
    var decision: String
    var reason: String
    var basedOn: String?
    /// The IDs of likely typos whose sessions the suggestion passed over.
    var passedOver: [Int64]

    private enum CodingKeys: String, CodingKey { case exercise, sets, notation, decision, reason, basedOn, passedOver }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(exercise, forKey: .exercise)
        try container.encode(sets, forKey: .sets)
        try container.encode(notation, forKey: .notation)
        try container.encode(decision, forKey: .decision)
        try container.encode(reason, forKey: .reason)
        try container.encode(basedOn, forKey: .basedOn)
        try container.encode(passedOver, forKey: .passedOver)
    }
}
