import Basics
import Reports

extension RequestProblem {
    /// The refusal of a chart's, report's or demo's settings, naming the flags.
    var commandLineText: String {
        switch self {
        case .oneSeriesKind(let kind):
            "a \(kind) chart has one series; leave out --by, --secondary, --top, --exercise, --target and --muscle"
        case .secondaryOutOfRange: "--secondary must be a number from 0 to 1, such as 0.5"
        case .topOutOfRange: "--top must be from 1 to 100, such as --top 8"
        case .topAboveSlices(let top, let limit):
            "--top \(top) is more than a pie names (at most \(limit) and one \"Other\"); "
                + "use --top \(limit) or less, or chart totals for more"
        case .musclesWithoutTarget: "--muscle goes with --target, e.g. --muscle chest --target 10-20"
        case .targetNotForKind: "--target is for chart weeks, e.g. chart weeks --by muscle --muscle chest --target 10-20"
        case .targetNeedsMuscleGrouping: "--target needs --by muscle (it counts working sets per muscle group)"
        case .targetNeedsSetsMetric: "--target counts sets; leave out --metric or use --metric sets"
        case .targetByMonth: "--target counts sets a week; leave out --bin month"
        case .targetNeedsMuscles:
            "--target compares each muscle group with the range; choose them with --muscle, e.g. --muscle chest,lats"
        case .tooManyMuscles(_, let limit): "--muscle takes at most \(limit) muscle groups side by side"
        case .exercisesAndTop: "--exercise picks the series and --top ranks them; give one of the two"
        case .exercisesAndMuscleGrouping: "--exercise picks exercises, --by muscle draws muscle groups; leave out one of them"
        case .tooManyExercises(let count, let kind, let limit):
            "--exercise names \(count) exercises; a \(kind) chart draws at most \(limit) apart (use --top N for the largest)"
        case .exerciseNameMissing: "--exercise needs a name, e.g. --exercise squat"
        case .unknownExercise(let name): "unknown exercise '\(QuotedInput.clipped(name))' in --exercise; `repchart exercises` lists the names"
        case .metricOnlyForProgress(let metric): "--metric \(metric.rawValue) is only for progress charts; \(Self.metrics)"
        case .noLoadForTopSet(let exercise, let instead, let bodyWeightWouldHelp):
            "--metric top-set: \(exercise) has no load logged in these days; chart its \(instead.rawValue) (--metric \(instead.rawValue))"
                + (bodyWeightWouldHelp ? ", or set your body weight (`repchart settings bodyweight 80kg`) to count a bodyweight set's load" : "")
        case .metricNotDaily(let metric): "--metric \(metric.rawValue) cannot be summed per day; \(Self.metrics)"
        case .metricNotTotalled(let metric): "--metric \(metric.rawValue) cannot be totalled; \(Self.metrics)"
        case .reviewTopTooSmall(let top): "--top \(top) leaves no room; use 2 or more"
        case .reviewTopTooLarge(let top, let limit): "--top \(top) is more series than a chart can draw; use 2 to \(limit)"
        case .reviewTargetInvalid: "--target needs LOW-HIGH with LOW below HIGH, e.g. 10-20"
        case .weeksOutOfRange(let weeks, let limit): "--weeks \(weeks) is out of range: use 1 to \(limit)"
        }
    }

    /// The metrics a chart other than progress can sum.
    private static let metrics = "use reps, sets, volume, duration or distance"
}
