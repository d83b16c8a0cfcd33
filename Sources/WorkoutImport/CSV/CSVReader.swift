import Basics
import WorkoutModel
import WorkoutStorage

/// One CSV record: its fields, the line it starts on and the column where
/// each field starts (1-based, counted in Unicode scalars).
struct CSVRow: Sendable {
    var fields: [String]
    var line: Int
    var columns: [Int]

    func location(ofField index: Int) -> SourceLocation {
        SourceLocation(line: line, column: index < columns.count ? columns[index] : 1)
    }
}

/// A streaming RFC 4180 reader: quoted fields with doubled quotes and line
/// breaks, CRLF/LF/CR line ends, a UTF-8 byte order mark, and a separator
/// (comma, semicolon or tab) chosen from the header line. Reads one record at
/// a time from a `ByteInput`, so memory stays bounded.
struct CSVReader {
    let input: ByteInput
    let separator: UInt8
    private var line = 1
    private var column = 1
    private var field: [UInt8] = []
    /// Fields whose broken quoting (`""text""`) was read as the app meant it.
    private(set) var mendedFields = 0

    /// Bounds on one record, so one hostile line cannot take the memory of
    /// millions of fields: no export has near this many columns or bytes.
    static let maximumFields = 1000
    static let maximumRecordBytes = 16 << 20

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Skips a byte order mark and picks the separator from the first line.
    init(input: ByteInput) throws(ImportError) {
        self.input = input
        try input.ensure(64 * 1024)
        let head = input.available
        var start = 0
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF {
            start = 3
            input.position += 3
        }
        separator = CSVReader.detectSeparator(head, from: start)
        field.reserveCapacity(256)
    }

    /// The separator that occurs most often outside quotes on the first
    /// line; comma when there is none.
    static func detectSeparator(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, UInt8(ascii: "\t"): 0]
        var quoted = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                quoted.toggle()
            } else if !quoted, byte == lineFeed || byte == carriageReturn {
                break
            } else if !quoted, counts[byte] != nil {
                counts[byte, default: 0] += 1
            }
            index += 1
        }
        let best = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }
        guard let best, best.value > 0 else { return UInt8(ascii: ",") }
        return best.key
    }

    private func problem(_ problem: TextProblem, line: Int, column: Int) -> ImportError {
        ImportError(file: input.path, .text(problem), at: SourceLocation(line: line, column: column))
    }

    /// Consumes one byte, keeping line and column up to date.
    @inline(__always)
    private mutating func advance(_ byte: UInt8) {
        input.position += 1
        if byte == CSVReader.lineFeed {
            line += 1
            column = 1
        } else if byte == CSVReader.carriageReturn {
            // CRLF counts once (at the LF); a lone CR ends a line by itself.
            if (try? input.peek()) != CSVReader.lineFeed {
                line += 1
                column = 1
            }
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The next record, skipping blank lines; nil at end of file.
    mutating func next() throws(ImportError) -> CSVRow? {
        while true {
            guard let first = try input.peek() else { return nil }
            if first == CSVReader.lineFeed || first == CSVReader.carriageReturn {
                advance(first)
                continue
            }
            return try readRecord()
        }
    }

    private mutating func readRecord() throws(ImportError) -> CSVRow {
        var row = CSVRow(fields: [], line: line, columns: [])
        let start = input.offset
        while true {
            if row.fields.count == CSVReader.maximumFields {
                throw problem(.tooManyFields(limit: CSVReader.maximumFields), line: row.line, column: column)
            }
            let startLine = line
            let startColumn = column
            row.columns.append(startColumn)
            field.removeAll(keepingCapacity: true)
            var next = try input.peek()
            if next == CSVReader.quote {
                advance(CSVReader.quote)
                while true {
                    guard let byte = try input.peek() else {
                        throw problem(.quoteNeverClosed, line: startLine, column: startColumn)
                    }
                    advance(byte)
                    if input.offset - start > CSVReader.maximumRecordBytes { throw tooLong(row.line) }
                    if byte == CSVReader.quote {
                        if try input.peek() == CSVReader.quote {
                            advance(CSVReader.quote)
                            field.append(CSVReader.quote)
                        } else {
                            break
                        }
                    } else {
                        if byte == 0 { throw binary() }
                        field.append(byte)
                    }
                }
                next = try input.peek()
                if let after = next, after != separator, after != CSVReader.lineFeed, after != CSVReader.carriageReturn {
                    let refusal = problem(.afterClosingQuote(found: CSVReader.describe(after)), line: line, column: column)
                    guard field.isEmpty, try mendDoubledQuotes() else { throw refusal }
                    next = try input.peek()
                }
            } else {
                while let byte = next, byte != separator, byte != CSVReader.lineFeed, byte != CSVReader.carriageReturn {
                    if byte == 0 { throw binary() }
                    advance(byte)
                    field.append(byte)
                    if field.count & 0xFFF == 0, input.offset - start > CSVReader.maximumRecordBytes { throw tooLong(row.line) }
                    next = try input.peek()
                }
            }
            // ASCII needs no validation; `String(validating:as:)` is generic and
            // unspecialised, and it looked up type metadata for every field.
            guard let text = field.allSatisfy({ $0 < 0x80 }) ? String(decoding: field, as: UTF8.self)
                    : String(validating: field, as: UTF8.self) else {
                if let (offset, byte) = TextHead.singleByteText(field, mostlyASCII: false) {
                    // Where the byte is, not where its field starts (a quoted field may span lines).
                    let within = TextHead.place(of: offset, in: field)
                    throw problem(.otherEncoding(byte: byte), line: startLine + within.line - 1,
                                  column: within.line == 1 ? startColumn + within.column - 1 : within.column)
                }
                throw problem(.invalidUTF8, line: startLine, column: startColumn)
            }
            row.fields.append(text)
            if input.offset - start > CSVReader.maximumRecordBytes { throw tooLong(row.line) }
            guard let end = next else { return row }
            advance(end)
            if end != separator { return row }
        }
    }

    /// Strong writes a note as `""bro curls""` inside an unquoted field: an
    /// empty quoted field, then text, then a doubled quote. After the empty
    /// field, reads the text up to the doubled quote that ends the field, as
    /// the app meant it; false (nothing mended) when the field does not end so.
    private mutating func mendDoubledQuotes() throws(ImportError) -> Bool {
        while let byte = try input.peek() {
            if byte == separator || byte == CSVReader.lineFeed || byte == CSVReader.carriageReturn || byte == 0 { return false }
            advance(byte)
            if byte == CSVReader.quote {
                guard try input.peek() == CSVReader.quote else { return false }
                advance(CSVReader.quote)
                let after = try input.peek()
                guard after == nil || after == separator || after == CSVReader.lineFeed || after == CSVReader.carriageReturn else { return false }
                mendedFields += 1
                return true
            }
            field.append(byte)
            if field.count > CSVReader.maximumRecordBytes { throw tooLong(line) }
        }
        return false
    }

    private func tooLong(_ line: Int) -> ImportError {
        problem(.recordTooLong(mebibytes: CSVReader.maximumRecordBytes >> 20), line: line, column: 1)
    }

    private func binary() -> ImportError {
        ImportError(file: input.path, .text(.nulByte),
                    at: SourceLocation(line: line, column: column))
    }

    static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}
