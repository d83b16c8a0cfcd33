import Foundation
import Raster
@testable import Charts

/// The charts behind the limit-band, second-axis and heatmap goldens, on
/// fixed hand-written data, in both themes.
enum AnalysisSamples {
    static let weeks = ["W40", "W41", "W42", "W43", "W44", "W45", "W46", "W47"]

    /// Weekly working sets of two muscle groups, side by side, with a 10–20 set target band.
    static var limitBand: Graph {
        let chest: [Double?] = [12, 14, 9, 16, 18, 0, 15, 21]
        let back: [Double?] = [8, 10, 11, 13, 12, 4, 17, 19]
        let plots: [any Plot] = [
            BarPlot(dataSource: ArrayDataSource(tips: chest), title: "Chest", barWidth: .data(0.36),
                    barOffset: .data(-0.19)),
            BarPlot(dataSource: ArrayDataSource(tips: back), title: "Upper back", barWidth: .data(0.36),
                    barOffset: .data(0.19)),
        ]
        var yAxis = Axis(title: "working sets")
        yAxis.backgroundLimitBands = [LimitBand(range: PlotRange(10, 20), label: "target 10–20 sets")]
        return Graph(title: "Working sets per week", subtitle: "Chest and upper back · 8 weeks", plots: plots,
                     xAxis: .categories(weeks), yAxis: yAxis, legend: Legend(position: .top))
    }

    /// Estimated 1RM (a line, left axis) over weekly volume (bars, right axis).
    static var dualAxis: Graph {
        let e1rm: [Double?] = [100, 102.5, 103, nil, 105, 106.5, 106, 108]
        let volume: [Double?] = [4_200, 4_650, 4_800, 0, 5_100, 5_600, 5_300, 5_900]
        let line = LinePlot(dataSource: ArrayDataSource(x: weeks.indices.map(Double.init), y: e1rm),
                            title: "Estimated 1RM")
        let bars = BarPlot(dataSource: ArrayDataSource(tips: volume), title: "Weekly volume",
                           color: Color(rgb: 0x9AA5B1), barWidth: .data(0.6))
        return Graph(title: "Bench press", subtitle: "Estimated 1RM and weekly volume", plots: [line],
                     xAxis: .categories(weeks), yAxis: Axis(title: "e1RM", formatter: .unit("kg", abbreviate: false)),
                     legend: Legend(position: .top))
            .withSecondary(SecondaryValueAxis(axis: Axis(title: "volume", formatter: .unit("kg")), plots: [bars]))
    }

    /// A training calendar: 26 weeks × 7 weekdays of sets per day; the last
    /// week ends on Thursday (no cells after it), today outlined.
    static var heatmapPlot: HeatmapPlot {
        var columns: [[Double?]] = []
        for week in 0..<26 {
            columns.append((0..<7).map { day -> Double? in
                if week == 25 && day > 3 { return nil }
                if week == 9 { return 0 }                     // a missed week
                let pattern: [Double] = [18, 0, 15, 0, 20, 9, 0]
                let wave = Double((week * 3 + day * 5) % 7) - 3
                return pattern[day] == 0 ? 0 : max(0, pattern[day] + wave)
            })
        }
        let months = ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]
        var labels = [String?](repeating: nil, count: 26)
        for (i, m) in months.enumerated() { labels[min(25, i * 4 + 1)] = m }
        return HeatmapPlot(dataSource: HeatmapGrid(columns: columns), scale: ColorScale(emptyLabel: "rest"),
                           columnLabels: labels, rowLabels: ["Mon", "", "Wed", "", "Fri", "", "Sun"],
                           outlinedCells: [HeatmapCell(column: 25, row: 3)])
    }

    static var heatmap: HeatmapChart {
        HeatmapChart(plot: heatmapPlot, title: "Training calendar", subtitle: "Sets per day · streak 3 weeks")
    }

    static var all: [SampleCharts.Sample] {
        let size = Size(width: 960, height: 600)
        return [
            .init(name: "limit-band", chart: limitBand, size: size),
            .init(name: "limit-band-dark", chart: limitBand, size: size, theme: .dark),
            .init(name: "dual-axis", chart: dualAxis, size: size),
            .init(name: "dual-axis-dark", chart: dualAxis, size: size, theme: .dark),
            .init(name: "heatmap", chart: heatmap, size: size),
            .init(name: "heatmap-dark", chart: heatmap, size: size, theme: .dark),
        ]
    }
}

extension Graph {
    func withSecondary(_ secondary: SecondaryValueAxis) -> Graph {
        var graph = self
        graph.secondary = secondary
        return graph
    }
}
