import Foundation
import WorkoutModel
import WorkoutStorage

/// Typed reads of Hevy's values; `null` reads as absent. Problems carry the
/// line and column of the value and its JSON path.
struct HevyValues {
    let file: String
    private var here = SourceLocation(line: 1, column: 1)

    init(file: String) { self.file = file }

    /// Where the next value starts.
    mutating func begin(_ scanner: inout JSONScanner) throws(ImportError) -> SourceLocation {
        _ = try scanner.peek()
        here = scanner.location
        return here
    }

    /// Logs a problem of `kind` at `path`.
    func problem(_ kind: ImportProblemKind, _ path: String, _ problems: inout ProblemLog) {
        problems.add(kind, at: SourceLocation(line: here.line, column: here.column, path: path))
    }

    /// Logs field `key` given twice in one object (at `path`) and skips its value: neither is taken.
    mutating func repeated(_ key: String, _ scanner: inout JSONScanner, _ path: String,
                           _ problems: inout ProblemLog) throws(ImportError) {
        _ = try begin(&scanner)
        problem(.json(.duplicateField(key)), path, &problems)
        try scanner.skip(path: path)
    }

    /// True when the next value is `kind`; else logged (unless null) and skipped.
    mutating func expect(_ kind: JSONKind, _ scanner: inout JSONScanner, _ path: String,
                         _ problems: inout ProblemLog, nullable: Bool = false) throws(ImportError) -> Bool {
        _ = try begin(&scanner)
        let found = try scanner.kind(path: path)
        if found == kind { return true }
        if !(nullable && found == .null) { problem(.json(.expected(kind.name, found: found)), path, &problems) }
        try scanner.skip(path: path)
        return false
    }

    mutating func text(_ scanner: inout JSONScanner, _ path: String, _ problems: inout ProblemLog,
                       allowNumber: Bool = false) throws(ImportError) -> String? {
        _ = try begin(&scanner)
        let kind = try scanner.kind(path: path)
        if allowNumber, kind == .number {
            let number = try scanner.number(path: path)
            return JSONWriting.number(number.value)
        }
        guard try expect(.string, &scanner, path, &problems, nullable: true) else { return nil }
        return try scanner.string(path: path)
    }

    /// A finite, non-negative number.
    mutating func number(_ scanner: inout JSONScanner, _ path: String, _ problems: inout ProblemLog) throws(ImportError) -> Double? {
        guard try expect(.number, &scanner, path, &problems, nullable: true) else { return nil }
        let value = try scanner.number(path: path).value
        guard value.isFinite, value >= 0 else {
            problem(.json(.negativeValue(value)), path, &problems)
            return nil
        }
        return value
    }

    /// `start_time`: epoch seconds, an ISO time with an offset, or a local time.
    mutating func time(_ scanner: inout JSONScanner, _ path: String, _ problems: inout ProblemLog) throws(ImportError) -> HevyWorkout.Start? {
        _ = try begin(&scanner)
        switch try scanner.kind(path: path) {
        case .number:
            let seconds = try scanner.number(path: path).value
            // 2000-01-01 to 2100-01-01: milliseconds or a day count are told, not guessed.
            guard seconds >= 946_684_800, seconds < 4_102_444_800 else {
                problem(.hevy(.notEpochSeconds(seconds)), path, &problems)
                return nil
            }
            return .instant(Date(timeIntervalSince1970: seconds))
        case .string:
            let text = try scanner.string(path: path)
            do {
                let local = try DateParsing.dateTime(text, "start_time")
                if local.utcOffset != nil { return .instant(local.resolve(in: .gmt).instant) }
                return .local(local)
            } catch {
                problem(error.problem, path, &problems)
                return nil
            }
        case let kind:
            problem(.hevy(.timeOfKind(found: kind)), path, &problems)
            try scanner.skip(path: path)
            return nil
        }
    }
}
