/// A bounds-checked big-endian reader over a window of a font file.
///
/// Every read checks its range against the window, so a hostile offset can
/// never reach memory outside the file. Offsets are relative to the window
/// start; `window(at:length:)` narrows to a table or subtable.
struct FontReader: Sendable {
    let bytes: [UInt8]
    /// Absolute start of the window in `bytes`.
    let start: Int
    /// Number of bytes in the window.
    let count: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.start = 0
        self.count = bytes.count
    }

    private init(bytes: [UInt8], start: Int, count: Int) {
        self.bytes = bytes
        self.start = start
        self.count = count
    }

    /// True when `length` bytes starting at `offset` lie inside the window.
    @inline(__always)
    func contains(_ offset: Int, _ length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    @inline(__always)
    private func check(_ offset: Int, _ length: Int) throws(FontError.Reason) -> Int {
        guard contains(offset, length) else {
            throw FontError.Reason("truncated data (\(length) bytes at offset \(offset) of a \(count)-byte table)")
        }
        return start + offset
    }

    func u8(_ offset: Int) throws(FontError.Reason) -> UInt8 {
        bytes[try check(offset, 1)]
    }

    func i8(_ offset: Int) throws(FontError.Reason) -> Int8 {
        Int8(bitPattern: try u8(offset))
    }

    func u16(_ offset: Int) throws(FontError.Reason) -> UInt16 {
        let i = try check(offset, 2)
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func i16(_ offset: Int) throws(FontError.Reason) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    func u32(_ offset: Int) throws(FontError.Reason) -> UInt32 {
        let i = try check(offset, 4)
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16
            | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// A 4-byte table tag as text (e.g. "glyf").
    func tag(_ offset: Int) throws(FontError.Reason) -> String {
        let i = try check(offset, 4)
        return String(decoding: bytes[i..<i + 4], as: UTF8.self)
    }

    /// A sub-window; fails when it does not fit inside this one.
    func window(at offset: Int, length: Int) throws(FontError.Reason) -> FontReader {
        let s = try check(offset, length)
        return FontReader(bytes: bytes, start: s, count: length)
    }

    /// The rest of the window from `offset` on.
    func window(from offset: Int) throws(FontError.Reason) -> FontReader {
        try window(at: offset, length: count - min(max(offset, 0), count))
    }
}
