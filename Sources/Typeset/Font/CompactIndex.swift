/// A CFF INDEX: a count, an offset size and count+1 offsets, then the data
/// the offsets (1-based, relative to the byte before the data) point into.
struct CompactIndex {
    let count: Int
    /// Bytes the whole INDEX occupies, so the next structure can follow it.
    let byteLength: Int
    private let table: FontReader
    private let offSize: Int
    private let offsetsAt: Int
    private let dataAt: Int   // position of offset 1's byte minus 1

    /// Reads the INDEX at `offset` of `table`; every entry's range is checked
    /// when it is asked for, the last offset at once.
    init(_ table: FontReader, at offset: Int) throws(FontError.Reason) {
        self.table = table
        count = Int(try table.u16(offset))
        guard count > 0 else {
            offSize = 1; offsetsAt = offset; dataAt = offset; byteLength = 2
            return
        }
        offSize = Int(try table.u8(offset + 2))
        guard (1...4).contains(offSize) else { throw .init(.compactStructure(.indexOffsetSize(offset: offset, offsetSize: offSize))) }
        offsetsAt = offset + 3
        dataAt = offsetsAt + (count + 1) * offSize - 1
        let last = try Self.offset(table, at: offsetsAt + count * offSize, size: offSize)
        guard last >= 1, table.contains(dataAt + 1, last - 1) else {
            throw .init(.countExceedsTable(.indexEntries(offset: offset), count: count, bytes: table.count))
        }
        byteLength = dataAt + last - offset
    }

    /// Entry `i` as a window of the table.
    func entry(_ i: Int) throws(FontError.Reason) -> FontReader {
        guard i >= 0, i < count else { throw .init(.compactStructure(.indexEntryOutOfRange(entry: i, count: count))) }
        let start = try Self.offset(table, at: offsetsAt + i * offSize, size: offSize)
        let end = try Self.offset(table, at: offsetsAt + (i + 1) * offSize, size: offSize)
        guard start >= 1, start <= end else { throw .init(.compactStructure(.indexEntryOffsets(entry: i, start: start, end: end))) }
        return try table.window(at: dataAt + start, length: end - start)
    }

    private static func offset(_ table: FontReader, at position: Int, size: Int) throws(FontError.Reason) -> Int {
        var value = 0
        for k in 0..<size { value = value << 8 | Int(try table.u8(position + k)) }
        return value
    }
}
