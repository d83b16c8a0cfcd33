import ArgumentParser
import Reports
import Workouts

/// `--by exercise|muscle` and `--secondary`, for charts that can show muscle groups.
struct ChartGroupingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("exercise or muscle: a segment, bar or slice per exercise (default) or per muscle group "
                               + "(then the default metric is sets; warm-ups never count).", valueName: "grouping"))
    var by: String?

    @Option(help: ArgumentHelp("With --by muscle: the share of a set a secondary muscle gets (default 0.5).",
                               valueName: "fraction"))
    var secondary: Double?

    /// Sets `byMuscle` and the counting on `request`.
    func apply(to request: inout ChartRequest) throws(ReportsError) {
        switch by?.lowercased() {
        case nil, "exercise", "exercises": request.byMuscle = false
        case "muscle", "muscles", "muscle-group", "muscle-groups": request.byMuscle = true
        case let other?: throw ReportsError("unknown grouping '\(other.prefix(80))'; use exercise or muscle")
        }
        if let secondary {
            guard secondary.isFinite, secondary >= 0, secondary <= 1 else {
                throw ReportsError("--secondary must be a number from 0 to 1, such as 0.5")
            }
            request.counting = MuscleCounting(secondaryFraction: secondary)
        }
    }
}

extension ChartCommonOptions {
    /// `draw` with the grouping options applied as well.
    func draw(_ kind: ChartKind, periodFlags: PeriodFlags, metric: ChartMetricOptions, grouping: ChartGroupingOptions,
              store: StoreOptions, adjust: (inout ChartRequest) throws(ReportsError) -> Void = { _ in }) throws {
        try draw(kind, periodFlags: periodFlags, metric: metric, store: store) { (request) throws(ReportsError) in
            try grouping.apply(to: &request)
            try adjust(&request)
        }
    }
}
