import Charts

// Seed: build in one task, render in a TaskGroup. A server builds its charts
// in one task (a graph is a Sendable value: plots, axes, legend, theme and
// data sources), sends them to child tasks that draw one each, and gets the
// same bytes as drawing them one after another: renders are deterministic.

/// The seed charts, by name, built from their sample data.
func seedCharts() -> [(name: String, chart: any Chart)] {
    [("ci-dashboard", ciDashboardGraph(sampleBuilds())),
     ("push-latency", pushLatencyGraph(sampleLatencyDay())),
     ("net-worth-30d", netWorthGraph(sampleBalances(), span: .thirtyDays)),
     ("net-worth-12m", netWorthGraph(sampleBalances(), span: .twelveMonths)),
     ("time-tracking-stacked", timeTrackingBars(sampleTimeSheet())),
     ("time-tracking-pie", timeTrackingPie(sampleTimeSheet()))]
}

struct RenderMismatch: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name): the concurrent render differs from the sequential one" }
}

func seedConcurrentRenders(into folder: String) async throws {
    // Built in one task…
    let charts = await Task { seedCharts() }.value
    // …drawn in others, one child task per chart.
    let concurrent = try await withThrowingTaskGroup(of: (String, [UInt8]).self) { group in
        for (name, chart) in charts {
            group.addTask { (name, try chart.renderPNG(size: seedSize)) }
        }
        var pngs: [String: [UInt8]] = [:]
        for try await (name, png) in group { pngs[name] = png }
        return pngs
    }
    for (name, chart) in charts where try chart.renderPNG(size: seedSize) != concurrent[name] {
        throw RenderMismatch(name: name)
    }
}
