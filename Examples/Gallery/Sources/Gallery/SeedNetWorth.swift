import Charts
import Foundation

// Seed: a net-worth app. A 30-day and a 12-month graph with dates on x and
// "1.2K"/"3.4M" on y, kept by a small manager that caches each graph and
// builds it again only when new data arrives.

/// The balance at the end of a day, in seconds since 1970 (UTC).
struct Balance: Sendable {
    var day: Double
    var amount: Double
}

/// The graphs the app shows.
enum NetWorthSpan: CaseIterable, Sendable {
    case thirtyDays, twelveMonths
}

/// Caches a graph per span; `append` drops the cache so the next `graph(for:)` redraws.
final class NetWorthGraphManager {
    private(set) var balances: [Balance]
    private var cache: [NetWorthSpan: Graph] = [:]
    /// How many graphs were built (a cache hit builds none).
    private(set) var builds = 0

    init(balances: [Balance]) { self.balances = balances }

    func append(_ balance: Balance) {
        balances.append(balance)
        cache.removeAll()
    }

    func graph(for span: NetWorthSpan) -> Graph {
        if let cached = cache[span] { return cached }
        let graph = netWorthGraph(balances, span: span)
        cache[span] = graph
        builds += 1
        return graph
    }
}

let day = 86_400.0

/// Two years of daily balances ending 2026-11-27: savings, a dip, a bonus.
func sampleBalances() -> [Balance] {
    let end = 1_795_737_600.0  // 2026-11-27 00:00 UTC
    return (0..<730).map { i in
        let t = end - Double(729 - i) * day
        let trend = 1_150_000 + Double(i) * 3_100
        let wobble = 14_000 * sin(Double(i) * 0.45) + 9_000 * sin(Double(i) * 1.7)
        let dip = i > 500 && i < 560 ? -180_000.0 : 0
        return Balance(day: t, amount: trend + wobble + dip)
    }
}

func netWorthGraph(_ balances: [Balance], span: NetWorthSpan) -> Graph {
    guard let last = balances.last?.day else { return Graph(title: "Net worth") }
    let shown: [Balance]
    let xAxis: Axis
    switch span {
    case .thirtyDays:
        shown = balances.filter { $0.day > last - 30 * day }
        xAxis = .time(timeZone: .gmt, locale: Locale(identifier: "en_US"))
    case .twelveMonths:
        // The balance at each month's end, and today's: a point per month.
        shown = balances.filter { $0.day > last - 365 * day && (isLastOfMonth($0.day) || $0.day == last) }
        xAxis = .time(stride: .months(1), labels: .month, timeZone: .gmt, locale: Locale(identifier: "en_US"))
    }
    var yAxis = Axis(formatter: .abbreviated)
    yAxis.lowerLimit = 0
    let line = LinePlot(dataSource: ArrayDataSource(dates: shown.map { Date(timeIntervalSince1970: $0.day) }, y: shown.map(\.amount)),
                        title: "net worth", color: Color(rgb: 0x2CA02C), lineWidth: 2.5,
                        symbol: span == .twelveMonths ? PlotSymbol(size: 7) : nil, areaFill: AreaFill())
    let title = span == .thirtyDays ? "Net worth, last 30 days" : "Net worth, last 12 months"
    return Graph(title: title, plots: [line], xAxis: xAxis, yAxis: yAxis)
}

/// Whether the day (seconds since 1970, UTC) is the last of its month.
func isLastOfMonth(_ seconds: Double) -> Bool {
    DateLabelStyle.iso.string(forSecondsSince1970: seconds + day).hasSuffix("-01")
}

func seedNetWorth(into folder: String) throws {
    var balances = sampleBalances()
    let today = balances.removeLast()
    let manager = NetWorthGraphManager(balances: balances)
    _ = manager.graph(for: .thirtyDays)   // built and cached
    manager.append(today)                 // new data: the cache is dropped
    try writeSeed(manager.graph(for: .thirtyDays), named: "seed-net-worth-30d", into: folder)
    try writeSeed(manager.graph(for: .twelveMonths), named: "seed-net-worth-12m", into: folder)
}
