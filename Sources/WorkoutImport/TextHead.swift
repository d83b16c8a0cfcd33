import Basics
/// The first block of an import's bytes, judged before anything else is read:
/// a NUL byte or bytes that are not UTF-8 mean a binary file, or text in a
/// one-byte encoding (Windows-1252) when the bytes read as such. Used on a
/// file's first 64 KiB (`ImportFile`) and on a stream as it arrives
/// (`ImportInput`), so `/dev/zero` is refused at its first block.
enum TextHead {
    /// How much of a stream is looked at before it is copied further.
    static let blockSize = 4096

    /// Refuses `head` when it is binary. `complete`: the input ends there
    /// (else the block may end inside a character, which is not held against it).
    static func refuseBinary<Bytes: RandomAccessCollection<UInt8>>(_ head: Bytes, complete: Bool,
                                                                   file: String) throws(ImportError)
        where Bytes.Index == Int {
        let start = head.startIndex
        var first = start
        if head.count >= 3, head[start] == 0xEF, head[start + 1] == 0xBB, head[start + 2] == 0xBF { first = start + 3 }
        if let zero = head.firstIndex(of: 0) {
            // UTF-16 without a byte-order mark has a NUL in every other byte.
            let maybeUTF16 = head.count > 8 && head[start..<start + 8].filter { $0 == 0 }.count >= 3
            throw ImportError(file: file, .input(.binary(offset: zero - start, maybeUTF16: maybeUTF16)))
        }
        // The block may end inside a character, so it is cut before its last lead byte.
        var judged = head.endIndex
        if !complete, judged > first {
            judged -= 1
            var steps = 0
            while judged > first, steps < 4, head[judged] & 0xC0 == 0x80 {
                judged -= 1
                steps += 1
            }
        }
        let valid = Array(head[first..<judged]).withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) != nil }
        if !valid {
            if let (offset, byte) = singleByteText(head[first..<judged]) {
                throw ImportError(file: file, .input(.otherEncoding(byte: byte, offset: offset - start)),
                                  at: place(of: offset, in: head[first..<judged]))
            }
            throw ImportError(file: file, .input(.notUTF8))
        }
    }

    /// The line and column of byte `offset` of `bytes` (counted from 1; the column in characters,
    /// each byte that is not UTF-8 one): a byte deep in a file is found by its line, not its offset.
    static func place<Bytes: RandomAccessCollection<UInt8>>(of offset: Int, in bytes: Bytes) -> SourceLocation
        where Bytes.Index == Int {
        var line = 1, column = 1
        for index in bytes.startIndex..<min(offset, bytes.endIndex) {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }

    /// The first byte that is not UTF-8 when `bytes` read as text in a
    /// one-byte encoding (Windows-1252, Latin-1): no control characters but
    /// tab and line ends, no byte Windows-1252 leaves undefined, and mostly
    /// ASCII (`mostlyASCII`: a file's head; one field may be a single word).
    /// Nil when they do not: then they are binary.
    static func singleByteText<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, mostlyASCII: Bool = true) -> (offset: Int, byte: UInt8)?
        where Bytes.Index == Int {
        let undefined: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]
        var high = 0
        for byte in bytes {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return nil }
            if byte == 0x7F || undefined.contains(byte) { return nil }
            if byte >= 0x80 { high += 1 }
        }
        guard !mostlyASCII || high * 4 <= bytes.count, let index = firstNonUTF8(bytes) else { return nil }
        return (index, bytes[index])
    }

    /// The index of the first byte that starts no valid UTF-8 character.
    private static func firstNonUTF8<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int?
        where Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
            guard length > 0, index + length <= bytes.endIndex else { return index }
            let character = Array(bytes[index..<index + length])
            guard character.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) != nil }) else { return index }
            index += length
        }
        return nil
    }

    /// The character a byte of 0x80 and above is in Windows-1252.
    static func windows1252(_ byte: UInt8) -> String {
        let table: [UInt8: UInt32] = [0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
                                      0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152,
                                      0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022,
                                      0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
                                      0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178]
        let scalar = Unicode.Scalar(table[byte] ?? UInt32(byte)) ?? "?"
        return String(Character(scalar))
    }

    /// Refuses a stream's first block when no reader could take it: every
    /// export RepChart reads starts like JSON (`{`, `[`), with a JEFIT section
    /// line (`### … ###`), or with a CSV header line holding a column separator.
    /// Judged on the first block, so `yes | repchart import -` stops there
    /// instead of being copied up to the spool limit.
    static func refuseUnrecognized(_ head: [UInt8], complete: Bool, file: String) throws(ImportError) {
        var start = 0
        if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { start = 3 }
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard let first = head[start...].firstIndex(where: { !blank.contains($0) }) else {
            if complete { throw ImportError(file: file, .input(.emptyStream)) }
            return
        }
        if head[first] == UInt8(ascii: "{") || head[first] == UInt8(ascii: "[") { return }
        let end = head[first...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? head.endIndex
        let line = head[first..<end]
        if line.starts(with: Array("###".utf8)) { return }
        let separators: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09]
        if line.contains(where: separators.contains) { return }
        let text = String(decoding: line, as: UTF8.self)
        throw ImportError(file: file, .input(.notAnExport(text: text)))
    }
}
