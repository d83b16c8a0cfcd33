import Foundation
import Raster

/// A heatmap laid out in a rectangle: square cells, as large as the width
/// and the height allow (up to a maximum pitch), the grid with its labels and
/// legend centred in what is left, row labels at its left (thinned when the
/// cells are smaller than a line of text), column labels above it and the
/// colour-scale legend under it (wrapped onto more lines when narrow).
///
/// A long grid can be laid out in bands: runs of columns stacked top to
/// bottom, each with its own row and column labels, all ending at the same
/// right edge (a two-year calendar: a band per year, the same weeks of the
/// year one above the other). When one strip would give larger cells (a very
/// wide, short frame), the bands are laid end to end instead; when another
/// given cut would (a year's calendar on a tall frame, in halves), it is taken.
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

    /// A run of columns laid out as one strip of the grid.
    public struct Band: Hashable, Sendable {
        /// The columns the band shows, left to right.
        public var columns: Range<Int>
        /// The rectangle of the band's cells.
        public var frame: Rect
    }

    /// The rectangle around all the cells (every band).
    public var gridFrame: Rect
    /// The bands, top to bottom (one when the grid is a single strip).
    public var bands: [Band]
    /// Distance between neighbouring cells' left edges.
    public var pitch: Float
    /// Distance between neighbouring cells' top edges (the same as `pitch`: cells are square).
    public var rowPitch: Float
    /// A cell's width: the pitch less the gap.
    public var cellSize: Float
    /// A cell's height: the same as its width.
    public var cellHeight: Float
    /// The column labels that fit, band by band, left to right (overlapping ones are left out).
    public var columnLabels: [Label]
    /// The row labels that fit, band by band, top to bottom.
    public var rowLabels: [Label]
    /// The colour-scale legend under the grid's right end: a swatch and a text per entry.
    public var legend: [(swatch: Rect, text: Label)]
    /// How cells are made whole pixels.
    var snap = Snap(pixelScale: nil)

    /// Cells of whole pixels: on a surface's pixel grid (`scale` device pixels a
    /// unit) from two pixels a cell, their gaps' halves too; without one (nil),
    /// whole units from 8 up, so smaller cells keep their share of the width.
    struct Snap: Sendable {
        var scale: Float
        var from: Float
        var onGrid: Bool

        init(pixelScale: Float?) {
            scale = pixelScale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1
            onGrid = pixelScale != nil
            from = onGrid ? 2 : 8
        }

        /// Whether a cell `length` units long is snapped.
        func applies(_ length: Float) -> Bool { length * scale >= from }
        /// `value` rounded to the grid.
        func nearest(_ value: Float) -> Float { (value * scale).rounded() / scale }
        /// `value` rounded down to the grid.
        func below(_ value: Float) -> Float { (value * scale).rounded(.down) / scale }
    }

    /// Lays out a `columns` × `rows` grid of cells in `frame`, with its labels and legend.
    ///
    /// `measure` gives a text's width and `textHeight` a line's height in layout units;
    /// `maximumPitch` caps the cell pitch; `legendTexts` are the colour-scale entries;
    /// `keyColumns` are columns whose labels are placed before the others, in that order;
    /// `bandStarts` are the columns that begin a new band (none: one strip);
    /// `alternativeBandStarts` are other cuts, taken instead when one gives clearly larger cells;
    /// `pixelScale` is the device pixels per layout unit (``Surface/pixelsPerUnit``): cells and
    /// gaps are whole pixels, so every one is drawn alike; nil (no pixel grid) makes whole units
    /// of cells of 8 units and more.
    public init(frame: Rect, columns: Int, rows: Int, columnLabels: [String?], rowLabels: [String?],
                gapFraction: Float, maximumPitch: Float, measure: (String) -> Float, textHeight: Float,
                legendTexts: [String] = [], keyColumns: [Int] = [], bandStarts: [Int] = [],
                alternativeBandStarts: [[Int]] = [], pixelScale: Float? = nil) {
        let snap = Snap(pixelScale: pixelScale)
        /// `value` on the pixel grid.
        let gap = max((textHeight * 0.5).rounded(), 4)
        let swatch = (textHeight * 0.9).rounded()
        let lines = HeatmapLayout.legendLines(legendTexts, width: frame.width, swatch: swatch, gap: gap, measure: measure)
        let lineHeight = max(textHeight, swatch)
        let legendHeight = lines.isEmpty ? 0 : Float(lines.count) * lineHeight + gap * 1.5
        let hasColumnLabels = columnLabels.prefix(columns).contains { !($0 ?? "").isEmpty }
        let sizing = Sizing(frame: frame, rows: rows, rowTexts: rowLabels.prefix(rows).map { $0 ?? "" },
                            top: hasColumnLabels ? textHeight + gap : 0, legendHeight: legendHeight, gap: gap,
                            maximumPitch: maximumPitch, textHeight: textHeight, snap: snap)
        // The bands as given (they read as runs the reader compares, a year over the year before),
        // unless one strip gives clearly larger cells (a wide, short frame).
        let given = HeatmapLayout.bandRanges(columns: columns, starts: bandStarts)
        var ranges = given
        // Cut for room rather than given, bands start at one left edge: a half-year reads from its first week.
        var alignsLeft = false
        var fit = sizing.fit(bands: given.count, length: given.map(\.count).max() ?? 0, measure: measure)
        if given.count > 1 {
            let strip = sizing.fit(bands: 1, length: max(columns, 0), measure: measure)
            // Bands that leave most of the width empty (a small, short frame) give way to a strip as large.
            let bandsWidth = fit.pitch * Float(given.map(\.count).max() ?? 0)
            if strip.pitch > fit.pitch * 1.25 || (bandsWidth < frame.width * 0.7 && strip.pitch >= fit.pitch) {
                (ranges, fit) = ([0..<max(columns, 0)], strip)
            }
        }
        // A tall frame leaves a strip's cells small and most of its height empty: another cut
        // (a year in halves) takes over when its cells are much larger (less, and small
        // frames would trade month names for cells).
        for starts in alternativeBandStarts {
            let other = HeatmapLayout.bandRanges(columns: columns, starts: starts)
            let otherFit = sizing.fit(bands: other.count, length: other.map(\.count).max() ?? 0, measure: measure)
            if otherFit.pitch > fit.pitch * 1.6 { (ranges, fit, alignsLeft) = (other, otherFit, true) }
        }
        let pitch = fit.pitch, top = sizing.top
        let length = Float(max(ranges.map(\.count).max() ?? 0, 1))
        let labelWidth = fit.shown.map { measure($0.text) }.max() ?? 0
        let left = labelWidth > 0 ? labelWidth + gap : 0
        let bandHeight = pitch * Float(max(rows, 1)), bandStep = snap.nearest(bandHeight + top + sizing.bandGap)
        let gridWidth = pitch * length, gridHeight = bandStep * Float(ranges.count - 1) + bandHeight
        let x0 = snap.nearest(frame.minX + (frame.width - left - gridWidth) / 2 + left)
        let y0 = snap.nearest(frame.minY + (frame.height - top - gridHeight - legendHeight) / 2 + top)
        gridFrame = Rect(x: x0, y: y0, width: gridWidth, height: gridHeight)
        // Every given band ends at the grid's right edge: a column is the same place in each band.
        bands = ranges.enumerated().map { k, range in
            Band(columns: range, frame: Rect(x: x0 + (alignsLeft ? 0 : length - Float(range.count)) * pitch, y: y0 + Float(k) * bandStep,
                                             width: Float(range.count) * pitch, height: bandHeight))
        }
        self.pitch = pitch
        self.rowPitch = pitch
        let gapWidth = snap.applies(pitch) ? max((pitch * snap.scale * gapFraction).rounded(), 1) / snap.scale
            : pitch * gapFraction
        self.snap = snap
        cellSize = max(pitch - gapWidth, 0)
        cellHeight = cellSize
        let banded = ranges.count > 1
        self.columnLabels = bands.flatMap { band in
            HeatmapLayout.bandColumnLabels(band, texts: columnLabels, keyColumns: keyColumns, pitch: pitch,
                                           right: min(band.frame.maxX + pitch * 2, frame.maxX), gap: gap,
                                           yearsFirst: banded, measure: measure)
        }
        legend = HeatmapLayout.placeLegend(lines, frame: frame, gridFrame: gridFrame, swatch: swatch,
                                           lineHeight: lineHeight, gap: gap)
        self.rowLabels = bands.flatMap { band in
            fit.shown.map { label in
                Label(index: label.index, text: label.text,
                      anchor: Point(x: band.frame.minX - gap, y: band.frame.minY + (Float(label.index) + 0.5) * pitch))
            }
        }
    }

    /// What sizes the cells: the frame less the labels, the legend and the space between bands.
    struct Sizing {
        var frame: Rect
        var rows: Int
        var rowTexts: [String]
        /// The height of a band's column labels over its cells.
        var top: Float
        var legendHeight: Float
        var gap: Float
        var maximumPitch: Float
        var textHeight: Float
        /// How cells are made whole pixels.
        var snap = Snap(pixelScale: nil)
        /// The space between a band's cells and the next band's column labels (those keep `gap` / 2 below them).
        var bandGap: Float { gap / 2 }

        /// The largest square pitch for `bands` bands of at most `length` columns, and the row labels
        /// kept at that pitch (thinned, which may free a little width for the cells).
        func fit(bands: Int, length: Int, measure: (String) -> Float) -> (pitch: Float, shown: [(index: Int, text: String)]) {
            let b = Float(max(bands, 1)), c = Float(max(length, 1)), r = Float(max(rows, 1))
            let down = (frame.height - legendHeight - b * top - (b - 1) * bandGap) / (b * r)
            var shown = HeatmapLayout.thinnedRows(rowTexts, pitch: down, textHeight: textHeight)
            var pitch: Float = 0
            for _ in 0..<2 {
                let labelWidth = shown.map { measure($0.text) }.max() ?? 0
                let left = labelWidth > 0 ? labelWidth + gap : 0
                pitch = max(min((frame.width - left) / c, down, maximumPitch), 0)
                // Whole device pixels per cell keep every cell and gap the same width: a
                // year's calendar at 240×160 (3.6 pixels a cell) drew uneven columns that ran together.
                if snap.applies(pitch) { pitch = snap.below(pitch) }
                let thinned = HeatmapLayout.thinnedRows(rowTexts, pitch: pitch, textHeight: textHeight)
                if thinned.map(\.index) == shown.map(\.index) { break }
                shown = thinned
            }
            return (pitch, shown)
        }
    }

    /// The runs of columns that `starts` cut `columns` into (starts outside the grid ignored).
    static func bandRanges(columns: Int, starts: [Int]) -> [Range<Int>] {
        let count = max(columns, 0)
        let cuts = [0] + Set(starts.filter { $0 > 0 && $0 < count }).sorted() + [count]
        return zip(cuts, cuts.dropFirst()).map { $0..<$1 }
    }

    /// The column labels of one band, placed over its cells (`keyColumns` of the band first).
    static func bandColumnLabels(_ band: Band, texts: [String?], keyColumns: [Int], pitch: Float, right: Float,
                                 gap: Float, yearsFirst: Bool = false, measure: (String) -> Float) -> [Label] {
        let lower = band.columns.lowerBound
        let own = band.columns.map { texts.indices.contains($0) ? texts[$0] : nil }
        let keys = keyColumns.filter { band.columns.contains($0) }.map { $0 - lower }
        return placeColumnLabels(own, keyColumns: keys, x0: band.frame.minX, pitch: pitch, right: right,
                                 y: band.frame.minY - gap / 2, gap: gap, yearsFirst: yearsFirst,
                                 measure: measure).map { label in
            var label = label
            label.index += lower
            return label
        }
    }

    /// The row labels that clear each other at `pitch`: every k-th of the given ones for the smallest
    /// k up to 3 that keeps a line's height between them, else the first and the last, else the first
    /// (a calendar at its smallest keeps "Mon" and "Sun").
    static func thinnedRows(_ texts: [String], pitch: Float, textHeight: Float) -> [(index: Int, text: String)] {
        let given = texts.enumerated().filter { !$0.element.isEmpty }.map { (index: $0.offset, text: $0.element) }
        guard given.count > 1, pitch > 0 else { return given }
        func apart(_ kept: [(index: Int, text: String)]) -> Bool {
            zip(kept, kept.dropFirst()).allSatisfy { Float($1.index - $0.index) * pitch >= textHeight }
        }
        for k in 1...3 {
            let kept = given.enumerated().filter { $0.offset % k == 0 }.map(\.element)
            if apart(kept) { return kept }
        }
        let ends = [given[0], given[given.count - 1]]
        return apart(ends) ? ends : [given[0]]
    }

    /// The legend's entries in lines no wider than `width`: as many on a line as fit, in order.
    /// An entry wider than a line on its own gets its words cut from the end ("no…").
    static func legendLines(_ texts: [String], width: Float, swatch: Float, gap: Float,
                            measure: (String) -> Float) -> [[(index: Int, text: String, width: Float)]] {
        var lines: [[(index: Int, text: String, width: Float)]] = []
        var line: [(index: Int, text: String, width: Float)] = []
        var used: Float = 0
        for (i, full) in texts.enumerated() {
            let room = max(width - swatch - gap / 2, 0)
            let text = measure(full) <= room ? full : shortened(full, to: room, measure: measure)
            let entry = swatch + gap / 2 + measure(text)
            let needed = line.isEmpty ? entry : used + gap * 1.5 + entry
            if needed > width, !line.isEmpty {
                lines.append(line)
                line = []
                used = entry
            } else {
                used = needed
            }
            line.append((i, text, measure(text)))
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` cut to fit `width`, with an ellipsis (nothing when fewer than three letters would stay:
    /// "S…" names nothing).
    static func shortened(_ text: String, to width: Float, measure: (String) -> Float) -> String {
        var characters = Array(text)
        while characters.count > 3 {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if measure(candidate) <= width { return candidate }
        }
        return ""
    }

    /// The legend's lines under the grid, each ending at the grid's right edge (like a calendar's
    /// "less … more" key), moved left as far as the frame needs to hold a line wider than the grid.
    static func placeLegend(_ lines: [[(index: Int, text: String, width: Float)]], frame: Rect, gridFrame: Rect,
                            swatch: Float, lineHeight: Float, gap: Float) -> [(swatch: Rect, text: Label)] {
        var placed: [(swatch: Rect, text: Label)] = []
        for (n, line) in lines.enumerated() {
            let width = line.reduce(0) { $0 + swatch + gap / 2 + $1.width } + gap * 1.5 * Float(max(line.count - 1, 0))
            let right = min(frame.maxX, max(gridFrame.maxX, frame.minX + width))
            var x = right - width
            let y = gridFrame.maxY + gap * 1.5 + Float(n) * lineHeight + (lineHeight - swatch) / 2
            for entry in line {
                let box = Rect(x: x, y: y, width: swatch, height: swatch)
                x += swatch + gap / 2
                placed.append((box, Label(index: entry.index, text: entry.text, anchor: Point(x: x, y: y + swatch / 2))))
                x += entry.width + gap * 1.5
            }
        }
        return placed
    }

    /// Column labels that clear each other: the leftmost key column's label in
    /// full (a band names its year at its start), then every other label as its
    /// first word (a calendar names each month before it names another year),
    /// the key columns first, then the others left to right; then the key
    /// columns' labels in full ("Jan 2026") where that still clears its neighbours.
    /// A label that does not fit even as its first word, or past `right`, is left out.
    /// With `yearsFirst` (bands, where each must say its year) every key label is placed in full
    /// before the months.
    static func placeColumnLabels(_ texts: [String?], keyColumns: [Int], x0: Float, pitch: Float, right: Float,
                                  y: Float, gap: Float, yearsFirst: Bool = false,
                                  measure: (String) -> Float) -> [Label] {
        var taken: [Int: (lo: Float, hi: Float)] = [:]
        var placed: [Int: String] = [:]
        let keys = keyColumns.filter { $0 >= 0 && $0 < texts.count }
        let rest = texts.indices.filter { !keys.contains($0) }
        func span(_ i: Int, _ text: String) -> (lo: Float, hi: Float) {
            let x = x0 + Float(i) * pitch
            return (x, x + measure(text) + gap)
        }
        func fits(_ i: Int, _ text: String) -> Bool {
            let s = span(i, text)
            return s.hi - gap <= right && !taken.contains { $0.key != i && $0.value.lo < s.hi && s.lo < $0.value.hi }
        }
        // The leftmost key label in full first: a band names its year at its start.
        let nextLabelled = keys.min().flatMap { lead in texts.indices.first { $0 > lead && !(texts[$0] ?? "").isEmpty } }
        if let lead = keys.min(), let full = texts[lead], !full.isEmpty, fits(lead, full),
           nextLabelled.map({ span(lead, full).hi <= x0 + Float($0) * pitch }) ?? true {
            taken[lead] = span(lead, full)
            placed[lead] = full
        }
        for i in yearsFirst ? keys : [] {
            guard placed[i] == nil, let full = texts[i], !full.isEmpty, fits(i, full) else { continue }
            taken[i] = span(i, full)
            placed[i] = full
        }
        for i in keys + rest {
            guard let full = texts[i], !full.isEmpty else { continue }
            let first = full.split(separator: " ").first.map(String.init) ?? full
            guard placed[i] == nil, fits(i, first) else { continue }
            taken[i] = span(i, first)
            placed[i] = first
        }
        for i in keys {
            guard let full = texts[i], placed[i] != nil, placed[i] != full, fits(i, full) else { continue }
            taken[i] = span(i, full)
            placed[i] = full
        }
        return placed.keys.sorted().map { i in
            Label(index: i, text: placed[i] ?? "", anchor: Point(x: x0 + Float(i) * pitch, y: y))
        }
    }

    /// The rectangle of the cell at `column`, `row`.
    public func cellRect(column: Int, row: Int) -> Rect {
        // On whole-pixel cells, a whole-pixel offset: half an odd gap put every edge on a half pixel,
        // and cells drawn there ran together.
        let offset = snap.onGrid && snap.applies(pitch) ? snap.below((pitch - cellSize) / 2) : (pitch - cellSize) / 2
        let band = bands.first { $0.columns.contains(column) } ?? bands.last
        let x0 = band.map { $0.frame.minX - Float($0.columns.lowerBound) * pitch } ?? gridFrame.minX
        let y0 = band?.frame.minY ?? gridFrame.minY
        return Rect(x: x0 + Float(column) * pitch + offset, y: y0 + Float(row) * rowPitch + offset,
                    width: cellSize, height: cellHeight)
    }

    /// The cell under a point, if any (for tests and hit testing).
    public func cell(at point: Point) -> HeatmapCell? {
        guard pitch > 0, rowPitch > 0, let band = bands.first(where: { $0.frame.contains(point) }) else { return nil }
        let c = Int(((point.x - band.frame.minX) / pitch).rounded(.down))
        let r = Int(((point.y - band.frame.minY) / rowPitch).rounded(.down))
        return HeatmapCell(column: band.columns.lowerBound + c, row: r)
    }
}
