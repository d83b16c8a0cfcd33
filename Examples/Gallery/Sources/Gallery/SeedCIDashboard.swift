import Charts

// Seed: a CI dashboard. Tests run and tests failed per build, two lines; the
// failures on a right-hand axis of their own so a spike of 40 is not lost
// under 1,900 runs.

/// One build's test counts; Sendable, so it can be made in one task and drawn in another.
struct BuildResult: Sendable {
    var number: Int
    var testsRun: Int
    var testsFailed: Int
}

/// Thirty builds: the suite grows, a bad merge at build 118 fails 41 tests.
func sampleBuilds() -> [BuildResult] {
    (100..<130).map { n in
        let run = 1_720 + (n - 100) * 6 + (n % 4) * 3
        let failed = n == 118 ? 41 : n == 119 ? 12 : (n * 7) % 5 == 0 ? 2 : 0
        return BuildResult(number: n, testsRun: run, testsFailed: failed)
    }
}

func ciDashboardGraph(_ builds: [BuildResult]) -> Graph {
    let numbers = builds.map { Double($0.number) }
    let run = LinePlot(dataSource: ArrayDataSource(x: numbers, y: builds.map { Double($0.testsRun) }),
                       title: "tests run", color: Color(rgb: 0x1F77B4), lineWidth: 2, symbol: nil)
    let failed = LinePlot(dataSource: ArrayDataSource(x: numbers, y: builds.map { Double($0.testsFailed) }),
                          title: "tests failed", color: Color(rgb: 0xD62728), lineWidth: 2,
                          symbol: PlotSymbol(size: 6))
    let failures = Axis(title: "failed", formatter: .plain, wholeNumbers: true)
    return Graph(title: "CI: tests per build", subtitle: "main branch, last 30 builds",
                 plots: [run],
                 xAxis: Axis(title: "build", ticks: .fixedInterval(5), headroom: 0),
                 yAxis: Axis(title: "run", formatter: .abbreviated),
                 legend: Legend(position: .top),
                 secondary: SecondaryValueAxis(axis: failures, plots: [failed], drawsInFront: true))
}

func seedCIDashboard(into folder: String) throws {
    try writeSeed(ciDashboardGraph(sampleBuilds()), named: "seed-ci-dashboard", into: folder)
}
