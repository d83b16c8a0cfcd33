import Charts

// Seed: a time-tracking app. Hours per project and day as stacked bars, from
// a section/cell data source (a day is a section, a project's hours a cell;
// each cell stands on the cells below it, its base offset), and a pie of the
// week's hours per project from the same data.

/// A week of tracked hours: `hours[day][project]`.
struct TimeSheet: Sendable {
    var days: [String]
    var projects: [String]
    var hours: [[Double]]
    var colors: [Color]

    /// The week's hours of each project.
    var totals: [Double] {
        projects.indices.map { p in hours.reduce(0) { $0 + $1[p] } }
    }
}

/// The chart library asks the sheet for sections and cells, like a table view.
struct TimeSheetBars: StackedBarChartDataSource {
    var sheet: TimeSheet
    func numberOfSections() -> Int { sheet.days.count }
    func title(forSection section: Int) -> String { sheet.days[section] }
    func numberOfCells(inSection section: Int) -> Int { sheet.projects.count }
    func cell(at index: Int, inSection section: Int) -> any BarChartItem {
        ChartItem(name: sheet.projects[index], value: sheet.hours[section][index], color: sheet.colors[index])
    }
}

/// The same sheet as slices: one per project, its week's total.
struct TimeSheetSlices: PieChartDataSource {
    var sheet: TimeSheet
    func numberOfSlices() -> Int { sheet.projects.count }
    func slice(at index: Int) -> any BarChartItem {
        ChartItem(name: sheet.projects[index], value: sheet.totals[index], color: sheet.colors[index])
    }
}

func sampleTimeSheet() -> TimeSheet {
    TimeSheet(days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
              projects: ["Client app", "Server", "Meetings", "Support"],
              hours: [[3, 2.5, 1.5, 1], [4, 2, 1, 0.5], [2, 3.5, 2, 0.5], [3.5, 3, 0.5, 1],
                      [2, 1.5, 1, 2], [0, 1.5, 0, 0], [0, 0, 0, 0]],
              colors: [Color(rgb: 0x4E79A7), Color(rgb: 0xF28E2B), Color(rgb: 0xE15759), Color(rgb: 0x76B7B2)])
}

func timeTrackingBars(_ sheet: TimeSheet) -> StackedBarChart {
    StackedBarChart(dataSource: TimeSheetBars(sheet: sheet), title: "Hours tracked", subtitle: "this week",
                    valueAxisTitle: "hours", valueFormatter: .unit("h", abbreviate: false))
}

func timeTrackingPie(_ sheet: TimeSheet) -> PieChart {
    PieChart(dataSource: TimeSheetSlices(sheet: sheet), title: "Where the week went", labelContent: .percent)
}

func seedTimeTracking(into folder: String) throws {
    let sheet = sampleTimeSheet()
    try writeSeed(timeTrackingBars(sheet), named: "seed-time-tracking-stacked", into: folder)
    try writeSeed(timeTrackingPie(sheet), named: "seed-time-tracking-pie", into: folder)
}
