import ArgumentParser
import Reports
import Workouts

/// `--by exercise|muscle`, `--secondary`, `--top` and `--exercise`, for charts
/// that can show muscle groups.
struct ChartGroupingOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A segment, bar or slice per exercise (default) or per muscle group "
                               + "(then the default metric is sets; warm-ups never count).", valueName: "grouping"))
    var by: Checked<ChartGrouping>?

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

    /// Where `ChartFastPath` puts each option.
    static var slots: [ChartOptionSlot<Self>] {
        [
            .option("by") { $1(&$0._by) },
            .option("secondary") { $1(&$0._secondary) },
            .option("top") { $1(&$0._top) },
            .list("exercise") { $1(&$0._exercises) },
        ]
    }

    /// The flags as values (`--target`/`--muscle` are `chart weeks`' own).
    func series() throws(ReportsError) -> ChartSeriesFlags {
        ChartSeriesFlags(grouping: try by.checked(), secondary: secondary, top: top, exercises: exercises)
    }
}
