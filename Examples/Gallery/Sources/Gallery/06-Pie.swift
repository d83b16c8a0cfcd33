import Charts

// Slices with percentages; tiny slices stay visible with leader-line labels,
// and past `maximumSliceCount` the smallest are grouped as "Other".
func pie(into folder: String) throws {
    let traffic = ItemList([
        ChartItem(name: "Search", value: 4210, legendText: "Search 4,210"),
        ChartItem(name: "Direct", value: 2630, legendText: "Direct 2,630"),
        ChartItem(name: "Social", value: 1480, legendText: "Social 1,480"),
        ChartItem(name: "Email", value: 640, legendText: "Email 640"),
        ChartItem(name: "Referral", value: 95, legendText: "Referral 95"),
    ])
    let chart = PieChart(dataSource: traffic, title: "Visits by source")
    try chart.writePNG(toFile: folder + "/06-pie.png", size: Size(width: 800, height: 500))
}
