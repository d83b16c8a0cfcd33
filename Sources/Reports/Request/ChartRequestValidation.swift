import Workouts

extension ChartRequest {
    /// A request for `kind` with its series flags checked: each refusal is one
    /// line saying which flag and what would do.
    package init(kind: ChartKind, metric: ChartMetric? = nil, unit: WeightUnit? = nil,
                periodFlags: PeriodFlags = PeriodFlags(), series: ChartSeriesFlags, horizontal: Bool = false,
                donut: Bool = false, style: ChartStyle = ChartStyle(), output: String? = nil,
                force: Bool = false) throws(ReportsError) {
        self.init(kind: kind, metric: metric, unit: unit, periodFlags: periodFlags, horizontal: horizontal,
                  donut: donut, style: style, output: output, force: force)
        try apply(series)
    }

    private mutating func apply(_ series: ChartSeriesFlags) throws(ReportsError) {
        guard kind.hasSeries else {
            guard series.isEmpty else { throw ReportsError(RequestProblem.oneSeriesKind(kind.name)) }
            return
        }
        byMuscle = series.grouping == .muscle
        byExercise = series.grouping == .exercise
        if let secondary = series.secondary {
            guard secondary.isFinite, secondary >= 0, secondary <= 1 else {
                throw ReportsError(RequestProblem.secondaryOutOfRange(secondary))
            }
            counting = MuscleCounting(secondaryFraction: secondary)
        }
        exercises = series.exercises
        if let top = series.top {
            guard (1...100).contains(top) else { throw ReportsError(RequestProblem.topOutOfRange(top)) }
            // A pie names at most its slices less "Other": more was drawn as fewer, unsaid.
            if case .share = kind, !byMuscle, top > ShareGraph.maximumSlices - 1 {
                throw ReportsError(RequestProblem.topAboveSlices(top, limit: ShareGraph.maximumSlices - 1))
            }
            self.top = top
        }
        try applyTarget(series)
    }

    /// `--target` and `--muscle`: a band of weekly working sets behind chosen muscle groups.
    private mutating func applyTarget(_ series: ChartSeriesFlags) throws(ReportsError) {
        guard let target = series.target else {
            if series.muscles != nil { throw ReportsError(RequestProblem.musclesWithoutTarget) }
            return
        }
        guard case .weeks = kind else { throw ReportsError(RequestProblem.targetNotForKind(kind.name)) }
        guard byMuscle else { throw ReportsError(RequestProblem.targetNeedsMuscleGrouping) }
        if let metric, metric != .sets { throw ReportsError(RequestProblem.targetNeedsSetsMetric(metric)) }
        guard let muscles = series.muscles?.groups, !muscles.isEmpty else {
            throw ReportsError(RequestProblem.targetNeedsMuscles)
        }
        guard muscles.count <= 6 else { throw ReportsError(RequestProblem.tooManyMuscles(count: muscles.count, limit: 6)) }
        kind = .weeks(target: MuscleTarget(range: target.range, muscles: muscles))
    }
}
