import Raster

/// A chart size and scale checked once against `ChartSize`'s limits, with the
/// layout they are drawn at: the value a renderer is handed, so the route of
/// one chart checks the size once and passes the result down.
public struct CheckedSize: Hashable, Sendable {
    /// The size as asked for, in layout units.
    public let size: ChartSize
    /// Pixels per layout unit, as asked for (the PNG's density).
    public let scale: Float
    /// The size the chart is laid out at (`ChartSize.layout(scale:)`).
    public let layoutSize: Size
    /// The drawing scale that gives `size × scale` pixels from `layoutSize`.
    public let layoutScale: Float

    fileprivate init(_ size: ChartSize, scale: Float) {
        self.size = size
        self.scale = scale
        let layout = size.layout(scale: scale)
        layoutSize = layout.size
        layoutScale = layout.scale
    }
}

extension ChartSize {
    /// `self` at `scale`, refused as `validate(scale:)` refuses it.
    public func checked(scale: Float) throws(ReportsError) -> CheckedSize {
        try validate(scale: scale)
        return CheckedSize(self, scale: scale)
    }
}
