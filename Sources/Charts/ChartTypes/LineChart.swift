import Raster

/// Lines over a numeric or date x axis: one `LinePlot` per series, with
/// optional area fills and reference lines (average, median).
public struct LineChart: Chart {
    /// The lines, one plot per series.
    public var plots: [LinePlot]
    /// The title above the chart.
    public var title: String?
    /// A smaller line under the title.
    public var subtitle: String?
    /// The horizontal axis.
    public var xAxis: Axis
    /// The vertical axis.
    public var yAxis: Axis
    /// nil hides the legend (the default for a single line).
    public var legend: Legend?

    /// Lines from plots you build yourself; a legend appears on top when there is more than one.
    public init(plots: [LinePlot], title: String? = nil, subtitle: String? = nil,
                xAxis: Axis = Axis(headroom: 0), yAxis: Axis = Axis(), legend: Legend? = nil) {
        self.plots = plots
        self.title = title
        self.subtitle = subtitle
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.legend = legend ?? (plots.count > 1 ? Legend(position: .top) : nil)
    }

    /// One line of values by date (seconds since 1970 UTC, nil = no data that
    /// day), with an area fill and average and median reference lines, named
    /// in a legend above the plot.
    public init(dates: [Double], values: [Double?], title: String? = nil, subtitle: String? = nil,
                valueFormatter: LabelFormatter = .plain, valueAxisTitle: String? = nil,
                areaFill: Bool = true, referenceLines: Bool = true, color: Color? = nil) {
        var lines: [ReferenceLine] = []
        if referenceLines {
            if let average = ReferenceLine.average(of: values, formatter: valueFormatter) { lines.append(average) }
            if let median = ReferenceLine.median(of: values, formatter: valueFormatter) { lines.append(median) }
        }
        var plot = LinePlot(dataSource: ArrayDataSource(x: dates, y: values), color: color,
                            areaFill: areaFill ? AreaFill() : nil, referenceLines: lines)
        // Named in a legend above the plot, not written over the data they summarise.
        plot.referenceLabelsInLegend = true
        self.init(plots: [plot], title: title, subtitle: subtitle,
                  xAxis: Axis(ticks: .automaticDays, formatter: .date(.calendar), headroom: 0),
                  yAxis: Axis(title: valueAxisTitle, formatter: valueFormatter),
                  legend: lines.isEmpty ? nil : Legend(position: .top))
    }

    public func makeGraph() -> Graph {
        Graph(title: title, subtitle: subtitle, plots: plots, xAxis: xAxis, yAxis: yAxis, legend: legend)
    }
}
