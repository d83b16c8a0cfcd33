import Charts
import Foundation  // sin, cos

// The layer under the chart types: plots fed by a `PlotDataSource` (records × fields),
// axes with fixed ranges and minor ticks, symbols, dashes and an inside legend.
func linesPlotsAndAxes(into folder: String) throws {
    let hours = (0...24).map(Double.init)
    func temperatures(_ low: Double, _ swing: Double) -> [Double?] {
        hours.map { low + swing * (1 - cos(($0 - 3) / 24 * 2 * .pi)) / 2 }
    }
    let graph = Graph(
        title: "Temperature over a day",
        plots: [
            LinePlot(dataSource: ArrayDataSource(x: hours, y: temperatures(14, 12)), title: "Lisbon"),
            LinePlot(dataSource: ArrayDataSource(x: hours, y: temperatures(4, 9)), title: "Oslo",
                     dash: [8, 5], symbol: PlotSymbol(.diamond)),
            LinePlot(dataSource: ArrayDataSource(x: hours, y: temperatures(-6, 7)), title: "Yakutsk",
                     symbol: nil, referenceLines: [ReferenceLine(value: 0, label: "freezing")]),
        ],
        xAxis: Axis(title: "hour", ticks: .fixedInterval(3), minorTicksPerInterval: 2,
                    range: PlotRange(0, 24)),
        yAxis: Axis(title: "°C", formatter: .unit("°C", abbreviate: false)),
        legend: Legend(position: .insideTopLeft)
    )
    try graph.writePNG(toFile: folder + "/09-lines-plots-and-axes.png", size: Size(width: 800, height: 500))
}
