import Raster

/// A heatmap with a title; the plot draws its colour-scale legend under the
/// grid (a training calendar, or any grid of values on a sequential scale).
public struct HeatmapChart: Chart {
    /// The grid of cells and its colour scale.
    public var plot: HeatmapPlot
    /// The title above the grid; nil for none.
    public var title: String?
    /// A line under the title (the period, a streak); nil for none.
    public var subtitle: String?
    /// A graph legend of the colour scale as well (nil by default: the plot draws its own).
    public var legend: Legend?

    /// A heatmap chart of `plot` with an optional title, subtitle and graph legend.
    public init(plot: HeatmapPlot, title: String? = nil, subtitle: String? = nil,
                legend: Legend? = nil) {
        self.plot = plot
        self.title = title
        self.subtitle = subtitle
        self.legend = legend
    }

    public func makeGraph() -> Graph {
        Graph(title: title, subtitle: subtitle, plots: [plot], legend: legend)
    }
}
