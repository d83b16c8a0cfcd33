import Foundation
import WorkoutModel

/// A request for totals over a range of days.
public struct AggregateQuery: Hashable, Sendable {
    /// The days to total, both ends included.
    public var range: DayRange
    /// What to total: reps, sets, volume, time or distance.
    public var metric: Metric
    /// The unit volume and loads are summed in (each set is converted only for the sum).
    public var unit: WeightUnit
    /// nil: every exercise.
    public var exerciseIds: [UUID]?
    /// nil: the metric's default (warm-ups left out of volume only).
    public var includeWarmups: Bool?
    /// Keep (day, exercise) groups whose total is zero, with their sets: a volume
    /// query then still returns a day of plain bodyweight or timed sets.
    public var keepsZeroTotals: Bool

    /// A query for `metric` over `range` in `unit`; nil `exerciseIds` means every
    /// exercise, nil `includeWarmups` the metric's default.
    public init(range: DayRange, metric: Metric = .volume, unit: WeightUnit = .kg,
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
public struct DayExerciseTotal: Hashable, Sendable {
    /// The day the sets were done on.
    public var day: Day
    /// The exercise's `id`.
    public var exerciseId: UUID
    /// In the metric's unit (see `Metric.unitLabel`).
    public var value: Double
    /// Sets counted in `value`.
    public var sets: Int
    /// Of `sets`, those done at body weight (`@bw`, added or assisted load).
    public var bodyweightSets: Int

    /// A total of `value` from `sets` sets of one exercise on one day.
    public init(day: Day, exerciseId: UUID, value: Double, sets: Int, bodyweightSets: Int = 0) {
        self.day = day
        self.exerciseId = exerciseId
        self.value = value
        self.sets = sets
        self.bodyweightSets = bodyweightSets
    }
}

/// The total of one exercise over the whole range.
public struct ExerciseTotal: Hashable, Sendable {
    /// The exercise's `id`.
    public var exerciseId: UUID
    /// In the metric's unit (see `Metric.unitLabel`).
    public var value: Double
    /// Sets counted in `value`.
    public var sets: Int
    /// Distinct days it was trained in the range.
    public var days: Int
}

/// The best estimated one-rep max of an exercise on a day, and the set it came from.
public struct DayBestEstimate: Hashable, Sendable {
    /// The day of the set.
    public var day: Day
    /// The exercise's `id`.
    public var exerciseId: UUID
    /// Epley: load × (1 + reps / 30); a single is the load itself. In the query's unit.
    public var estimatedOneRepMax: Double
    /// The set's reps.
    public var reps: Int
    /// The set's load in the query's unit (body weight included when known).
    public var load: Double
}

/// Everything about one exercise over a range, for listings and summaries.
public struct ExerciseSummary: Hashable, Sendable {
    /// The exercise, with its name, colour and kind.
    public var exercise: Exercise
    /// Every set, warm-ups included.
    public var sets: Int
    /// Reps of every set, warm-ups included.
    public var reps: Int
    /// Warm-ups left out, in the requested unit.
    public var volume: Double
    /// Seconds, over every set.
    public var duration: Double
    /// Metres, over every set.
    public var distance: Double
    /// Distinct training days.
    public var days: Int
    /// The first day it was trained in the range; nil when never.
    public var firstDay: Day?
    /// The last day it was trained in the range; nil when never.
    public var lastDay: Day?
}

/// The Epley estimate used throughout: a single rep means the weight itself.
public enum OneRepMax {
    /// The estimated one-rep max of `reps` at `load`: load × (1 + reps / 30),
    /// or the load itself for a single.
    public static func epley(load: Double, reps: Int) -> Double {
        reps <= 1 ? load : load * (1 + Double(reps) / 30)
    }
}
