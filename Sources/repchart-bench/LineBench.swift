import Charts

/// A 100,000-point noisy line as an 800×500 PNG, drawn in full and with
/// `LineDecimation.minMaxPerPixelColumn` (issue 44.7's budget: ≤ 30 ms decimated).
enum LineBench {
    static func run() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var level = 50.0
        let y: [Double?] = (0..<100_000).map { _ in
            level += (next() - 0.5) * 0.8
            return level + (next() - 0.5) * 6
        }
        let x = (0..<100_000).map(Double.init)
        let fonts = try ChartFonts.locate()
        let size = Size(width: 800, height: 500)
        for decimation in [LineDecimation.none, .minMaxPerPixelColumn] {
            let plot = LinePlot(dataSource: ArrayDataSource(x: x, y: y), title: "noise", lineWidth: 1.5, symbol: nil,
                                decimation: decimation)
            let graph = Graph(title: "100,000 points", plots: [plot], xAxis: Axis(), yAxis: Axis())
            let name = decimation == .none ? "full" : "decimated"
            try measure("line: 100k points, 800x500 PNG, \(name)", runs: decimation == .none ? 5 : 30) {
                blackHole(try graph.renderPNG(size: size, fonts: fonts))
            }
        }
    }
}
