import Foundation
import WorkoutModel

/// The workout ids an import of Hevy JSON has met, across every page: an id
/// is a workout's identity, so the same id twice must be the same workout
/// (an overlapping page fetched again). Two workouts that differ under one
/// id, in one page or two, are refused with both places named; an empty id
/// is no identity at all (the workout is keyed by its time and title).
struct HevyWorkoutIDs {
    private var seen: [String: (content: Int, place: String)] = [:]

    /// Notes `workout`, read at `place`; the earlier place when the id was
    /// met before with other content.
    mutating func conflict(_ workout: HevyWorkout, id: String, at place: String) -> String? {
        let content = HevyWorkoutIDs.content(workout)
        if let first = seen[id] {
            return first.content == content ? nil : first.place
        }
        seen[id] = (content, place)
        return nil
    }

    /// Everything that makes the workout what it is (not where it was read).
    private static func content(_ workout: HevyWorkout) -> Int {
        var hasher = Hasher()
        hasher.combine(workout.title)
        switch workout.start {
        case .instant(let date)?: hasher.combine(0); hasher.combine(date.timeIntervalSince1970)
        case .local(let local)?: hasher.combine(1); hasher.combine(local)
        case nil: hasher.combine(2)
        }
        for exercise in workout.exercises {
            hasher.combine(exercise.name)
            hasher.combine(exercise.notes)
            hasher.combine(exercise.sets.count)
            for set in exercise.sets {
                hasher.combine(set.type)
                hasher.combine(set.reps)
                hasher.combine(set.weight)
                hasher.combine(set.rpe)
                hasher.combine(set.duration)
                hasher.combine(set.distance)
            }
        }
        return hasher.finalize()
    }
}
