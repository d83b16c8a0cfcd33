/// A column of a plot's data (Core Plot's plot fields).
public enum PlotField: Hashable, Sendable {
    /// Bar plots: where along the category axis the bar stands.
    case location
    /// Bar plots: the value end of the bar.
    case tip
    /// Bar plots: the other end of the bar (0 unless stacked or floating).
    case base
    /// Line plots: the horizontal coordinate.
    case x
    /// Line plots: the vertical coordinate.
    case y
    /// Pie plots: a slice's value.
    case sliceValue
    /// Range plots: the lower edge of the band at `x`.
    case low
    /// Range plots: the upper edge of the band at `x`.
    case high
}

/// Where a plot gets its numbers, like Core Plot's `CPTPlotDataSource`:
/// a number of records (rows) and a value per field (column) and record.
///
/// A missing value is `nil` (or NaN): a bar is not drawn, a line breaks.
///
/// Sources are `Sendable`, so a graph built from one can be rendered on
/// another task: hold the numbers as values (a struct of arrays, like
/// ``ArrayDataSource``), taking a copy of a live model when the graph is built.
public protocol PlotDataSource: Sendable {
    /// How many records (rows) the plot has.
    func numberOfRecords() -> Int
    /// The value of `field` for `record`; nil (or NaN) when missing.
    func value(for field: PlotField, record: Int) -> Double?
    /// Values for a range of records at once. The default asks one by one;
    /// sources that hold arrays can return slices directly.
    func values(for field: PlotField, records: Range<Int>) -> [Double?]
}

extension PlotDataSource {
    public func values(for field: PlotField, records: Range<Int>) -> [Double?] {
        records.map { value(for: field, record: $0) }
    }

    /// A value with NaN and infinities turned into nil.
    func finiteValue(for field: PlotField, record: Int) -> Double? {
        guard let v = value(for: field, record: record), v.isFinite else { return nil }
        return v
    }

    /// All values of a field, NaN turned into nil.
    func finiteValues(for field: PlotField) -> [Double?] {
        values(for: field, records: 0..<max(numberOfRecords(), 0)).map { v in
            guard let v, v.isFinite else { return nil }
            return v
        }
    }
}

/// A data source backed by arrays, one per field.
public struct ArrayDataSource: PlotDataSource, Sendable {
    /// One array of values per field; a missing field or index reads as nil.
    public var columns: [PlotField: [Double?]]

    /// A data source of these columns.
    public init(_ columns: [PlotField: [Double?]]) {
        self.columns = columns
    }

    /// x and y columns for a line (nil y = gap).
    public init(x: [Double], y: [Double?]) {
        self.columns = [.x: x.map { Optional($0) }, .y: y]
    }

    /// Bars at locations 0, 1, 2… with the given tips and optional bases.
    public init(tips: [Double?], bases: [Double?]? = nil) {
        var columns: [PlotField: [Double?]] = [.location: tips.indices.map { Double($0) }, .tip: tips]
        if let bases { columns[.base] = bases }
        self.columns = columns
    }

    public func numberOfRecords() -> Int { columns.values.map(\.count).max() ?? 0 }

    public func value(for field: PlotField, record: Int) -> Double? {
        guard let column = columns[field], column.indices.contains(record) else { return nil }
        return column[record]
    }

    public func values(for field: PlotField, records: Range<Int>) -> [Double?] {
        guard let column = columns[field] else { return records.map { _ in nil } }
        return records.map { column.indices.contains($0) ? column[$0] : nil }
    }
}
