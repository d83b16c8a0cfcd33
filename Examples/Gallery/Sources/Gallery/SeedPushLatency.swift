import Charts
import Foundation

// Seed: push-notification latency over one day. Light-blue connected dots,
// a yellow average line, a magenta median line, and red shading where the
// collector sent nothing.

/// A day of latency samples: when (every 15 minutes) → milliseconds (nil: no data).
struct LatencyDay: Sendable {
    var zone: TimeZone
    var midnight: Date
    var times: [Date]
    var milliseconds: [Double?]
    /// Where no samples arrived.
    var gaps: [ClosedRange<Date>]
}

func sampleLatencyDay() -> LatencyDay {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let midnight = calendar.date(from: DateComponents(year: 2026, month: 11, day: 26)) ?? Date(timeIntervalSince1970: 0)
    let at = { (hours: Double) in midnight.addingTimeInterval(hours * 3_600) }
    let gaps = [at(2)...at(4.25), at(15)...at(17)]   // 02:00–04:15, 15:00–17:00
    var times: [Date] = [], milliseconds: [Double?] = []
    for quarter in 0..<96 {
        let hours = Double(quarter) / 4, time = at(hours)
        times.append(time)
        // Busier (slower) in the working day, with some jitter.
        let load = 55 * max(0, sin((hours - 7) / 14 * .pi))
        let jitter = 9 * sin(Double(quarter) * 2.1) + 6 * sin(Double(quarter) * 0.7)
        milliseconds.append(gaps.contains { $0.contains(time) } ? nil : (118 + load + jitter).rounded())
    }
    return LatencyDay(zone: zone, midnight: midnight, times: times, milliseconds: milliseconds, gaps: gaps)
}

func pushLatencyGraph(_ day: LatencyDay) -> Graph {
    // Drawn exactly as given: the library never alters a caller's colour.
    let lightBlue = Color(rgb: 0x87CEFA), yellow = Color(rgb: 0xFFD700), magenta = Color(rgb: 0xFF00FF)
    let missing = Color(rgb: 0xFF0000).withOpacity(0.25)
    let ms = LabelFormatter { value, _ in "\(Int(value.rounded())) ms" }
    let lines = [ReferenceLine.average(of: day.milliseconds, formatter: ms, color: yellow),
                 ReferenceLine.median(of: day.milliseconds, formatter: ms, color: magenta)].compactMap { $0 }
    let latency = LinePlot(dataSource: ArrayDataSource(dates: day.times, y: day.milliseconds), title: "latency",
                           color: lightBlue, lineWidth: 2, symbol: PlotSymbol(size: 6), referenceLines: lines,
                           referenceLabelsInLegend: true)
    let nextMidnight = day.midnight.addingTimeInterval(24 * 3_600)
    var xAxis: Axis = .time(title: "time (Berlin)", stride: .hours(3), labels: .timeOfDay, timeZone: day.zone,
                            range: day.midnight...nextMidnight)
    // One "no data" entry in the legend for all the gaps (too narrow to hold the words).
    xAxis.backgroundLimitBands = day.gaps.enumerated().map { i, gap in
        LimitBand(range: PlotRange(gap), color: missing, label: i == 0 ? "no data" : nil, labelInLegend: true)
    }
    let yAxis = Axis(title: "latency", formatter: ms)
    return Graph(title: "Push notification latency", subtitle: "15-minute means, one day",
                 plots: [latency], xAxis: xAxis, yAxis: yAxis, legend: Legend(position: .top))
}

func seedPushLatency(into folder: String) throws {
    try writeSeed(pushLatencyGraph(sampleLatencyDay()), named: "seed-push-latency", into: folder)
}
