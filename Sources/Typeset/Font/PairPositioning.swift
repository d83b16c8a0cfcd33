/// GPOS pair adjustment (lookup type 2, formats 1 and 2) reached from the
/// `kern` feature: the x-advance change of the first glyph of a pair. Used
/// for fonts without a `kern` table. Extension lookups (type 9) are followed.
struct PairPositioning {
    /// Pair-adjustment subtables, grouped by lookup in lookup-list order.
    private let lookups: [[FontReader]]

    /// nil when no `kern` feature leads to a pair adjustment.
    init?(table: FontReader) throws(FontError.Reason) {
        let featureList = try table.window(from: Int(try table.u16(6)))
        let lookupList = try table.window(from: Int(try table.u16(8)))
        // Every lookup of every `kern` feature: scripts differ only in which
        // of these they pick, and without script itemization we take them all.
        var indices = Set<Int>()
        let featureCount = Int(try featureList.u16(0))
        for i in 0..<featureCount {
            guard try featureList.tag(2 + 6 * i) == "kern" else { continue }
            let feature = try featureList.window(from: Int(try featureList.u16(2 + 6 * i + 4)))
            let n = Int(try feature.u16(2))
            for k in 0..<n { indices.insert(Int(try feature.u16(4 + 2 * k))) }
        }
        let lookupCount = Int(try lookupList.u16(0))
        var lookups: [[FontReader]] = []
        for index in indices.sorted() where index < lookupCount {
            let lookup = try lookupList.window(from: Int(try lookupList.u16(2 + 2 * index)))
            let type = try lookup.u16(0)
            guard type == 2 || type == 9 else { continue }
            let subCount = Int(try lookup.u16(4))
            var subtables: [FontReader] = []
            for s in 0..<subCount {
                var sub = try lookup.window(from: Int(try lookup.u16(6 + 2 * s)))
                if type == 9 { // Extension: format, real type, 32-bit offset
                    guard try sub.u16(2) == 2 else { continue }
                    sub = try sub.window(from: Int(try sub.u32(4)))
                }
                let format = try sub.u16(0)
                if format == 1 || format == 2 { subtables.append(sub) }
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        guard !lookups.isEmpty else { return nil }
        self.lookups = lookups
    }

    /// The pair's x-advance adjustment in font units; 0 on malformed data.
    func value(left: Int, right: Int) -> Int {
        var total = 0
        for subtables in lookups {
            // Within a lookup the first subtable that covers the pair wins.
            for sub in subtables {
                if let v = try? Self.adjustment(sub, left: left, right: right) {
                    total += v
                    break
                }
            }
        }
        return total
    }

    /// nil when the subtable does not apply to the pair.
    private static func adjustment(_ sub: FontReader, left: Int, right: Int) throws(FontError.Reason) -> Int? {
        let coverage = try sub.window(from: Int(try sub.u16(2)))
        guard let coverageIndex = try Self.coverageIndex(coverage, glyph: left) else { return nil }
        let format1 = try sub.u16(4), format2 = try sub.u16(6)
        let size1 = 2 * (format1 & 0xFF).nonzeroBitCount, size2 = 2 * (format2 & 0xFF).nonzeroBitCount
        // XAdvance (bit 2) follows XPlacement and YPlacement when present.
        guard format1 & 0x0004 != 0 else { return try sub.u16(0) == 1 ? nil : 0 }
        let xAdvanceAt = 2 * (format1 & 0x0003).nonzeroBitCount
        if try sub.u16(0) == 1 {
            let setCount = Int(try sub.u16(8))
            guard coverageIndex < setCount else { return nil }
            let set = try sub.window(from: Int(try sub.u16(10 + 2 * coverageIndex)))
            let record = 2 + size1 + size2
            var lo = 0, hi = Int(try set.u16(0))
            while lo < hi {
                let mid = (lo + hi) / 2
                let second = Int(try set.u16(2 + record * mid))
                if second < right { lo = mid + 1 } else if second > right { hi = mid } else {
                    return Int(try set.i16(2 + record * mid + 2 + xAdvanceAt))
                }
            }
            return nil
        }
        let class1 = try Self.glyphClass(try sub.window(from: Int(try sub.u16(8))), glyph: left)
        let class2 = try Self.glyphClass(try sub.window(from: Int(try sub.u16(10))), glyph: right)
        let class1Count = Int(try sub.u16(12)), class2Count = Int(try sub.u16(14))
        guard class1 < class1Count, class2 < class2Count else { return 0 }
        let record = size1 + size2
        return Int(try sub.i16(16 + record * (class1 * class2Count + class2) + xAdvanceAt))
    }

    private static func coverageIndex(_ coverage: FontReader, glyph: Int) throws(FontError.Reason) -> Int? {
        let count = Int(try coverage.u16(2))
        var lo = 0, hi = count
        switch try coverage.u16(0) {
        case 1: // sorted glyph array
            while lo < hi {
                let mid = (lo + hi) / 2
                let g = Int(try coverage.u16(4 + 2 * mid))
                if g < glyph { lo = mid + 1 } else if g > glyph { hi = mid } else { return mid }
            }
        case 2: // ranges: start, end, start coverage index
            while lo < hi {
                let mid = (lo + hi) / 2
                let at = 4 + 6 * mid
                let start = Int(try coverage.u16(at)), end = Int(try coverage.u16(at + 2))
                if end < glyph { lo = mid + 1 } else if start > glyph { hi = mid } else {
                    return Int(try coverage.u16(at + 4)) + glyph - start
                }
            }
        default: break
        }
        return nil
    }

    /// Class 0 for glyphs a class definition does not list.
    private static func glyphClass(_ classDef: FontReader, glyph: Int) throws(FontError.Reason) -> Int {
        switch try classDef.u16(0) {
        case 1:
            let first = Int(try classDef.u16(2)), count = Int(try classDef.u16(4))
            guard glyph >= first, glyph - first < count else { return 0 }
            return Int(try classDef.u16(6 + 2 * (glyph - first)))
        case 2:
            var lo = 0, hi = Int(try classDef.u16(2))
            while lo < hi {
                let mid = (lo + hi) / 2
                let at = 4 + 6 * mid
                let start = Int(try classDef.u16(at)), end = Int(try classDef.u16(at + 2))
                if end < glyph { lo = mid + 1 } else if start > glyph { hi = mid } else {
                    return Int(try classDef.u16(at + 4))
                }
            }
            return 0
        default:
            return 0
        }
    }
}
