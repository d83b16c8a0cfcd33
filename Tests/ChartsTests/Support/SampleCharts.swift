import Foundation
import Raster
@testable import Charts

/// The charts behind the golden images: every chart type, both themes, 2×
/// scale and a 200-category stress case, on fixed hand-written data.
enum SampleCharts {
    struct Sample {
        var name: String
        var chart: any Chart
        var size: Size
        var scale: Float = 1
        var theme: Theme = .light
    }

    static let days = ["Mon 16", "Tue 17", "Wed 18", "Thu 19", "Fri 20", "Sat 21", "Sun 22"]
    static let exercises = ["Bench press", "Squat", "Deadlift", "Pull ups", "Push ups"]

    /// 7 days × 5 exercises: rest days are all zeros, one negative (an assisted-set correction).
    static let week: [[Double]] = [
        [40, 50, 0, 24, 60],
        [0, 0, 0, 0, 0],
        [45, 0, 35, 30, 0],
        [0, 55, 0, 0, 80],
        [50, 0, 40, -12, 45],
        [0, 0, 0, 0, 0],
        [35, 60, 30, 28, 70],
    ]

    static var weekData: SectionList {
        SectionList(days.enumerated().map { d, day in
            SectionList.Section(title: day, cells: exercises.enumerated().map { e, name in
                ChartItem(name: name, value: week[d][e], legendText: legendText(e))
            })
        })
    }

    static func legendText(_ exercise: Int) -> String {
        let totals = exercises.indices.map { e in week.reduce(0) { $0 + $1[e] } }
        let all = totals.reduce(0, +)
        let share = LabelFormatter.plain.string(for: (totals[exercise] / all * 1000).rounded() / 10)
        return "\(exercises[exercise]) \(LabelFormatter.plain.string(for: totals[exercise])) (\(share)%)"
    }

    static var barData: ItemList {
        ItemList([
            ChartItem(name: "Bench press", value: 18), ChartItem(name: "Squat", value: 15),
            ChartItem(name: "Deadlift", value: 6), ChartItem(name: "Overhead press", value: 12),
            ChartItem(name: "Pull ups", value: 14), ChartItem(name: "Rows", value: 10),
        ])
    }

    static var volumeData: ItemList {
        ItemList([
            ChartItem(name: "Squat", value: 12_450), ChartItem(name: "Deadlift", value: 9_800),
            ChartItem(name: "Bench press", value: 7_325), ChartItem(name: "Rows", value: 5_120),
            ChartItem(name: "Overhead press", value: 3_480), ChartItem(name: "Lunges", value: 2_210),
            ChartItem(name: "Curls", value: 960), ChartItem(name: "Face pulls", value: 410),
        ])
    }

    static var shareData: ItemList {
        ItemList([
            ChartItem(name: "Squat", value: 420, legendText: "Squat 420 (35%)"),
            ChartItem(name: "Bench press", value: 300, legendText: "Bench press 300 (25%)"),
            ChartItem(name: "Deadlift", value: 240, legendText: "Deadlift 240 (20%)"),
            ChartItem(name: "Pull ups", value: 150, legendText: "Pull ups 150 (12.5%)"),
            ChartItem(name: "Rows", value: 84, legendText: "Rows 84 (7%)"),
            ChartItem(name: "Calf raises", value: 6, legendText: "Calf raises 6 (0.5%)"),
        ])
    }

    /// Training days of estimated 1RM over five weeks; nil marks a missed week (a gap in the line).
    static var progress: (dates: [Double], values: [Double?]) {
        let start = 1_793_059_200.0  // 2026-10-27 00:00 UTC, a Tuesday
        let days: [Double] = [0, 2, 5, 7, 9, 12, 14, 16, 23, 26, 28, 30, 33]
        let values: [Double?] = [100, 101.5, 102, 103, 104.5, 104, 105.5, nil, 103, 106, 107.5, 108, 109]
        return (days.map { start + $0 * 86_400 }, values)
    }

    static var stressData: ItemList {
        ItemList((0..<200).map { i in
            let wave: Double = abs(sin(Double(i) * 0.37))
            let v: Double = 20 + 60 * wave + Double(i % 7) * 3
            return ChartItem(name: "Exercise \(i + 1)", value: (v * 10).rounded() / 10)
        })
    }

    static var all: [Sample] {
        let stacked = StackedBarChart(dataSource: weekData, title: "Week 47 · Nov 16 – 22, 2026",
                                      subtitle: "Reps per day by exercise", valueAxisTitle: "reps")
        let line = LineChart(dates: progress.dates, values: progress.values, title: "Squat · estimated 1RM",
                             subtitle: "Last 4 weeks", valueFormatter: .unit("kg", abbreviate: false))
        return [
            Sample(name: "bar", chart: BarChart(dataSource: barData, title: "Sets per exercise",
                                                subtitle: "Week 47", valueAxisTitle: "sets"),
                   size: Size(width: 960, height: 600)),
            Sample(name: "bar-horizontal", chart: BarChart(dataSource: volumeData, title: "Volume by exercise",
                                                           horizontal: true, valueFormatter: .unit("kg"),
                                                           colorsEachBar: true),
                   size: Size(width: 960, height: 600)),
            Sample(name: "stacked", chart: stacked, size: Size(width: 960, height: 600)),
            Sample(name: "pie", chart: PieChart(dataSource: shareData, title: "Share of reps"),
                   size: Size(width: 960, height: 600)),
            Sample(name: "donut", chart: PieChart(dataSource: shareData, title: "Share of reps", donut: true,
                                                  centerText: "1,200\nreps", explodedSlices: [0]),
                   size: Size(width: 960, height: 600)),
            Sample(name: "line", chart: line, size: Size(width: 960, height: 600)),
            Sample(name: "stacked-dark", chart: stacked, size: Size(width: 960, height: 600), theme: .dark),
            Sample(name: "bar-2x", chart: BarChart(dataSource: barData, title: "Sets per exercise",
                                                   subtitle: "2× scale, same layout", valueAxisTitle: "sets"),
                   size: Size(width: 640, height: 400), scale: 2),
            Sample(name: "stress-200", chart: BarChart(dataSource: stressData, title: "200 categories",
                                                       showsValueLabels: false, tipCornerRadius: 0),
                   size: Size(width: 1600, height: 1000)),
        ]
    }
}
