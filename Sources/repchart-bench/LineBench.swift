import Charts

/// A 5,000- and a 100,000-point noisy line as an 800×500 PNG, drawn in full
/// and with `LineDecimation.minMaxPerPixelColumn` (issue 44.7's budget:
/// ≤ 30 ms decimated). Scripts/bench-line-peers draws the same numbers (the
/// generator below, step for step) in matplotlib.
enum LineBench {
    static func run() throws {
        let fonts = try ChartFonts.locate()
        let size = Size(width: 800, height: 500)
        for count in [5_000, 100_000] {
            let (x, y) = noise(count: count)
            let label = count == 5_000 ? "5k" : "100k"
            for decimation in [LineDecimation.none, .minMaxPerPixelColumn] {
                let plot = LinePlot(dataSource: ArrayDataSource(x: x, y: y), title: "noise", lineWidth: 1.5,
                                    symbol: nil, decimation: decimation)
                let graph = Graph(title: "\(count) points", plots: [plot], xAxis: Axis(), yAxis: Axis())
                let name = decimation == .none ? "full" : "decimated"
                try measure("line: \(label) points, 800x500 PNG, \(name)",
                            runs: decimation == .none && count > 5_000 ? 5 : 30) {
                    blackHole(try graph.renderPNG(size: size, fonts: fonts))
                }
            }
        }
    }

    /// A random walk with noise from a 64-bit linear congruential generator:
    /// the same numbers on every machine and in the peers' script.
    static func noise(count: Int) -> (x: [Double], y: [Double?]) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var level = 50.0
        let y: [Double?] = (0..<count).map { _ in
            level += (next() - 0.5) * 0.8
            return level + (next() - 0.5) * 6
        }
        return ((0..<count).map(Double.init), y)
    }
}
