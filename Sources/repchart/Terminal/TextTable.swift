import Workouts
/// A plain aligned text table: a header row and columns separated by two spaces.
struct TextTable: Sendable {
    enum Alignment: Sendable { case left, right }

    struct Column: Sendable {
        var title: String
        var alignment: Alignment
        init(_ title: String, _ alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    var columns: [Column]
    var rows: [[String]] = []
    /// Put before every line (e.g. two spaces under a heading).
    var indent: String = ""

    init(columns: [Column], indent: String = "") {
        self.columns = columns
        self.indent = indent
    }

    /// Adds a row; control characters in its cells are escaped (see
    /// `TerminalEscaping`), colour codes kept, so every row stays one line.
    mutating func append(_ row: [String]) { rows.append(row.map { TerminalEscaping.escaped($0, colors: true) }) }

    /// The table as lines joined by "\n", with no trailing spaces.
    func render() -> String {
        render(widths: columnWidths(), header: true)
    }

    /// Each column's width: its widest cell or title, in terminal columns
    /// (ベンチプレス takes 12).
    func columnWidths() -> [Int] {
        var widths = columns.map { TerminalWidth.of($0.title) }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], TerminalWidth.of(cell))
            }
        }
        return widths
    }

    /// The rows (after the header when `header`) padded to `widths`, one per
    /// column: how a table printed in blocks keeps one alignment.
    func render(widths: [Int], header: Bool) -> String {
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (index, column) in columns.enumerated() {
                let cell = index < cells.count ? cells[index] : ""
                parts.append(TerminalWidth.padded(cell, to: widths[index], alignment: column.alignment))
            }
            var text = indent + parts.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        return ((header ? [line(columns.map(\.title))] : []) + rows.map(line)).joined(separator: "\n")
    }
}

extension TerminalWidth {
    /// `text` followed by spaces up to `columns` (never cut).
    static func padded(_ text: String, to columns: Int, alignment: TextTable.Alignment = .left) -> String {
        let padding = String(repeating: " ", count: max(0, columns - of(text)))
        return alignment == .left ? text + padding : padding + text
    }
}
