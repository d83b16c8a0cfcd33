import Raster

/// Where an `.automatic` legend goes: inside the plot area, in the first
/// corner (top right, top left, bottom right, bottom left) that covers no
/// data, or outside the plot when every corner would (matplotlib's "best",
/// but never over a point).
enum LegendPlacement {
    /// The corners tried, in order.
    static let corners: [Legend.Position] = [.insideTopRight, .insideTopLeft, .insideBottomRight, .insideBottomLeft]
    /// The room kept clear round the legend: its backing (`GraphLayout.drawLegend`)
    /// and a few units more for line widths and symbols, so no data grazes it.
    static let clearance = (dx: Float(8 + 4), dy: Float(6 + 4))

    /// Where the legend goes when no corner is clear: right of the plot, or
    /// above it on a narrow image, whose plot a column beside it would squeeze.
    static func fallback(for size: Size) -> Legend.Position { size.width < 480 ? .top : .right }

    /// The frame of a legend of `size` in the first clear corner of `plotArea`, nil when none is clear.
    static func clearCorner(_ graph: Graph, legend size: Size, plotArea: PlotArea) -> Rect? {
        let marks = DataMarks(graph, plotArea: plotArea)
        // A pie or heatmap fills its area: no corner of it is known to be clear.
        guard graph.xAxis != nil || graph.yAxis != nil, !marks.hasUnknownPlots else { return nil }
        for corner in corners {
            let frame = GraphLayout.insideLegendFrame(corner, size: size, in: plotArea.frame)
            if !marks.touch(frame.insetBy(dx: -clearance.dx, dy: -clearance.dy)) { return frame }
        }
        return nil
    }
}

/// What a graph's data covers in device space: the bars' rectangles and the
/// lines' polylines (points and the segments between them).
struct DataMarks {
    var rects: [Rect] = []
    var lines: [[Point]] = []
    /// A plot whose marks are not known here (a pie, a heatmap, a plot of the caller's).
    var hasUnknownPlots = false

    init(_ graph: Graph, plotArea: PlotArea) {
        let right = plotArea.secondary?.space
        let placed = graph.plots.map { ($0, plotArea.space) } + (graph.secondary?.plots ?? []).map { ($0, right) }
        for (plot, space) in placed {
            guard let space else { continue }
            if let bars = plot as? BarPlot {
                rects += bars.bars().map { bars.rect(of: $0, in: space) }
            } else if let line = plot as? LinePlot {
                let segments = line.segments().map { $0.map { space.devicePoint(x: $0.x, y: $0.y) } }
                lines += segments
                if let fill = line.areaFill {
                    // The area under the line is data too: a rule from each point down to the fill's base.
                    let base = fill.base.map { space.deviceY($0) } ?? space.frame.maxY
                    lines += segments.flatMap { $0.map { [$0, Point(x: $0.x, y: base)] } }
                }
            } else if !(plot is StackTotalsPlot || plot is PointHighlight || plot is VerticalRule
                        || plot is TextAnnotation) {
                // Totals and highlights sit on the bars and lines already counted; rules and notes are not data.
                hasUnknownPlots = true
            }
        }
    }

    /// True when any bar or line reaches into `frame`.
    func touch(_ frame: Rect) -> Bool {
        if rects.contains(where: { $0.intersects(frame) }) { return true }
        for line in lines {
            if line.contains(where: { frame.contains($0) }) { return true }
            for (a, b) in zip(line, line.dropFirst()) where Self.segment(a, b, crosses: frame) { return true }
        }
        return false
    }

    /// True when the segment from `a` to `b` passes through `r` (Liang–Barsky clipping).
    static func segment(_ a: Point, _ b: Point, crosses r: Rect) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0: Float = 0, t1: Float = 1
        for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            if t0 > t1 { return false }
        }
        return true
    }
}
