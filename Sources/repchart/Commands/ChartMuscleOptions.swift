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

    @Option(help: ArgumentHelp("Show the N largest exercises (or muscle groups) and fold the rest into one \"Other\" "
                               + "(default: as many as read well at the size, about 10 at 1600x1000).", valueName: "N"))
    var top: Int?

    @Option(name: .customLong("exercise"),
            help: ArgumentHelp("Draw exactly these exercises, no \"Other\" (repeat it or give a comma list, "
                               + "e.g. --exercise squat,deadlift; names or aliases).", valueName: "name"))
    var exercises: [String] = []
}

extension ChartInvocation {
    /// A chart of `kind` with the option groups every chart command shares.
    init(_ kind: Kind, period: PeriodFlags, metric: ChartMetricOptions, grouping: ChartGroupingOptions? = nil,
         common: ChartCommonOptions, store: StoreOptions) {
        self.init(kind: kind, period: period, metric: metric.metric, unit: metric.unit, by: grouping?.by,
                  secondary: grouping?.secondary, top: grouping?.top,
                  exercises: grouping?.exercises ?? [], look: common.look, db: store.db, tz: store.tz)
    }
}
