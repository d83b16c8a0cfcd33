import Foundation
import Testing
import Charts

// The code of Sources/Charts/Charts.docc/Concurrency.md, kept word for word
// (`articleCodeIsCompiledHere` checks), so the article's code compiles in
// Swift 6 language mode with `import Charts` alone.

/// Renders graphs away from the tasks that build them, one at a time.
actor ChartRenderer {
    let size = Size(width: 800, height: 500)

    func png(of graph: Graph) throws(ChartError) -> [UInt8] {
        try graph.renderPNG(size: size, options: PNGEncodeOptions(threads: 1))
    }
}

func latencyGraph(milliseconds: [Double]) -> Graph {
    let points = ArrayDataSource(x: milliseconds.indices.map(Double.init), y: milliseconds)
    return Graph(title: "Push latency", plots: [LinePlot(dataSource: points, title: "latency")],
                 xAxis: Axis(title: "push"), yAxis: Axis(title: "ms"), legend: Legend(position: .bottom))
}

func renderElsewhere(_ renderer: ChartRenderer) async throws -> [UInt8] {
    let graph = await Task { latencyGraph(milliseconds: [120, 95, 310, 88, 102]) }.value
    return try await renderer.png(of: graph)
}

/// A graph built on one task and rendered on another (an actor, a task group)
/// compiles under strict concurrency and gives the bytes of a render where it was built.
@Suite("Graph sent between tasks")
struct GraphSendingTests {
    /// A graph of every kind of part: bars, a line, a reference line, a secondary axis, a legend.
    static func busyGraph() -> Graph {
        let bars = BarPlot(dataSource: ArrayDataSource(tips: [3, 5, 2, 8]), title: "failed")
        let line = LinePlot(dataSource: ArrayDataSource(x: [0, 1, 2, 3], y: [40, 52, 47, 61]), title: "run")
        var graph = Graph(title: "Builds", subtitle: "last four", plots: [line],
                          xAxis: Axis(title: "build"), yAxis: Axis(title: "tests"), legend: Legend(position: .top))
        graph.secondary = SecondaryValueAxis(axis: Axis(title: "failed"), plots: [bars])
        return graph
    }

    @Test func graphSentToAnActorRendersTheSequentialBytes() async throws {
        let sequential = try Self.busyGraph().renderPNG(size: Size(width: 480, height: 300))
        let built = await Task.detached { Self.busyGraph() }.value
        let renderer = ChartRenderer()
        let sent = try await renderer.png(of: built)
        let here = try built.renderPNG(size: Size(width: 800, height: 500), options: PNGEncodeOptions(threads: 1))
        #expect(sent == here)
        let again = try await Task.detached { try built.renderPNG(size: Size(width: 480, height: 300)) }.value
        #expect(again == sequential)
    }

    @Test func graphsRenderedInATaskGroupMatchSequentialRenders() async throws {
        let graphs = (0..<4).map { n in latencyGraph(milliseconds: (0..<50).map { Double(($0 * 37 + n * 11) % 90) }) }
        let size = Size(width: 480, height: 300)
        let sequential = try graphs.map { try $0.renderPNG(size: size) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (index, graph) in graphs.enumerated() {
                group.addTask { (index, try graph.renderPNG(size: size)) }
            }
            var out = [[UInt8]](repeating: [], count: graphs.count)
            for try await (index, bytes) in group { out[index] = bytes }
            return out
        }
        #expect(parallel == sequential)
        let fromArticle = try await renderElsewhere(ChartRenderer())
        #expect(fromArticle.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func articleCodeIsCompiledHere() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/Charts/Charts.docc/Concurrency.md"),
                                 encoding: .utf8)
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
        #expect(!blocks.isEmpty)
        for block in blocks {
            let code = block.replacingOccurrences(of: "import Charts\n\n", with: "")
            #expect(here.contains(code), "an article block is not in this file")
        }
    }
}
