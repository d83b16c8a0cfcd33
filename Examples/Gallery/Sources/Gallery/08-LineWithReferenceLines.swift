import Charts

// One value per day (nil = no data, the line breaks), an area fill, and
// dashed average and median reference lines; the x axis ticks whole days.
func lineWithReferenceLines(into folder: String) throws {
    let start = 1_767_225_600.0  // 2026-01-01 00:00 UTC, in seconds since 1970
    var dates: [Double] = []
    var oneRepMax: [Double?] = []
    for day in 0..<42 where day % 3 != 2 {
        dates.append(start + Double(day) * 86_400)
        oneRepMax.append(day >= 18 && day <= 22 ? nil : 100 + Double(day) * 0.6 + Double(day % 4))
    }
    let chart = LineChart(dates: dates, values: oneRepMax, title: "Bench press, estimated 1RM",
                          valueFormatter: .unit("kg", abbreviate: false), valueAxisTitle: "kg")
    try chart.writePNG(toFile: folder + "/08-line-reference-lines.png", size: Size(width: 800, height: 500))
}
