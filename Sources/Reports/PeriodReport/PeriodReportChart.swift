import Charts

/// One chart of the review: its graph, the sizes it is laid out at, and the
/// words a screen reader says for it.
struct PeriodReportChart {
    /// Which drawing it is, for ids and tests ("weeks", "muscles", "calendar", "progress-1", "cardio").
    var id: String
    var graph: Graph
    var label: SVGPageLabel
    /// Laid out for a wide page (1440 px and a desktop printout, where 1000 units across A4 keep 16-unit text above 8 pt).
    var wide: Size
    /// Laid out for a phone (390 px wide); the graph's fonts stay readable there.
    var narrow: Size
    /// The graph for the phone layout (a legend moved above the plot, say).
    var narrowGraph: Graph

    init(id: String, graph: Graph, label: SVGPageLabel, wide: Size = Size(width: 1000, height: 480),
         narrow: Size = Size(width: 600, height: 620)) {
        self.id = id
        self.graph = graph
        self.label = label
        self.wide = wide
        self.narrow = narrow
        var phone = graph
        if phone.legend?.position == .right { phone.legend?.position = .bottom }
        // On a phone the section heading names the chart. Every plot stays: the totals leave out
        // a label that would collide, and a partial month keeps the dashed outline its subtitle names.
        if !id.hasPrefix("progress-") { phone.title = nil }
        narrowGraph = phone
    }
}
