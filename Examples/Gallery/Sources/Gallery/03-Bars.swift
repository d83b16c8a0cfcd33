import Charts

// One bar per item, a value label on each tip, a colour per bar from the theme's palette.
func bars(into folder: String) throws {
    let languages = ItemList([
        ChartItem(name: "Swift", value: 1840), ChartItem(name: "Rust", value: 1320),
        ChartItem(name: "Go", value: 1105), ChartItem(name: "Kotlin", value: 760),
        ChartItem(name: "Zig", value: 215),
    ])
    let chart = BarChart(dataSource: languages, title: "Packages published", valueAxisTitle: "packages",
                         colorsEachBar: true)
    try chart.writePNG(toFile: folder + "/03-bars.png", size: Size(width: 800, height: 500))
}
