import Charts
import Workouts

/// `--y-max`: one value scale for bar charts drawn apart, as a report's weeks share one within a batch.
enum ValueScale {
    /// Whether `kind` draws bars along a value axis that a scale top applies to.
    static func applies(to kind: ChartKind) -> Bool {
        switch kind {
        case .week, .weeks, .totals: true
        case .share, .progress, .calendar: false
        }
    }

    /// `graph`'s value axis (the x axis of horizontal bars) from 0 to `top`, ticked within it.
    static func apply(top: Double, horizontal: Bool, to graph: inout Graph) {
        if horizontal {
            graph.xAxis?.range = PlotRange(0, top)
            graph.xAxis?.ticks = .automatic
        } else {
            graph.yAxis?.range = PlotRange(0, top)
            graph.yAxis?.ticks = .automatic
        }
    }
}
