import Raster

/// Sections (bars) of cells (segments) from a `StackedBarChartDataSource`.
///
/// Cells become bar plots, one per series (cells with the same name), whose
/// base is the running sum of the cells below: positive values stack up
/// from zero, negative values down from zero. An empty section is a gap that
/// keeps its label; each non-empty stack can carry its total.
public struct StackedBarChart: Chart {
    /// The sections (bars) and their cells (segments).
    public var dataSource: any StackedBarChartDataSource
    /// The title above the chart.
    public var title: String?
    /// A smaller line under the title.
    public var subtitle: String?
    /// Bars grow to the right, first section at the top.
    public var horizontal: Bool
    /// The value axis title ("reps", "kg").
    public var valueAxisTitle: String?
    /// The category axis title.
    public var categoryAxisTitle: String?
    /// Value axis labels (and totals unless `totalFormatter` is set).
    public var valueFormatter: LabelFormatter
    /// A total label at the end of each stack with a non-zero cell.
    public var showsTotals: Bool
    /// Formats totals; nil uses `valueFormatter`.
    public var totalFormatter: LabelFormatter?
    /// nil hides the legend.
    public var legend: Legend?
    /// Bar width as a fraction of the distance between categories.
    public var barWidth: Double
    /// The seam between stacked segments, in layout units.
    public var segmentGap: Float
    /// Sections whose numbers are not final yet (the week in progress):
    /// their segments keep their colours, hatched inside a dashed outline, and their
    /// total (with `showsTotals`) is followed by `unfinishedNote`.
    public var unfinishedSections: Set<Int> = []
    /// The words after an unfinished section's total ("so far").
    public var unfinishedNote = "so far"

    /// A stacked bar chart of `dataSource`; only the data source is required.
    public init(dataSource: any StackedBarChartDataSource, title: String? = nil, subtitle: String? = nil,
                horizontal: Bool = false, valueAxisTitle: String? = nil, categoryAxisTitle: String? = nil,
                valueFormatter: LabelFormatter = .plain, showsTotals: Bool = true,
                totalFormatter: LabelFormatter? = nil, legend: Legend? = Legend(position: .right),
                barWidth: Double = 0.7, segmentGap: Float = 1, unfinishedSections: Set<Int> = [],
                unfinishedNote: String = "so far") {
        self.dataSource = dataSource
        self.unfinishedSections = unfinishedSections
        self.unfinishedNote = unfinishedNote
        self.title = title
        self.subtitle = subtitle
        self.horizontal = horizontal
        self.valueAxisTitle = valueAxisTitle
        self.categoryAxisTitle = categoryAxisTitle
        self.valueFormatter = valueFormatter
        self.showsTotals = showsTotals
        self.totalFormatter = totalFormatter
        self.legend = legend
        self.barWidth = barWidth
        self.segmentGap = segmentGap
    }

    /// The stacked segments of every section, in cell order: the numbers the
    /// bar plots are made from.
    public func stackedSegments() -> [[StackedSegment]] {
        Stacking.segments(sectionValues())
    }

    func sectionValues() -> [[Double]] {
        (0..<max(dataSource.numberOfSections(), 0)).map { section in
            (0..<max(dataSource.numberOfCells(inSection: section), 0)).map { index in
                dataSource.cell(at: index, inSection: section).value
            }
        }
    }

    /// The stubs of sections with nothing stacked that the data source marks.
    func stubs(_ values: [[Double]]) -> [StackTotalsPlot.Total] {
        values.indices.compactMap { section in
            guard !values[section].contains(where: { $0.isFinite && $0 != 0 }),
                  let text = dataSource.stubText(forSection: section) else { return nil }
            // The SVG's title names the section: "Sat 21 · 7 sets".
            return StackTotalsPlot.Total(location: Double(section), end: 0, text: text, isStub: true,
                                         title: "\(dataSource.title(forSection: section)) · \(text)",
                                         colors: dataSource.unmeasuredColors(forSection: section))
        }
    }

    public func makeGraph() -> Graph {
        let sectionCount = max(dataSource.numberOfSections(), 0)
        let legendItems = dataSource.legendItems()
        // Series: the legend's names first, then any name only cells use.
        var seriesNames = legendItems.map(\.name)
        var seriesIndex = Dictionary(seriesNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var cells: [[(series: Int, color: Color?)]] = []
        for section in 0..<sectionCount {
            cells.append((0..<max(dataSource.numberOfCells(inSection: section), 0)).map { index in
                let cell = dataSource.cell(at: index, inSection: section)
                if seriesIndex[cell.name] == nil {
                    seriesIndex[cell.name] = seriesNames.count
                    seriesNames.append(cell.name)
                }
                return (seriesIndex[cell.name] ?? 0, cell.color)
            })
        }
        let values = sectionValues()
        let segments = Stacking.segments(values)

        // One bar plot per series; a record per cell (a series may repeat in a section).
        var columns = [[PlotField: [Double?]]](repeating: [.location: [], .tip: [], .base: []], count: seriesNames.count)
        var colors = [[Color?]](repeating: [], count: seriesNames.count)
        for section in 0..<sectionCount {
            for (index, cell) in cells[section].enumerated() {
                let segment = segments[section][index]
                columns[cell.series][.location, default: []].append(Double(section))
                columns[cell.series][.tip, default: []].append(segment.tip)
                columns[cell.series][.base, default: []].append(segment.base)
                // An unfinished section keeps its series' colours (a tint would read as another
                // series); its stack is hatched inside a dashed outline (`StackTotalsPlot`).
                colors[cell.series].append(cell.color)
            }
        }
        var seriesColors = [Color?](repeating: nil, count: seriesNames.count)
        for (i, item) in legendItems.enumerated() where i < seriesColors.count { seriesColors[i] = item.color }
        var plots: [any Plot] = []
        for series in seriesNames.indices {
            plots.append(BarPlot(dataSource: ArrayDataSource(columns[series]), title: seriesNames[series],
                                 color: seriesColors[series] ?? colors[series].compactMap { $0 }.first,
                                 recordColors: colors[series], horizontal: horizontal, barWidth: .data(barWidth),
                                 tipGap: segmentGap))
        }
        let stubs = stubs(values)
        let unmeasuredItems = dataSource.unmeasuredLegendItems()
        if showsTotals || !stubs.isEmpty || !unmeasuredItems.isEmpty {
            plots.append(totalsPlot(values, stubs: stubs, unmeasuredItems: unmeasuredItems))
        }
        let categories = Axis(title: categoryAxisTitle,
                              categories: (0..<sectionCount).map { dataSource.title(forSection: $0) })
        let valueAxis = Axis(title: valueAxisTitle, formatter: valueFormatter)
        var graph = Graph(title: title, subtitle: subtitle, plots: plots,
                          xAxis: horizontal ? valueAxis : categories, yAxis: horizontal ? categories : valueAxis,
                          legend: legend)
        if var legend = graph.legend, legend.entries == nil, !legendItems.isEmpty {
            // The data source's legend texts ("Push ups 120 (34.5%)"), in series colours.
            legend.entries = nil
            graph.legend = legend
            graph.legendTexts = legendItems.map(\.legendText)
        }
        if !horizontal {
            // The eye meets a vertical stack from its top: the legend lists that series first.
            graph.legend?.listsLastFirst = true
        }
        return graph
    }

    /// The totals over the stacks (with `showsTotals`), `stubs`, and the legend
    /// lines of `unmeasuredItems`; an unfinished section's total says "so far"
    /// and carries the stack's extent for its dashed outline.
    private func totalsPlot(_ values: [[Double]], stubs: [StackTotalsPlot.Total],
                            unmeasuredItems: [any BarChartItem]) -> StackTotalsPlot {
        let formatter = totalFormatter ?? valueFormatter
        let extents = Stacking.extents(values)
        let stubbed = Set(stubs.map { Int($0.location) })
        var totals: [StackTotalsPlot.Total] = []
        for section in values.indices where !stubbed.contains(section) {
            let unfinished = unfinishedSections.contains(section)
            let note = unfinished && !unfinishedNote.isEmpty ? unfinishedNote : nil
            let stacked = values[section].contains(where: { $0.isFinite && $0 != 0 })
            // Work the metric cannot measure beside stacked work: a stub on top, said after the total.
            let unmeasured = stacked ? dataSource.unmeasuredText(forSection: section) : nil
            guard showsTotals || unmeasured != nil else { continue }
            // A stack of zeros (a rest day) gets no "0" over its empty slot; an unfinished one says so.
            guard stacked else {
                if let note { totals.append(.init(location: Double(section), end: 0, text: note, outline: nil)) }
                continue
            }
            let net = values[section].filter(\.isFinite).reduce(0, +)
            let end = net >= 0 ? extents[section].upper : extents[section].lower
            // The stub's words are its mark's title: the total stays a number, read against the others.
            let text = showsTotals ? formatter.string(for: net) + (note.map { " " + $0 } ?? "") : ""
            var total = StackTotalsPlot.Total(location: Double(section), end: end, text: text,
                                              outline: unfinished ? PlotRange(extents[section].lower, extents[section].upper) : nil)
            if let unmeasured {
                total.onTopStub = true
                total.colors = dataSource.unmeasuredColors(forSection: section)
                total.title = "\(dataSource.title(forSection: section)) · \(unmeasured)"
            }
            totals.append(total)
        }
        let unmeasuredLegend = unmeasuredItems.map {
            LegendEntry(text: $0.legendText, color: $0.color ?? Theme.light.secondaryTextColor, swatch: .hatchedBox)
        }
        return StackTotalsPlot(totals: totals + stubs, horizontal: horizontal, barWidth: barWidth,
                               unmeasuredLegend: unmeasuredLegend)
    }
}
