import Raster
import Typeset

/// A graph laid out for one image size: where the titles, plot area and
/// legend go. Outside legends take their room from the plot area, so they
/// never cover data; titles are centred on the image.
struct GraphLayout {
    var size: Size
    var plotArea: PlotArea
    /// The legend's frame, nil when there is none.
    var legendFrame: Rect?
    var legend: LegendLayout?
    var titleText: String?
    /// One line, or two when it is wider than the image (`SubtitleLines`).
    var subtitleLines: [String] = []
    /// Top of the title and subtitle lines.
    var titleTop: Float
    var subtitleTop: Float
    /// True when no plot had anything to draw.
    var isEmpty: Bool
    /// `Graph.emptyText` broken at its spaces to the image's width about the plot area's middle (a
    /// 240×160 image ran it off both edges), on as many lines as fit below the plot area's top;
    /// empty when the graph has data.
    var emptyLines: [String] = []
    /// The middle of `emptyLines`: the plot area's, unless they need more height than it has.
    var emptyCenter = Point(x: 0, y: 0)
    /// The graph's plots left out because the subtitle's words that say what they are are not drawn
    /// (`Plot.subtitleExplanation`), by index in `Graph.plots`.
    var leftOut: Set<Int> = []
    var legendEntries: [LegendEntry]
    var fonts: ChartFonts
    var titleStyle: LabelStyle
    var subtitleStyle: LabelStyle
    var legendStyle: LabelStyle

    /// The smallest share of the image's height the plot area keeps while there is text to give up.
    static let plotShare: Float = 0.5

    /// What a layout leaves out to give the plot room, least missed first (`GraphLayout.Shedding`).
    enum Shedding: Int, CaseIterable, Comparable {
        /// `tight`: a third of the padding, half the gap under the titles, a smaller title, and the bottom labels no deeper
        /// than leaves the plot its share (they wrap or are cut to whole words instead).
        case nothing, subtitleSecondLine, axisTitles, subtitle, tight
        static func < (a: Shedding, b: Shedding) -> Bool { a.rawValue < b.rawValue }
    }

    /// The layout of `graph`; on an image too small for all its text, the subtitle's second line, the
    /// axis titles and then the subtitle are left out, and at last the margins, title and bottom
    /// labels tightened, until the plot area keeps `plotShare` of the height (the data, not its captions,
    /// is what a small image is for).
    init(graph: Graph, size: Size, theme: Theme, fonts: ChartFonts) {
        self.init(graph: graph, size: size, theme: theme, fonts: fonts, shedding: .nothing)
        for shedding in Shedding.allCases.dropFirst() where plotArea.frame.height < size.height * Self.plotShare {
            self = GraphLayout(graph: graph, size: size, theme: theme, fonts: fonts, shedding: shedding)
        }
    }

    init(graph given: Graph, size: Size, theme: Theme, fonts: ChartFonts, shedding: Shedding) {
        var graph = given
        if shedding >= .axisTitles {
            graph.xAxis?.title = nil
            graph.yAxis?.title = nil
            graph.secondary?.axis.title = nil
        }
        self.size = size
        self.fonts = fonts
        let sizes = theme.fontSizes
        // Tight, the title steps down towards the tick labels' size (still the largest text).
        let tight = shedding >= .tight
        titleStyle = LabelStyle(size: tight ? max(sizes.tickLabel + 2, (sizes.title * 0.65).rounded()) : sizes.title,
                                bold: true, color: theme.textColor)
        subtitleStyle = LabelStyle(size: sizes.subtitle, color: theme.secondaryTextColor)
        legendStyle = LabelStyle(size: sizes.legend, color: theme.textColor)
        let tickStyle = LabelStyle(size: sizes.tickLabel, color: theme.secondaryTextColor)
        let axisTitleStyle = LabelStyle(size: sizes.axisTitle, color: theme.textColor)

        let pad = ((graph.padding ?? theme.padding) * (tight ? 1 / 3 : 1)).rounded()
        var content = Rect(x: 0, y: 0, width: size.width, height: size.height)
            .inset(top: pad, left: pad, bottom: pad, right: pad)

        // Titles, cut to the width so they are never clipped.
        titleTop = content.minY
        if let title = graph.title, !title.isEmpty {
            // Without its captions, a small image's title says what they said, when it can.
            let forms = shedding >= .subtitle ? graph.titlesWithoutCaptions + [title] + graph.shortTitles
                                              : [title] + graph.shortTitles
            titleText = Self.fittedTitle(forms, style: titleStyle, maxWidth: content.width, fonts: fonts)
            content = content.inset(top: fonts.lineHeight(titleStyle))
        }
        subtitleTop = content.minY
        if let subtitle = graph.subtitle, !subtitle.isEmpty, shedding < .subtitle {
            subtitleLines = SubtitleLines.fit(subtitle, style: subtitleStyle, maxWidth: content.width, fonts: fonts)
            if shedding >= .subtitleSecondLine, subtitleLines != [subtitle] {
                // One line only: a shorter form said whole beats the first parts of the long one.
                var line = subtitleLines[0]
                for short in graph.shortSubtitles where fonts.width(short, style: subtitleStyle) <= content.width {
                    line = short
                    break
                }
                subtitleLines = [line]
            }
            content = content.inset(top: fonts.lineHeight(subtitleStyle) * Float(subtitleLines.count))
        }
        if titleText != nil || !subtitleLines.isEmpty {
            content = content.inset(top: (sizes.title * (tight ? 0.2 : 0.6)).rounded())
        }
        UnexplainedPlot.leaveOut(of: &graph, drawn: subtitleLines)
        leftOut = Set(graph.plots.indices.filter { graph.plots[$0] is UnexplainedPlot })

        let contexts = graph.plotContexts(theme: theme, fonts: fonts)
        isEmpty = graph.allPlots.allSatisfy { $0.extent().x == nil && $0.extent().y == nil }

        // The legend, outside the plot area unless asked inside.
        legendEntries = Self.legendEntries(graph, contexts: contexts, theme: theme, fonts: fonts)
        let legendGap = (sizes.legend * 1.5).rounded()
        let beforeLegend = content
        if let legend = graph.legend, !legendEntries.isEmpty {
            let metrics = LegendLayout.Metrics(fontSize: sizes.legend, lineHeight: fonts.lineHeight(legendStyle))
            let besidePie = graph.xAxis == nil && graph.yAxis == nil && graph.plots.allSatisfy { $0 is PiePlot }
            let placed = Self.placeLegend(legend, texts: legendEntries.map(\.text), weights: legendEntries.map(\.weight),
                                          in: content, size: size, gap: legendGap, metrics: metrics, fonts: fonts,
                                          style: legendStyle, besidePie: besidePie)
            self.legend = placed.layout
            legendFrame = placed.frame
            content = placed.remaining
        }

        // A pie needs a squarish area: keep it beside its legend and centre the pair,
        // instead of leaving a wide gap between them.
        var frame = content
        if graph.xAxis == nil, graph.yAxis == nil, let legend = graph.legend, let placed = legendFrame,
           legend.position == .left || legend.position == .right {
            let width = min(content.width, content.height * 1.6)
            let group = width + legendGap + placed.width
            let x0 = beforeLegend.minX + max(0, (beforeLegend.width - group) / 2)
            if legend.position == .right {
                frame = Rect(x: x0, y: content.minY, width: width, height: content.height)
                legendFrame = placed.offsetBy(dx: x0 + width + legendGap - placed.minX, dy: 0)
            } else {
                frame = Rect(x: x0 + placed.width + legendGap, y: content.minY, width: width, height: content.height)
                legendFrame = placed.offsetBy(dx: x0 - placed.minX, dy: 0)
            }
        }
        var axes = AxisLayouts()
        if graph.xAxis != nil || graph.yAxis != nil {
            axes = Self.settleAxes(graph, contexts: contexts, content: content, start: frame, size: size, theme: theme,
                                   fonts: fonts, tickStyle: tickStyle, axisTitleStyle: axisTitleStyle,
                                   plotHeight: tight ? size.height * Self.plotShare + fonts.textHeight(tickStyle) : 0)
            frame = axes.frame
        }
        plotArea = Self.plotArea(graph, frame: frame, axes: axes, fonts: fonts, tickStyle: tickStyle,
                                 axisTitleStyle: axisTitleStyle)
        if isEmpty {
            // Centred on the plot area, as wide as the image's margins allow on both sides (axes with no data
            // to frame leave the plot area narrow).
            // Below the plot area's top down to the bottom margin: an axis with nothing on it may be written over.
            let frame = plotArea.frame
            let center = frame.center.x
            let width = 2 * min(center - pad, size.width - pad - center)
            let style = emptyStyle(theme)
            emptyLines = Self.emptyLines(graph.emptyText, width: max(frame.width, width),
                                         height: size.height - pad - frame.minY, style: style, fonts: fonts)
            let half = fonts.lineHeight(style) * Float(emptyLines.count) / 2
            emptyCenter = Point(x: center, y: min(max(frame.center.y, frame.minY + half), size.height - pad - half))
        }
        if let legend = graph.legend, legend.position == .automatic, let l = self.legend {
            // In a corner clear of data, else laid out again beside the plot (LegendPlacement).
            guard let corner = LegendPlacement.clearCorner(graph, legend: l.size, plotArea: plotArea) else {
                var beside = graph
                beside.legend?.position = LegendPlacement.fallback(for: size)
                self = GraphLayout(graph: beside, size: size, theme: theme, fonts: fonts)
                return
            }
            legendFrame = corner
        } else if let legend = graph.legend, legend.position.isInside, let l = self.legend {
            legendFrame = Self.insideLegendFrame(legend.position, size: l.size, in: plotArea.frame)
        }
    }

    /// How the text of an empty plot area is set.
    func emptyStyle(_ theme: Theme) -> LabelStyle {
        LabelStyle(size: theme.fontSizes.subtitle, color: theme.secondaryTextColor)
    }

    /// `text` broken at its spaces into lines no wider than `width`, as many as `height` holds
    /// (at least one); what does not fit is cut with "…".
    static func emptyLines(_ text: String, width: Float, height: Float, style: LabelStyle,
                           fonts: ChartFonts) -> [String] {
        guard !text.isEmpty else { return [] }
        let maxLines = max(1, Int(height / fonts.lineHeight(style)))
        let measure: (String) -> Float = { fonts.width($0, style: style) }
        let wrapped = LabelWrap.wrapped(text, maxWidth: width, maxLines: maxLines, measure: measure) {
            fonts.truncated($0, style: style, maxWidth: $1)
        } ?? fonts.truncated(text, style: style, maxWidth: width)
        return wrapped.components(separatedBy: "\n")
    }

    /// The legend's entries: the graph's own, else each plot's (secondary plots' after), then the limit bands'.
    static func legendEntries(_ graph: Graph, contexts: [PlotContext], theme: Theme, fonts: ChartFonts) -> [LegendEntry] {
        guard let legend = graph.legend else { return [] }
        if let given = legend.entries { return given }
        var entries = zip(graph.plots, contexts).flatMap { $0.legendEntries(context: $1) }
            + zip(graph.secondary?.plots ?? [], graph.secondaryPlotContexts(theme: theme, fonts: fonts))
                .flatMap { $0.legendEntries(context: $1) }
        if let texts = graph.legendTexts {
            for i in entries.indices where i < texts.count { entries[i].text = texts[i] }
        }
        if legend.reversesEntries { entries.reverse() }
        return entries + (graph.yAxis?.limitBandLegendEntries(theme: theme) ?? [])
            + (graph.xAxis?.limitBandLegendEntries(theme: theme) ?? [])
    }

    /// A legend laid out at its side of `content`, and what is left for the plot area; an inside
    /// legend takes no room (its frame is set once the plot area is known).
    static func placeLegend(_ legend: Legend, texts: [String], weights: [Double?] = [], in content: Rect, size: Size, gap: Float,
                            metrics: LegendLayout.Metrics, fonts: ChartFonts, style: LabelStyle,
                            besidePie: Bool = false)
        -> (layout: LegendLayout, frame: Rect?, remaining: Rect) {
        let measure: (String) -> Float = { fonts.width($0, style: style) }
        switch legend.position {
        case .left, .right:
            var l = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                      maxWidth: size.width * legend.maxWidthFraction, maxHeight: content.height,
                                      order: .columnMajor, columns: legend.columns, rows: legend.rows,
                                      sharesFirst: besidePie, weights: weights)
            // Beside a pie, whose disc needs only a square, an entry is cut only when the room
            // beside that square is short too: its value and share are the pie's only labels.
            let roomBesidePie = content.width - content.height - gap
            if besidePie, roomBesidePie > size.width * legend.maxWidthFraction, l.shortensAnEntry(of: texts) {
                l = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                      maxWidth: roomBesidePie, maxHeight: content.height,
                                      order: .columnMajor, columns: legend.columns, rows: legend.rows,
                                      sharesFirst: true, weights: weights)
            }
            let x = legend.position == .right ? content.maxX - l.size.width : content.minX
            let y = content.minY + max(0, (content.height - l.size.height) / 2)
            let remaining = legend.position == .right ? content.inset(right: l.size.width + gap)
                                                      : content.inset(left: l.size.width + gap)
            return (l, Rect(x: x, y: y, width: l.size.width, height: l.size.height), remaining)
        case .top, .bottom:
            let l = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                      maxWidth: content.width, maxHeight: content.height * 0.4,
                                      order: .rowMajor, columns: legend.columns, rows: legend.rows,
                                      sharesFirst: besidePie, weights: weights)
            let x = content.midX - l.size.width / 2
            let y = legend.position == .bottom ? content.maxY - l.size.height : content.minY
            let remaining = legend.position == .bottom ? content.inset(bottom: l.size.height + gap)
                                                       : content.inset(top: l.size.height + gap)
            return (l, Rect(x: x, y: y, width: l.size.width, height: l.size.height), remaining)
        default:
            let l = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                      maxWidth: content.width * 0.45, maxHeight: content.height * 0.6,
                                      order: .columnMajor, columns: legend.columns, rows: legend.rows, weights: weights)
            return (l, nil, content)
        }
    }

    /// The axes' layouts and the plot frame they leave.
    struct AxisLayouts {
        var frame = Rect(x: 0, y: 0, width: 0, height: 0)
        var x: AxisLayout?
        var y: AxisLayout?
        var right: AxisLayout?
    }

    /// The axes laid out around the plot frame: their labels' room depends on the plot size and the
    /// other way round, so it is settled in a few passes, starting from `start`. The bottom labels
    /// leave the plot at least `plotHeight`.
    static func settleAxes(_ graph: Graph, contexts: [PlotContext], content: Rect, start: Rect, size: Size,
                           theme: Theme, fonts: ChartFonts, tickStyle: LabelStyle,
                           axisTitleStyle: LabelStyle, plotHeight: Float = 0) -> AxisLayouts {
        var axes = AxisLayouts(frame: start)
        let (xInputs, yInputs) = axisInputs(graph, contexts: contexts)
        let rightInputs = graph.secondary?.inputs(contexts: graph.secondaryPlotContexts(theme: theme, fonts: fonts))
        let gap = PlotArea.labelGap(tickStyle)
        let tick = PlotArea.tickLength
        let axisTitleRoom = fonts.textHeight(axisTitleStyle) + gap
        // The bottom labels leave the plot room for two value labels at least (a value axis showing only
        // "0" tells nothing): on a small image they wrap or are cut rather than squeeze the plot away. The
        // text height more covers the top label's overhang and a turned label's reach past its budget.
        let xTitleRoom = graph.xAxis?.title != nil ? axisTitleRoom : 0
        let plotFloor = max(fonts.lineHeight(tickStyle) * 2 + fonts.textHeight(tickStyle), plotHeight)
        // Squeezed for the plot's share, the labels keep two lines ("Mon" over "9", a name wrapped once).
        let leastDepth = plotHeight > 0 ? fonts.lineHeight(tickStyle) + fonts.textHeight(tickStyle)
                                        : fonts.lineHeight(tickStyle)
        let xMaxDepth = min(size.height * 0.25, max(leastDepth, content.height - plotFloor - tick - gap - xTitleRoom))
        for pass in 0..<4 {
            var left: Float = 0, bottom: Float = 0, top: Float = 0, right: Float = 0
            if let axis = graph.yAxis {
                var l = AxisLayout.make(axis: axis, orientation: .vertical, length: axes.frame.height, inputs: yInputs,
                                        fonts: fonts, style: tickStyle, maxLabelDepth: size.width * 0.28)
                if graph.secondary?.alignsTicksWithPrimary == true {
                    l = AxisLayout.snappedToTicks(l, axis: axis, length: axes.frame.height, inputs: yInputs, fonts: fonts,
                                                  style: tickStyle, maxLabelDepth: size.width * 0.28)
                }
                left = tick + gap + l.labelDepth + (axis.title != nil ? axisTitleRoom : 0)
                top = l.overhangBefore
                bottom = l.overhangAfter
                axes.y = l
            }
            if let axis = graph.xAxis {
                let l = AxisLayout.make(axis: axis, orientation: .horizontal, length: axes.frame.width, inputs: xInputs,
                                        fonts: fonts, style: tickStyle, maxLabelDepth: xMaxDepth)
                bottom = max(bottom, tick + gap + l.labelDepth + (axis.title != nil ? axisTitleRoom : 0))
                left = max(left, l.overhangBefore)
                right = l.overhangAfter
                axes.x = l
            }
            if let secondary = graph.secondary, let rightInputs {
                let aligned = secondary.alignsTicksWithPrimary ? axes.y.flatMap {
                    AxisLayout.aligned(to: $0, axis: secondary.axis, length: axes.frame.height, inputs: rightInputs,
                                       fonts: fonts, style: tickStyle, maxLabelDepth: size.width * 0.2)
                } : nil
                let l = aligned ?? AxisLayout.make(axis: secondary.axis, orientation: .vertical,
                                                   length: axes.frame.height, inputs: rightInputs, fonts: fonts,
                                                   style: tickStyle, maxLabelDepth: size.width * 0.2)
                right = max(right, SecondaryAxisLayout.room(axis: secondary.axis, layout: l, fonts: fonts,
                                                            tickStyle: tickStyle, titleStyle: axisTitleStyle))
                top = max(top, l.overhangBefore)
                bottom = max(bottom, l.overhangAfter)
                axes.right = l
            }
            let next = content.inset(top: top.rounded(.up), left: left.rounded(.up),
                                     bottom: bottom.rounded(.up), right: right.rounded(.up))
            // The last pass keeps its frame: the labels were thinned for this plot's length, not the next one's
            // (a plot a few units tall would otherwise draw "0" on "10,000").
            if next == axes.frame || pass == 3 { break }
            axes.frame = next
        }
        return axes
    }

    /// What the axes must show: the plots' data extents, values to include, and the room their value labels need.
    static func axisInputs(_ graph: Graph, contexts: [PlotContext]) -> (x: AxisLayout.Inputs, y: AxisLayout.Inputs) {
        var xInputs = AxisLayout.Inputs(data: nil, includes: graph.xAxis?.limitBandIncludes ?? [], labelRoom: 0)
        var yInputs = AxisLayout.Inputs(data: nil, includes: graph.yAxis?.limitBandIncludes ?? [], labelRoom: 0)
        for plot in graph.secondary?.plots ?? [] {
            if let x = plot.extent().x { xInputs.data = xInputs.data?.union(x) ?? x }
        }
        for (plot, context) in zip(graph.plots, contexts) {
            let e = plot.extent()
            if let x = e.x { xInputs.data = xInputs.data?.union(x) ?? x }
            if let y = e.y { yInputs.data = yInputs.data?.union(y) ?? y }
            xInputs.includes += e.xIncludes
            yInputs.includes += e.yIncludes
            let room = plot.labelRoom(context: context)
            if plot.valuesAlongX {
                xInputs.labelRoom = max(xInputs.labelRoom, room.after, room.before)
            } else {
                yInputs.labelRoom = max(yInputs.labelRoom, room.after, room.before)
            }
        }
        return (xInputs, yInputs)
    }

    /// The plot area in `frame` moved to whole-pixel edges (the clip, grid and axis lines land on
    /// pixel boundaries), with its plot spaces and axes.
    static func plotArea(_ graph: Graph, frame: Rect, axes: AxisLayouts, fonts: ChartFonts, tickStyle: LabelStyle,
                         axisTitleStyle: LabelStyle) -> PlotArea {
        let x0 = frame.minX.rounded(.up), y0 = frame.minY.rounded(.up)
        let frame = Rect(x: x0, y: y0, width: max(0, frame.maxX.rounded(.down) - x0),
                         height: max(0, frame.maxY.rounded(.down) - y0))
        let space = PlotSpace(xRange: axes.x?.range ?? PlotRange(0, 1), yRange: axes.y?.range ?? PlotRange(0, 1),
                              xScale: graph.xAxis?.scale ?? .linear, yScale: graph.yAxis?.scale ?? .linear, frame: frame)
        var area = PlotArea(frame: frame, space: space,
                            xAxis: graph.xAxis.flatMap { a in axes.x.map { (a, $0) } },
                            yAxis: graph.yAxis.flatMap { a in axes.y.map { (a, $0) } },
                            fonts: fonts, tickStyle: tickStyle, titleStyle: axisTitleStyle)
        if let secondary = graph.secondary, let rightLayout = axes.right {
            var rightSpace = space
            rightSpace.yRange = rightLayout.range
            rightSpace.yScale = secondary.axis.scale
            area.secondary = SecondaryAxisLayout(axis: secondary.axis, layout: rightLayout, space: rightSpace)
        }
        return area
    }

    /// An inside legend's frame in its corner of the plot frame.
    static func insideLegendFrame(_ position: Legend.Position, size: Size, in frame: Rect) -> Rect {
        let m: Float = 12
        let x = position == .insideTopLeft || position == .insideBottomLeft ? frame.minX + m : frame.maxX - m - size.width
        let y = position == .insideTopLeft || position == .insideTopRight ? frame.minY + m : frame.maxY - m - size.height
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    func drawTitles<S: Surface>(on surface: inout S, theme: Theme) {
        if let titleText {
            surface.drawText(titleText, style: titleStyle, at: Point(x: size.width / 2, y: titleTop),
                             horizontal: .center, vertical: .top, rotation: 0)
        }
        for (i, line) in subtitleLines.enumerated() {
            let top = subtitleTop + fonts.lineHeight(subtitleStyle) * Float(i)
            surface.drawText(line, style: subtitleStyle, at: Point(x: size.width / 2, y: top),
                             horizontal: .center, vertical: .top, rotation: 0)
        }
    }

    func drawLegend<S: Surface>(on surface: inout S, theme: Theme) {
        guard let legend, let frame = legendFrame else { return }
        if legendEntries.count > 0, legendFrame.map({ plotArea.frame.intersects($0) }) == true {
            // Inside the plot area: a backing so the text stays readable over data.
            surface.fillRect(frame.insetBy(dx: -8, dy: -6), with: .solid(theme.plotAreaBackground.withOpacity(0.9)))
        }
        for entry in legend.entries {
            guard !entry.isSummary, entry.index < legendEntries.count else {
                surface.drawText(entry.text, style: legendStyle,
                                 at: Point(x: frame.minX + entry.frame.minX, y: frame.minY + entry.textOrigin.y),
                                 horizontal: .left, vertical: .middle, rotation: 0)
                continue
            }
            let item = legendEntries[entry.index]
            let swatch = entry.swatch.offsetBy(dx: frame.minX, dy: frame.minY)
            switch item.swatch {
            case .box:
                surface.fillRect(swatch, with: .solid(item.color))
            case .line(let width, let symbol):
                var path = Path()
                path.move(to: swatch.minX - 2, swatch.midY)
                path.line(to: swatch.maxX + 2, swatch.midY)
                surface.stroke(path, style: StrokeStyle(width: min(width, swatch.height / 3), cap: .butt),
                               with: .solid(item.color))
                if let symbol {
                    surface.fill(PlotSymbol.path(symbol, center: swatch.center, size: swatch.height * 0.6),
                                 with: .solid(item.color), rule: .nonZero)
                }
            case .dashedLine(let width, let dash):
                var path = Path()
                path.move(to: swatch.minX - 4, swatch.midY)
                path.line(to: swatch.maxX + 4, swatch.midY)
                surface.stroke(path, style: StrokeStyle(width: min(width, swatch.height / 3), cap: .butt, dash: dash),
                               with: .solid(item.color))
            case .hatchedBox:
                HatchedBox.draw(swatch, ink: theme.strokeColor(item.color), background: theme.plotAreaBackground,
                                fillShare: HatchedBox.identityFillShare, on: &surface)
            }
            surface.drawText(entry.text, style: legendStyle,
                             at: Point(x: frame.minX + entry.textOrigin.x, y: frame.minY + entry.textOrigin.y),
                             horizontal: .left, vertical: .middle, rotation: 0)
        }
    }
}

extension GraphLayout {
    /// The first of `forms` that fits `maxWidth`, else the last cut with "…".
    static func fittedTitle(_ forms: [String], style: LabelStyle, maxWidth: Float, fonts: ChartFonts) -> String {
        forms.first { fonts.width($0, style: style) <= maxWidth }
            ?? fonts.truncated(forms.last ?? "", style: style, maxWidth: maxWidth)
    }
}
