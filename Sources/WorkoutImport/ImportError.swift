import Basics
import WorkoutModel
import WorkoutStorage

/// Where in an input file a problem was found: a line and column for text
/// formats, plus a JSON path (`$.sets[3].reps`) for JSON.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column where the value starts, from 1, counted in Unicode scalars.
    package var column: Int
    /// The JSON path of the value, when the file is JSON.
    package var path: String? {
        get { explicitPath ?? setIndex.map { "$.sets[\($0)]" } }
        set { explicitPath = newValue; setIndex = nil }
    }
    private var explicitPath: String?
    /// `$.sets[i]`, kept as a number so a million sets make no path strings.
    private var setIndex: Int?

    /// A place at `line` and `column`, with the JSON `path` when the file is JSON.
    package init(line: Int, column: Int, path: String? = nil) {
        self.line = line
        self.column = column
        explicitPath = path
    }

    init(line: Int, column: Int, setIndex: Int) {
        self.line = line
        self.column = column
        self.setIndex = setIndex
    }

    /// `12:5` or `12:5 ($.sets[3].reps)`.
    package var description: String {
        let position = "\(line):\(column)"
        guard let path else { return position }
        return "\(position) (\(QuotedInput.clipped(path)))"
    }
}

/// One thing wrong with an input file.
package struct ImportProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where it was found; nil for the file as a whole.
    package var location: SourceLocation?
    /// Which problem it is, with the values that caused it.
    package var kind: ImportProblemKind

    /// What is wrong and, where it helps, how to fix it, in the import's terms
    /// (no flag: a command line words `kind` with its own).
    package var message: String { kind.description }

    /// A problem of `kind` found at `location`.
    package init(_ kind: ImportProblemKind, at location: SourceLocation?) {
        self.kind = kind
        self.location = location
    }

    package var description: String {
        guard let location else { return message }
        return "\(location): \(message)"
    }
}

/// Why an import was refused. Nothing was written when this is thrown.
///
/// Printed as one line per problem, each naming the file and where:
/// `strong.csv:14:5: weight "8O" is not a number`, at most
/// `ImportError.limit` of them, then `and N more problems`.
package struct ImportError: Error, Sendable, CustomStringConvertible {
    /// Problems kept for the message; more are only counted.
    package static let limit = 20

    /// The input file, as named on the command line.
    package var file: String
    /// The first problems found, at most `limit`, in file order.
    package var problems: [ImportProblem]
    /// How many problems were found beyond `problems`.
    package var moreCount: Int

    /// A refusal of `file` for `problems`, plus `moreCount` not listed.
    package init(file: String, problems: [ImportProblem], moreCount: Int = 0) {
        self.file = file
        self.problems = problems
        self.moreCount = moreCount
    }

    /// A refusal of `file` for one problem of `kind` at `location`.
    package init(file: String, _ kind: ImportProblemKind, at location: SourceLocation? = nil) {
        self.init(file: file, problems: [ImportProblem(kind, at: location)])
    }

    /// Every problem found, counting those not kept.
    package var totalCount: Int { problems.count + moreCount }

    package var description: String { lines { $0.description } }

    /// The message with each problem's words from `word`: one line per
    /// problem, naming the file and where, then the count of the rest.
    package func lines(_ word: (ImportProblemKind) -> String) -> String {
        var lines = problems.map { problem in
            let message = Self.bounded(word(problem.kind))
            guard let location = problem.location else { return "\(file): \(message)" }
            return "\(file):\(location): \(message)"
        }
        if moreCount > 0 {
            lines.append("and \(moreCount) more problem\(moreCount == 1 ? "" : "s")")
        }
        return lines.joined(separator: "\n")
    }

    /// A whole message kept to one short line, whatever built it: each
    /// quoted part cut to `QuotedInput.limit` characters, control characters escaped.
    private static func bounded(_ message: String) -> String {
        let limit = QuotedInput.limit
        guard message.utf8.count > 2 * limit || message.contains(where: \.isNewline) else { return message }
        let parts = message.split(separator: "\"", omittingEmptySubsequences: false)
        let joined = parts.enumerated().map { index, part in
            index % 2 == 1 ? QuotedInput.clipped(String(part)) : QuotedInput.clipped(String(part), limit: 4 * limit)
        }.joined(separator: "\"")
        return joined
    }
}

/// Collects problems while a file is validated: keeps the first
/// `ImportError.limit`, counts the rest.
struct ProblemLog: Sendable {
    private(set) var kept: [ImportProblem] = []
    private(set) var dropped = 0
    /// Counts additions where another closure can read them while this log
    /// is being written (see `RecordStream`).
    var tally: ProblemTally?
    /// The columns of a CSV row whose text could not be read at all (a
    /// `FieldError.Kind.unreadable`), as opposed to values that are impossible.
    var unreadColumns: [Int] = []

    init() {}

    /// The rejected rows' problems of `report`.
    init(_ report: RowReport) {
        kept = report.problems
        dropped = report.moreProblems
    }

    var isEmpty: Bool { kept.isEmpty }
    var count: Int { kept.count + dropped }

    mutating func add(_ kind: ImportProblemKind, at location: SourceLocation?) {
        tally?.count += 1
        if kept.count < ImportError.limit {
            kept.append(ImportProblem(kind, at: location))
        } else {
            dropped += 1
        }
    }

    mutating func add(_ problem: ImportProblem) {
        add(problem.kind, at: problem.location)
    }

    /// Both logs' problems in file order, still at most `ImportError.limit` kept.
    func merged(with other: ProblemLog) -> ProblemLog {
        let all = (kept + other.kept).enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            let ka = (la?.line ?? 0, la?.column ?? 0), kb = (lb?.line ?? 0, lb?.column ?? 0)
            return ka != kb ? ka < kb : a.offset < b.offset
        }
        var result = ProblemLog()
        for item in all { result.add(item.element) }
        result.dropped += dropped + other.dropped
        return result
    }

    /// This log as it was after its first `count` additions.
    func prefix(_ count: Int) -> ProblemLog {
        var result = ProblemLog()
        result.kept = Array(kept.prefix(count))
        result.dropped = max(0, min(dropped, count - kept.count))
        return result
    }

    func error(file: String) -> ImportError {
        ImportError(file: file, problems: kept, moreCount: dropped)
    }
}

/// How many problems a log has been given, readable while the log itself is
/// borrowed for writing. Used by one thread only.
final class ProblemTally: @unchecked Sendable {
    var count = 0
}
