import Raster
import Typeset

/// A cell of a heatmap, by column and row (row 0 at the top).
public struct HeatmapCell: Hashable, Sendable {
    /// The cell's column, from the left.
    public var column: Int
    /// The cell's row, from the top.
    public var row: Int

    /// The cell at `column`, `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// A grid of square cells coloured by a sequential `ColorScale`, with row
/// labels at the left and column labels above (a training calendar: a column
/// per week, a row per weekday, month names over the weeks they start).
///
/// The grid ignores the plot space's ranges: it fills the plot area with
/// the largest square cells that fit, centred, in bands when `bandStarts`
/// cut a long grid into runs stacked top to bottom. Its legend entries are the
/// colour scale: the empty colour, then one swatch per step.
public struct HeatmapPlot: Plot {
    /// Where the cells' values come from.
    public var dataSource: any HeatmapDataSource
    /// Maps each value to a colour step.
    public var scale: ColorScale
    /// A label per column, drawn above it and running right; nil or "" for none.
    /// A label that would overlap the one before is left out.
    public var columnLabels: [String?]
    /// Columns whose labels are placed first, in this order (a calendar's
    /// years): the other labels give way to them when they would overlap.
    public var keyColumnLabels: [Int] = []
    /// Columns that begin a new band of the grid, stacked under the one
    /// before (a long calendar: a band per year); empty for one strip. The
    /// layout lays the bands end to end when that gives larger cells.
    public var bandStarts: [Int] = []
    /// Other ways to cut the grid into bands, each a list of columns as
    /// `bandStarts`, taken instead when one gives clearly larger cells (a
    /// year's calendar on a tall frame, in two half-years); empty for none.
    public var alternativeBandStarts: [[Int]] = []
    /// A label per row, drawn at its left; nil or "" for none.
    public var rowLabels: [String?]
    /// The empty space between cells, as a fraction of a cell's pitch.
    public var gapFraction: Float
    /// Corner radius as a fraction of a cell's side.
    public var cornerFraction: Float
    /// The largest cell pitch in layout units, so a short period stays a calendar and not a quilt;
    /// on a large canvas it grows as the text does (`Theme.typeScale`), so a 4K calendar is a full-size
    /// one enlarged, whatever text sizes the theme sets.
    public var maximumPitch: Float
    /// Cells drawn with an outline in the text colour (today).
    public var outlinedCells: [HeatmapCell]
    /// Cells of zero that are not empty (a day trained with nothing the scale
    /// measures): the empty colour with a dot, so they never read as rest.
    public var markedCells: [HeatmapCell]
    /// The legend text of a marked cell ("no volume"), after the empty one; nil leaves it out.
    public var markedLabel: String?
    /// Draw the colour-scale legend (`legendEntries`) under the grid's right end.
    public var showsScaleLegend: Bool

    /// A heatmap of `dataSource` on `scale`; every other setting is described on its property.
    public init(dataSource: any HeatmapDataSource, scale: ColorScale = ColorScale(), columnLabels: [String?] = [],
                rowLabels: [String?] = [], gapFraction: Float = 0.16, cornerFraction: Float = 0.18,
                maximumPitch: Float = 56, outlinedCells: [HeatmapCell] = [], showsScaleLegend: Bool = true,
                markedCells: [HeatmapCell] = [], markedLabel: String? = nil) {
        self.dataSource = dataSource
        self.scale = scale
        self.columnLabels = columnLabels
        self.rowLabels = rowLabels
        self.gapFraction = gapFraction
        self.cornerFraction = cornerFraction
        self.maximumPitch = maximumPitch
        self.outlinedCells = outlinedCells
        self.showsScaleLegend = showsScaleLegend
        self.markedCells = markedCells
        self.markedLabel = markedLabel
    }

    var columns: Int { max(dataSource.numberOfColumns(), 0) }
    var rows: Int { max(dataSource.numberOfRows(), 0) }

    /// The finite value of a cell, or nil where there is no cell.
    func cellValue(_ column: Int, _ row: Int) -> Double? {
        guard let v = dataSource.value(column: column, row: row), v.isFinite else { return nil }
        return v
    }

    /// The scale's steps for this plot's data.
    public func colorSteps() -> [ColorScale.Step] {
        var top = 0.0
        var integral = true
        for c in 0..<columns {
            for r in 0..<rows {
                guard let v = cellValue(c, r) else { continue }
                top = max(top, v)
                if v != v.rounded() { integral = false }
            }
        }
        return scale.steps(dataMaximum: top, integral: integral)
    }

    public var recordCount: Int { columns * rows }

    public func extent() -> PlotExtent {
        for c in 0..<columns {
            for r in 0..<rows where cellValue(c, r) != nil {
                return PlotExtent(x: PlotRange(0, Double(columns)), y: PlotRange(0, Double(rows)))
            }
        }
        return .empty
    }

    public func legendEntries(context: PlotContext) -> [LegendEntry] {
        let steps = colorSteps()
        var entries: [LegendEntry] = []
        if let empty = scale.emptyLabel {
            entries.append(LegendEntry(text: empty, color: scale.zeroColor(theme: context.theme)))
        }
        if let markedLabel, !markedCells.isEmpty {
            entries.append(LegendEntry(text: markedLabel, color: scale.zeroColor(theme: context.theme)))
        }
        for (i, step) in steps.enumerated() {
            entries.append(LegendEntry(text: step.label, color: scale.stepColor(i, of: steps.count, theme: context.theme)))
        }
        return entries
    }

    /// The entries drawn under the grid (none unless `showsScaleLegend`).
    func scaleLegend(_ context: PlotContext) -> [LegendEntry] {
        showsScaleLegend ? legendEntries(context: context) : []
    }

    func labelStyle(_ context: PlotContext) -> LabelStyle {
        LabelStyle(size: context.theme.fontSizes.tickLabel, color: context.theme.secondaryTextColor)
    }

    /// Where the grid, its cells and its labels go inside `frame`; `typeScale`
    /// is the canvas's (`Theme.typeScale`), which `maximumPitch` grows by.
    public func layout(in frame: Rect, fonts: ChartFonts, labelStyle: LabelStyle,
                       legendTexts: [String] = [], typeScale: Float = 1, pixelScale: Float? = nil) -> HeatmapLayout {
        HeatmapLayout(frame: frame, columns: columns, rows: rows, columnLabels: columnLabels, rowLabels: rowLabels,
                      gapFraction: gapFraction, maximumPitch: maximumPitch * max(1, typeScale),
                      measure: { fonts.width($0, style: labelStyle) }, textHeight: fonts.textHeight(labelStyle),
                      legendTexts: legendTexts, keyColumns: keyColumnLabels, bandStarts: bandStarts,
                      alternativeBandStarts: alternativeBandStarts, pixelScale: pixelScale)
    }

    /// The layout the plot is drawn with in `frame`: its labels and scale
    /// legend in `context`'s text, its largest cell grown by the canvas's `typeScale`.
    /// `pixelScale`: the surface's ``Surface/pixelsPerUnit``, so cells are whole pixels.
    public func layout(in frame: Rect, context: PlotContext, pixelScale: Float? = nil) -> HeatmapLayout {
        layout(in: frame, fonts: context.fonts, labelStyle: labelStyle(context),
               legendTexts: scaleLegend(context).map(\.text), typeScale: context.theme.typeScale, pixelScale: pixelScale)
    }

    public func drawBody<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let layout = layout(in: space.frame, context: context, pixelScale: surface.pixelsPerUnit)
        let steps = colorSteps()
        let radius = min(layout.cellSize, layout.cellHeight) * cornerFraction
        let titles = dataSource as? CellTitles
        for c in 0..<columns {
            for r in 0..<rows {
                guard let v = cellValue(c, r) else { continue }
                let rect = layout.cellRect(column: c, row: r)
                let title = titles?.title(column: c, row: r)
                if let title { surface.beginMark(title: title) }
                defer { if title != nil { surface.endMark() } }
                let paint = Paint.solid(scale.color(for: v, steps: steps, theme: context.theme))
                if radius >= 1.5 {
                    surface.fill(Path(roundedRect: rect, radius: radius), with: paint, rule: .nonZero)
                } else {
                    surface.fillRect(rect, with: paint)
                }
            }
        }
        for cell in markedCells where cellValue(cell.column, cell.row) != nil {
            drawMark(in: layout.cellRect(column: cell.column, row: cell.row), context: context, on: &surface)
        }
        let outline = StrokeStyle(width: max(1.5, min(layout.cellSize, layout.cellHeight) * 0.08))
        for cell in outlinedCells where cellValue(cell.column, cell.row) != nil {
            let rect = layout.cellRect(column: cell.column, row: cell.row).insetBy(dx: -1, dy: -1)
            let path = radius >= 1.5 ? Path(roundedRect: rect, radius: radius + 1) : Path(rect: rect)
            surface.stroke(path, style: outline, with: .solid(context.theme.textColor))
        }
    }

    public func drawLabels<S: Surface>(in space: PlotSpace, context: PlotContext, on surface: inout S) {
        let style = labelStyle(context)
        let legend = scaleLegend(context)
        let layout = layout(in: space.frame, context: context, pixelScale: surface.pixelsPerUnit)
        let markedIndex = markedLabel != nil && !markedCells.isEmpty ? (scale.emptyLabel == nil ? 0 : 1) : nil
        for (i, (entry, placed)) in zip(legend, layout.legend).enumerated() {
            surface.fillRect(placed.swatch, with: .solid(entry.color))
            if i == markedIndex { drawMark(in: placed.swatch, context: context, on: &surface) }
            surface.drawText(placed.text.text, style: style, at: placed.text.anchor, horizontal: .left,
                             vertical: .middle, rotation: 0)
        }
        for label in layout.columnLabels {
            surface.drawText(label.text, style: style, at: label.anchor, horizontal: .left, vertical: .bottom,
                             rotation: 0)
        }
        for label in layout.rowLabels {
            surface.drawText(label.text, style: style, at: label.anchor, horizontal: .right, vertical: .middle,
                             rotation: 0)
        }
    }

    /// The dot of a marked cell, in the secondary text colour (legible on the empty colour in both themes).
    func drawMark<S: Surface>(in rect: Rect, context: PlotContext, on surface: inout S) {
        let radius = max(min(rect.width, rect.height) * 0.2, 1.5)
        surface.fill(Path(circleCenter: rect.center, radius: radius), with: .solid(context.theme.secondaryTextColor),
                     rule: .nonZero)
    }
}
