import Raster

/// Whiskers from `value − minus` to `value + plus` at each record of a
/// ``LinePlot`` (at its points) or a ``BarPlot`` (at its bars' tips), with a
/// cap across each end: the spread, uncertainty or range behind a value.
///
/// The amounts are per record, in data units of the value axis, in record
/// order; a record without an amount (nil, NaN, a shorter array) gets no
/// whisker on that side. The value axis's automatic range widens to show
/// every whisker.
public struct ErrorBars: Hashable, Sendable {
    /// How far each whisker reaches below (or left of) its value; never negative.
    public var minus: [Double?]
    /// How far each whisker reaches above (or right of) its value; never negative.
    public var plus: [Double?]
    /// The whiskers' colour; nil uses the line's colour on a line plot and
    /// the theme's text colour on a bar plot.
    public var color: Color?
    /// The whiskers' width in layout units.
    public var lineWidth: Float
    /// How long the cap across each end is, in layout units; 0 draws none.
    public var capWidth: Float

    /// Whiskers reaching `errors[i]` both ways from record `i`'s value.
    public init(errors: [Double?], color: Color? = nil, lineWidth: Float = 1.5, capWidth: Float = 8) {
        self.init(minus: errors, plus: errors, color: color, lineWidth: lineWidth, capWidth: capWidth)
    }

    /// Whiskers reaching `minus[i]` below and `plus[i]` above record `i`'s value.
    public init(minus: [Double?], plus: [Double?], color: Color? = nil, lineWidth: Float = 1.5, capWidth: Float = 8) {
        self.minus = minus
        self.plus = plus
        self.color = color
        self.lineWidth = lineWidth
        self.capWidth = capWidth
    }

    /// The whisker's ends around `value` for `record`; nil when it has neither side.
    func span(ofRecord record: Int, value: Double) -> (low: Double, high: Double)? {
        func amount(_ list: [Double?]) -> Double? {
            guard list.indices.contains(record), let a = list[record], a.isFinite else { return nil }
            return abs(a)
        }
        let down = amount(minus), up = amount(plus)
        guard down != nil || up != nil else { return nil }
        return (value - (down ?? 0), value + (up ?? 0))
    }

    /// `range` widened to hold the whiskers of `values` (record, value).
    func widen(_ range: PlotRange?, values: [(record: Int, value: Double)]) -> PlotRange? {
        var result = range
        for (record, value) in values {
            guard let span = span(ofRecord: record, value: value) else { continue }
            for v in [span.low, span.high] { result = result?.including(v) ?? PlotRange(v, v) }
        }
        return result
    }

    /// The whisker of `record` around `value` at `location`, in device space:
    /// along y, or along x when `alongX` (horizontal bars).
    func path(record: Int, location: Double, value: Double, alongX: Bool, in space: PlotSpace,
              offset: Float = 0) -> Path? {
        guard let span = span(ofRecord: record, value: value) else { return nil }
        var path = Path()
        let half = capWidth / 2
        if alongX {
            let y = space.deviceY(location) + offset
            let x0 = space.deviceX(span.low), x1 = space.deviceX(span.high)
            path.move(to: x0, y); path.line(to: x1, y)
            if half > 0 {
                for x in [x0, x1] { path.move(to: x, y - half); path.line(to: x, y + half) }
            }
        } else {
            let x = space.deviceX(location) + offset
            let y0 = space.deviceY(span.low), y1 = space.deviceY(span.high)
            path.move(to: x, y0); path.line(to: x, y1)
            if half > 0 {
                for y in [y0, y1] { path.move(to: x - half, y); path.line(to: x + half, y) }
            }
        }
        return path
    }

    /// Strokes the whiskers in `color` (the whiskers' own colour, when set, wins).
    func stroke<S: Surface>(_ paths: [Path], color fallback: Color, context: PlotContext, on surface: inout S) {
        guard !paths.isEmpty, lineWidth > 0 else { return }
        var all = Path()
        for p in paths { all.append(p) }
        let paint = Paint.solid(context.theme.strokeColor(color ?? fallback))
        surface.stroke(all, style: StrokeStyle(width: lineWidth, cap: .butt), with: paint)
    }
}
