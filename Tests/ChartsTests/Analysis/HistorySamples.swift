import Foundation
import Raster
@testable import Charts

/// The shapes a real two-year history gives the charts, on fixed hand-written
/// data: fifteen weeks of ten named series and a grey "Other", a progress
/// line over two years with a long break and an isolated day, and a legend
/// too long for the smallest image (cut to "+N more").
enum HistorySamples {
    static let colors: [UInt32] = [0xE69F00, 0xD55E00, 0x0072B2, 0x56B4E9, 0xCC79A7, 0x009E73, 0x88CCEE, 0xF0E442,
                                   0x332288, 0x44AA99]

    /// Ten series and "Other (76 exercises)" per week, two weeks off.
    static var weeks: StackedBarChart {
        let names = ["Bench Press", "Overhead Press", "Squat", "Pull Up", "Bent Over Row", "Deadlift", "Leg Press",
                     "Running", "Back Squat", "Skullcrusher"]
        let sections = (0..<15).map { week -> SectionList.Section in
            let off = week == 6 || week == 9
            var cells = names.enumerated().map { i, name in
                ChartItem(name: name, value: off ? 0 : Double((week * 7 + i * 3) % 5 + 6 - i / 2),
                          color: Color(rgb: colors[i]))
            }
            cells.append(ChartItem(name: "Other (76 exercises)", value: off ? 0 : Double(20 + (week * 11) % 17),
                                   color: Color(rgb: 0x8C8C8C)))
            return SectionList.Section(title: "W\(33 + week)", cells: cells)
        }
        return StackedBarChart(dataSource: SectionList(sections), title: "15 weeks · 10 Aug – 22 Nov 2026",
                               subtitle: "Sets per week by exercise", valueAxisTitle: "Sets")
    }

    /// Two years of a lift: twice a week, a three-and-a-half month break, one day alone after it.
    static var progress: LineChart {
        let start = 20_047.0   // 2024-11-20
        var days = (0..<200).map { i -> Double in
            let day = start + (Double(i) * 3.5).rounded(.down)
            return day > 20_346 ? day + 108 : day   // the break after 2025-09-15
        }
        days.append(20_393)   // one day alone in the break (2025-11-01)
        days.sort()
        var dates: [Double] = [], values: [Double?] = []
        for (i, day) in days.enumerated() {
            // A nil between days more than 8 apart breaks the line, as ProgressSeries does.
            if i > 0, day - days[i - 1] > 8 { dates.append((day + days[i - 1]) / 2 * 86_400); values.append(nil) }
            dates.append(day * 86_400)
            values.append(80 + Double(i) * 0.3 + Double(i % 5))
        }
        var chart = LineChart(dates: dates, values: values, title: "Squat (Barbell)",
                              subtitle: "Estimated 1RM per training day", valueAxisTitle: "Estimated 1RM (kg)",
                              areaFill: false)
        chart.xAxis.range = PlotRange(start * 86_400, (start + 730) * 86_400)
        return chart
    }

    /// Thirty series in a 240×160 image: the legend keeps what fits and says how many more.
    static var crowded: StackedBarChart {
        let sections = (0..<4).map { day in
            SectionList.Section(title: "D\(day + 1)", cells: (0..<30).map { i in
                ChartItem(name: "Exercise \(i + 1)", value: Double((day + i) % 4 + 1))
            })
        }
        return StackedBarChart(dataSource: SectionList(sections), title: "Week", subtitle: "Sets")
    }

    static var all: [SampleCharts.Sample] {
        let size = Size(width: 800, height: 500)
        return [
            .init(name: "history-weeks", chart: weeks, size: size),
            .init(name: "history-weeks-dark", chart: weeks, size: size, theme: .dark),
            .init(name: "history-progress", chart: progress, size: size),
            .init(name: "history-progress-dark", chart: progress, size: size, theme: .dark),
            .init(name: "history-crowded", chart: crowded, size: Size(width: 320, height: 213)),
            .init(name: "history-crowded-dark", chart: crowded, size: Size(width: 320, height: 213), theme: .dark),
        ]
    }
}
