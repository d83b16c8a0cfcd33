import Raster

/// What a layout puts in place of a plot only the subtitle explains when the
/// subtitle is not drawn whole (`Plot.isExplainedBySubtitle`): nothing to
/// draw and no extent, so the axes fit the plots that are drawn, while its
/// palette slots keep the other plots' colours where they were.
struct UnexplainedPlot: Plot {
    var paletteSlots: Int

    func extent() -> PlotExtent { .empty }
    func legendEntries(context: PlotContext) -> [LegendEntry] { [] }
    func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {}

    /// `graph` with each of its plots that only its subtitle explains replaced by one.
    static func leaveOut(of graph: inout Graph) {
        for index in graph.plots.indices where graph.plots[index].isExplainedBySubtitle {
            graph.plots[index] = UnexplainedPlot(paletteSlots: graph.plots[index].paletteSlots)
        }
    }
}
