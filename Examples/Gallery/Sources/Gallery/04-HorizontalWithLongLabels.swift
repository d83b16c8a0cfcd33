import Charts

// Bars grow to the right, first item at the top; long names are measured,
// so the category axis takes the room they need (and cuts them with "…" past a limit).
func horizontalLongLabels(into folder: String) throws {
    let rivers = ItemList([
        ChartItem(name: "Nile (White Nile source to the Mediterranean)", value: 6650),
        ChartItem(name: "Amazon (Apurímac source to the Atlantic)", value: 6400),
        ChartItem(name: "Yangtze (Tibetan Plateau to Shanghai)", value: 6300),
        ChartItem(name: "Mississippi–Missouri–Jefferson", value: 6275),
        ChartItem(name: "Yenisei–Angara–Selenga", value: 5539),
    ])
    let chart = BarChart(dataSource: rivers, title: "The longest rivers", horizontal: true,
                         valueAxisTitle: "length", valueFormatter: .unit("km", abbreviate: false))
    try chart.writePNG(toFile: folder + "/04-horizontal-long-labels.png", size: Size(width: 800, height: 500))
}
