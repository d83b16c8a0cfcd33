import Raster

/// A filled band between a low and a high series over x, with optional edge
/// lines: Core Plot's `CPTRangePlot`, for a min–max envelope, a confidence
/// band or a target zone that changes over time.
///
/// The data source gives the fields `x`, `low` and `high`. A record missing
/// any of them breaks the band, as a missing value breaks a ``LinePlot``; the
/// edges may cross (the fill then covers what lies between them either way).
public struct RangePlot: Plot {
    /// The records: fields `x`, `low` and `high`.
    public var dataSource: any PlotDataSource
    /// The legend text; nil leaves the band out of the legend.
    public var title: String?
    /// The band's colour; nil takes the palette colour of the plot's series.
    public var color: Color?
    /// The fill's opacity, from 0 (none) to 1.
    public var fillOpacity: Float
    /// The width of the lines along the low and high edges; nil draws none.
    public var edgeWidth: Float?
    /// How neighbouring points of each edge are joined, as in ``LinePlot``.
    public var interpolation: LineInterpolation

    /// A band; only the data source is required.
    public init(dataSource: any PlotDataSource, title: String? = nil, color: Color? = nil, fillOpacity: Float = 0.25,
                edgeWidth: Float? = 1.5, interpolation: LineInterpolation = .linear) {
        self.dataSource = dataSource
        self.title = title
        self.color = color
        self.fillOpacity = fillOpacity
        self.edgeWidth = edgeWidth
        self.interpolation = interpolation
    }

    /// One present record of the band.
    struct Sample {
        var x: Double
        var low: Double
        var high: Double
    }

    /// Present records in order, split where a field is missing.
    func segments() -> [[Sample]] {
        let xs = dataSource.finiteValues(for: .x)
        let lows = dataSource.finiteValues(for: .low), highs = dataSource.finiteValues(for: .high)
        var result: [[Sample]] = [], current: [Sample] = []
        for i in 0..<min(xs.count, lows.count, highs.count) {
            if let x = xs[i], let low = lows[i], let high = highs[i] {
                current.append(Sample(x: x, low: low, high: high))
            } else if !current.isEmpty {
                result.append(current)
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    public var recordCount: Int { dataSource.numberOfRecords() }

    public func extent() -> PlotExtent {
        let samples = segments().flatMap { $0 }
        return PlotExtent(x: PlotRange.enclosing(samples.map(\.x)),
                          y: PlotRange.enclosing(samples.flatMap { [$0.low, $0.high] }))
    }

    public func legendEntries(context: PlotContext) -> [LegendEntry] {
        guard let title else { return [] }
        return [LegendEntry(text: title, color: context.color(color).withOpacity(max(fillOpacity, 0.35)))]
    }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let base = context.color(color)
        for piece in segments() where piece.count > 1 {
            let highs = piece.map { space.devicePoint(x: $0.x, y: $0.high) }
            let lows = piece.map { space.devicePoint(x: $0.x, y: $0.low) }
            let upper = interpolation.path(through: highs), lower = interpolation.path(through: lows)
            if fillOpacity > 0 {
                var band = upper
                band.appendReversed(lower)
                band.close()
                surface.fill(band, with: .solid(base.withOpacity(fillOpacity)), rule: .nonZero)
            }
            if let edgeWidth, edgeWidth > 0 {
                let style = StrokeStyle(width: edgeWidth, join: .round, cap: .round)
                let edge = Paint.solid(context.theme.strokeColor(base))
                surface.stroke(upper, style: style, with: edge)
                surface.stroke(lower, style: style, with: edge)
            }
        }
    }
}

extension Path {
    /// Continues this path with `other` (one open subpath) traced backward
    /// from its end to its start, so two edges close into one outline.
    mutating func appendReversed(_ other: Path) {
        var elements: [Path.Element] = []
        other.forEachElement { elements.append($0) }
        guard let end = other.currentPoint else { return }
        line(to: end)
        for element in elements.reversed() {
            switch element {
            case .line(let from, _): line(to: from)
            case .quad(let from, let c, _): quad(to: from, control: c)
            case .cubic(let from, let c1, let c2, _): cubic(to: from, control1: c2, control2: c1)
            case .move, .close: break
            }
        }
    }
}
