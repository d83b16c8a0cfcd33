import Basics
import Foundation
import WorkoutModel
import WorkoutStorage

/// Reads one JSON object's typed fields, logging wrong types and bad
/// values with their JSON path; `null` counts as absent. Paths are only
/// spelled out when there is a problem to report.
struct FieldReader<Field: JSONFieldSet> {
    private let objectPath: String?
    private let setIndex: Int
    /// Where the object starts.
    private(set) var start = SourceLocation(line: 0, column: 0)
    private var key = JSONKey(bytes: UnsafeBufferPointer(start: nil, count: 0))
    private var field: Field?
    private var present: UInt64 = 0
    private var nulls: UInt64 = 0
    var failed = false

    init(path: String) {
        objectPath = path
        setIndex = 0
    }

    /// For `$.sets[index]`, whose path is made only when needed.
    init(setIndex: Int) {
        objectPath = nil
        self.setIndex = setIndex
    }

    private var path: String { objectPath ?? "$.sets[\(setIndex)]" }

    private func path(of field: Field?) -> String {
        guard let field else { return path }
        return "\(path).\(Field.keys[field.rawValue])"
    }

    /// Checks the value is an object (or null when `nullable`); false, logged
    /// and skipped otherwise.
    mutating func open(_ scanner: inout JSONScanner, _ problems: inout ProblemLog,
                       nullable: Bool = false) throws(ImportError) -> Bool {
        _ = try scanner.peek()
        start = scanner.location
        let kind = try scanner.kind(path: path)
        if kind == .object { return true }
        if nullable, kind == .null {
            try scanner.null(path: path)
            return false
        }
        var at = start
        at.path = path
        problems.add(.json(.expected(JSONKind.object.name, found: kind)), at: at)
        try scanner.skip(path: path)
        return false
    }

    /// The field for `key`, or nil (logged, value skipped) when it is unknown
    /// or repeated.
    mutating func next(_ key: JSONKey, _ scanner: inout JSONScanner,
                       _ problems: inout ProblemLog) throws(ImportError) -> Field? {
        self.key = key
        field = Field.field(key)
        guard let field else {
            var at = location(&scanner)
            at.path = "\(path).\(key)"
            problems.add(.json(.unknownField(key.description)), at: at)
            failed = true
            try scanner.skip(path: path)
            return nil
        }
        let bit: UInt64 = 1 << UInt64(field.rawValue)
        guard present & bit == 0 else {
            problem(.json(.duplicateField(key.description)), location(&scanner), &problems)
            try scanner.skip(path: path)
            return nil
        }
        present |= bit
        return field
    }

    func has(_ field: Field) -> Bool { present & (1 << UInt64(field.rawValue)) != 0 }

    /// Where the next value starts (without a path).
    func location(_ scanner: inout JSONScanner) -> SourceLocation {
        _ = try? scanner.peek()
        return scanner.location
    }

    /// Logs a problem with the current field's value at `at`.
    mutating func problem(_ kind: ImportProblemKind, _ at: SourceLocation, _ problems: inout ProblemLog) {
        problem(kind, at, &problems, field: field)
    }

    mutating func problem(_ kind: ImportProblemKind, _ at: SourceLocation, _ problems: inout ProblemLog, field: Field?) {
        var located = at
        located.path = path(of: field)
        problems.add(kind, at: located)
        failed = true
    }

    mutating func require(_ field: Field, _ ok: Bool, _ problems: inout ProblemLog) {
        guard !ok else { return }
        let bit: UInt64 = 1 << UInt64(field.rawValue)
        var at = start
        at.path = path
        let name = Field.keys[field.rawValue]
        if nulls & bit != 0 {
            problems.add(.json(.nullField(name.description)), at: at)
        } else if present & bit == 0 {
            problems.add(.json(.missingField(name.description)), at: at)
        }  // else: present with a wrong value, already logged
        failed = true
    }

    /// Checks the kind; on a mismatch logs, skips the value and returns false.
    /// Returns nil for `null`.
    private mutating func expect(_ wanted: JSONKind, _ description: String, _ scanner: inout JSONScanner,
                                 _ problems: inout ProblemLog) throws(ImportError) -> Bool? {
        let here = location(&scanner)
        let kind = try scanner.kind(path: path)
        if kind == .null {
            if let field { nulls |= 1 << UInt64(field.rawValue) }
            try scanner.null(path: path)
            return nil
        }
        guard kind == wanted else {
            problem(.json(.expected(description, found: kind)), here, &problems)
            try scanner.skip(path: path)
            return false
        }
        return true
    }

    mutating func string(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> String? {
        guard try expect(.string, "a string", &scanner, &problems) == true else { return nil }
        return try scanner.string(path: path)
    }

    /// A string turned into a value by `parse`; text it rejects is logged as
    /// `complaint(text)` at the value. nil when missing, not a string or rejected.
    mutating func parsed<T>(_ scanner: inout JSONScanner, _ problems: inout ProblemLog, _ parse: (String) -> T?,
                            else complaint: (String) -> ImportProblemKind) throws(ImportError) -> T? {
        let at = location(&scanner)
        guard let text = try string(&scanner, &problems) else { return nil }
        guard let value = parse(text) else {
            problem(complaint(text), at, &problems)
            return nil
        }
        return value
    }

    /// Like `parsed` with `T(rawValue:)`, for a value from a short list
    /// (a unit, a set type): matched on the bytes, so no String is made
    /// unless the text is rejected (then the same message as `parsed`).
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ scanner: inout JSONScanner, _ problems: inout ProblemLog, _ type: T.Type,
        else complaint: (String) -> ImportProblemKind
    ) throws(ImportError) -> T? where T.RawValue == String {
        let at = location(&scanner)
        guard try expect(.string, "a string", &scanner, &problems) == true else { return nil }
        var found: T?
        var text: String?
        try scanner.withStringBytes(path: path) { bytes in
            for value in T.allCases {
                var raw = value.rawValue
                let same = raw.withUTF8 { $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
                if same {
                    found = value
                    return
                }
            }
            text = String(validating: bytes, as: UTF8.self)
        }
        if let found { return found }
        guard let text else {
            throw ImportError(file: scanner.input.path, .text(.invalidUTF8), at: scanner.location)
        }
        problem(complaint(text), at, &problems)
        return nil
    }

    /// Like `string`, but `reused` itself when the text is the same (a million
    /// sets with `"source": "log"` then share one String).
    mutating func string(_ scanner: inout JSONScanner, _ problems: inout ProblemLog,
                         reusing reused: String) throws(ImportError) -> String? {
        guard try expect(.string, "a string", &scanner, &problems) == true else { return nil }
        var last = reused
        var same = false
        var text: String?
        try scanner.withStringBytes(path: path) { bytes in
            same = last.withUTF8 { $0.count == bytes.count && (bytes.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0) }
            if !same { text = String(validating: bytes, as: UTF8.self) }
        }
        if same { return reused }
        guard let text else {
            throw ImportError(file: scanner.input.path, .text(.invalidUTF8), at: scanner.location)
        }
        return text
    }

    mutating func bool(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> Bool? {
        guard try expect(.bool, "true or false", &scanner, &problems) == true else { return nil }
        return try scanner.bool(path: path)
    }

    mutating func uuid(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> UUID? {
        let here = location(&scanner)
        guard try expect(.string, "a UUID string", &scanner, &problems) == true else { return nil }
        let value = try scanner.withStringBytes(path: path) { JSONFieldDecoding.uuid($0) }
        if value == nil { problem(.json(.notUUID), here, &problems) }
        return value
    }

    mutating func day(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> Day? {
        let here = location(&scanner)
        guard try expect(.string, "a date string", &scanner, &problems) == true else { return nil }
        var text = ""
        let result = try scanner.withStringBytes(path: path) { bytes in
            let result = JSONFieldDecoding.day(bytes)
            if case .day = result { return result }
            text = String(decoding: bytes.prefix(4 * QuotedInput.limit), as: UTF8.self)
            return result
        }
        switch result {
        case .day(let day): return day
        case .malformed: problem(.json(.date(text, exists: false)), here, &problems)
        case .impossible: problem(.json(.date(text, exists: true)), here, &problems)
        }
        return nil
    }

    mutating func timestamp(_ scanner: inout JSONScanner, _ problems: inout ProblemLog) throws(ImportError) -> (Date, Int)? {
        let here = location(&scanner)
        guard try expect(.string, "a timestamp string", &scanner, &problems) == true else { return nil }
        var text = ""
        let result = try scanner.withStringBytes(path: path) { bytes in
            let result = JSONFieldDecoding.timestamp(bytes)
            if case .instant = result { return result }
            text = String(decoding: bytes.prefix(4 * QuotedInput.limit), as: UTF8.self)
            return result
        }
        switch result {
        case .instant(let date, let offset): return (date, offset)
        case .malformed: problem(.json(.timestamp(text, exists: false)), here, &problems)
        case .impossible: problem(.json(.timestamp(text, exists: true)), here, &problems)
        }
        return nil
    }

    mutating func number(_ scanner: inout JSONScanner, _ problems: inout ProblemLog,
                         minimum: Double?) throws(ImportError) -> Double? {
        let here = location(&scanner)
        guard try expect(.number, "a number", &scanner, &problems) == true else { return nil }
        let number = try scanner.number(path: path)
        guard number.value.isFinite else {
            problem(.json(.notFinite(key: key.description)), here, &problems)
            return nil
        }
        if let minimum, number.value < minimum {
            problem(.json(.tooSmall(key: key.description, value: number.value, minimum: nil)), here, &problems)
            return nil
        }
        return number.value
    }

    mutating func integer(_ scanner: inout JSONScanner, _ problems: inout ProblemLog,
                          minimum: Int) throws(ImportError) -> Int? {
        let here = location(&scanner)
        guard let value = try number(&scanner, &problems, minimum: nil) else { return nil }
        guard value == value.rounded(), abs(value) < 1e15 else {
            problem(.json(.notWhole(key: key.description, value: value)), here, &problems)
            return nil
        }
        guard value >= Double(minimum) else {
            problem(.json(.tooSmall(key: key.description, value: value, minimum: minimum)), here, &problems)
            return nil
        }
        return Int(value)
    }
}
