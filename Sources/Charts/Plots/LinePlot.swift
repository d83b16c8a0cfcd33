import Raster
import Typeset

/// A filled area under a line, down (or up) to a base value, fading with a gradient.
public struct AreaFill: Hashable, Sendable {
    /// The value the area reaches down to; nil is the bottom of the plot area.
    public var base: Double?
    /// Opacity of the line's colour at the top of the plot area and at the base.
    public var topOpacity: Float
    /// Opacity of the line's colour at the base.
    public var baseOpacity: Float

    /// A fill down to the bottom of the plot area (or to `base`), fading downward.
    public init(base: Double? = nil, topOpacity: Float = 0.38, baseOpacity: Float = 0.04) {
        self.base = base
        self.topOpacity = topOpacity
        self.baseOpacity = baseOpacity
    }
}

/// A line through (x, y) records, Core Plot's `CPTScatterPlot`. Missing values
/// (nil or NaN) break the line into pieces; a lone point still gets a dot.
public struct LinePlot: Plot {
    /// The records: fields `x` and `y`.
    public var dataSource: any PlotDataSource
    /// The legend text.
    public var title: String?
    /// The line's colour; nil takes the palette colour of the plot's series.
    public var color: Color?
    /// The line's width in layout units.
    public var lineWidth: Float
    /// Dash lengths (on, off, …) in layout units; empty for a solid line.
    public var dash: [Float]
    /// The marker at each point; nil draws none.
    public var symbol: PlotSymbol?
    /// The filled area under the line; nil draws none.
    public var areaFill: AreaFill?
    /// Horizontal lines (average, median, targets) drawn with this plot.
    public var referenceLines: [ReferenceLine]
    /// Where the reference lines' labels go: false, at the lines' right ends
    /// inside the plot area (where they can land on data); true, in the
    /// graph's legend with a dashed swatch each, so they never cover a bar,
    /// a point or the line (the graph then needs a legend).
    public var referenceLabelsInLegend = false
    /// How neighbouring points are joined: straight (the default), in steps, or smoothly.
    public var interpolation: LineInterpolation
    /// How a long series is thinned before drawing: not at all (the default), or to what its pixel columns show.
    public var decimation: LineDecimation
    /// Whiskers at the points, value ± each record's error; nil draws none.
    public var errorBars: ErrorBars?

    /// A line plot; only the data source is required.
    public init(dataSource: any PlotDataSource, title: String? = nil, color: Color? = nil, lineWidth: Float = 2.5,
                dash: [Float] = [], symbol: PlotSymbol? = PlotSymbol(), areaFill: AreaFill? = nil,
                referenceLines: [ReferenceLine] = [], interpolation: LineInterpolation = .linear,
                decimation: LineDecimation = .none, errorBars: ErrorBars? = nil,
                referenceLabelsInLegend: Bool = false) {
        self.dataSource = dataSource
        self.referenceLabelsInLegend = referenceLabelsInLegend
        self.title = title
        self.color = color
        self.lineWidth = lineWidth
        self.dash = dash
        self.symbol = symbol
        self.areaFill = areaFill
        self.referenceLines = referenceLines
        self.interpolation = interpolation
        self.decimation = decimation
        self.errorBars = errorBars
    }

    /// Present points in record order, split at missing values.
    func segments() -> [[(x: Double, y: Double)]] {
        let xs = dataSource.finiteValues(for: .x)
        let ys = dataSource.finiteValues(for: .y)
        var result: [[(x: Double, y: Double)]] = []
        var current: [(x: Double, y: Double)] = []
        for i in 0..<min(xs.count, ys.count) {
            if let x = xs[i], let y = ys[i] {
                current.append((x, y))
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
        let points = segments().flatMap { $0 }
        var y = PlotRange.enclosing(points.map(\.y))
        for line in referenceLines {
            // A sloped line counts at the ends of what it covers (its span, else the data's x range).
            let xs = line.slope == 0 ? [line.anchorX] : [line.span ?? PlotRange.enclosing(points.map(\.x))]
                .compactMap { $0 }.flatMap { [$0.minimum, $0.maximum] }
            for v in xs.map(line.value(at:)) { y = y?.including(v) ?? PlotRange(v, v) }
        }
        if let errorBars { y = errorBars.widen(y, values: records().map { ($0.record, $0.y) }) }
        // An area's size reads as the amount: its automatic range reaches its base, zero unless given.
        return PlotExtent(x: PlotRange.enclosing(points.map(\.x)), y: y,
                          yIncludes: areaFill.map { [$0.base ?? 0] } ?? [])
    }

    /// This plot with its line, dashes, markers and reference lines `factor` times as wide: on a
    /// canvas larger than `TypeScale.baseCanvas` they grow as the text does (`Theme.typeScale`),
    /// so a 4K chart is the full-size one enlarged, not its text with hairlines.
    func strokes(scaledBy factor: Float) -> LinePlot {
        guard factor != 1 else { return self }
        var plot = self
        plot.lineWidth *= factor
        plot.dash = dash.map { $0 * factor }
        plot.symbol?.size *= factor
        plot.referenceLines = referenceLines.map { line in
            var line = line
            line.width *= factor
            line.dash = line.dash.map { $0 * factor }
            return line
        }
        return plot
    }

    public func labelRoom(context: PlotContext) -> (after: Float, before: Float) {
        let scaled = strokes(scaledBy: context.theme.typeScale)
        let room = (scaled.symbol?.size ?? scaled.lineWidth) / 2 + 2
        return (room, room)
    }

    public func legendEntries(context: PlotContext) -> [LegendEntry] {
        strokes(scaledBy: context.theme.typeScale).scaledLegendEntries(context: context)
    }

    private func scaledLegendEntries(context: PlotContext) -> [LegendEntry] {
        var entries: [LegendEntry] = []
        if let title {
            entries.append(LegendEntry(text: title, color: context.theme.strokeColor(context.color(color)),
                                       swatch: .line(width: lineWidth, symbol: symbol?.shape)))
        }
        if referenceLabelsInLegend {
            for line in referenceLines {
                guard let label = line.label else { continue }
                entries.append(LegendEntry(text: label, color: context.theme.strokeColor(line.color ?? context.theme.secondaryTextColor),
                                           swatch: .dashedLine(width: line.width, dash: line.dash)))
            }
        }
        return entries
    }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        strokes(scaledBy: context.theme.typeScale).drawScaledBody(in: space, context: context, on: &surface)
    }

    private func drawScaledBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        // The area keeps the series' own colour; the line and its markers are drawn with enough contrast.
        let fillColor = context.color(color)
        let lineColor = context.theme.strokeColor(fillColor)
        let pieces = segments().map { decimation.apply(to: $0.map { space.devicePoint(x: $0.x, y: $0.y) }) }

        if let areaFill {
            let baseY = areaFill.base.map { space.deviceY($0) } ?? space.frame.maxY
            let gradient = LinearGradient(
                start: Point(x: 0, y: space.frame.minY), end: Point(x: 0, y: baseY),
                stops: [GradientStop(offset: 0, color: fillColor.withOpacity(areaFill.topOpacity)),
                        GradientStop(offset: 1, color: fillColor.withOpacity(areaFill.baseOpacity))])
            for piece in pieces where piece.count > 1 {
                var area = Path()
                area.move(to: Point(x: piece[0].x, y: baseY))
                area.line(to: piece[0])
                interpolation.appendJoins(through: piece, to: &area)
                area.line(to: Point(x: piece[piece.count - 1].x, y: baseY))
                area.close()
                surface.fill(area, with: .linear(gradient), rule: .nonZero)
            }
        }

        // Over the area, under the line.
        for line in referenceLines {
            var path = Path()
            if line.slope == 0 && line.span == nil {
                let y = space.deviceY(line.value)
                path.move(to: space.frame.minX, y)
                path.line(to: space.frame.maxX, y)
            } else {
                let xs = line.span ?? space.xRange
                path.move(to: space.devicePoint(x: xs.minimum, y: line.value(at: xs.minimum)))
                path.line(to: space.devicePoint(x: xs.maximum, y: line.value(at: xs.maximum)))
            }
            let style = StrokeStyle(width: line.width, cap: .butt, dash: line.dash)
            surface.stroke(path, style: style,
                           with: .solid(context.theme.strokeColor(line.color ?? context.theme.secondaryTextColor)))
        }

        let style = StrokeStyle(width: lineWidth, join: .round, cap: .round, dash: dash)
        for piece in pieces where piece.count > 1 {
            surface.stroke(interpolation.path(through: piece), style: style, with: .solid(lineColor))
        }
        // Over the line, under the markers (drawn with the labels).
        if let errorBars {
            let whiskers = records().compactMap {
                errorBars.path(record: $0.record, location: $0.x, value: $0.y, alongX: false, in: space)
            }
            errorBars.stroke(whiskers, color: fillColor, context: context, on: &surface)
        }
    }

    /// Present points with their record numbers (error bars are per record).
    func records() -> [(record: Int, x: Double, y: Double)] {
        let xs = dataSource.finiteValues(for: .x), ys = dataSource.finiteValues(for: .y)
        return (0..<min(xs.count, ys.count)).compactMap { i in
            guard let x = xs[i], let y = ys[i] else { return nil }
            return (i, x, y)
        }
    }

    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        strokes(scaledBy: context.theme.typeScale).drawScaledLabels(in: space, context: context, on: &surface)
    }

    private func drawScaledLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        drawSymbols(in: space, context: context, on: &surface)
        let style = LabelStyle(size: context.theme.fontSizes.valueLabel, color: context.theme.textColor)
        let height = context.fonts.textHeight(style)
        var placed: [Rect] = []
        let lines = referenceLabelsInLegend ? [] : referenceLines.filter { $0.label != nil }.sorted { $0.value > $1.value }
        for line in lines {
            guard let text = line.label else { continue }
            let width = context.fonts.width(text, style: style)
            let y = space.deviceY(line.value)
            // Right end above the line; below it, or at the left end, when that would collide.
            let candidates = [
                Rect(x: space.frame.maxX - width - 8, y: y - height - 4, width: width + 6, height: height),
                Rect(x: space.frame.maxX - width - 8, y: y + 4, width: width + 6, height: height),
                Rect(x: space.frame.minX + 4, y: y - height - 4, width: width + 6, height: height),
                Rect(x: space.frame.minX + 4, y: y + 4, width: width + 6, height: height),
            ]
            let box = candidates.first { c in !placed.contains { $0.intersects(c) } } ?? candidates[0]
            placed.append(box)
            surface.fillRect(box.insetBy(dx: -2, dy: -1), with: .solid(context.theme.plotAreaBackground.withOpacity(0.85)))
            var labelStyle = style
            labelStyle.color = context.theme.strokeColor(line.color ?? context.theme.secondaryTextColor)
            surface.drawText(text, style: labelStyle, at: Point(x: box.minX + 3, y: box.midY),
                             horizontal: .left, vertical: .middle, rotation: 0)
        }
    }

    /// Markers go over every plot body and outside the plot area's clip, so a
    /// point on the plot's edge keeps its whole marker; points off the plot get none.
    private func drawSymbols<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let lineColor = context.theme.strokeColor(context.color(color))
        let visible = space.frame.insetBy(dx: -0.5, dy: -0.5)
        let pieces = segments().map { $0.map { space.devicePoint(x: $0.x, y: $0.y) } }
        let background = context.theme.plotAreaBackground
        if let titles = dataSource as? RecordTitles {
            drawTitledPoints(titles, in: space, visible: visible, color: lineColor, background: background, on: &surface)
            return
        }
        for piece in pieces {
            // A lone point between gaps would vanish without a marker.
            let marker = symbol ?? (piece.count == 1 ? PlotSymbol(size: lineWidth * 2.4) : nil)
            guard let marker else { continue }
            for p in piece where visible.contains(p) {
                if marker.outlined {
                    surface.fill(PlotSymbol.path(marker.shape, center: p, size: marker.size + 3),
                                 with: .solid(background), rule: .nonZero)
                }
                surface.fill(PlotSymbol.path(marker.shape, center: p, size: marker.size),
                             with: .solid(marker.fill ?? lineColor), rule: .nonZero)
            }
        }
    }

    /// Each point as its own titled mark; without a symbol the mark is an
    /// invisible target the size of a marker, so the picture stays the same.
    private func drawTitledPoints<S: Surface>(_ titles: RecordTitles, in space: PlotSpace, visible: Rect, color: Color,
                                              background: Color, on surface: inout S) {
        let xs = dataSource.finiteValues(for: .x), ys = dataSource.finiteValues(for: .y)
        for i in 0..<min(xs.count, ys.count) {
            guard let x = xs[i], let y = ys[i] else { continue }
            let p = space.devicePoint(x: x, y: y)
            guard visible.contains(p) else { continue }
            let lone = (i == 0 || ys[i - 1] == nil) && (i + 1 >= ys.count || ys[i + 1] == nil)
            let marker = symbol ?? PlotSymbol(size: lineWidth * 2.4)
            let shown = symbol != nil || lone
            let title = titles.title(forRecord: i)
            if let title { surface.beginMark(title: title) }
            if shown {
                if marker.outlined {
                    surface.fill(PlotSymbol.path(marker.shape, center: p, size: marker.size + 3),
                                 with: .solid(background), rule: .nonZero)
                }
                surface.fill(PlotSymbol.path(marker.shape, center: p, size: marker.size),
                             with: .solid(marker.fill ?? color), rule: .nonZero)
            } else {
                // A clear square: a target for the pointer that draws nothing.
                let side = lineWidth * 3
                surface.fillRect(Rect(x: p.x - side / 2, y: p.y - side / 2, width: side, height: side),
                                 with: .solid(color.withOpacity(0)))
            }
            if title != nil { surface.endMark() }
        }
    }
}
