import Charts

// A donut with the total in its hole, in the dark theme.
func donutDark(into folder: String) throws {
    let muscles = ItemList([
        ChartItem(name: "Chest", value: 18), ChartItem(name: "Back", value: 22),
        ChartItem(name: "Legs", value: 26), ChartItem(name: "Shoulders", value: 12),
        ChartItem(name: "Arms", value: 9),
    ])
    let chart = PieChart(dataSource: muscles, title: "Sets per muscle group", donut: true,
                         centerText: "87 sets", labelContent: .percent)
    try chart.writePNG(toFile: folder + "/07-donut-dark.png", size: Size(width: 800, height: 500), theme: .dark)
}
