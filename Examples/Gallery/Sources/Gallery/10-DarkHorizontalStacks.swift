import Charts

// Stacked bars can lie down too; here in the dark theme with the legend on top.
func horizontalStacksDark(into folder: String) throws {
    let teams = SectionList(["Platform", "Mobile", "Web", "Data"].enumerated().map { index, team in
        .init(title: team, cells: [
            ChartItem(name: "Features", value: Double(12 + index * 5)),
            ChartItem(name: "Bugs", value: Double(9 - index * 2)),
            ChartItem(name: "Chores", value: Double(4 + index % 3 * 3)),
        ])
    })
    let chart = StackedBarChart(dataSource: teams, title: "Pull requests merged", horizontal: true,
                                valueAxisTitle: "pull requests", legend: Legend(position: .top))
    try chart.writePNG(toFile: folder + "/10-horizontal-stacks-dark.png", size: Size(width: 800, height: 500),
                       theme: .dark)
}
