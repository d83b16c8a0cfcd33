/// The first block of an import's bytes, judged before anything else is read:
/// a NUL byte or bytes that are not UTF-8 mean a binary file. Used on a
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
            let hint = head.count > 8 && head[start..<start + 8].filter { $0 == 0 }.count >= 3
                ? "; if it is UTF-16 text, re-save it as CSV UTF-8" : ""
            throw ImportError(file: file, "a binary file, not text (NUL byte at offset \(zero - start))" + hint)
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
        if !valid { throw ImportError(file: file, "a binary file, not UTF-8 text") }
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
            if complete { throw ImportError(file: file, "the stream is empty (nothing imported)") }
            return
        }
        if head[first] == UInt8(ascii: "{") || head[first] == UInt8(ascii: "[") { return }
        let end = head[first...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? head.endIndex
        let line = head[first..<end]
        if line.starts(with: Array("###".utf8)) { return }
        let separators: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09]
        if line.contains(where: separators.contains) { return }
        let text = String(decoding: line, as: UTF8.self)
        throw ImportError(file: file, "not an export RepChart reads: it starts with \(MessageText.quoted(text)), "
                          + "neither JSON nor a CSV header with commas, semicolons or tabs (nothing imported)")
    }
}
