import Charts
import Foundation  // sin, cos

// Sixty bars: tick labels turn 45° when level ones would collide, and are
// thinned out when even turned ones would; value labels that would overlap are dropped.
func manyCategories(into folder: String) throws {
    var days: [ChartItem] = []
    for day in 1...60 {
        let wave: Double = 2500 * sin(Double(day) / 4)
        let steps: Double = 6000 + wave + Double((day * 37) % 23) * 120
        days.append(ChartItem(name: "Day \(day)", value: steps.rounded()))
    }
    let chart = BarChart(dataSource: ItemList(days), title: "Steps per day", valueAxisTitle: "steps",
                         valueFormatter: .abbreviated, showsValueLabels: false)
    try chart.writePNG(toFile: folder + "/05-many-categories.png", size: Size(width: 800, height: 500))
}
