import Foundation
import WorkoutModel

/// How sets become muscle-group sets: a working set counts 1 for each
/// primary muscle and `secondaryFraction` for each secondary one (unless the
/// mapping gives its own share). Volume and reps are split the same way.
/// Warm-ups never count (the store's muscle queries leave them out).
package struct MuscleCounting: Hashable, Sendable {
    /// The part of a set a secondary muscle is credited with, 0...1.
    package var secondaryFraction: Double

    /// Counting with secondary muscles at `secondaryFraction` of a set (half by default).
    package init(secondaryFraction: Double = 0.5) {
        self.secondaryFraction = secondaryFraction
    }

    /// The share of one set each muscle gets from `mapping`.
    package func weights(_ mapping: MuscleMapping) -> [(muscle: MuscleGroup, weight: Double)] {
        mapping.shares.map { ($0.muscle, $0.weight ?? secondaryFraction) }
    }

    /// Per-day exercise totals split into per-day muscle totals, in day order then muscle order.
    /// Exercises `mapping` returns nil for are left out and listed in `unmapped`.
    package func split(_ totals: [DayExerciseTotal], mapping: (UUID) -> MuscleMapping?)
        -> (totals: [DayMuscleTotal], unmapped: Set<UUID>) {
        var sums: [Day: [MuscleGroup: (value: Double, sets: Double)]] = [:]
        var unmapped = Set<UUID>()
        var cache: [UUID: MuscleMapping?] = [:]
        for total in totals {
            let found: MuscleMapping?
            if let cached = cache[total.exerciseId] { found = cached } else {
                found = mapping(total.exerciseId)
                cache[total.exerciseId] = found
            }
            guard let found else {
                unmapped.insert(total.exerciseId)
                continue
            }
            for (muscle, weight) in weights(found) {
                var entry = sums[total.day, default: [:]][muscle] ?? (0, 0)
                entry.value += total.value * weight
                entry.sets += Double(total.sets) * weight
                sums[total.day, default: [:]][muscle] = entry
            }
        }
        let result = sums.keys.sorted().flatMap { day in
            (sums[day] ?? [:]).sorted { $0.key < $1.key }.map {
                DayMuscleTotal(day: day, muscle: $0.key, value: $0.value.value, sets: $0.value.sets)
            }
        }
        return (result, unmapped)
    }
}

/// The total of one muscle group on one day.
package struct DayMuscleTotal: Hashable, Sendable {
    /// The day of the sets.
    package var day: Day
    /// The muscle group credited.
    package var muscle: MuscleGroup
    /// In the metric's unit; sets are fractional (a secondary muscle gets part of a set).
    package var value: Double
    /// Working sets counted towards `value`, split the same way.
    package var sets: Double
}
