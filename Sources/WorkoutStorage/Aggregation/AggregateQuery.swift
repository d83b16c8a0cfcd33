import Foundation
import WorkoutModel

/// A request for totals over a range of days.
package struct AggregateQuery: Hashable, Sendable {
    /// The days to total, both ends included.
    package var range: DayRange
    /// What to total: reps, sets, volume, time or distance.
    package var metric: Metric
    /// The unit volume and loads are summed in (each set is converted only for the sum).
    package var unit: WeightUnit
    /// nil: every exercise.
    package var exerciseIds: [UUID]?
    /// nil: the metric's default (warm-ups left out of volume only).
    package var includeWarmups: Bool?
    /// Keep (day, exercise) groups whose total is zero, with their sets: a volume
    /// query then still returns a day of plain bodyweight or timed sets.
    package var keepsZeroTotals: Bool

    /// A query for `metric` over `range` in `unit`; nil `exerciseIds` means every
    /// exercise, nil `includeWarmups` the metric's default.
    package init(range: DayRange, metric: Metric = .volume, unit: WeightUnit = .kg,
                exerciseIds: [UUID]? = nil, includeWarmups: Bool? = nil, keepsZeroTotals: Bool = false) {
        self.range = range
        self.metric = metric
        self.unit = unit
        self.exerciseIds = exerciseIds
        self.includeWarmups = includeWarmups
        self.keepsZeroTotals = keepsZeroTotals
    }

    var warmupsIncluded: Bool { includeWarmups ?? !metric.excludesWarmupsByDefault }
}

/// The total of one exercise on one day.
package struct DayExerciseTotal: Hashable, Sendable {
    /// The day the sets were done on.
    package var day: Day
    /// The exercise's `id`.
    package var exerciseId: UUID
    /// In the metric's unit (see `Metric.unitLabel`).
    package var value: Double
    /// Sets counted in `value`.
    package var sets: Int
    /// Of `sets`, those done at body weight (`@bw`, added or assisted load).
    package var bodyweightSets: Int

    /// A total of `value` from `sets` sets of one exercise on one day.
    package init(day: Day, exerciseId: UUID, value: Double, sets: Int, bodyweightSets: Int = 0) {
        self.day = day
        self.exerciseId = exerciseId
        self.value = value
        self.sets = sets
        self.bodyweightSets = bodyweightSets
    }
}

/// The total of one exercise over the whole range.
package struct ExerciseTotal: Hashable, Sendable {
    /// The exercise's `id`.
    package var exerciseId: UUID
    /// In the metric's unit (see `Metric.unitLabel`).
    package var value: Double
    /// Sets counted in `value`.
    package var sets: Int
    /// Distinct days it was trained in the range.
    package var days: Int
}

/// The best estimated one-rep max of an exercise on a day, and the set it came from.
package struct DayBestEstimate: Hashable, Sendable {
    /// The day of the set.
    package var day: Day
    /// The exercise's `id`.
    package var exerciseId: UUID
    /// Epley: load × (1 + reps / 30); a single is the load itself. In the query's unit.
    package var estimatedOneRepMax: Double
    /// The set's reps.
    package var reps: Int
    /// The set's load in the query's unit (body weight included when known).
    package var load: Double
}

/// Everything about one exercise over a range, for listings and summaries.
package struct ExerciseSummary: Hashable, Sendable {
    /// The exercise, with its name, colour and kind.
    package var exercise: Exercise
    /// Every set, warm-ups included.
    package var sets: Int
    /// Reps of every set, warm-ups included.
    package var reps: Int
    /// Warm-ups left out, in the requested unit.
    package var volume: Double
    /// Seconds, over every set.
    package var duration: Double
    /// Metres, over every set.
    package var distance: Double
    /// Distinct training days.
    package var days: Int
    /// The first day it was trained in the range; nil when never.
    package var firstDay: Day?
    /// The last day it was trained in the range; nil when never.
    package var lastDay: Day?
}

/// The Epley estimate used throughout: a single rep means the weight itself.
package enum OneRepMax {
    /// The estimated one-rep max of `reps` at `load`: load × (1 + reps / 30),
    /// or the load itself for a single.
    package static func epley(load: Double, reps: Int) -> Double {
        reps <= 1 ? load : load * (1 + Double(reps) / 30)
    }
}
