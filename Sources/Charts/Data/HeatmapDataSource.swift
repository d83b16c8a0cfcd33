/// Where a heatmap gets its numbers: a grid of columns × rows, a value per
/// cell. A missing value (`nil` or NaN) means there is no cell there (a day
/// before the period or after today); zero is a cell with nothing in it (a
/// rest day), drawn in the scale's empty colour.
public protocol HeatmapDataSource: Sendable {
    /// How many columns the grid has (weeks, in a training calendar).
    func numberOfColumns() -> Int
    /// How many rows the grid has (weekdays, in a training calendar).
    func numberOfRows() -> Int
    /// The value of the cell at `column`, `row` (row 0 at the top).
    func value(column: Int, row: Int) -> Double?
}

/// A heatmap's values in arrays, column by column.
public struct HeatmapGrid: HeatmapDataSource, Sendable {
    /// `columns[c][r]` is the value of column `c`, row `r`.
    public var columns: [[Double?]]

    /// A grid of `columns`, each a column's values from the top row down.
    public init(columns: [[Double?]]) {
        self.columns = columns
    }

    /// The number of columns given.
    public func numberOfColumns() -> Int { columns.count }
    /// The length of the longest column; shorter columns have no cells below their end.
    public func numberOfRows() -> Int { columns.map(\.count).max() ?? 0 }

    public func value(column: Int, row: Int) -> Double? {
        guard columns.indices.contains(column), columns[column].indices.contains(row) else { return nil }
        return columns[column][row]
    }
}
