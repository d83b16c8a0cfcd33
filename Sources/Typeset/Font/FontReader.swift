/// A bounds-checked big-endian reader over a window of a font file.
///
/// Every read checks its range against the window, so a hostile offset can
/// never reach memory outside the file. Offsets are relative to the window
/// start; `window(at:length:)` narrows to a table or subtable.
struct FontReader: Sendable {
    let data: FontData
    /// Absolute start of the window in `data`.
    let start: Int
    /// Number of bytes in the window.
    let count: Int

    init(bytes: [UInt8]) {
        self.init(data: FontData(copying: bytes))
    }

    init(data: FontData) {
        self.data = data
        self.start = 0
        self.count = data.count
    }

    private init(data: FontData, start: Int, count: Int) {
        self.data = data
        self.start = start
        self.count = count
    }

    /// The window's bytes.
    var buffer: UnsafeRawBufferPointer { data.buffer(start, count) }

    /// True when `length` bytes starting at `offset` lie inside the window.
    @inline(__always)
    func contains(_ offset: Int, _ length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    @inline(__always)
    private func check(_ offset: Int, _ length: Int) throws(FontError.Reason) -> Int {
        guard contains(offset, length) else {
            throw FontError.Reason(.truncated(offset: offset, length: length, tableSize: count))
        }
        return start + offset
    }

    func u8(_ offset: Int) throws(FontError.Reason) -> UInt8 {
        data.base.load(fromByteOffset: try check(offset, 1), as: UInt8.self)
    }

    func i8(_ offset: Int) throws(FontError.Reason) -> Int8 {
        Int8(bitPattern: try u8(offset))
    }

    func u16(_ offset: Int) throws(FontError.Reason) -> UInt16 {
        UInt16(bigEndian: data.base.loadUnaligned(fromByteOffset: try check(offset, 2), as: UInt16.self))
    }

    func i16(_ offset: Int) throws(FontError.Reason) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    func u32(_ offset: Int) throws(FontError.Reason) -> UInt32 {
        UInt32(bigEndian: data.base.loadUnaligned(fromByteOffset: try check(offset, 4), as: UInt32.self))
    }

    /// A 4-byte table tag as text (e.g. "glyf").
    func tag(_ offset: Int) throws(FontError.Reason) -> String {
        String(decoding: data.buffer(try check(offset, 4), 4), as: UTF8.self)
    }

    /// A sub-window; fails when it does not fit inside this one.
    func window(at offset: Int, length: Int) throws(FontError.Reason) -> FontReader {
        let s = try check(offset, length)
        return FontReader(data: data, start: s, count: length)
    }

    /// The rest of the window from `offset` on.
    func window(from offset: Int) throws(FontError.Reason) -> FontReader {
        try window(at: offset, length: count - min(max(offset, 0), count))
    }
}
