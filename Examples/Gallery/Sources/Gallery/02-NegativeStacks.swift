import Charts

// Positive cells stack up from zero and negative cells stack down from zero,
// each side on its own; the total above or below each bar is the net value.
func negativeStacks(into folder: String) throws {
    func month(_ name: String, _ salary: Double, _ freelance: Double, _ rent: Double, _ food: Double) -> SectionList.Section {
        .init(title: name, cells: [
            ChartItem(name: "Salary", value: salary, color: Color(rgb: 0x009E73)),
            ChartItem(name: "Freelance", value: freelance, color: Color(rgb: 0x56B4E9)),
            ChartItem(name: "Rent", value: -rent, color: Color(rgb: 0xD55E00)),
            ChartItem(name: "Food", value: -food, color: Color(rgb: 0xE69F00)),
        ])
    }
    let cashFlow = SectionList([
        month("Jan", 3200, 400, 1400, 650), month("Feb", 3200, 0, 1400, 700),
        month("Mar", 3200, 1250, 1400, 620), month("Apr", 3300, 300, 1450, 900),
        month("May", 3300, 0, 1450, 2100), month("Jun", 3300, 800, 1450, 640),
    ])
    let chart = StackedBarChart(dataSource: cashFlow, title: "Cash flow", subtitle: "income up, spending down",
                                valueFormatter: .unit("€"), legend: Legend(position: .bottom))
    try chart.writePNG(toFile: folder + "/02-negative-stacks.png", size: Size(width: 800, height: 500))
}
