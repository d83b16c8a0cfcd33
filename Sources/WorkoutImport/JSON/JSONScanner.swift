#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WorkoutModel
import WorkoutStorage

/// A JSON number as written: its value and whether it had no fraction or
/// exponent (so "5" can be told from "5.0").
struct JSONNumber: Sendable {
    var value: Double
    var isInteger: Bool
}

/// What kind of value comes next.
package enum JSONKind: Hashable, Sendable {
    case object, array, string, number, bool, null

    package var name: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A pull tokenizer for JSON (RFC 8259) over a `ByteInput`: values are read
/// one at a time, so a file of any size streams through bounded memory.
/// Syntax errors are fatal and name the line and column; the caller adds
/// the JSON path it is reading.
struct JSONScanner {
    let input: ByteInput
    // The input's buffer state, mirrored here so the hot loops touch only
    // this struct (class properties would cost an exclusivity check each).
    private var base: UnsafeMutablePointer<UInt8>
    private var position: Int
    private var limit: Int
    private var consumedBefore: Int
    private(set) var line = 1
    private var lineStart = 0
    /// Reused for strings with escapes or split across refills.
    private var scratch: [UInt8] = []

    init(input: ByteInput) {
        self.input = input
        base = input.buffer.baseAddress!
        position = input.position
        limit = input.limit
        consumedBefore = input.offset - input.position
        scratch.reserveCapacity(256)
    }

    /// Bytes consumed so far.
    var offset: Int { consumedBefore + position }

    /// Where the next unread byte is.
    var location: SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    /// Loads more of the file; false when nothing is left unread.
    private mutating func refill() throws(ImportError) -> Bool {
        input.position = position
        let more = try input.refill()
        sync()
        return more
    }

    private mutating func ensure(_ count: Int) throws(ImportError) {
        input.position = position
        try input.ensure(count)
        sync()
    }

    private mutating func sync() {
        position = input.position
        limit = input.limit
        consumedBefore = input.offset - input.position
    }

    func syntax(_ problem: JSONSyntax, path: @autoclosure () -> String) -> ImportError {
        var here = location
        here.path = path()
        return ImportError(file: input.path, .text(.malformedJSON(problem)), at: here)
    }

    func truncated(path: @autoclosure () -> String) -> ImportError {
        var here = location
        here.path = path()
        return ImportError(file: input.path, .text(.truncatedJSON), at: here)
    }

    /// Skips white space; returns the next byte without consuming it.
    @inline(__always)
    mutating func peek() throws(ImportError) -> UInt8? {
        while true {
            if position >= limit {
                guard try refill() else { return nil }
            }
            let byte = base[position]
            switch byte {
            case 0x20, 0x09, 0x0D:
                position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = offset
            default:
                return byte
            }
        }
    }

    /// The kind of the next value.
    mutating func kind(path: @autoclosure () -> String) throws(ImportError) -> JSONKind {
        guard let byte = try peek() else { throw truncated(path: path()) }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case 0: throw ImportError(file: input.path, .text(.nulByte), at: location)
        default: throw syntax(.unexpected(byte), path: path())
        }
    }

    /// Consumes `byte` (after white space) or fails naming what was expected.
    mutating func expect(_ byte: UInt8, _ what: String, path: @autoclosure () -> String) throws(ImportError) {
        guard let next = try peek() else { throw truncated(path: path()) }
        guard next == byte else { throw syntax(.expected(what, found: next), path: path()) }
        position += 1
    }

    /// Consumes `byte` if it is next (after white space).
    mutating func take(_ byte: UInt8) throws(ImportError) -> Bool {
        guard try peek() == byte else { return false }
        position += 1
        return true
    }

    // MARK: Objects and arrays

    /// Reads `{`, then calls `field` for each key with the scanner placed
    /// before its value; `field` must consume the value.
    mutating func object(path: @autoclosure () -> String,
                         _ field: (inout JSONScanner, JSONKey) throws(ImportError) -> Void) throws(ImportError) {
        try objectWhile(path: path()) { scanner, key throws(ImportError) in
            try field(&scanner, key)
            return true
        }
    }

    /// Like `object`, but stops (leaving the rest unread) when `field`
    /// returns false.
    mutating func objectWhile(path: @autoclosure () -> String,
                              _ field: (inout JSONScanner, JSONKey) throws(ImportError) -> Bool) throws(ImportError) {
        try expect(UInt8(ascii: "{"), "'{'", path: path())
        if try take(UInt8(ascii: "}")) { return }
        while true {
            guard try peek() == UInt8(ascii: "\"") else {
                if try peek() == nil { throw truncated(path: path()) }
                throw syntax(.expectedFieldName, path: path())
            }
            let key = try withStringBytes(path: path()) { JSONKey(bytes: $0) }
            try expect(UInt8(ascii: ":"), "':' after a field name", path: path())
            guard try field(&self, key) else { return }
            if try take(UInt8(ascii: ",")) { continue }
            try expect(UInt8(ascii: "}"), "',' or '}' after a field", path: path())
            return
        }
    }

    /// Reads `[`, then calls `element` with each index; `element` must
    /// consume the value.
    mutating func array(path: @autoclosure () -> String, _ element: (inout JSONScanner, Int) throws(ImportError) -> Void) throws(ImportError) {
        try expect(UInt8(ascii: "["), "'['", path: path())
        if try take(UInt8(ascii: "]")) { return }
        var index = 0
        while true {
            try element(&self, index)
            index += 1
            if try take(UInt8(ascii: ",")) { continue }
            try expect(UInt8(ascii: "]"), "',' or ']' after an element", path: path())
            return
        }
    }

    /// The deepest nesting `skip` follows; deeper is refused with one line.
    static let maxDepth = 512

    /// Consumes any value. A loop with its own stack of open brackets, not
    /// recursion, so no nesting depth can overflow the call stack.
    mutating func skip(path: @autoclosure () -> String) throws(ImportError) {
        let brace = UInt8(ascii: "}"), bracket = UInt8(ascii: "]")
        var closers: [UInt8] = []
        while true {
            switch try kind(path: path()) {
            case .object, .array:
                let closer = try peek() == UInt8(ascii: "{") ? brace : bracket
                position += 1
                if try take(closer) { break }
                guard closers.count < JSONScanner.maxDepth else {
                    var here = location
                    here.path = path()
                    throw ImportError(file: input.path, .text(.tooDeep(levels: JSONScanner.maxDepth)), at: here)
                }
                closers.append(closer)
                if closer == brace { try fieldName(path: path()) }
                continue
            case .string: try skipString(path: path())
            case .number: _ = try number(path: path())
            case .bool: _ = try bool(path: path())
            case .null: try null(path: path())
            }
            // A value ended: close what it ends, or go on to the next member.
            while let closer = closers.last {
                if try take(UInt8(ascii: ",")) {
                    if closer == brace { try fieldName(path: path()) }
                    break
                }
                try expect(closer, closer == brace ? "',' or '}' after a field" : "',' or ']' after an element", path: path())
                closers.removeLast()
            }
            if closers.isEmpty { return }
        }
    }

    /// A quoted field name and its colon, skipped.
    private mutating func fieldName(path: @autoclosure () -> String) throws(ImportError) {
        guard try peek() == UInt8(ascii: "\"") else {
            if try peek() == nil { throw truncated(path: path()) }
            throw syntax(.expectedFieldName, path: path())
        }
        try skipString(path: path())
        try expect(UInt8(ascii: ":"), "':' after a field name", path: path())
    }

    // MARK: Scalars

    /// Reads a string (decoding escapes) and returns it as a String.
    mutating func string(path: @autoclosure () -> String) throws(ImportError) -> String {
        let text = try withStringBytes(path: path()) { String(validating: $0, as: UTF8.self) }
        guard let text else {
            throw ImportError(file: input.path, .text(.invalidUTF8), at: location)
        }
        return text
    }

    mutating func skipString(path: @autoclosure () -> String) throws(ImportError) {
        try withStringBytes(path: path()) { _ in () }
    }

    /// Runs `body` over the decoded bytes of the next string. A string with
    /// no escapes that lies within the buffer is passed in place, uncopied.
    mutating func withStringBytes<T>(path: @autoclosure () -> String,
                                     _ body: (UnsafeBufferPointer<UInt8>) -> T) throws(ImportError) -> T {
        try expect(UInt8(ascii: "\""), "'\"'", path: path())
        var end = position
        while end < limit {
            let byte = base[end]
            if byte == UInt8(ascii: "\"") {
                let result = body(UnsafeBufferPointer(start: base + position, count: end - position))
                position = end + 1
                return result
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            end += 1
        }
        scratch.removeAll(keepingCapacity: true)
        try stringBytes(path: path())
        return scratch.withUnsafeBufferPointer(body)
    }

    /// The rest of a string (after its opening quote) into `scratch`.
    private mutating func stringBytes(path: @autoclosure () -> String) throws(ImportError) {
        while true {
            if position >= limit {
                guard try refill() else { throw truncated(path: path()) }
            }
            // Copy the run of plain bytes in one go.
            var end = position
            while end < limit {
                let byte = base[end]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                end += 1
            }
            if end > position {
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + position, count: end - position))
                position = end
            }
            if end == limit { continue }
            let byte = base[end]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return
            }
            if byte == 0 {
                throw ImportError(file: input.path, .text(.nulByte), at: location)
            }
            if byte < 0x20 {
                throw syntax(.controlCharacter(byte), path: path())
            }
            position += 1
            try escape(path: path())
        }
    }

    private mutating func nextByte(path: @autoclosure () -> String) throws(ImportError) -> UInt8 {
        if position >= limit {
            guard try refill() else { throw truncated(path: path()) }
        }
        let byte = base[position]
        position += 1
        return byte
    }

    private mutating func escape(path: @autoclosure () -> String) throws(ImportError) {
        let byte = try nextByte(path: path())
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(path: path())
            if (0xD800..<0xDC00).contains(scalar) {
                guard try nextByte(path: path()) == UInt8(ascii: "\\"), try nextByte(path: path()) == UInt8(ascii: "u") else {
                    throw syntax(.unpairedSurrogate, path: path())
                }
                let low = try hex4(path: path())
                guard (0xDC00..<0xE000).contains(low) else { throw syntax(.unpairedSurrogate, path: path()) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw syntax(.unpairedSurrogate, path: path())
            }
            guard let value = Unicode.Scalar(scalar) else { throw syntax(.invalidUnicodeEscape, path: path()) }
            scratch.append(contentsOf: UTF8.encode(value)!)
        default:
            throw syntax(.invalidEscape(byte), path: path())
        }
    }

    private mutating func hex4(path: @autoclosure () -> String) throws(ImportError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = try nextByte(path: path())
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
            default: throw syntax(.invalidUnicodeEscape, path: path())
            }
            value = value << 4 | digit
        }
        return value
    }

    /// A number per the JSON grammar. Exact decimal → Double: integers and
    /// short decimals take the fast path (mantissa < 2^53 divided by an exact
    /// power of ten is correctly rounded); the rest go through strtod.
    mutating func number(path: @autoclosure () -> String) throws(ImportError) -> JSONNumber {
        guard try peek() != nil else { throw truncated(path: path()) }
        try ensure(400)
        let buffer = base
        let start = position
        var index = start
        let limit = self.limit
        @inline(__always) func at(_ i: Int) -> UInt8 { i < limit ? buffer[i] : 0 }
        @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
        var negative = false
        if at(index) == UInt8(ascii: "-") { negative = true; index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        guard isDigit(at(index)) else { throw syntax(.numberWithoutDigits, path: path()) }
        if at(index) == UInt8(ascii: "0") {
            index += 1
            if isDigit(at(index)) { throw syntax(.numberStartsWithZero, path: path()) }
            digits = 1
        } else {
            while isDigit(at(index)) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(at(index) - 48) }
                digits += 1
                index += 1
            }
        }
        var isInteger = true
        if at(index) == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard isDigit(at(index)) else { throw syntax(.noDigitsAfterPoint, path: path()) }
            while isDigit(at(index)) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(at(index) - 48); fractionDigits += 1 }
                digits += 1
                index += 1
            }
        }
        var hasExponent = false
        if at(index) == UInt8(ascii: "e") || at(index) == UInt8(ascii: "E") {
            isInteger = false
            hasExponent = true
            index += 1
            if at(index) == UInt8(ascii: "+") || at(index) == UInt8(ascii: "-") { index += 1 }
            guard isDigit(at(index)) else { throw syntax(.noDigitsInExponent, path: path()) }
            while isDigit(at(index)) { index += 1 }
        }
        let length = index - start
        position = index
        var value: Double
        if !hasExponent, digits < 16, fractionDigits <= 22 {
            value = Double(mantissa)
            if fractionDigits > 0 { value /= JSONScanner.powersOfTen[fractionDigits] }
            if negative { value = -value }
        } else {
            // strtod reads the sign itself.
            var text = [CChar](repeating: 0, count: length + 1)
            for offset in 0..<length { text[offset] = CChar(bitPattern: buffer[start + offset]) }
            value = strtod(text, nil)
        }
        return JSONNumber(value: value, isInteger: isInteger)
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    mutating func bool(path: @autoclosure () -> String) throws(ImportError) -> Bool {
        if try literal("true", path: path()) { return true }
        if try literal("false", path: path()) { return false }
        throw syntax(.expectedBool, path: path())
    }

    mutating func null(path: @autoclosure () -> String) throws(ImportError) {
        guard try literal("null", path: path()) else { throw syntax(.expectedNull, path: path()) }
    }

    private mutating func literal(_ word: StaticString, path: @autoclosure () -> String) throws(ImportError) -> Bool {
        guard try peek() != nil else { throw truncated(path: path()) }
        try ensure(word.utf8CodeUnitCount)
        let count = word.utf8CodeUnitCount
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: count)
        let available = min(count, limit - position)
        for offset in 0..<available where base[position + offset] != bytes[offset] { return false }
        // A file that ends part-way through the word was cut short.
        guard available == count else { throw truncated(path: path()) }
        position += count
        return true
    }
}
