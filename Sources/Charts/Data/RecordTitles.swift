/// Words for each mark of a plot, for readers who hover or listen: a data
/// source that also conforms gives every bar, point or cell a title stating
/// its exact value ("Squat · Tue 24 Nov · 2,645 kg"). Surfaces that can
/// carry it (a page's SVG) do; pixels never show it.
public protocol RecordTitles {
    /// The title of `record`'s mark; nil for none.
    func title(forRecord record: Int) -> String?
}

/// A heatmap's counterpart of `RecordTitles`: a title per cell.
public protocol CellTitles {
    /// The title of the cell at `column`, `row`; nil for none.
    func title(column: Int, row: Int) -> String?
}

/// Any plot data source with a title per record laid over it.
public struct TitledPlotData: PlotDataSource, RecordTitles, Sendable {
    /// The numbers.
    public var base: any PlotDataSource
    /// `titles[i]` is record `i`'s title.
    public var titles: [String?]

    /// `base`'s records with `titles`.
    public init(_ base: any PlotDataSource, titles: [String?]) {
        self.base = base
        self.titles = titles
    }

    public func numberOfRecords() -> Int { base.numberOfRecords() }
    public func value(for field: PlotField, record: Int) -> Double? { base.value(for: field, record: record) }
    public func values(for field: PlotField, records: Range<Int>) -> [Double?] { base.values(for: field, records: records) }
    public func title(forRecord record: Int) -> String? { titles.indices.contains(record) ? titles[record] : nil }
}

/// Any heatmap data source with a title per cell laid over it.
public struct TitledHeatmapData: HeatmapDataSource, CellTitles, Sendable {
    /// The numbers.
    public var base: any HeatmapDataSource
    /// Makes the title of a cell.
    public var titles: @Sendable (Int, Int) -> String?

    /// `base`'s cells, titled by `titles(column, row)`.
    public init(_ base: any HeatmapDataSource, titles: @escaping @Sendable (Int, Int) -> String?) {
        self.base = base
        self.titles = titles
    }

    public func numberOfColumns() -> Int { base.numberOfColumns() }
    public func numberOfRows() -> Int { base.numberOfRows() }
    public func value(column: Int, row: Int) -> Double? { base.value(column: column, row: row) }
    public func title(column: Int, row: Int) -> String? { titles(column, row) }
}
