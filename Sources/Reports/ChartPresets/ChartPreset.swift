import Charts
import Workouts

/// One chart kind (`ChartKind.preset`): what it queries from the log, how it
/// builds its graph and how it names its file. Each kind is one type carrying
/// its own options; the steps every kind shares (metric, unit, today, period,
/// picked exercises) are worked out once in `PresetContext`, and the endings
/// every file name and graph share are added by `PresetContext.prepared(_:)`.
protocol ChartPreset: Sendable {
    /// The kind's chart of `context`'s period, named and ready for the shared endings.
    func build(_ context: PresetContext) throws(ReportsError) -> PresetChart
}

/// What a preset builds: the graph, the stem of its file name, and which
/// days the shared steps look at.
struct PresetChart {
    /// The chart, titled and subtitled in the kind's own words.
    var graph: Graph
    /// "2026-W47-week", "2026-W44-2026-W47-totals"; the shared endings (muscles, metric, theme) come after.
    var stem: String
    /// The days whose emptiness earns a "last trained …" hint; nil: none (a progress line).
    var hintRange: DayRange?
    /// The days the title names, kept in its short forms on narrow images.
    var titleRange: DayRange
    /// The size of an image of the chart's own shape (a calendar's weeks), drawn at when no size is given.
    var ownSize: ChartSize?

    /// `graph` named `stem`, hinting and titled over `range`.
    init(_ graph: Graph, stem: String, range: DayRange, hints: Bool = true) {
        self.graph = graph
        self.stem = stem
        self.hintRange = hints ? range : nil
        self.titleRange = range
    }
}
