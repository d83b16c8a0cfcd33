/// cmap: Unicode scalar → glyph index, from the best Unicode subtable of
/// format 4 (BMP segments) or 12 (full-range groups).
struct CharacterMap {
    private enum Format { case segments4(segCount: Int), groups12(count: Int) }
    private let subtable: FontReader
    private let format: Format
    private let glyphCount: Int

    init(table: FontReader, glyphCount: Int) throws(FontError.Reason) {
        self.glyphCount = glyphCount
        let count = Int(try table.u16(2))
        // Lower rank is better: full-repertoire tables first, then BMP ones.
        var best: (rank: Int, format: UInt16, offset: Int)?
        for i in 0..<count {
            let record = 4 + 8 * i
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            let offset = Int(try table.u32(record + 4))
            let rank: Int
            switch (platform, encoding) {
            case (3, 10): rank = 0
            case (0, 4), (0, 6): rank = 1
            case (3, 1): rank = 2
            case (0, 3): rank = 3
            case (0, _): rank = 4
            default: continue
            }
            let format = try table.u16(offset)
            guard format == 4 || format == 12 else { continue }
            if best == nil || rank < best!.rank || (rank == best!.rank && format == 12 && best!.format == 4) {
                best = (rank, format, offset)
            }
        }
        guard let best else { throw .init(.unsupported(.unicodeCharacterMap, value: nil)) }
        // Format 4's 16-bit length field overflows in some fonts, so the
        // window runs to the end of the cmap table and each array is checked.
        subtable = try table.window(from: best.offset)
        if best.format == 4 {
            let segCountX2 = Int(try subtable.u16(6))
            guard segCountX2 > 0, segCountX2 % 2 == 0, subtable.contains(14, 4 * segCountX2 + 2) else {
                throw .init(.countExceedsTable(.characterMapSegments, count: segCountX2 / 2, bytes: subtable.count))
            }
            format = .segments4(segCount: segCountX2 / 2)
        } else {
            let groups = Int(try subtable.u32(12))
            guard groups <= subtable.count / 12, subtable.contains(16, 12 * groups) else {
                throw .init(.countExceedsTable(.characterMapGroups, count: groups, bytes: subtable.count))
            }
            format = .groups12(count: groups)
        }
    }

    /// The glyph for `scalar`, or 0 (.notdef) when the font lacks it or the
    /// mapping points outside the font.
    func glyph(for scalar: Unicode.Scalar) -> Int {
        let c = Int(scalar.value)
        let g: Int?
        switch format {
        case .segments4(let segCount): g = try? lookup4(c, segCount: segCount)
        case .groups12(let count): g = try? lookup12(c, count: count)
        }
        guard let g, g > 0, g < glyphCount else { return 0 }
        return g
    }

    private func lookup4(_ c: Int, segCount: Int) throws(FontError.Reason) -> Int {
        guard c <= 0xFFFF else { return 0 }
        let ends = 14, starts = 16 + 2 * segCount, deltas = starts + 2 * segCount, ranges = deltas + 2 * segCount
        // First segment whose end code is ≥ c.
        var lo = 0, hi = segCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(try subtable.u16(ends + 2 * mid)) < c { lo = mid + 1 } else { hi = mid }
        }
        guard lo < segCount else { return 0 }
        let start = Int(try subtable.u16(starts + 2 * lo))
        guard c >= start else { return 0 }
        let delta = Int(try subtable.u16(deltas + 2 * lo))
        let rangeOffset = Int(try subtable.u16(ranges + 2 * lo))
        if rangeOffset == 0 { return (c + delta) & 0xFFFF }
        // idRangeOffset is relative to its own position in the array.
        let at = ranges + 2 * lo + rangeOffset + 2 * (c - start)
        let g = Int(try subtable.u16(at))
        return g == 0 ? 0 : (g + delta) & 0xFFFF
    }

    private func lookup12(_ c: Int, count: Int) throws(FontError.Reason) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            let group = 16 + 12 * mid
            if Int(try subtable.u32(group + 4)) < c {
                lo = mid + 1
            } else if Int(try subtable.u32(group)) > c {
                hi = mid
            } else {
                return Int(try subtable.u32(group + 8)) + (c - Int(try subtable.u32(group)))
            }
        }
        return 0
    }
}
