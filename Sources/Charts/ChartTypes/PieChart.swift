import Raster

/// A pie (or donut) of the slices of a `PieChartDataSource`, with
/// percentages, a legend, and small shares grouped as "Other".
public struct PieChart: Chart {
    /// The slices.
    public var dataSource: any PieChartDataSource
    /// The title above the chart.
    public var title: String?
    /// A smaller line under the title.
    public var subtitle: String?
    /// A ring instead of a disc.
    public var donut: Bool
    /// Text in the donut's hole (for example the total): as much as fits (`PiePlot.centerText`).
    public var centerText: String?
    /// Past this many slices the smallest are grouped as "Other"; nil keeps all.
    public var maximumSliceCount: Int?
    /// The name of the grouped smallest slices.
    public var otherName: String
    /// What each slice's label says.
    public var labelContent: PieLabelContent
    /// Where slice labels go.
    public var labelPosition: PieLabelPosition
    /// Indices of slices to pull out.
    public var explodedSlices: Set<Int>
    /// Where the first slice starts, in radians from 3 o'clock (the default, −π/2, is 12 o'clock).
    public var startAngle: Float
    /// Slices follow each other clockwise.
    public var clockwise: Bool
    /// The legend (right of the pie by default); nil hides it.
    public var legend: Legend?

    /// A pie (or donut) of `dataSource`'s slices; only the data source is required.
    public init(dataSource: any PieChartDataSource, title: String? = nil, subtitle: String? = nil,
                donut: Bool = false, centerText: String? = nil, maximumSliceCount: Int? = 8,
                otherName: String = "Other", labelContent: PieLabelContent = .nameAndPercent,
                labelPosition: PieLabelPosition = .automatic, explodedSlices: Set<Int> = [],
                startAngle: Float = -.pi / 2, clockwise: Bool = true, legend: Legend? = Legend(position: .right)) {
        self.dataSource = dataSource
        self.title = title
        self.subtitle = subtitle
        self.donut = donut
        self.centerText = centerText
        self.maximumSliceCount = maximumSliceCount
        self.otherName = otherName
        self.labelContent = labelContent
        self.labelPosition = labelPosition
        self.explodedSlices = explodedSlices
        self.startAngle = startAngle
        self.clockwise = clockwise
        self.legend = legend
    }

    public func makeGraph() -> Graph {
        let slices = (0..<max(dataSource.numberOfSlices(), 0)).map { index -> PieSlice in
            let item = dataSource.slice(at: index)
            return PieSlice(name: item.name, value: item.value, color: item.color, legendText: item.legendText)
        }
        var plot = PiePlot(slices: slices, startAngle: startAngle, clockwise: clockwise,
                           innerRadiusFraction: donut ? 0.56 : 0, explodedSlices: explodedSlices,
                           labelContent: labelContent, labelPosition: labelPosition,
                           maximumSliceCount: maximumSliceCount, otherName: otherName,
                           centerText: donut ? centerText : nil)
        plot.legendNamesSlices = legend != nil
        return Graph(title: title, subtitle: subtitle, plots: [plot], legend: legend)
    }
}
