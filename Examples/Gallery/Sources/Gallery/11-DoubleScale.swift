import Charts

// `scale: 2` draws the same layout with twice the pixels (here 1200×750 pixels
// for a 600×375 layout), for high-density screens; the PNG records the density.
func scale2x(into folder: String) throws {
    let chart = BarChart(dataSource: ItemList([
        ChartItem(name: "Q1", value: 4.2), ChartItem(name: "Q2", value: 5.1),
        ChartItem(name: "Q3", value: 4.8), ChartItem(name: "Q4", value: 6.3),
    ]), title: "Revenue", valueAxisTitle: "million €", valueFormatter: .plain(decimals: 1))
    try chart.writePNG(toFile: folder + "/11-scale-2x.png", size: Size(width: 600, height: 375), scale: 2)
}
