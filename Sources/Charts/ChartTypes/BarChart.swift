import Raster

/// A bar per item of a `BarChartDataSource` (one section of items), labelled
/// with the items' names on a category axis.
public struct BarChart: Chart {
    /// The items, one bar each.
    public var dataSource: any BarChartDataSource
    /// The title above the chart.
    public var title: String?
    /// A smaller line under the title.
    public var subtitle: String?
    /// Bars grow to the right, first item at the top.
    public var horizontal: Bool
    /// The value axis title ("reps", "kg").
    public var valueAxisTitle: String?
    /// The category axis title.
    public var categoryAxisTitle: String?
    /// Value axis labels and value labels.
    public var valueFormatter: LabelFormatter
    /// Value labels at the bar tips.
    public var showsValueLabels: Bool
    /// Items without a colour of their own each take the next palette colour
    /// (otherwise they all take the first).
    public var colorsEachBar: Bool
    /// A legend entry per item, using its legend text.
    public var legend: Legend?
    /// Bar width as a fraction of the distance between categories.
    public var barWidth: Double
    /// Radius of the rounded corners at the bar tips, in layout units.
    public var tipCornerRadius: Float
    /// Items worth zero get a short hatched stub at the axis with their value
    /// label past it ("0"), so a zero reads as a zero, not as a missing bar.
    public var marksZeros = false

    /// A bar chart of `dataSource`'s items; only the data source is required.
    public init(dataSource: any BarChartDataSource, title: String? = nil, subtitle: String? = nil,
                horizontal: Bool = false, valueAxisTitle: String? = nil, categoryAxisTitle: String? = nil,
                valueFormatter: LabelFormatter = .plain, showsValueLabels: Bool = true, colorsEachBar: Bool = false,
                legend: Legend? = nil, barWidth: Double = 0.7, tipCornerRadius: Float = 3) {
        self.dataSource = dataSource
        self.title = title
        self.subtitle = subtitle
        self.horizontal = horizontal
        self.valueAxisTitle = valueAxisTitle
        self.categoryAxisTitle = categoryAxisTitle
        self.valueFormatter = valueFormatter
        self.showsValueLabels = showsValueLabels
        self.colorsEachBar = colorsEachBar
        self.legend = legend
        self.barWidth = barWidth
        self.tipCornerRadius = tipCornerRadius
    }

    public func makeGraph() -> Graph {
        let items = (0..<max(dataSource.numberOfItems(), 0)).map { dataSource.item(at: $0) }
        let plot = BarPlot(dataSource: ArrayDataSource(tips: items.map { $0.value.isFinite ? $0.value : nil }),
                           recordColors: items.map(\.color), colorsEachRecord: colorsEachBar,
                           recordLegendTexts: legend == nil ? [] : items.map(\.legendText),
                           horizontal: horizontal, barWidth: .data(barWidth), tipCornerRadius: tipCornerRadius,
                           valueLabels: showsValueLabels ? .tip : nil, labelFormatter: valueFormatter,
                           labelTexts: marksZeros ? items.map { $0.value == 0 ? "" : nil } : [])
        var plots: [any Plot] = [plot]
        if marksZeros {
            // The stub carries the zero's label: the bar has no length to put one at.
            let stubs = items.indices.filter { items[$0].value == 0 }.map { index in
                StackTotalsPlot.Total(location: Double(index), end: 0, text: valueFormatter.string(for: 0),
                                      isStub: true, title: "\(items[index].name) · \(valueFormatter.string(for: 0))")
            }
            if !stubs.isEmpty { plots.append(StackTotalsPlot(totals: stubs, horizontal: horizontal, barWidth: barWidth)) }
        }
        let categories = Axis(title: categoryAxisTitle, categories: items.map(\.name))
        let values = Axis(title: valueAxisTitle, formatter: valueFormatter)
        return Graph(title: title, subtitle: subtitle, plots: plots,
                     xAxis: horizontal ? values : categories, yAxis: horizontal ? categories : values,
                     legend: legend)
    }
}
