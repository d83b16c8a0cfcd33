import Foundation
import Synchronization
import Workouts

/// Where a lifter places an exercise too small to name in a chart: by the
/// movement of its main muscle (legs, pushing, pulling, core) or as cardio.
/// A long tail is folded into "Other legs", "Other pulling" rather
/// than one grey "Other" larger than any exercise (`SeriesLimit.fold`).
package enum Movement: String, CaseIterable, Sendable {
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
    package init(_ muscle: MuscleGroup) {
        switch muscle {
        case .quads, .hamstrings, .glutes, .adductors, .calves: self = .legs
        case .chest, .frontDelts, .sideDelts, .triceps: self = .pushing
        case .lats, .upperBack, .lowerBack, .rearDelts, .biceps, .forearms, .neck: self = .pulling
        case .abs, .obliques: self = .core
        }
    }

    /// "Other legs": no count, which a cut legend would keep in place of the words ("Ot… (7)").
    var remainderName: String { "Other \(rawValue)" }

    /// The fixed id of this movement's remainder series (never an exercise's, see `SeriesLimit.otherId`).
    var remainderId: UUID {
        let index = (Movement.allCases.firstIndex(of: self) ?? 0) + 1
        return UUID(uuidString: "00000000-0000-4000-8000-0000000FFFF\(index)") ?? SeriesLimit.otherId
    }

    /// The series of this movement when a chart stacks by movement ("Legs"): a fixed id, never an exercise's.
    var seriesId: UUID {
        let index = (Movement.allCases.firstIndex(of: self) ?? 0) + 1
        return UUID(uuidString: "00000000-0000-4000-8000-0000000EEEE\(index)") ?? SeriesLimit.otherId
    }

    /// "Legs", "Pulling": a movement's series when a chart stacks by movement.
    var seriesName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// A movement's colour when a chart stacks by movement: far-apart hues
    /// (Okabe–Ito, apart under colour-blindness), none of them grey. Cardio also
    /// stands beside the muscle groups when a chart stacks by main muscle, so its
    /// colour is none of theirs and stays apart from them for every reader.
    var seriesHex: String {
        switch self {
        case .legs: "#E69F00"
        case .pushing: "#0072B2"
        case .pulling: "#009E73"
        case .core: "#CC79A7"
        case .cardio: "#44BBCC"
        }
    }
}

/// How a chart may group exercises it cannot name one by one: each
/// exercise's main muscle group (the one its mapping credits most) and the
/// movement of that group, or cardio for distance work and what the
/// catalogue files under cardio.
package struct SeriesGroups: Sendable {
    /// The movement of every exercise that has one.
    package var movement: [UUID: Movement] = [:]
    /// The main muscle group of every mapped exercise.
    package var mainMuscle: [UUID: MuscleGroup] = [:]

    /// No groups: a long tail folds into one "Other".
    package static let none = SeriesGroups()

    private init() {}

    /// The groups of `exercises`, their muscles as `resolver` maps them.
    package init(_ exercises: [Exercise], resolver: MuscleResolver) {
        for exercise in exercises {
            // A rowing machine is cardio by the catalogue, though its muscles are a row's.
            if resolver.catalogue.isCardio(exercise) {
                movement[exercise.id] = .cardio
            } else if let mapping = resolver.mapping(for: exercise),
                      let main = mapping.primary.first ?? mapping.shares.first?.muscle {
                mainMuscle[exercise.id] = main
                movement[exercise.id] = Movement(main)
            } else if exercise.kind == .duration {
                movement[exercise.id] = .core
            }
        }
    }

    /// Whether there is nothing to group by.
    var isEmpty: Bool { movement.isEmpty }
}

/// A log's `SeriesGroups`, worked out when a chart first folds a long tail:
/// the muscles come from the built-in catalogue, whose parse is a large part
/// of a small chart's run, and most charts fold nothing (docs/PERFORMANCE.md).
package final class DeferredSeriesGroups: Sendable {
    private let exercises: [Exercise]
    private let overrides: [UUID: MuscleMapping]
    private let made: Mutex<SeriesGroups?>
    /// The caller named how many series to show (`--top N`): exactly that many
    /// are named, none folded for colours that read alike.
    package let namesAsAsked: Bool

    /// The groups of `exercises`, with the log's own mappings `overrides`
    /// laid over the built-in catalogue.
    package init(_ exercises: [Exercise], overrides: [UUID: MuscleMapping], namesAsAsked: Bool = false) {
        self.exercises = exercises
        self.overrides = overrides
        self.namesAsAsked = namesAsAsked
        made = Mutex(nil)
    }

    /// No groups: a long tail folds into one "Other".
    package static let none = DeferredSeriesGroups([], overrides: [:])
    /// No groups, and as many series named as the caller asked (`--top N`).
    package static let asAsked = DeferredSeriesGroups([], overrides: [:], namesAsAsked: true)

    /// The groups, worked out on the first call.
    package var groups: SeriesGroups {
        made.withLock { made in
            if let made { return made }
            if exercises.isEmpty { return .none }
            let resolver = MuscleResolver(overrides: overrides, exercises: exercises)
            let groups = SeriesGroups(exercises, resolver: resolver)
            made = groups
            return groups
        }
    }
}
