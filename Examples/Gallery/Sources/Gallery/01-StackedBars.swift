import Charts

// A week of training: each day is a section (a bar), each exercise a cell
// (a segment). Cells with the same name form one series and one legend entry.
func stackedBars(into folder: String) throws {
    let week = SectionList([
        .init(title: "Mon", cells: [ChartItem(name: "Squat", value: 15), ChartItem(name: "Bench press", value: 12)]),
        .init(title: "Tue", cells: [ChartItem(name: "Deadlift", value: 8), ChartItem(name: "Pull ups", value: 20)]),
        .init(title: "Wed", cells: []),  // a rest day keeps its label
        .init(title: "Thu", cells: [ChartItem(name: "Squat", value: 10), ChartItem(name: "Bench press", value: 15),
                                    ChartItem(name: "Pull ups", value: 12)]),
        .init(title: "Fri", cells: [ChartItem(name: "Deadlift", value: 5), ChartItem(name: "Bench press", value: 10)]),
    ])
    let chart = StackedBarChart(dataSource: week, title: "Reps this week", valueAxisTitle: "reps")
    try chart.writePNG(toFile: folder + "/01-stacked-bars.png", size: Size(width: 800, height: 500))
    try chart.writeSVG(toFile: folder + "/01-stacked-bars.svg", size: Size(width: 800, height: 500))
}
