import Workouts

/// A training calendar for the terminal, drawn as the image draws it: a
/// column per week, a row per weekday, each day a character shaded by its
/// value ("·" a rest day, " " a day outside the period), month names over
/// the weeks they start in.
struct CalendarGrid: Sendable {
    /// The weekdays' names, top to bottom ("Mon" … "Sun").
    var weekdays: [String]
    /// The weeks, left to right; each holds its seven days' values (nil: outside the period).
    var weeks: [[Double?]]
    /// A month name over the week it starts in, else nil; one per week.
    var monthLabels: [String?]

    /// A grid of `weeks` (seven values each) with its weekday and month names.
    init(weekdays: [String], weeks: [[Double?]], monthLabels: [String?]) {
        self.weekdays = weekdays
        self.weeks = weeks
        self.monthLabels = monthLabels
    }

    /// Shades from the lightest training day to the heaviest.
    static let shades: [Character] = ["░", "▒", "▓", "█"]

    /// The grid in at most `width` columns: the latest weeks when not all fit.
    func render(width: Int) -> [String] {
        let labelWidth = weekdays.map { TerminalWidth.of($0) }.max() ?? 0
        let room = max(4, width - labelWidth - 4)
        let first = max(0, weeks.count - room)
        let shown = Array(weeks[first...])
        let months = Array(monthLabels.dropFirst(first))
        let largest = shown.flatMap { $0.compactMap { $0 } }.max() ?? 0
        var header = [Character](repeating: " ", count: shown.count)
        var free = 0
        for (i, label) in months.enumerated() {
            guard let label, i >= free, i + label.count <= shown.count else { continue }
            for (k, c) in label.enumerated() { header[i + k] = c }
            free = i + label.count + 1
        }
        let indent = String(repeating: " ", count: labelWidth + 4)
        var top = indent + String(header)
        while top.last == " " { top.removeLast() }
        var lines = [top]
        for (row, name) in weekdays.enumerated() {
            let pad = String(repeating: " ", count: max(0, labelWidth - TerminalWidth.of(name)))
            let cells = shown.map { week -> Character in
                guard row < week.count, let value = week[row] else { return " " }
                guard value > 0, largest > 0 else { return "·" }
                let level = Int((value / largest * Double(Self.shades.count)).rounded(.up))
                return Self.shades[max(1, min(Self.shades.count, level)) - 1]
            }
            var line = "  \(name)\(pad) │" + String(cells)
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        let legend = "  · rest  " + Self.shades.map(String.init).joined(separator: " ") + " less → more"
        return lines + [legend]
    }
}
