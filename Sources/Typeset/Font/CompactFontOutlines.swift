import Raster

/// CFF: the `CFF ` table of an OpenType font (`.otf`, or a face of a `.ttc`)
/// with Type 2 charstring outlines, plain or CID-keyed (FDArray and FDSelect,
/// as in Noto Sans CJK). Decodes glyphs into cubic `Path`s in font units, y up.
struct CompactFontOutlines {
    private let charStrings: CompactIndex
    private let globalSubrs: CompactIndex
    /// Local subroutines per font DICT (one entry for a non-CID font).
    private let localSubrs: [CompactIndex?]
    private let fdSelect: FontReader?
    private let glyphCount: Int

    init(cff: FontReader, glyphCount: Int) throws(FontError.Reason) {
        self.glyphCount = glyphCount
        let major = try cff.u8(0), headerSize = Int(try cff.u8(2))
        guard major == 1 else { throw .init(.unsupported(.compactFontVersion, value: Int(major))) }
        let names = try CompactIndex(cff, at: headerSize)
        let topDicts = try CompactIndex(cff, at: headerSize + names.byteLength)
        let strings = try CompactIndex(cff, at: headerSize + names.byteLength + topDicts.byteLength)
        globalSubrs = try CompactIndex(cff, at: headerSize + names.byteLength + topDicts.byteLength + strings.byteLength)
        let top = try CompactDict(try topDicts.entry(0))
        if let type = top.int(1206), type != 2 { throw .init(.unsupported(.charstringType, value: Int(type))) }
        guard let charStringsAt = top.int(17) else { throw .init(.missingPart(.charStrings)) }
        charStrings = try CompactIndex(cff, at: charStringsAt)
        guard charStrings.count >= glyphCount else {
            throw .init(.compactStructure(.charstringCount(count: charStrings.count, glyphCount: glyphCount)))
        }
        if top.entries[1230] != nil { // ROS: CID-keyed, one Private DICT per font DICT
            guard let fdArrayAt = top.int(1236), let fdSelectAt = top.int(1237) else {
                throw .init(.missingPart(.fontDictionaries))
            }
            let fdArray = try CompactIndex(cff, at: fdArrayAt)
            var subrs: [CompactIndex?] = []
            for i in 0..<min(fdArray.count, 256) {
                subrs.append(try Self.localSubrs(cff, fontDict: try CompactDict(try fdArray.entry(i))))
            }
            localSubrs = subrs
            fdSelect = try cff.window(from: fdSelectAt)
        } else {
            localSubrs = [try Self.localSubrs(cff, fontDict: top)]
            fdSelect = nil
        }
    }

    private static func localSubrs(_ cff: FontReader, fontDict: CompactDict) throws(FontError.Reason) -> CompactIndex? {
        guard let (size, offset) = fontDict.pair(18) else { return nil }
        let privateDict = try CompactDict(try cff.window(at: offset, length: size))
        guard let subrs = privateDict.int(19) else { return nil }
        return try CompactIndex(cff, at: offset + subrs)
    }

    func outline(glyph: Int) throws(FontError.Reason) -> Path {
        guard glyph >= 0, glyph < glyphCount else { throw .init(.glyphOutOfRange(glyph: glyph, glyphCount: glyphCount)) }
        do throws(FontError.Reason) {
            let fd = try fontDict(glyph: glyph)
            guard fd < localSubrs.count else { throw FontError.Reason(.compactStructure(.fontDictOutOfRange(index: fd, count: localSubrs.count))) }
            var interpreter = Type2Charstring(global: globalSubrs, local: localSubrs[fd])
            return try interpreter.run(try charStrings.entry(glyph))
        } catch {
            throw error.within(table: "CFF ", glyph: glyph)
        }
    }

    /// The font DICT of a CID-keyed glyph (FDSelect formats 0 and 3); 0 otherwise.
    private func fontDict(glyph: Int) throws(FontError.Reason) -> Int {
        guard let select = fdSelect else { return 0 }
        switch try select.u8(0) {
        case 0:
            return Int(try select.u8(1 + glyph))
        case 3:
            var lo = 0, hi = Int(try select.u16(1))
            // Ranges of (first glyph u16, fd u8), then a sentinel glyph.
            while lo < hi {
                let mid = (lo + hi) / 2
                let first = Int(try select.u16(3 + 3 * mid)), next = Int(try select.u16(3 + 3 * mid + 3))
                if glyph < first { hi = mid } else if glyph >= next { lo = mid + 1 } else {
                    return Int(try select.u8(3 + 3 * mid + 2))
                }
            }
            throw .init(.missingPart(.fontDictRange))
        case let format:
            throw .init(.unsupported(.fontDictSelectFormat, value: Int(format)))
        }
    }
}
