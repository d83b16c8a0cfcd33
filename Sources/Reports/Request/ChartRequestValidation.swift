import Workouts

extension ChartRequest {
    /// A request for `kind` with its series flags checked: each refusal is one
    /// line saying which flag and what would do.
    public init(kind: ChartKind, metric: ReportMetric? = nil, unit: WeightUnit? = nil,
                periodFlags: PeriodFlags = PeriodFlags(), series: ChartSeriesFlags, horizontal: Bool = false,
                donut: Bool = false, style: ChartStyle = ChartStyle(), output: String? = nil,
                force: Bool = false) throws(ReportsError) {
        self.init(kind: kind, metric: metric, unit: unit, periodFlags: periodFlags, horizontal: horizontal,
                  donut: donut, style: style, output: output, force: force)
        try apply(series)
    }

    private mutating func apply(_ series: ChartSeriesFlags) throws(ReportsError) {
        guard kind.hasSeries else {
            guard series.isEmpty else { throw ReportsError("a \(kind.name) chart has one series; leave out --by, --secondary, --top, --exercise, --target and --muscle") }
            return
        }
        byMuscle = series.grouping == .muscle
        if let secondary = series.secondary {
            guard secondary.isFinite, secondary >= 0, secondary <= 1 else {
                throw ReportsError("--secondary must be a number from 0 to 1, such as 0.5")
            }
            counting = MuscleCounting(secondaryFraction: secondary)
        }
        exercises = series.exercises
        if let top = series.top {
            guard (1...100).contains(top) else { throw ReportsError("--top must be from 1 to 100, such as --top 8") }
            self.top = top
        }
        try applyTarget(series)
    }

    /// `--target` and `--muscle`: a band of weekly working sets behind chosen muscle groups.
    private mutating func applyTarget(_ series: ChartSeriesFlags) throws(ReportsError) {
        guard let target = series.target else {
            if series.muscles != nil { throw ReportsError("--muscle goes with --target, e.g. --muscle chest --target 10-20") }
            return
        }
        guard case .weeks = kind else { throw ReportsError("--target is for chart weeks, e.g. chart weeks --by muscle --muscle chest --target 10-20") }
        guard byMuscle else { throw ReportsError("--target needs --by muscle (it counts working sets per muscle group)") }
        guard (metric ?? .sets) == .sets else { throw ReportsError("--target counts sets; leave out --metric or use --metric sets") }
        guard let muscles = series.muscles?.groups, !muscles.isEmpty else {
            throw ReportsError("--target compares each muscle group with the range; choose them with --muscle, e.g. --muscle chest,lats")
        }
        guard muscles.count <= 6 else { throw ReportsError("--muscle takes at most 6 muscle groups side by side") }
        kind = .weeks(target: MuscleTarget(range: target.range, muscles: muscles))
    }
}
