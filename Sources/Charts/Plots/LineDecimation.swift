import Raster

/// How a ``LinePlot`` thins a long series before drawing it.
public enum LineDecimation: Hashable, Sendable {
    /// Every point is drawn (the default).
    case none
    /// In each pixel column (half a layout unit wide: a device pixel at
    /// scale 2, half of one at scale 1) only the column's first, last, lowest
    /// and highest points are kept, in their order. The line keeps its shape
    /// and reach, drawn from at most four points a column, so a 100,000-point
    /// series costs about what a few thousand do. Markers are still drawn at
    /// every point: long series usually want `symbol: nil`.
    case minMaxPerPixelColumn
}

extension LineDecimation {
    /// `points` (device coordinates, in drawing order) as drawn under this decimation.
    func apply(to points: [Point]) -> [Point] {
        switch self {
        case .none: return points
        case .minMaxPerPixelColumn: return Self.minMaxPerColumn(points)
        }
    }

    /// M4 decimation: a column is a run of consecutive points in the same
    /// half unit of device x, so data going back in x starts a new column.
    /// Half units, not whole ones: the thinned line then strays from the full
    /// one in about half as many anti-aliased edge pixels.
    private static func minMaxPerColumn(_ points: [Point]) -> [Point] {
        guard points.count > 4 else { return points }
        var kept: [Point] = []
        kept.reserveCapacity(min(points.count, 4 * 4096))
        var start = 0
        while start < points.count {
            let column = (points[start].x * 2).rounded(.down)
            var end = start + 1, low = start, high = start
            while end < points.count, (points[end].x * 2).rounded(.down) == column {
                if points[end].y < points[low].y { low = end }
                if points[end].y > points[high].y { high = end }
                end += 1
            }
            // First, the extremes in record order, last; each once.
            let last = end - 1
            var previous = -1
            for index in [start, min(low, high), max(low, high), last] where index != previous {
                kept.append(points[index])
                previous = index
            }
            start = end
        }
        return kept
    }
}
