import Raster

/// A heatmap with a title; the plot draws its colour-scale legend under the
/// grid (a training calendar, or any grid of values on a sequential scale).
public struct HeatmapChart: Chart {
    public var plot: HeatmapPlot
    public var title: String?
    public var subtitle: String?
    /// A graph legend of the colour scale as well (nil by default: the plot draws its own).
    public var legend: Legend?

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
