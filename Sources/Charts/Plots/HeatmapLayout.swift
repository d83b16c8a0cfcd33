import Raster

/// A heatmap laid out in a rectangle: cells on a regular pitch that fill the
/// width and the height given (square when one side limits, stretched up to
/// `maximumAspect` in the other), the grid centred, row labels at its left
/// and column labels above it.
///
/// Pure geometry: it takes a text-measuring function, so it can be computed
/// (and tested) without fonts.
public struct HeatmapLayout: Sendable {
    /// A label and the point it is anchored at (column labels: bottom-left;
    /// row labels: right end, vertically centred).
    public struct Label: Hashable, Sendable {
        /// The column or row the label belongs to.
        public var index: Int
        /// The label's text.
        public var text: String
        /// Where the label is anchored, in device units.
        public var anchor: Point
    }

    /// The rectangle of the cells.
    public var gridFrame: Rect
    /// Distance between neighbouring cells' left edges.
    public var pitch: Float
    /// Distance between neighbouring cells' top edges.
    public var rowPitch: Float
    /// A cell's width: the pitch less the gap.
    public var cellSize: Float
    /// A cell's height: the row pitch less the gap.
    public var cellHeight: Float
    /// How much longer than wide (or wider than long) a cell may grow to fill the frame.
    public static let maximumAspect: Float = 2.5
    /// The column labels that fit, left to right (overlapping ones are left out).
    public var columnLabels: [Label]
    /// The row labels, top to bottom.
    public var rowLabels: [Label]
    /// The colour-scale legend under the grid's right end: a swatch and a text per entry.
    public var legend: [(swatch: Rect, text: Label)]

    /// Lays out a `columns` × `rows` grid of cells in `frame`, with its labels and legend.
    ///
    /// `measure` gives a text's width and `textHeight` a line's height in layout units;
    /// `maximumPitch` caps the cell pitch; `legendTexts` are the colour-scale entries;
    /// `keyColumns` are columns whose labels are placed before the others, in that order.
    public init(frame: Rect, columns: Int, rows: Int, columnLabels: [String?], rowLabels: [String?],
                gapFraction: Float, maximumPitch: Float, measure: (String) -> Float, textHeight: Float,
                legendTexts: [String] = [], keyColumns: [Int] = []) {
        let gap = max((textHeight * 0.5).rounded(), 4)
        let rowTexts = rowLabels.prefix(rows).map { $0 ?? "" }
        let rowLabelWidth = rowTexts.map(measure).max() ?? 0
        let left = rowLabelWidth > 0 ? rowLabelWidth + gap : 0
        let hasColumnLabels = columnLabels.prefix(columns).contains { !($0 ?? "").isEmpty }
        let top = hasColumnLabels ? textHeight + gap : 0
        let legendHeight = legendTexts.isEmpty ? 0 : textHeight + gap * 2
        let c = Float(max(columns, 1)), r = Float(max(rows, 1))
        let across = (frame.width - left) / c, down = (frame.height - top - legendHeight) / r
        let square = max(min(across, down, maximumPitch), 0)
        var pitch = max(min(across, square * HeatmapLayout.maximumAspect), 0)
        var rowPitch = max(min(down, square * HeatmapLayout.maximumAspect), 0)
        // Whole pixels per cell, when cells are big enough, keep every gap the same width.
        if pitch >= 8 { pitch = pitch.rounded(.down) }
        if rowPitch >= 8 { rowPitch = rowPitch.rounded(.down) }
        let gridWidth = pitch * c, gridHeight = rowPitch * r
        let x0 = (frame.minX + (frame.width - left - gridWidth) / 2 + left).rounded()
        let y0 = (frame.minY + (frame.height - top - gridHeight - legendHeight) / 2 + top).rounded()
        gridFrame = Rect(x: x0, y: y0, width: gridWidth, height: gridHeight)
        self.pitch = pitch
        self.rowPitch = rowPitch
        // One gap width both ways, from the smaller pitch.
        let small = min(pitch, rowPitch)
        let gapWidth = small >= 8 ? max((small * gapFraction).rounded(), 1) : small * gapFraction
        cellSize = max(pitch - gapWidth, 0)
        cellHeight = max(rowPitch - gapWidth, 0)

        self.columnLabels = HeatmapLayout.placeColumnLabels(
            columnLabels.prefix(columns).map { $0 }, keyColumns: keyColumns, x0: x0, pitch: pitch,
            right: x0 + gridWidth + pitch * 2, y: y0 - gap / 2, gap: gap, measure: measure)

        // Legend entries end at the grid's right edge, like a calendar's "less … more" key.
        let swatch = (textHeight * 0.9).rounded()
        let y = y0 + gridHeight + gap * 1.5
        var entries: [(swatch: Rect, text: Label)] = []
        var x = x0 + gridWidth
        for (i, text) in legendTexts.enumerated().reversed() {
            let width = measure(text)
            x -= width
            let label = Label(index: i, text: text, anchor: Point(x: x, y: y + swatch / 2))
            x -= gap / 2 + swatch
            entries.append((Rect(x: x, y: y, width: swatch, height: swatch), label))
            x -= gap * 1.5
        }
        legend = entries.reversed()
        self.rowLabels = rowTexts.enumerated().compactMap { i, text in
            guard !text.isEmpty else { return nil }
            return Label(index: i, text: text,
                         anchor: Point(x: x0 - gap, y: y0 + (Float(i) + 0.5) * rowPitch))
        }
    }

    /// Column labels that clear each other: the key columns' first (the
    /// years'), then the others left to right; a label that would run into
    /// one already placed, or past `right`, is cut to its first word, and
    /// left out when even that does not fit.
    static func placeColumnLabels(_ texts: [String?], keyColumns: [Int], x0: Float, pitch: Float, right: Float,
                                  y: Float, gap: Float, measure: (String) -> Float) -> [Label] {
        var taken: [(lo: Float, hi: Float)] = []
        var placed: [Label] = []
        let keys = keyColumns.filter { $0 >= 0 && $0 < texts.count }
        let rest = texts.indices.filter { !keys.contains($0) }
        for i in keys + rest {
            guard let full = texts[i], !full.isEmpty else { continue }
            let x = x0 + Float(i) * pitch
            // A label that does not fit is tried as its first word: "Dec 2024" gives way to "Jan 2025" as "Dec".
            let first = full.split(separator: " ").first.map(String.init) ?? full
            for text in first == full ? [full] : [full, first] {
                let span = (lo: x, hi: x + measure(text) + gap)
                guard span.hi - gap <= right, !taken.contains(where: { $0.lo < span.hi && span.lo < $0.hi }) else { continue }
                taken.append(span)
                placed.append(Label(index: i, text: text, anchor: Point(x: x, y: y)))
                break
            }
        }
        return placed.sorted { $0.index < $1.index }
    }

    /// The rectangle of the cell at `column`, `row`.
    public func cellRect(column: Int, row: Int) -> Rect {
        let offset = (pitch - cellSize) / 2
        return Rect(x: gridFrame.minX + Float(column) * pitch + offset, y: gridFrame.minY + Float(row) * rowPitch + offset,
                    width: cellSize, height: cellHeight)
    }

    /// The cell under a point, if any (for tests and hit testing).
    public func cell(at point: Point) -> HeatmapCell? {
        guard pitch > 0, rowPitch > 0, gridFrame.contains(point) else { return nil }
        let c = Int(((point.x - gridFrame.minX) / pitch).rounded(.down))
        let r = Int(((point.y - gridFrame.minY) / rowPitch).rounded(.down))
        return HeatmapCell(column: c, row: r)
    }
}
