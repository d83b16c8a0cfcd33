import Foundation
import Reports
import Workouts

/// One `repchart chart …` command line as values. Each option's declaration
/// (`ChartOption`) writes its value here, whether `ChartLineReader` or
/// ArgumentParser read the line, and it runs them all the same way.
struct ChartInvocation: Equatable {
    var kind: ChartKind
    var period = PeriodFlags()
    var metric: ChartMetric?
    var unit: WeightUnit?
    /// `--by`, `--secondary`, `--top`, `--exercise`, `--target`, `--muscle`.
    var series = ChartSeriesFlags()
    /// `chart progress`: `--secondary`, `--average`, `--median`, `--no-trend`.
    var progress = ProgressLines()
    var horizontal = false
    var donut = false
    /// `--y-max` (week, weeks, totals).
    var valueScaleTop: Double?
    /// `chart weeks --bin`.
    var bin: ChartBin?
    var look = ChartLook()
    /// `--db` and `--tz`.
    var db: String?
    var tz: String?

    /// Draws the chart and prints where it went.
    func run() throws {
        try reportingErrors { () throws(ReportsError) in
            let config = try chartConfig()
            var request = try ChartRequest(kind: kind, metric: metric, unit: unit, periodFlags: period, series: series,
                                           horizontal: horizontal, donut: donut, style: try look.style(config),
                                           output: look.output, force: look.force)
            request.progress = progress
            request.valueScaleTop = valueScaleTop
            request.bin = bin
            // A calendar without a size given takes an image of its own shape.
            if case .calendar = kind, look.size == nil, config.size == nil {
                request.style.size = CalendarGraph.defaultSize
                request.fitsOwnSize = true
            }
            try runChart(request, db: db, tz: tz, config: config, preview: look.preview)
        }
    }
}
