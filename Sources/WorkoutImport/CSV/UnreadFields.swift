import Basics
import WorkoutModel
import WorkoutStorage

/// Counts, per column, the rows whose text the reader could not read at all
/// (a date, number or unit in a form it does not know). A few such rows are
/// typos, skipped and listed; more than `allowed(rows:)` in one column means
/// the reader misreads the file, which is then refused whole rather than
/// imported in part.
struct UnreadFields {
    private struct Column {
        var rows = 0
        var examples: [(text: String, line: Int)] = []
    }

    private var columns: [Int: Column] = [:]

    /// Notes the columns of `row` that `problems` found unreadable; true when there was one.
    mutating func add(_ row: CSVRow, _ problems: ProblemLog) -> Bool {
        var seen = Set<Int>()
        for column in problems.unreadColumns where seen.insert(column).inserted {
            var entry = columns[column, default: Column()]
            entry.rows += 1
            if entry.examples.count < 2 {
                let text = column < row.fields.count ? row.fields[column].trimmingSpaces : ""
                entry.examples.append((text, row.line))
            }
            columns[column] = entry
        }
        return !seen.isEmpty
    }

    /// Unreadable rows one column may have before the file is refused: 1 % of
    /// the rows or 20, whichever is smaller, and always at least one (a lone typo).
    static func allowed(rows: Int) -> Int {
        max(1, min(rows / 100, 20))
    }

    /// The refusal when some column failed to read on too many of `rows`:
    /// which column, on how many rows, two examples, and what would help
    /// (`unitGiven`: `--unit` was passed, so suggesting it cannot help).
    func refusal(rows: Int, header: CSVHeader, uses: [Int: ColumnUse], unitGiven: Bool, file: String) -> ImportError? {
        let allowed = UnreadFields.allowed(rows: rows)
        guard let (index, column) = columns.filter({ $0.value.rows > allowed })
            .max(by: { ($0.value.rows, -$0.key) < ($1.value.rows, -$1.key) }) else { return nil }
        let name = index < header.names.count ? header.names[index] : "column \(index + 1)"
        let examples = column.examples.map { "\(QuotedInput.quoted($0.text)) (line \($0.line))" }
            .joined(separator: " and ")
        let problem = ImportProblemKind.columnUnread(column: name, failed: column.rows, rows: rows, examples: examples,
                                                     field: uses[index]?.field, unitGiven: unitGiven)
        return ImportError(file: file, problem, at: SourceLocation(line: header.line, column: 1))
    }
}
