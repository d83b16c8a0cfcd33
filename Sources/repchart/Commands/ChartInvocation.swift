import Foundation
import Reports
import Workouts

/// One `repchart chart …` command line as values. Every chart command
/// produces one (`ChartInvocationCommand.invocation()`), and it runs them all
/// the same way.
struct ChartInvocation: Equatable {
    var kind: ChartKind
    var period = PeriodFlags()
    var metric: ReportMetric?
    var unit: WeightUnit?
    /// `--by`, `--secondary`, `--top`, `--exercise`, `--target`, `--muscle`.
    var series = ChartSeriesFlags()
    /// `chart progress`: `--secondary`, `--average`, `--median`, `--no-trend`.
    var progress = ProgressLines()
    var horizontal = false
    var donut = false
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
            try runChart(request, db: db, tz: tz, config: config, preview: look.preview)
        }
    }
}

extension ChartInvocation {
    /// A chart of `kind` with the option groups every chart command shares.
    init(_ kind: ChartKind, period: PeriodFlags, metric: ChartMetricOptions, series: ChartSeriesFlags = ChartSeriesFlags(),
         common: ChartCommonOptions, store: StoreOptions) throws(ReportsError) {
        let (metric, unit) = try metric.resolved()
        self.init(kind: kind, period: period, metric: metric, unit: unit, series: series, look: try common.look(),
                  db: store.db, tz: store.tz)
    }
}
