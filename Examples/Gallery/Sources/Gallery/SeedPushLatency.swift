import Charts
import Foundation

// Seed: push-notification latency over one day. Light-blue connected dots,
// a yellow average line, a magenta median line, and red shading where the
// collector sent nothing.

/// A day of latency samples: seconds since midnight UTC → milliseconds (nil: no data).
struct LatencyDay: Sendable {
    var seconds: [Double]
    var milliseconds: [Double?]
    /// Where no samples arrived, in seconds since midnight.
    var gaps: [ClosedRange<Double>]
}

func sampleLatencyDay() -> LatencyDay {
    let gaps: [ClosedRange<Double>] = [7_200...15_300, 54_000...61_200]   // 02:00–04:15, 15:00–17:00
    var seconds: [Double] = [], milliseconds: [Double?] = []
    for quarter in 0..<96 {
        let t = Double(quarter) * 900, hours = t / 3_600
        seconds.append(t)
        // Busier (slower) in the working day, with some jitter.
        let load = 55 * max(0, sin((hours - 7) / 14 * .pi))
        let jitter = 9 * sin(Double(quarter) * 2.1) + 6 * sin(Double(quarter) * 0.7)
        milliseconds.append(gaps.contains { $0.contains(t) } ? nil : (118 + load + jitter).rounded())
    }
    return LatencyDay(seconds: seconds, milliseconds: milliseconds, gaps: gaps)
}

/// "HH:mm" from seconds since midnight.
// LEAD: `.date(.timeOfDay)` (or its new name) on a Date axis once real time axes are merged (issue 44.2).
let timeOfDay = LabelFormatter { seconds, _ in
    let minutes = Int(seconds / 60)
    let h = minutes / 60 % 24, m = minutes % 60
    return (h < 10 ? "0\(h)" : "\(h)") + ":" + (m < 10 ? "0\(m)" : "\(m)")
}

func pushLatencyGraph(_ day: LatencyDay) -> Graph {
    // LEAD: these colours are drawn darker today (Theme's 3:1 stroke contrast);
    // exact once colours as given are merged (issue 44.1).
    let lightBlue = Color(rgb: 0x87CEFA), yellow = Color(rgb: 0xFFD700), magenta = Color(rgb: 0xFF00FF)
    let missing = Color(rgb: 0xFF0000).withOpacity(0.25)
    let ms = LabelFormatter { value, _ in "\(Int(value.rounded())) ms" }
    let lines = [ReferenceLine.average(of: day.milliseconds, formatter: ms, color: yellow),
                 ReferenceLine.median(of: day.milliseconds, formatter: ms, color: magenta)].compactMap { $0 }
    var latency = LinePlot(dataSource: ArrayDataSource(x: day.seconds, y: day.milliseconds), title: "latency",
                           color: lightBlue, lineWidth: 2, symbol: PlotSymbol(size: 6), referenceLines: lines)
    latency.referenceLabelsInLegend = true
    var xAxis = Axis(title: "time (UTC)", ticks: .fixedInterval(3 * 3_600), formatter: timeOfDay,
                     range: PlotRange(0, 24 * 3_600))
    // One "no data" entry in the legend for all the gaps (too narrow to hold the words).
    xAxis.backgroundLimitBands = day.gaps.enumerated().map { i, gap in
        var band = LimitBand(range: PlotRange(gap.lowerBound, gap.upperBound), color: missing,
                             label: i == 0 ? "no data" : nil)
        band.labelInLegend = true   // LEAD: an initialiser argument once every setting is there (issue 44.5).
        return band
    }
    var yAxis = Axis(title: "latency", formatter: ms)
    yAxis.lowerLimit = 0
    return Graph(title: "Push notification latency", subtitle: "15-minute means, one day",
                 plots: [latency], xAxis: xAxis, yAxis: yAxis, legend: Legend(position: .top))
}

func seedPushLatency(into folder: String) throws {
    try writeSeed(pushLatencyGraph(sampleLatencyDay()), named: "seed-push-latency", into: folder)
}
