import Foundation
import Workouts

/// Where a lifter places an exercise too small to name in a chart: by the
/// movement of its main muscle (legs, pushing, pulling, core) or as cardio.
/// A long tail is folded into "Other legs (12)", "Other pulling (9)" rather
/// than one grey "Other" larger than any exercise (`SeriesLimit.fold`).
public enum Movement: String, CaseIterable, Sendable {
    /// Quads, hamstrings, glutes, adductors, calves.
    case legs
    /// Chest, front and side delts, triceps.
    case pushing
    /// Lats, upper and lower back, rear delts, biceps, forearms, neck.
    case pulling
    /// Abs and obliques.
    case core
    /// Timed or distance work (runs, rides, rows).
    case cardio

    /// The movement of `muscle`.
    public init(_ muscle: MuscleGroup) {
        switch muscle {
        case .quads, .hamstrings, .glutes, .adductors, .calves: self = .legs
        case .chest, .frontDelts, .sideDelts, .triceps: self = .pushing
        case .lats, .upperBack, .lowerBack, .rearDelts, .biceps, .forearms, .neck: self = .pulling
        case .abs, .obliques: self = .core
        }
    }

    /// The movement of every exercise of `exercises` that has one: cardio by
    /// its kind, else the movement of the muscle `resolver` credits most.
    static func of(_ exercises: [Exercise], resolver: MuscleResolver) -> [UUID: Movement] {
        var found: [UUID: Movement] = [:]
        for exercise in exercises {
            if exercise.kind == .distance {
                found[exercise.id] = .cardio
            } else if let mapping = resolver.mapping(for: exercise),
                      let main = mapping.shares.max(by: { ($0.weight ?? 0.5) < ($1.weight ?? 0.5) }) {
                found[exercise.id] = Movement(main.muscle)
            } else if exercise.kind == .duration {
                found[exercise.id] = .core
            }
        }
        return found
    }

    /// "Other legs (12)".
    func remainderName(count: Int) -> String { "Other \(rawValue) (\(count))" }

    /// The fixed id of this movement's remainder series (never an exercise's, see `SeriesLimit.otherId`).
    var remainderId: UUID {
        let index = (Movement.allCases.firstIndex(of: self) ?? 0) + 1
        return UUID(uuidString: "00000000-0000-4000-8000-0000000FFFF\(index)") ?? SeriesLimit.otherId
    }

    /// A grey of its own per remainder, lighter or darker than "Other"'s, so
    /// stacked remainders stay apart while grey stays the remainders' alone.
    var remainderHex: String {
        switch self {
        case .legs: "#A3A3A3"
        case .pushing: "#767676"
        case .pulling: "#B8B8B8"
        case .core: "#6B6B6B"
        case .cardio: "#9A9A9A"
        }
    }
}
