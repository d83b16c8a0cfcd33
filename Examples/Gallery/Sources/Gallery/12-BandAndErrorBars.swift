import Charts
import Foundation

// A band between two series (the day's fastest and slowest 5 %) behind the
// median line, whose points carry error bars (± one standard deviation).
func bandAndErrorBars(into folder: String) throws {
    let days: [Double] = (1...14).map(Double.init)
    let median: [Double?] = days.map { (130 + 18 * sin($0 * 0.8) + 6 * sin($0 * 2.3)).rounded() }
    let low = median.map { $0.map { $0 - 28 } }
    let high = median.map { $0.map { $0 + 45 } }
    let spread: [Double?] = days.map { (9 + 4 * sin($0 * 1.3)).rounded() }
    let blue = Color(rgb: 0x1F77B4)
    let band = RangePlot(dataSource: ArrayDataSource([.x: days.map { $0 }, .low: low, .high: high]),
                         title: "p5–p95", color: blue, fillOpacity: 0.18, edgeWidth: 1)
    let line = LinePlot(dataSource: ArrayDataSource(x: days, y: median), title: "median ± sd", color: blue,
                        lineWidth: 2, symbol: PlotSymbol(size: 7), errorBars: ErrorBars(errors: spread))
    var yAxis = Axis(title: "response time", formatter: .unit("ms", abbreviate: false))
    yAxis.lowerLimit = 0
    let graph = Graph(title: "API response time", subtitle: "two weeks", plots: [band, line],
                      xAxis: Axis(title: "day", ticks: .fixedInterval(1), range: PlotRange(0.5, 14.5)), yAxis: yAxis,
                      legend: Legend(position: .top))
    try graph.writePNG(toFile: folder + "/12-band-and-error-bars.png", size: Size(width: 800, height: 500))
}
