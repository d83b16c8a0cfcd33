/// A bar chart's data, like a table view with one section: one item per bar.
public protocol BarChartDataSource: Sendable {
    /// How many bars there are.
    func numberOfItems() -> Int
    /// The item of bar `index`, from 0 to `numberOfItems() - 1`.
    func item(at index: Int) -> any BarChartItem
}

/// A pie chart's data: one section of slices.
public protocol PieChartDataSource: Sendable {
    /// How many slices there are.
    func numberOfSlices() -> Int
    /// The item of slice `index`, from 0 to `numberOfSlices() - 1`.
    func slice(at index: Int) -> any BarChartItem
}

/// A stacked bar chart's data: sections (bars, e.g. days) of cells
/// (segments, e.g. exercises), stacked in cell order from the axis outward.
public protocol StackedBarChartDataSource: Sendable {
    /// How many bars (sections) there are.
    func numberOfSections() -> Int
    /// The category label under the section's bar ("Mon 17"); kept for empty sections.
    func title(forSection section: Int) -> String
    /// How many segments the section's bar has; 0 leaves a labelled gap.
    func numberOfCells(inSection section: Int) -> Int
    /// The segment `index` of `section`, counted from the axis outward.
    func cell(at index: Int, inSection section: Int) -> any BarChartItem
    /// The legend's entries, one per series. The default takes the first cell
    /// of each distinct name, in order of appearance.
    func legendItems() -> [any BarChartItem]
    /// A section with nothing to stack that must still be seen (a day of sets
    /// its metric cannot measure): the text of a short hatched stub drawn at
    /// the axis ("6 sets"). nil, the default, draws none. Ignored for a
    /// section whose cells have a non-zero value.
    func stubText(forSection section: Int) -> String?
    /// A section with cells that also holds work its metric cannot measure (a
    /// plank on a day of squats in a volume chart): the text of a short
    /// hatched stub drawn on top of its stack, the text its mark's title
    /// ("Wed 25 · 3 sets"). nil, the default, draws none. Ignored for a
    /// section with nothing stacked (that one takes `stubText(forSection:)`).
    func unmeasuredText(forSection section: Int) -> String?
    /// The colours of the work a section's stub stands for (see `stubText(forSection:)`
    /// and `unmeasuredText(forSection:)`), one per series it holds, so the stub is that
    /// work's own mark (a plank's in the plank's colour, side by side when several).
    /// Empty, the default, draws the stub in the theme's secondary text colour.
    func unmeasuredColors(forSection section: Int) -> [Color]
    /// Series whose work the metric cannot measure at all (a plank in a volume
    /// chart): listed in the legend after the stacked series, each with a hatched
    /// swatch in its colour (`LegendSwatch/hatchedBox`) and its `legendText`
    /// ("Plank 5 sets"). Empty, the default, lists none.
    func unmeasuredLegendItems() -> [any BarChartItem]
}

extension StackedBarChartDataSource {
    public func stubText(forSection section: Int) -> String? { nil }

    public func unmeasuredText(forSection section: Int) -> String? { nil }

    public func unmeasuredColors(forSection section: Int) -> [Color] { [] }

    public func unmeasuredLegendItems() -> [any BarChartItem] { [] }

    public func legendItems() -> [any BarChartItem] {
        var seen = Set<String>()
        var items: [any BarChartItem] = []
        for section in 0..<max(numberOfSections(), 0) {
            for index in 0..<max(numberOfCells(inSection: section), 0) {
                let cell = cell(at: index, inSection: section)
                if seen.insert(cell.name).inserted { items.append(cell) }
            }
        }
        return items
    }
}

/// Array-backed data for any of the three charts.
public struct ItemList: BarChartDataSource, PieChartDataSource, Sendable {
    /// The items, in bar or slice order.
    public var items: [ChartItem]

    /// A data source of these items.
    public init(_ items: [ChartItem]) { self.items = items }

    public func numberOfItems() -> Int { items.count }
    public func item(at index: Int) -> any BarChartItem { items[index] }
    public func numberOfSlices() -> Int { items.count }
    public func slice(at index: Int) -> any BarChartItem { items[index] }
}

/// Array-backed sections of cells for a stacked bar chart.
public struct SectionList: StackedBarChartDataSource, Sendable {
    /// One bar of a stacked bar chart: a title and its cells.
    public struct Section: Sendable {
        /// The category label under the bar.
        public var title: String
        /// The segments, from the axis outward.
        public var cells: [ChartItem]
        /// A section; `cells` may be empty.
        public init(title: String, cells: [ChartItem]) {
            self.title = title
            self.cells = cells
        }
    }

    /// The sections, in category order.
    public var sections: [Section]

    /// A data source of these sections.
    public init(_ sections: [Section]) { self.sections = sections }

    public func numberOfSections() -> Int { sections.count }
    public func title(forSection section: Int) -> String { sections[section].title }
    public func numberOfCells(inSection section: Int) -> Int { sections[section].cells.count }
    public func cell(at index: Int, inSection section: Int) -> any BarChartItem {
        sections[section].cells[index]
    }
}
