import Basics
/// Settings of a chart, report or demo that do not fit together or are out
/// of range, with the values given. Chart kinds are named as `ChartKind.name`
/// ("week", "calendar").
package enum RequestProblem: Sendable, Equatable {
    /// A chart of one series was given a grouping, a secondary share, a top, exercises, a target or muscle groups.
    case oneSeriesKind(String)
    /// The share a secondary muscle counts is not a number from 0 to 1.
    case secondaryOutOfRange(Double)
    /// A chart's top number of series is not 1...100.
    case topOutOfRange(Int)
    /// A pie's top number of slices is above `limit`, the most it names besides "Other".
    case topAboveSlices(Int, limit: Int)
    /// Muscle groups were chosen without a target range.
    case musclesWithoutTarget
    /// A target range was given to a chart of this kind (only a weeks chart takes one).
    case targetNotForKind(String)
    /// A target range counts working sets per muscle group: it needs muscle grouping.
    case targetNeedsMuscleGrouping
    /// A target range counts sets; it was given this other metric.
    case targetNeedsSetsMetric(ChartMetric)
    /// A target range needs the muscle groups it compares.
    case targetNeedsMuscles
    /// A target range is a number of sets a week: its bars cannot be months.
    case targetByMonth
    /// More muscle groups than `limit` were chosen to stand side by side.
    case tooManyMuscles(count: Int, limit: Int)
    /// Both exercises to draw and a top number of series were given.
    case exercisesAndTop
    /// Both exercises to draw and muscle grouping were given.
    case exercisesAndMuscleGrouping
    /// `count` exercises were picked; a chart of this kind draws at most `limit` apart.
    case tooManyExercises(count: Int, kind: String, limit: Int)
    /// An exercise pick that names no exercise.
    case exerciseNameMissing
    /// An exercise to draw that the log does not know.
    case unknownExercise(String)
    /// A metric only progress charts show (e1RM).
    case metricOnlyForProgress(ChartMetric)
    /// A top set was asked of `exercise`, whose sets in the chart's days carry no load;
    /// `instead` is the metric they do have; `bodyWeightWouldHelp`: bodyweight sets
    /// whose load the body weight would give.
    case noLoadForTopSet(exercise: String, instead: ChartMetric, bodyWeightWouldHelp: Bool)
    /// A metric that cannot be summed per day.
    case metricNotDaily(ChartMetric)
    /// A metric that cannot be totalled.
    case metricNotTotalled(ChartMetric)
    /// The review page's top number of exercises is below 2.
    case reviewTopTooSmall(Int)
    /// The review page's top number of exercises is above `limit`.
    case reviewTopTooLarge(Int, limit: Int)
    /// The review page's target range does not have its low end (at least 0) below its high end.
    case reviewTargetInvalid(low: Double, high: Double)
    /// A count of weeks outside 1...`limit`.
    case weeksOutOfRange(Int, limit: Int)
}

extension RequestProblem: CustomStringConvertible {
    /// One line naming the values and what would do.
    package var description: String {
        switch self {
        case .oneSeriesKind(let kind):
            "a \(kind) chart has one series; it takes no grouping, secondary share, top, exercises, target or muscle groups"
        case .secondaryOutOfRange(let share): "a secondary muscle's share \(share) is not a number from 0 to 1"
        case .topOutOfRange(let top): "a top of \(top) series is out of range: use 1 to 100"
        case .topAboveSlices(let top, let limit):
            "a pie names at most \(limit) slices and one \"Other\"; a top of \(top) is more"
        case .musclesWithoutTarget: "muscle groups are chosen for a target range; give the range too"
        case .targetNotForKind(let kind): "a \(kind) chart takes no target range; a weeks chart by muscle group does"
        case .targetNeedsMuscleGrouping: "a target range needs muscle grouping (it counts working sets per muscle group)"
        case .targetNeedsSetsMetric(let metric): "a target range counts sets, not \(metric.rawValue)"
        case .targetByMonth: "a target range counts sets a week; its bars are weeks, not months"
        case .targetNeedsMuscles: "a target range compares each muscle group with the range; choose the muscle groups"
        case .tooManyMuscles(_, let limit): "at most \(limit) muscle groups stand side by side"
        case .exercisesAndTop: "exercises picked and a top ranked: give one of the two"
        case .exercisesAndMuscleGrouping: "exercises picked and muscle grouping: a chart draws one of the two"
        case .tooManyExercises(let count, let kind, let limit):
            "\(count) exercises picked; a \(kind) chart draws at most \(limit) apart"
        case .exerciseNameMissing: "an exercise pick needs a name, e.g. squat"
        case .unknownExercise(let name): "unknown exercise '\(QuotedInput.clipped(name))'"
        case .metricOnlyForProgress(let metric): "\(metric.rawValue) is only for progress charts; use reps, sets, volume, duration or distance"
        case .noLoadForTopSet(let exercise, let instead, let bodyWeightWouldHelp):
            "\(exercise) has no load logged in these days, so no top set; chart its \(instead.rawValue)"
                + (bodyWeightWouldHelp ? ", or set the body weight" : "")
        case .metricNotDaily(let metric): "\(metric.rawValue) cannot be summed per day; use reps, sets, volume, duration or distance"
        case .metricNotTotalled(let metric): "\(metric.rawValue) cannot be totalled; use reps, sets, volume, duration or distance"
        case .reviewTopTooSmall(let top): "a top of \(top) exercises leaves no room; use 2 or more"
        case .reviewTopTooLarge(let top, let limit): "a top of \(top) is more series than a chart can draw; use 2 to \(limit)"
        case .reviewTargetInvalid: "a target range needs LOW-HIGH with LOW below HIGH, e.g. 10-20"
        case .weeksOutOfRange(let weeks, let limit): "\(weeks) weeks is out of range: use 1 to \(limit)"
        }
    }
}
