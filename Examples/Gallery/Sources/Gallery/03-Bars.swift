import Charts

// One bar per item, a value label on each tip, a colour per bar from the theme's palette.
func bars(into folder: String) throws {
    let stores = ItemList([
        ChartItem(name: "Lisbon", value: 1840), ChartItem(name: "Porto", value: 1320),
        ChartItem(name: "Braga", value: 1105), ChartItem(name: "Faro", value: 760),
        ChartItem(name: "Évora", value: 215),
    ])
    let chart = BarChart(dataSource: stores, title: "Orders per store", valueAxisTitle: "orders",
                         colorsEachBar: true)
    try chart.writePNG(toFile: folder + "/03-bars.png", size: Size(width: 800, height: 500))
}
