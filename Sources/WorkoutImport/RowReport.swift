import WorkoutModel
import WorkoutStorage

/// Why a row that holds no set was passed over.
package enum SkippedRow: CaseIterable, Hashable, Sendable {
    /// Strong's rest timer rows ("Rest Timer", or the word in the app's language).
    case restTimer
    /// Note rows, which hold text for a workout but no set.
    case note
    /// A set the format itself marks as not done (GymBook's `Saltato`,
    /// Liftosaur's planned set without completed reps): never a sign that a
    /// column was misread.
    case notDone
    /// No reps, time or distance: a set planned and never done.
    case noWork
    /// The header line again, further down: another export joined on
    /// (`cat march-4.csv march-6.csv`), whose sets are numbered afresh.
    case repeatedHeader

    /// "1 rest timer row", "3 rest timer rows".
    package func counted(_ count: Int) -> String {
        switch self {
        case .restTimer: Format.count(count, "rest timer row")
        case .note: Format.count(count, "note row")
        case .notDone: Format.count(count, "set marked not done", plural: "sets marked not done")
        case .noWork: Format.count(count, "row without reps, time or distance", plural: "rows without reps, time or distance")
        case .repeatedHeader: Format.count(count, "repeated header line")
        }
    }
}

/// The rows of a file that were not imported: those that hold no set,
/// counted by reason, and those with impossible values (a typo of 877777
/// reps, a negative weight, a date that does not exist), each reported
/// where it is. `--strict` refuses the file for the second kind instead.
package struct RowReport: Hashable, Sendable {
    /// Rows that hold no set, by reason.
    package var skipped: [SkippedRow: Int] = [:]
    /// Rows left out for impossible values (a typo of 877777 reps).
    package var rejectedRows = 0
    /// Rows left out because a value could not be read at all (a date or
    /// number in a form the reader does not know); too many refuse the file.
    package var unreadableRows = 0
    /// Fields whose quoting the app itself broke (Strong's `""bro curls""`
    /// in an unquoted field), read as the text between the quotes.
    package var mendedFields = 0
    /// Rows whose exercise name held an unquoted comma (FitNotes' `Overhead
    /// Press (Each Side, Dumbbells)`), its two parts joined again.
    package var namesRejoined = 0
    /// Columns of a Strong file read by their place, not their names: said,
    /// as a guess the file's own header did not make.
    package var columnsByPlace: ColumnsByPlace?
    /// Lines where a workout is met again after others: another export joined
    /// on without its header line, read as after a repeated header.
    package var exportsJoined = NotedLines()
    /// The first `ImportError.limit` problems of those rows, in file order.
    package var problems: [ImportProblem] = []
    /// Problems beyond `problems`.
    package var moreProblems = 0

    /// An empty report: nothing skipped, nothing wrong.
    package init() {}

    /// All rows that hold no set.
    package var skippedCount: Int { skipped.values.reduce(0, +) }

    /// `3 rest timer rows, 2 rows without reps, time or distance`.
    package var skippedText: String {
        SkippedRow.allCases.compactMap { reason in skipped[reason].map { reason.counted($0) } }
            .joined(separator: ", ")
    }

    /// The rejected rows' problems, one `file:line:column: what` line each,
    /// then `and N more problems`.
    package func problemLines(file: String) -> [String] {
        guard !problems.isEmpty else { return [] }
        return ImportError(file: file, problems: problems, moreCount: moreProblems).description
            .split(separator: "\n").map(String.init)
    }

    mutating func add(_ log: ProblemLog, rows: Int, unreadable: Int = 0) {
        var all = ProblemLog()
        for problem in problems { all.add(problem) }
        all = all.merged(with: log)
        problems = all.kept
        moreProblems += all.dropped
        rejectedRows += rows
        unreadableRows += unreadable
    }

    /// All rows left out for their values, of both kinds.
    package var leftOutRows: Int { rejectedRows + unreadableRows }
}

/// Columns a Strong file's rows were read by their place in one of Strong's
/// layouts (`StrongLayout`): the file has no header line, or names in a
/// language RepChart does not know.
package struct ColumnsByPlace: Hashable, Sendable {
    /// Columns read by place.
    package var columns: Int
    /// Columns of the layout.
    package var of: Int
    /// The file has no header line: every column is read by place.
    package var noHeaderLine: Bool

    /// "no header line: its 13 columns read by their places in Strong's layout".
    package var text: String {
        noHeaderLine ? "no header line: its \(of) columns read by their places in Strong's layout"
            : "\(columns) of \(of) column names not known: read by their places in Strong's layout"
    }
}
