import Charts
import Foundation

/// The code of Sources/Charts/Charts.docc/TimeAxes.md, block after block as the article shows it, with
/// only `import Charts`: it compiles as a reader outside the package would write it
/// (`TimeAxesArticleTests` checks the article still shows exactly this code).
enum TimeAxesArticle {
    /// What the article's code makes, for the tests to look at.
    struct Results {
        var latency: Graph
        var netWorth: Graph
        var quarterAxis: Axis
        var mondays: [Date]
        var png: [UInt8]
        var svg: String
    }

    static func run() throws -> Results {
        // The article's block 1.
        let oslo = TimeZone(identifier: "Europe/Oslo") ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = oslo
        let midnight = calendar.date(from: DateComponents(year: 2026, month: 3, day: 2)) ?? Date()
        let times = (0..<96).map { midnight.addingTimeInterval(Double($0) * 900) }
        let latency: [Double?] = times.indices.map { 120 + 60 * sin(Double($0) / 12) }
        let graph = Graph(
            title: "Push latency",
            plots: [LinePlot(dataSource: ArrayDataSource(dates: times, y: latency), title: "latency")],
            xAxis: .time(stride: .hours(3), labels: .timeOfDay, timeZone: oslo,
                         range: midnight...midnight.addingTimeInterval(86_400)),
            yAxis: Axis(title: "ms"))
        let png = try graph.renderPNG(size: Size(width: 800, height: 500))

        // The article's block 2.
        let months = (1...12).compactMap { calendar.date(from: DateComponents(year: 2026, month: $0, day: 1)) }
        let worth: [Double?] = [1.20, 1.25, 1.31, 1.28, 1.40, 1.46, 1.52, 1.49, 1.61, 1.70, 1.76, 1.84].map { $0 * 1e6 }
        let netWorth = Graph(
            title: "Net worth",
            plots: [LinePlot(dataSource: ArrayDataSource(dates: months, y: worth), title: "net worth")],
            xAxis: .time(stride: .months(1), labels: .month, timeZone: oslo, locale: Locale(identifier: "de_DE")),
            yAxis: Axis(formatter: .abbreviated))
        let svg = try netWorth.renderSVG(size: Size(width: 800, height: 500))

        // The article's block 3.
        let quarterStarts = [1, 4, 7, 10].compactMap { calendar.date(from: DateComponents(year: 2026, month: $0, day: 1)) }
        let axis = Axis(ticks: .dates(quarterStarts), formatter: .date(.calendar, timeZone: oslo))
        let ticks = CalendarTicks(timeZone: oslo, locale: Locale(identifier: "en_GB"))
        let mondays = ticks.dates(in: midnight...midnight.addingTimeInterval(28 * 86_400), stride: .weeks(1))

        return Results(latency: graph, netWorth: netWorth, quarterAxis: axis, mondays: mondays, png: png, svg: svg)
    }
}
