import Raster

/// One bar, slice or stacked cell: the adapter protocol the app's model hides
/// behind (DESIGN.md). The workout model does not conform itself; the Reports
/// module wraps exercise aggregates in a type that does.
public protocol BarChartItem: Sendable {
    /// The item's own colour; nil takes the theme palette's colour for its series.
    var color: Color? { get }
    /// The bar's, slice's or segment's value; negative values stack downward.
    var value: Double { get }
    /// The category or series name ("Bench press"); cells with the same name
    /// in different sections of a stacked chart are one series.
    var name: String { get }
    /// What the legend says, for example "Push ups 120 (34.5%)".
    var legendText: String { get }
}

extension BarChartItem {
    public var legendText: String { name }
}

/// A plain item for callers with no model type of their own.
public struct ChartItem: BarChartItem, Hashable, Sendable {
    public var name: String
    /// The value.
    public var value: Double
    public var color: Color?
    public var legendText: String

    /// An item; the legend text defaults to the name and the colour to the palette's.
    public init(name: String, value: Double, color: Color? = nil, legendText: String? = nil) {
        self.name = name
        self.value = value
        self.color = color
        self.legendText = legendText ?? name
    }
}
