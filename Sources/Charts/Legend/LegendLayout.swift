import Raster
import Typeset

/// Where each legend entry goes in a grid of swatches and names.
///
/// Pure geometry: it takes a text-measuring function, so it can be computed
/// (and tested) without fonts.
struct LegendLayout: Hashable, Sendable {
    /// One entry's place, relative to the legend's top-left corner.
    struct Entry: Hashable, Sendable {
        var index: Int
        var row: Int
        var column: Int
        var swatch: Rect
        /// Left end of the text's baseline box: the text is vertically centred on `swatch`.
        var textOrigin: Point
        /// The text as drawn (shortened with "…" when it had to be).
        var text: String
        var frame: Rect
        /// The last entry of a legend cut to fit ("+12 more"): text only, no swatch.
        var isSummary = false
    }

    var rows: Int
    var columns: Int
    var size: Size
    var entries: [Entry]

    /// True when an entry is drawn shorter than its text in `texts`, or left out ("+2 more").
    func shortensAnEntry(of texts: [String]) -> Bool {
        entries.contains { $0.isSummary || !texts.indices.contains($0.index) || $0.text != texts[$0.index] } || entries.count < texts.count
    }

    /// How entries fill the grid: along rows (legends above or below a plot)
    /// or down columns (legends beside it).
    enum Order: Hashable, Sendable { case rowMajor, columnMajor }

    /// Metrics of the grid.
    struct Metrics: Hashable, Sendable {
        var lineHeight: Float
        var swatchSize: Float
        var swatchGap: Float
        var columnGap: Float
        var rowGap: Float

        init(lineHeight: Float, swatchSize: Float, swatchGap: Float, columnGap: Float, rowGap: Float) {
            self.lineHeight = lineHeight; self.swatchSize = swatchSize; self.swatchGap = swatchGap
            self.columnGap = columnGap; self.rowGap = rowGap
        }

        /// Proportions for text of `fontSize`.
        init(fontSize: Float, lineHeight: Float) {
            self.init(lineHeight: lineHeight, swatchSize: (fontSize * 0.85).rounded(),
                      swatchGap: (fontSize * 0.5).rounded(), columnGap: (fontSize * 1.5).rounded(),
                      rowGap: (fontSize * 0.4).rounded())
        }
    }

    /// Lays out `texts` in a grid no wider than `maxWidth` and (when it can) no
    /// taller than `maxHeight`.
    ///
    /// With `columns` or `rows` given, that count is used. Otherwise
    /// `.rowMajor` takes as many columns as fit the width (a legend above or
    /// below the plot) and `.columnMajor` as few columns as fit the height (a
    /// legend beside it). Texts wider than the available width are shortened with "…".
    /// When even so the grid would be taller than `maxHeight`, the entries that
    /// fit are kept and the last place says how many were left out ("+12 more"),
    /// so a legend never runs off the image: the entries of most `weights`
    /// (one per text, `LegendEntry.weight`; none weighs most), in their order,
    /// else the first ones.
    /// `sharesFirst` cuts an amount before a percentage (a pie's legend).
    static func make(texts: [String], measure: (String) -> Float, metrics m: Metrics,
                            maxWidth: Float, maxHeight: Float, order: Order,
                            columns: Int? = nil, rows: Int? = nil, sharesFirst: Bool = false,
                            weights: [Double?] = []) -> LegendLayout {
        let n = texts.count
        guard n > 0 else { return LegendLayout(rows: 0, columns: 0, size: .zero, entries: []) }
        let rowHeight = max(m.lineHeight, m.swatchSize)
        let textRoom = max(maxWidth - m.swatchSize - m.swatchGap, 0)
        var shown = texts
        var widths = texts.map(measure)
        for i in 0..<n where widths[i] > textRoom {
            shown[i] = TextFitting.truncateKeepingValue(texts[i], toWidth: textRoom, sharesFirst: sharesFirst,
                                                        measure: measure)
            widths[i] = measure(shown[i])
        }
        // One form for the whole legend: when an entry had to leave out its share ("Bench Press
        // 600 kg" under "Squat 2,813 kg (66.0%)"), the others leave theirs out too, so no entry
        // seems to have none. A pie's legend (`sharesFirst`) leaves out amounts instead:
        // "Hamstrings 11.1%" under "Glutes 48 (14.5%)" becomes "Glutes 14.5%" over it.
        let uniform: (String) -> String? = { text in
            sharesFirst ? TextFitting.shareOnly(text) : TextFitting.withoutShare(text)
        }
        let leftOut: (Int) -> Bool = { i in
            guard uniform(texts[i]) != nil, shown[i] != texts[i] else { return false }
            return sharesFirst ? shown[i].hasSuffix("%") && !shown[i].hasSuffix("%)") : uniform(shown[i]) == nil
        }
        if texts.indices.contains(where: leftOut) {
            for i in 0..<n {
                if let same = uniform(shown[i]) {
                    shown[i] = same
                    widths[i] = measure(same)
                }
            }
        }
        // And when an entry had to leave out its amount ("Shoulder Press" under "Squat 1,932 kg"),
        // or in a pie its share ("Leg Press" over "Squat 8.1%") or most of its name ("Ben… 7.0%"
        // for both Bench Press and Bent Over Row), every entry is its name alone, as much as fits.
        let lostOrCut: (Int) -> Bool = { i in
            guard TextFitting.nameOnly(texts[i]) != nil else { return false }
            if !sharesFirst { return TextFitting.nameOnly(shown[i]) == nil }
            return !shown[i].hasSuffix("%") && !shown[i].hasSuffix("%)") || TextFitting.isStub(shown[i])
        }
        if texts.indices.contains(where: lostOrCut) {
            for i in 0..<n {
                guard let name = TextFitting.nameOnly(texts[i]) else { continue }
                shown[i] = measure(name) <= textRoom ? name : TextFitting.truncate(name, toWidth: textRoom, measure: measure)
                widths[i] = measure(shown[i])
            }
        }
        // A name without its aside can read as another's ("Bench Press 2,000 kg" for Barbell and
        // for Dumbbell): those entries take their asides back, shortened, in the form the legend
        // settled on above ("Bench Press (B…) 2,000 kg", "Squat (Dum…) 7.5%", "Squat (Dum…)").
        // Grouped by first word: "Squat" beside "Squat (Barbell)" and "Bench…" beside "Bench Press" read alike too.
        let firstWord: (String) -> String = { text in
            String(TextFitting.nameAndTail(text).name.split(separator: " ").first ?? "").replacingOccurrences(of: "…", with: "")
        }
        let readers = Dictionary(grouping: texts.indices, by: { firstWord(shown[$0]) })
        for (_, alike) in readers where alike.count > 1
            && Set(alike.map { TextFitting.nameAndTail(texts[$0]).name }).count > 1 {
            for i in alike where shown[i] != texts[i] {
                let tail = TextFitting.nameAndTail(shown[i]).tail
                guard let cut = TextFitting.cuttingAside(TextFitting.nameAndTail(texts[i]).name,
                                                         toWidth: textRoom - measure(tail), measure: measure)
                else { continue }
                shown[i] = cut + tail
                widths[i] = measure(shown[i])
            }
        }
        let grid = Grid(entryWidths: widths.map { m.swatchSize + m.swatchGap + $0 }, order: order, metrics: m,
                        rowHeight: rowHeight)
        let chosen = grid.columnCount(maxWidth: maxWidth, maxHeight: maxHeight, columns: columns, rows: rows)
        let g = grid.measure(columns: chosen)
        let fittingRows = max(1, Int(((maxHeight + m.rowGap) / (rowHeight + m.rowGap)).rounded(.down)))
        if columns == nil, rows == nil, maxHeight > 0, g.rows > fittingRows, n > 1 {
            let capacity = max(1, fittingRows * chosen)
            // The heaviest entries when all are weighed (a stack's legend lists its top, often
            // its smallest series, first: "+7 more" hid the Glutes and Quads), else the first.
            // An entry without a weight (a limit band's) stays before any weighed one.
            var picked = Array(0..<(capacity - 1))
            if weights.count == n, weights.contains(where: { $0 != nil }) {
                let held = weights.map { $0 ?? .infinity }
                picked = texts.indices.sorted { held[$0] != held[$1] ? held[$0] > held[$1] : $0 < $1 }
                    .prefix(capacity - 1).sorted()
            }
            let kept = picked.map { texts[$0] }
            var cut = make(texts: kept + ["+\(n - kept.count) more"], measure: measure, metrics: m,
                           maxWidth: maxWidth, maxHeight: maxHeight, order: order, columns: chosen,
                           sharesFirst: sharesFirst)
            for e in cut.entries.indices where picked.indices.contains(cut.entries[e].index) {
                cut.entries[e].index = picked[cut.entries[e].index]
            }
            if let last = cut.entries.indices.last {
                cut.entries[last].index = n
                cut.entries[last].isSummary = true
                cut.entries[last].text = TextFitting.truncate("+\(n - kept.count) more", toWidth: textRoom + m.swatchSize + m.swatchGap, measure: measure)
            }
            return cut
        }
        return grid.layout(shown, columns: chosen)
    }

    /// Entries measured for a grid: how many columns to use and where each entry goes.
    struct Grid {
        var entryWidths: [Float]
        var order: Order
        var metrics: Metrics
        var rowHeight: Float
        var count: Int { entryWidths.count }

        /// Rows and column widths with `c` columns.
        func measure(columns c: Int) -> (rows: Int, widths: [Float]) {
            let r = (count + c - 1) / c
            var columnWidths = [Float](repeating: 0, count: c)
            for i in 0..<count {
                let column = order == .rowMajor ? i % c : i / r
                if column < c { columnWidths[column] = max(columnWidths[column], entryWidths[i]) }
            }
            return (r, columnWidths)
        }

        func totalWidth(_ ws: [Float]) -> Float {
            ws.reduce(0, +) + metrics.columnGap * Float(max(ws.filter { $0 > 0 }.count - 1, 0))
        }

        func height(rows r: Int) -> Float { Float(r) * rowHeight + Float(max(r - 1, 0)) * metrics.rowGap }

        /// The columns asked for, else as many as fit the width (rows first) or as few as fit the height.
        func columnCount(maxWidth: Float, maxHeight: Float, columns: Int?, rows: Int?) -> Int {
            let n = count
            if let columns { return max(1, min(columns, n)) }
            if let rows { return max(1, (n + max(rows, 1) - 1) / max(rows, 1)) }
            var chosen = 1
            if order == .rowMajor {
                for c in stride(from: n, through: 1, by: -1) where totalWidth(measure(columns: c).widths) <= maxWidth {
                    chosen = c
                    break
                }
            } else {
                for c in 1...n {
                    let g = measure(columns: c)
                    if totalWidth(g.widths) > maxWidth { break }
                    chosen = c
                    if height(rows: g.rows) <= maxHeight { break }
                }
            }
            return chosen
        }

        /// The legend with `texts` placed in `chosen` columns.
        func layout(_ texts: [String], columns chosen: Int) -> LegendLayout {
            let g = measure(columns: chosen), m = metrics
            var xs: [Float] = []
            var x: Float = 0
            for w in g.widths {
                xs.append(x)
                x += w + m.columnGap
            }
            var entries: [Entry] = []
            entries.reserveCapacity(count)
            for i in 0..<count {
                let row = order == .rowMajor ? i / chosen : i % g.rows
                let column = order == .rowMajor ? i % chosen : i / g.rows
                let y = Float(row) * (rowHeight + m.rowGap)
                let swatch = Rect(x: xs[column], y: y + (rowHeight - m.swatchSize) / 2,
                                  width: m.swatchSize, height: m.swatchSize)
                let frame = Rect(x: xs[column], y: y, width: entryWidths[i], height: rowHeight)
                entries.append(Entry(index: i, row: row, column: column, swatch: swatch,
                                     textOrigin: Point(x: swatch.maxX + m.swatchGap, y: y + rowHeight / 2),
                                     text: texts[i], frame: frame))
            }
            return LegendLayout(rows: g.rows, columns: chosen,
                                size: Size(width: totalWidth(g.widths), height: height(rows: g.rows)),
                                entries: entries)
        }
    }
}
