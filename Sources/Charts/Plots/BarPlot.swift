import Raster
import Typeset

/// A length along the category axis: in data units or in pixels.
public enum BarLength: Hashable, Sendable {
    /// In data units: 0.7 of the distance between neighbouring categories.
    case data(Double)
    /// In layout units, whatever the axis range.
    case pixels(Float)
}

/// Where a bar's value label goes.
public enum BarLabelPosition: Hashable, Sendable {
    /// Just past the tip (above a positive vertical bar, below a negative one).
    case tip
    /// In the middle of the bar, when it fits there.
    case center
}

/// Bars from a base to a tip at category locations: Core Plot's `CPTBarPlot`,
/// with the fields location, tip and base. A stack is several bar plots whose
/// bases are the sums of the bars below.
public struct BarPlot: Plot {
    /// The records: fields `location`, `tip` and (optionally) `base`.
    public var dataSource: any PlotDataSource
    /// The legend text; nil leaves the plot out of the legend.
    public var title: String?
    /// The bars' colour; nil takes the palette colour of the plot's series.
    public var color: Color?
    /// Per-record colours, winning over `color`.
    public var recordColors: [Color?]
    /// Records without a colour of their own each take the next palette colour.
    public var colorsEachRecord: Bool
    /// Legend texts per record: when given, the legend has an entry per record.
    public var recordLegendTexts: [String]
    /// Bars grow along x (and stand at y locations) instead of up.
    public var horizontal: Bool
    /// How wide each bar is along the category axis.
    public var barWidth: BarLength
    /// Shift of every bar along the category axis (grouped bars side by side).
    public var barOffset: BarLength
    /// The base when the data source has no `.base` values.
    public var baseValue: Double
    /// Radius of the rounded corners at the tip end, in layout units.
    public var tipCornerRadius: Float
    /// Radius of the rounded corners at the base end, in layout units.
    public var baseCornerRadius: Float
    /// The bar outline's colour; nil uses the theme's separator colour.
    public var borderColor: Color?
    /// The bar outline's width; 0 draws none.
    public var borderWidth: Float
    /// Pixels left empty at each bar's tip end: the seam between stacked segments.
    public var tipGap: Float
    /// Where value labels go; nil draws none.
    public var valueLabels: BarLabelPosition?
    /// Turns values into label text.
    public var labelFormatter: LabelFormatter
    /// Label texts per record, winning over the formatter.
    public var labelTexts: [String?]
    /// Whiskers at the bars' tips, tip ± each record's error; nil draws none.
    public var errorBars: ErrorBars?
    /// Tip labels are drawn only when each fits over its own bar: for bars
    /// set side by side with other plots' (grouped bars), whose neighbours
    /// stand closer than the category spacing. Off: a label may use its category's width.
    public var labelsFitBar = false
    /// Records whose values are not final yet (the week in progress): drawn in
    /// their colour, hatched inside a dashed outline, as a ``StackedBarChart``
    /// draws its `unfinishedSections`. A lighter tint would read as another series.
    public var unfinishedRecords: Set<Int> = []
    /// The weight of the plot's legend entry (``LegendEntry/weight``) when a legend
    /// short of room chooses which to keep; nil: what its bars hold. A chart that
    /// asks a question (which groups fall short of a target) weighs by its answer.
    public var legendWeight: Double?
    /// Records drawn broken: left out of the plot's extent, so the value axis
    /// fits the other bars, and drawn to the plot area's edge with a slanted
    /// gap a little inside it, their value label inside the bar past the gap.
    /// For one bar that would squash the rest, such as a remainder larger
    /// than every bar it is ranked with.
    public var brokenRecords: Set<Int> = []
    /// The words of the graph's subtitle that alone say what these bars are
    /// (``Plot/subtitleExplanation``): the bars are left out of an image whose
    /// drawn subtitle does not hold them.
    public var subtitleExplanation: String?

    /// A bar plot; only the data source is required.
    public init(dataSource: any PlotDataSource, title: String? = nil, color: Color? = nil,
                recordColors: [Color?] = [], colorsEachRecord: Bool = false, recordLegendTexts: [String] = [],
                horizontal: Bool = false, barWidth: BarLength = .data(0.7),
                barOffset: BarLength = .data(0), baseValue: Double = 0, tipCornerRadius: Float = 0,
                baseCornerRadius: Float = 0, borderColor: Color? = nil, borderWidth: Float = 0, tipGap: Float = 0,
                valueLabels: BarLabelPosition? = nil, labelFormatter: LabelFormatter = .plain,
                labelTexts: [String?] = [], errorBars: ErrorBars? = nil) {
        self.dataSource = dataSource
        self.title = title
        self.color = color
        self.recordColors = recordColors
        self.colorsEachRecord = colorsEachRecord
        self.recordLegendTexts = recordLegendTexts
        self.horizontal = horizontal
        self.barWidth = barWidth
        self.barOffset = barOffset
        self.baseValue = baseValue
        self.tipCornerRadius = tipCornerRadius
        self.baseCornerRadius = baseCornerRadius
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.tipGap = tipGap
        self.valueLabels = valueLabels
        self.labelFormatter = labelFormatter
        self.labelTexts = labelTexts
        self.errorBars = errorBars
    }

    /// One drawable bar in data space.
    struct Bar {
        var record: Int
        var location: Double
        var base: Double
        var tip: Double
    }

    func bars() -> [Bar] {
        let n = max(dataSource.numberOfRecords(), 0)
        let locations = dataSource.finiteValues(for: .location)
        let tips = dataSource.finiteValues(for: .tip)
        let bases = dataSource.finiteValues(for: .base)
        var result: [Bar] = []
        result.reserveCapacity(n)
        for i in 0..<n {
            guard i < tips.count, let tip = tips[i] else { continue }
            let location = (i < locations.count ? locations[i] : nil) ?? Double(i)
            let base = (i < bases.count ? bases[i] : nil) ?? baseValue
            result.append(Bar(record: i, location: location, base: base, tip: tip))
        }
        return result
    }

    public var valuesAlongX: Bool { horizontal }
    public var recordCount: Int { dataSource.numberOfRecords() }

    public func extent() -> PlotExtent {
        let all = bars()
        var values = PlotRange.enclosing(all.flatMap { brokenRecords.contains($0.record) ? [$0.base] : [$0.base, $0.tip] })
        if let errorBars { values = errorBars.widen(values, values: all.map { ($0.record, $0.tip) }) }
        let locations = PlotRange.enclosing(all.map(\.location)).map { PlotRange($0.lower - 0.5, $0.upper + 0.5) }
        return horizontal
            ? PlotExtent(x: values, y: locations, xIncludes: [baseValue])
            : PlotExtent(x: locations, y: values, yIncludes: [baseValue])
    }

    func labelText(_ bar: Bar) -> String {
        if bar.record < labelTexts.count, let text = labelTexts[bar.record] { return text }
        return labelFormatter.string(for: bar.tip - bar.base)
    }

    public func labelRoom(context: PlotContext) -> (after: Float, before: Float) {
        guard valueLabels == .tip else { return (0, 0) }
        let style = context.valueLabelStyle
        var after: Float = 0, before: Float = 0
        for bar in bars() {
            let size = horizontal ? context.fonts.width(labelText(bar), style: style) + 10
                                  : context.fonts.textHeight(style) + 8
            if bar.tip >= bar.base { after = max(after, size) } else { before = max(before, size) }
        }
        return (after, before)
    }

    public var paletteSlots: Int { colorsEachRecord ? max(dataSource.numberOfRecords(), 1) : 1 }

    public func legendEntries(context: PlotContext) -> [LegendEntry] {
        let all = bars()
        if !recordLegendTexts.isEmpty {
            var held = [Double](repeating: 0, count: recordLegendTexts.count)
            for bar in all where held.indices.contains(bar.record) { held[bar.record] += abs(bar.tip - bar.base) }
            return recordLegendTexts.enumerated().map { i, text in
                LegendEntry(text: text, color: color(ofRecord: i, context: context), weight: held[i])
            }
        }
        guard let title else { return [] }
        return [LegendEntry(text: title, color: context.theme.fillColor(context.color(color)),
                            weight: legendWeight ?? all.reduce(0) { $0 + abs($1.tip - $1.base) })]
    }

    /// The bar's rectangle in device space.
    func rect(of bar: Bar, in space: PlotSpace) -> Rect {
        let unit = horizontal ? space.yUnitLength : space.xUnitLength
        let width: Float
        switch barWidth {
        case .data(let w): width = Float(w) * unit
        case .pixels(let p): width = p
        }
        let offset: Float
        switch barOffset {
        case .data(let o): offset = Float(o) * unit
        case .pixels(let p): offset = p
        }
        if horizontal {
            let center = space.deviceY(bar.location) + offset
            let x0 = space.deviceX(bar.base), x1 = space.deviceX(bar.tip)
            return Rect(corner: Point(x: x0, y: center - width / 2), Point(x: x1, y: center + width / 2))
        }
        let center = space.deviceX(bar.location) + offset
        let y0 = space.deviceY(bar.base), y1 = space.deviceY(bar.tip)
        return Rect(corner: Point(x: center - width / 2, y: y0), Point(x: center + width / 2, y: y1))
    }

    /// The rectangle with the tip-end seam taken off.
    private func trimmed(_ r: Rect, _ bar: Bar) -> Rect {
        guard tipGap > 0 else { return r }
        let length = horizontal ? r.width : r.height
        let gap = min(tipGap, length / 3)
        let up = bar.tip >= bar.base
        if horizontal { return up ? r.inset(right: gap) : r.inset(left: gap) }
        return up ? r.inset(top: gap) : r.inset(bottom: gap)
    }

    /// Corner radii: the tip's two corners and the base's two corners.
    private func radii(_ bar: Bar) -> CornerRadii {
        let up = bar.tip >= bar.base
        let t = tipCornerRadius, b = baseCornerRadius
        if horizontal {
            return up ? CornerRadii(topLeft: b, topRight: t, bottomRight: t, bottomLeft: b)
                      : CornerRadii(topLeft: t, topRight: b, bottomRight: b, bottomLeft: t)
        }
        return up ? CornerRadii(topLeft: t, topRight: t, bottomRight: b, bottomLeft: b)
                  : CornerRadii(topLeft: b, topRight: b, bottomRight: t, bottomLeft: t)
    }

    func barColor(_ bar: Bar, context: PlotContext) -> Color {
        color(ofRecord: bar.record, context: context)
    }

    func color(ofRecord record: Int, context: PlotContext) -> Color {
        // As the theme fills it: exactly, unless the theme has a variant of it (`Theme/colorVariants`).
        if record < recordColors.count, let c = recordColors[record] { return context.theme.fillColor(c) }
        return context.theme.fillColor(context.color(color, offset: colorsEachRecord ? record : 0))
    }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let largest = max(tipCornerRadius, baseCornerRadius)
        let titles = dataSource as? RecordTitles
        for bar in bars() where bar.tip != bar.base {
            let r = trimmed(rect(of: bar, in: space), bar)
            guard !r.isEmpty else { continue }
            let title = titles?.title(forRecord: bar.record)
            if let title { surface.beginMark(title: title) }
            defer { if title != nil { surface.endMark() } }
            // Corners too small to see on thin bars: keep those on the fast, pixel-snapped path.
            let rounded = largest > 0 && min(r.width, r.height) >= largest * 4
            let paint = Paint.solid(barColor(bar, context: context))
            if rounded {
                surface.fill(Path(roundedRect: r, radii: radii(bar)), with: paint, rule: .nonZero)
            } else {
                surface.fillRect(r, with: paint)
            }
            if let borderColor, borderWidth > 0 {
                let inset = r.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
                let outline = rounded ? Path(roundedRect: inset, radii: radii(bar)) : Path(rect: inset)
                surface.stroke(outline, style: StrokeStyle(width: borderWidth), with: .solid(borderColor))
            }
            if unfinishedRecords.contains(bar.record) {
                UnfinishedMark.draw(r, halfWidth: (horizontal ? r.height : r.width) / 2, context: context, on: &surface)
            }
            if let edge = brokenEdge(bar, r, in: space) {
                surface.fill(BreakMark.path(across: r, edge: edge, alongX: horizontal, scale: context.theme.typeScale),
                             with: .solid(context.theme.plotAreaBackground), rule: .nonZero)
            }
        }
        if let errorBars {
            let whiskers = bars().compactMap { bar in
                errorBars.path(record: bar.record, location: bar.location, value: bar.tip, alongX: horizontal,
                               in: space, offset: categoryOffset(in: space))
            }
            errorBars.stroke(whiskers, color: context.theme.textColor, context: context, on: &surface)
        }
    }

    /// The plot area's edge a broken bar (`brokenRecords`) runs past, in device units; nil for
    /// any other bar, one pointing down or left, or one that ends inside the plot area after all.
    func brokenEdge(_ bar: Bar, _ r: Rect, in space: PlotSpace) -> Float? {
        guard brokenRecords.contains(bar.record), bar.tip > bar.base else { return nil }
        if horizontal { return r.maxX > space.frame.maxX ? space.frame.maxX : nil }
        return r.minY < space.frame.minY ? space.frame.minY : nil
    }

    /// `barOffset` in device units along the category axis.
    func categoryOffset(in space: PlotSpace) -> Float {
        switch barOffset {
        case .data(let o): return Float(o) * (horizontal ? space.yUnitLength : space.xUnitLength)
        case .pixels(let p): return p
        }
    }

    /// Tip labels sit side by side, one per category: when the widest would
    /// reach into its neighbour's slot (many narrow bars), none are drawn, so
    /// the chart never shows a smear of overlapping numbers.
    func tipLabelsFit(_ bars: [Bar], in space: PlotSpace, style: LabelStyle, textHeight: Float,
                      fonts: ChartFonts) -> Bool {
        var slot = horizontal ? space.yUnitLength : space.xUnitLength
        if labelsFitBar, let bar = bars.first {
            let own = rect(of: bar, in: space)
            slot = min(slot, (horizontal ? own.height : own.width) + 2)
        }
        if horizontal { return textHeight <= slot }
        var widest: Float = 0
        for bar in bars { widest = max(widest, fonts.width(labelText(bar), style: style)) }
        return widest <= slot - 2
    }

    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        guard let valueLabels else { return }
        var style = context.valueLabelStyle
        let textHeight = context.fonts.textHeight(style)
        let bars = bars()
        if valueLabels == .tip, !tipLabelsFit(bars, in: space, style: style, textHeight: textHeight, fonts: context.fonts) {
            return
        }
        for bar in bars {
            let r = rect(of: bar, in: space)
            let text = labelText(bar)
            guard !text.isEmpty else { continue }
            let up = bar.tip >= bar.base
            if let edge = brokenEdge(bar, r, in: space) {
                // Past the gap, inside the bar, where the tip it has no room for would have been named.
                style.color = barColor(bar, context: context).contrastingText
                surface.drawText(text, style: style, at: BreakMark.labelPoint(in: r, edge: edge, alongX: horizontal,
                                                                          scale: context.theme.typeScale),
                                 horizontal: horizontal ? .right : .center, vertical: horizontal ? .middle : .top,
                                 rotation: 0)
                continue
            }
            switch valueLabels {
            case .tip:
                style.color = context.theme.textColor
                if horizontal {
                    let x = up ? r.maxX + 5 : r.minX - 5
                    surface.drawText(text, style: style, at: Point(x: x, y: r.midY),
                                     horizontal: up ? .left : .right, vertical: .middle, rotation: 0)
                } else {
                    let y = up ? r.minY - 4 : r.maxY + 4
                    surface.drawText(text, style: style, at: Point(x: r.midX, y: y),
                                     horizontal: .center, vertical: up ? .bottom : .top, rotation: 0)
                }
            case .center:
                // Only where the text fits inside the bar, in the colour that reads best on it.
                let width = context.fonts.width(text, style: style)
                guard width + 6 <= r.width, textHeight + 4 <= r.height else { continue }
                style.color = barColor(bar, context: context).contrastingText
                surface.drawText(text, style: style, at: r.center, horizontal: .center, vertical: .middle, rotation: 0)
            }
        }
    }
}
