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
}

extension ChartInvocation {
    /// A chart of `kind` with the option groups every chart command shares.
    init(_ kind: Kind, period: PeriodFlags, metric: ChartMetricOptions, grouping: ChartGroupingOptions? = nil,
         common: ChartCommonOptions, store: StoreOptions) {
        self.init(kind: kind, period: period, metric: metric.metric, unit: metric.unit, by: grouping?.by,
                  secondary: grouping?.secondary, look: common.look, db: store.db, tz: store.tz)
    }
}
