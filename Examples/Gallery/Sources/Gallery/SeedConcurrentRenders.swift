import Charts

// Seed: build in one task, render in a TaskGroup. A server makes the charts'
// data in one task, draws each chart in a child task of its own, and gets
// the same bytes as drawing them one after another: renders are deterministic.

/// Everything the seed charts are drawn from; Sendable, so it crosses tasks.
struct SeedData: Sendable {
    var builds: [BuildResult]
    var latency: LatencyDay
    var balances: [Balance]
    var sheet: TimeSheet
}

/// The PNG of each seed chart, by name, drawn from `data`.
// LEAD: once Graph is Sendable (issue 44.3), build the Graphs in the first task
// and send them into the group; today each child task builds its own from the data.
let seedRenders: [(name: String, render: @Sendable (SeedData) throws -> [UInt8])] = [
    ("ci-dashboard", { try ciDashboardGraph($0.builds).renderPNG(size: seedSize) }),
    ("push-latency", { try pushLatencyGraph($0.latency).renderPNG(size: seedSize) }),
    ("net-worth-30d", { try netWorthGraph($0.balances, span: .thirtyDays).renderPNG(size: seedSize) }),
    ("net-worth-12m", { try netWorthGraph($0.balances, span: .twelveMonths).renderPNG(size: seedSize) }),
    ("time-tracking-stacked", { try timeTrackingBars($0.sheet).renderPNG(size: seedSize) }),
    ("time-tracking-pie", { try timeTrackingPie($0.sheet).renderPNG(size: seedSize) }),
]

struct RenderMismatch: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name): the concurrent render differs from the sequential one" }
}

func seedConcurrentRenders(into folder: String) async throws {
    let data = await Task { SeedData(builds: sampleBuilds(), latency: sampleLatencyDay(),
                                     balances: sampleBalances(), sheet: sampleTimeSheet()) }.value
    let concurrent = try await withThrowingTaskGroup(of: (String, [UInt8]).self) { group in
        for seed in seedRenders {
            group.addTask { (seed.name, try seed.render(data)) }
        }
        var pngs: [String: [UInt8]] = [:]
        for try await (name, png) in group { pngs[name] = png }
        return pngs
    }
    for seed in seedRenders where try seed.render(data) != concurrent[seed.name] {
        throw RenderMismatch(name: seed.name)
    }
}
