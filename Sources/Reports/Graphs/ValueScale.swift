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
    /// `breaksBars`: bars standing alone (a totals chart's) taller than `top` are drawn broken with their
    /// value on them (`BarPlot.brokenRecords`), where they stopped flat at the top as if they were `top`.
    static func apply(top: Double, horizontal: Bool, breaksBars: Bool = false, to graph: inout Graph) {
        if breaksBars {
            for index in graph.plots.indices {
                guard var bars = graph.plots[index] as? BarPlot else { continue }
                let source = bars.dataSource
                for record in 0..<source.numberOfRecords() {
                    guard let tip = source.value(for: .tip, record: record), tip > top,
                          (source.value(for: .base, record: record) ?? bars.baseValue) < top else { continue }
                    bars.brokenRecords.insert(record)
                }
                graph.plots[index] = bars
            }
        }
        if horizontal {
            graph.xAxis?.range = PlotRange(0, top)
            graph.xAxis?.ticks = .automatic
        } else {
            graph.yAxis?.range = PlotRange(0, top)
            graph.yAxis?.ticks = .automatic
        }
    }
}
