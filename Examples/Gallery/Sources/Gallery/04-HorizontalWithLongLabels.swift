import Charts

// Bars grow to the right, first item at the top; long names are measured,
// so the category axis takes the room they need (and cuts them with "…" past a limit).
func horizontalLongLabels(into folder: String) throws {
    let tasks = ItemList([
        ChartItem(name: "Rendering a 1600×1000 stacked bar chart", value: 0.54),
        ChartItem(name: "Encoding the PNG (libpng, parallel bands)", value: 3.7),
        ChartItem(name: "Laying out and measuring every label", value: 0.09),
        ChartItem(name: "Writing the SVG document with glyph outlines", value: 1.8),
        ChartItem(name: "Parsing DejaVu Sans (once per process)", value: 2.6),
    ])
    let chart = BarChart(dataSource: tasks, title: "Where the time goes", horizontal: true,
                         valueAxisTitle: "milliseconds", valueFormatter: .unit("ms"))
    try chart.writePNG(toFile: folder + "/04-horizontal-long-labels.png", size: Size(width: 800, height: 500))
}
