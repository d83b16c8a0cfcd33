import Raster

/// What a layout puts in place of a plot only the subtitle explains when the
/// subtitle's words for it are not drawn (`Plot.subtitleExplanation`): nothing
/// to draw and no extent, so the axes fit the plots that are drawn, while its
/// palette slots keep the other plots' colours where they were.
struct UnexplainedPlot: Plot {
    var paletteSlots: Int

    func extent() -> PlotExtent { .empty }
    func legendEntries(context: PlotContext) -> [LegendEntry] { [] }
    func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {}

    /// `graph` with each of its plots whose explanation no line of `drawn` (the subtitle as drawn,
    /// cut short or left out on a small image) holds replaced by one.
    static func leaveOut(of graph: inout Graph, drawn: [String]) {
        for index in graph.plots.indices {
            guard let words = graph.plots[index].subtitleExplanation,
                  !drawn.contains(where: { $0.contains(words) }) else { continue }
            graph.plots[index] = UnexplainedPlot(paletteSlots: graph.plots[index].paletteSlots)
        }
    }
}
