import Reports
import Charts
import Workouts
import Raster

/// A chart drawn with Unicode block characters, for terminals that cannot
/// show images: a row per bar (a day, an exercise), or a sparkline for a
/// series over time.
struct BlockChart: Sendable {
    /// One part of a row's bar.
    struct Segment: Sendable {
        /// The series' name (the exercise's), for the legend.
        var name: String
        /// The value it stands for; its length is in proportion.
        var value: Double
        /// The colour to draw it in; nil draws it in shades.
        var color: Color?
        /// Which series it belongs to (its legend entry): without colour,
        /// series are told apart by shade (█ ▓ ▒ ░ ▚ ▞ ▙ ▟, then again).
        var series: Int
        /// A segment of `value` for series number `series`.
        init(name: String, value: Double, color: Color? = nil, series: Int = 0) {
            self.name = name
            self.value = value
            self.color = color
            self.series = series
        }
    }

    /// A legend entry: the series' swatch and text.
    struct LegendEntry: Sendable {
        /// The series' name and total ("Squat 4,200 kg").
        var text: String
        /// The swatch's colour; nil: the series' shade.
        var color: Color?
        /// An entry reading `text`, with `color`'s swatch.
        init(text: String, color: Color? = nil) {
            self.text = text
            self.color = color
        }
    }

    /// One bar: a day or an exercise.
    struct Row: Sendable {
        /// Printed before the bar ("Mon 16", "Squat").
        var label: String
        /// Stacked from the left; negative and non-finite values count as zero.
        var segments: [Segment]
        /// Printed after the bar ("1,240 kg"); empty for an empty row.
        var valueText: String
        /// A bar labelled `label`, made of `segments`, followed by `valueText`.
        init(label: String, segments: [Segment], valueText: String) {
            self.label = label
            self.segments = segments
            self.valueText = valueText
        }
        var total: Double { segments.reduce(0) { $0 + BlockChart.clean($1.value) } }
    }

    /// The chart's title, printed first.
    var title: String
    /// The bars, top to bottom; the longest fills the bar width.
    var rows: [Row]
    /// A sparkline instead of rows (progress charts), with its caption.
    var series: [Double]?
    /// A calendar grid instead of rows (weeks across, weekdays down).
    var calendar: CalendarGrid?
    /// One entry per series of stacked rows, in series order.
    var legend: [LegendEntry]
    /// Lines printed under the chart (the series' range).
    var notes: [String]

    /// A chart of `rows`, or of `series` as a sparkline, with its legend and notes.
    init(title: String, rows: [Row] = [], series: [Double]? = nil, legend: [LegendEntry] = [],
                notes: [String] = []) {
        self.title = title
        self.rows = rows
        self.series = series
        self.legend = legend
        self.notes = notes
    }

    /// Eighth blocks, from one eighth of a cell to a full cell.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    /// Sparkline heights, lowest to highest.
    static let heights: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Shades that tell series apart when there is no colour.
    static let shades: [Character] = ["█", "▓", "▒", "░", "▚", "▞", "▙", "▟"]

    /// The chart in at most `width` columns; with `color`, each segment in its
    /// colour (24-bit ANSI), else plain blocks.
    func render(width: Int = 80, color: Bool = false) -> String {
        var lines = [title]
        if let calendar {
            lines += calendar.render(width: width)
        } else if let series {
            lines.append(Self.sparkline(series, width: max(8, width - 2)))
        } else if rows.isEmpty || rows.allSatisfy({ $0.total == 0 }) {
            lines.append("  No data")
        } else {
            lines += renderRows(width: width, color: color)
        }
        for (index, entry) in legend.enumerated() {
            let swatch = color ? "█" : String(Self.shades[index % Self.shades.count])
            lines.append("  " + Self.painted(swatch, entry.color, color: color) + " " + entry.text)
        }
        lines += notes.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private func renderRows(width: Int, color: Bool) -> [String] {
        let labelWidth = rows.map { TerminalWidth.of($0.label) }.max() ?? 0
        let valueWidth = rows.map(\.valueText.count).max() ?? 0
        let barWidth = max(10, min(100, width - labelWidth - valueWidth - 6))
        let largest = rows.map(\.total).max() ?? 0
        return rows.map { row in
            let pad = String(repeating: " ", count: max(0, labelWidth - TerminalWidth.of(row.label)))
            let bar = largest > 0 ? bar(row, cells: barWidth, largest: largest, color: color) : (text: "", cells: 0)
            let gap = String(repeating: " ", count: barWidth - bar.cells + 1)
            var line = "  \(row.label)\(pad) │\(bar.text)\(gap)\(row.valueText)"
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The row's bar and how many cells it takes. Each whole cell takes the
    /// colour of the segment under its middle; the last, partial cell the
    /// colour of the top segment.
    private func bar(_ row: Row, cells: Int, largest: Double, color: Bool) -> (text: String, cells: Int) {
        let total = row.total
        let units = Int(max(0, min(Double(cells * 8), (total / largest * Double(cells * 8)).rounded())))
        let whole = units / 8, partial = units % 8
        var ends: [Double] = []
        var running = 0.0
        for segment in row.segments {
            running += Self.clean(segment.value)
            ends.append(running / largest * Double(cells))
        }
        func segmentIndex(at position: Double) -> Int {
            ends.firstIndex { position < $0 } ?? max(0, row.segments.count - 1)
        }
        var text = ""
        var current: Int? = nil
        func append(_ character: Character, segment: Int) {
            if color, current != segment, let rgb = row.segments.indices.contains(segment) ? row.segments[segment].color : nil {
                text += "\u{1B}[38;2;\(rgb.red);\(rgb.green);\(rgb.blue)m"
                current = segment
            }
            text.append(character)
        }
        func fill(_ segment: Int) -> Character {
            guard !color, row.segments.indices.contains(segment) else { return "█" }
            return Self.shades[row.segments[segment].series % Self.shades.count]
        }
        for cell in 0..<whole {
            let segment = segmentIndex(at: Double(cell) + 0.5)
            append(fill(segment), segment: segment)
        }
        if partial > 0 { append(Self.eighths[partial - 1], segment: row.segments.count - 1) }
        if color, current != nil { text += "\u{1B}[39m" }
        return (text, whole + (partial > 0 ? 1 : 0))
    }

    /// A line of heights from the smallest value to the largest, the last
    /// `width` values when there are more.
    static func sparkline(_ values: [Double], width: Int) -> String {
        let shown = values.suffix(width).map(clean)
        guard let low = shown.min(), let high = shown.max() else { return "  No data" }
        let span = high - low
        return "  " + String(shown.map { value in
            let level = span > 0 ? Int(((value - low) / span * 7).rounded()) : 3
            return heights[max(0, min(7, level))]
        })
    }

    static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

    static func painted(_ text: String, _ rgb: Color?, color: Bool) -> String {
        guard color, let rgb else { return text }
        return "\u{1B}[38;2;\(rgb.red);\(rgb.green);\(rgb.blue)m\(text)\u{1B}[39m"
    }
}
