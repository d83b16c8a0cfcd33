@testable import Typeset

/// Builds small TrueType fonts byte by byte, so tests can reach every glyf
/// and cmap code path (component flags, coordinate encodings, point
/// matching, cmap formats) with known expected outlines.
struct FontBuilder {
    struct ContourPoint { var x: Int; var y: Int; var on: Bool }

    struct Component {
        enum Matrix { case none, scale(Double), xyScale(Double, Double), twoByTwo(Double, Double, Double, Double) }
        var glyph: Int
        var arg1: Int
        var arg2: Int
        var pointMatching = false
        var words = false
        var matrix: Matrix = .none
        var scaledOffset = false
    }

    enum Glyph {
        case empty
        case simple([[ContourPoint]])
        case composite([Component], instructions: [UInt8] = [])
    }

    var glyphs: [Glyph] = [.empty]
    var advance = 500
    var ascender = 800, descender = -200, lineGap = 0
    /// head yMin / yMax.
    var box = (yMin: -250, yMax: 900)
    /// Unicode scalar value → glyph.
    var characters: [UInt32: Int] = [:]
    var cmapFormat = 4
    /// More tables (e.g. GPOS, kern) added as they are.
    var extraTables: [String: [UInt8]] = [:]

    func build() -> [UInt8] {
        var glyf: [UInt8] = [], loca: [UInt8] = []
        for g in glyphs {
            loca += be32(glyf.count)
            glyf += encode(g)
            while glyf.count % 4 != 0 { glyf.append(0) }
        }
        loca += be32(glyf.count)
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(0..<4, with: be32(0x0001_0000))
        head.replaceSubrange(12..<16, with: be32(0x5F0F_3CF5))
        head.replaceSubrange(18..<20, with: be16(1000))
        head.replaceSubrange(50..<52, with: be16(1)) // long loca
        head.replaceSubrange(38..<40, with: be16(box.yMin))
        head.replaceSubrange(42..<44, with: be16(box.yMax))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(0..<4, with: be32(0x0001_0000))
        hhea.replaceSubrange(4..<6, with: be16(ascender))
        hhea.replaceSubrange(6..<8, with: be16(descender))
        hhea.replaceSubrange(8..<10, with: be16(lineGap))
        hhea.replaceSubrange(34..<36, with: be16(glyphs.count))
        let maxp = be32(0x0000_5000) + be16(glyphs.count)
        var hmtx: [UInt8] = []
        for _ in glyphs { hmtx += be16(advance) + be16(0) }
        let tables = ["cmap": cmap(), "glyf": glyf, "head": head, "hhea": hhea, "hmtx": hmtx, "loca": loca, "maxp": maxp]
        return Self.sfnt(tables.merging(extraTables) { a, _ in a })
    }

    /// Tables laid out after a directory with correct checksums.
    static func sfnt(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted()
        var out = be32(0x0001_0000) + be16(tags.count) + be16(0) + be16(0) + be16(0)
        var data: [UInt8] = []
        let start = 12 + 16 * tags.count
        for tag in tags {
            let table = tables[tag]!
            let reader = FontReader(bytes: table)
            out += Array(tag.utf8) + be32(Int(TableDirectory.checksum(reader, zeroingAdjustment: tag == "head")))
            out += be32(start + data.count) + be32(table.count)
            data += table
            while data.count % 4 != 0 { data.append(0) }
        }
        return out + data
    }

    private func cmap() -> [UInt8] {
        let mapped = characters.sorted { $0.key < $1.key }
        var sub: [UInt8]
        if cmapFormat == 12 {
            sub = be16(12) + be16(0) + be32(16 + 12 * mapped.count) + be32(0) + be32(mapped.count)
            for (c, g) in mapped { sub += be32(Int(c)) + be32(Int(c)) + be32(g) }
            return be16(0) + be16(1) + be16(3) + be16(10) + be32(12) + sub
        }
        // Format 4: one segment per character through glyphIdArray (idRangeOffset ≠ 0), then 0xFFFF.
        let segCount = mapped.count + 1
        var ends: [UInt8] = [], starts: [UInt8] = [], deltas: [UInt8] = [], ranges: [UInt8] = [], ids: [UInt8] = []
        for (i, (c, g)) in mapped.enumerated() {
            ends += be16(Int(c)); starts += be16(Int(c)); deltas += be16(0)
            // Offset from this idRangeOffset entry to its glyphIdArray slot.
            ranges += be16(2 * (segCount - i) + 2 * i)
            ids += be16(g)
        }
        ends += be16(0xFFFF); starts += be16(0xFFFF); deltas += be16(1); ranges += be16(0)
        let body = be16(2 * segCount) + be16(0) + be16(0) + be16(0) + ends + be16(0) + starts + deltas + ranges + ids
        sub = be16(4) + be16(6 + body.count) + be16(0) + body
        return be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + sub
    }

    private func encode(_ glyph: Glyph) -> [UInt8] {
        switch glyph {
        case .empty:
            return []
        case .simple(let contours):
            let points = contours.flatMap { $0 }
            var out = be16(contours.count) + be16(0) + be16(0) + be16(0) + be16(0)
            var end = -1
            for c in contours { end += c.count; out += be16(end) }
            out += be16(0) // no instructions
            // Flags with short/same/long coordinates, run-length coded.
            var flags: [UInt8] = [], xs: [UInt8] = [], ys: [UInt8] = []
            var px = 0, py = 0
            for p in points {
                var f: UInt8 = p.on ? 1 : 0
                let dx = p.x - px, dy = p.y - py
                if dx == 0 { f |= 0x10 } else if abs(dx) < 256 { f |= 0x02 | (dx > 0 ? 0x10 : 0); xs.append(UInt8(abs(dx))) } else { xs += be16(dx) }
                if dy == 0 { f |= 0x20 } else if abs(dy) < 256 { f |= 0x04 | (dy > 0 ? 0x20 : 0); ys.append(UInt8(abs(dy))) } else { ys += be16(dy) }
                flags.append(f)
                px = p.x; py = p.y
            }
            var packed: [UInt8] = []
            var i = 0
            while i < flags.count {
                var run = 0
                while i + run + 1 < flags.count, flags[i + run + 1] == flags[i], run < 255 { run += 1 }
                if run > 0 { packed += [flags[i] | 0x08, UInt8(run)] } else { packed.append(flags[i]) }
                i += run + 1
            }
            return out + packed + xs + ys
        case .composite(let components, let instructions):
            var out = be16(-1) + be16(0) + be16(0) + be16(0) + be16(0)
            for (index, c) in components.enumerated() {
                var flags = 0
                if c.words { flags |= 0x0001 }
                if !c.pointMatching { flags |= 0x0002 }
                if index < components.count - 1 { flags |= 0x0020 }
                if index == components.count - 1, !instructions.isEmpty { flags |= 0x0100 }
                if c.scaledOffset { flags |= 0x0800 }
                var matrix: [UInt8] = []
                switch c.matrix {
                case .none: break
                case .scale(let s): flags |= 0x0008; matrix = f2dot14(s)
                case .xyScale(let x, let y): flags |= 0x0040; matrix = f2dot14(x) + f2dot14(y)
                case .twoByTwo(let a, let b, let cc, let d): flags |= 0x0080; matrix = f2dot14(a) + f2dot14(b) + f2dot14(cc) + f2dot14(d)
                }
                out += be16(flags) + be16(c.glyph)
                out += c.words ? be16(c.arg1) + be16(c.arg2) : [UInt8(truncatingIfNeeded: c.arg1), UInt8(truncatingIfNeeded: c.arg2)]
                out += matrix
            }
            if !instructions.isEmpty { out += be16(instructions.count) + instructions }
            return out
        }
    }

    private func f2dot14(_ v: Double) -> [UInt8] { be16(Int((v * 16384).rounded())) }
}

extension FontBuilder {
    /// A GPOS table with one `kern` feature and two lookups: a pair-set
    /// (format 1) subtable, and a class (format 2) subtable behind an
    /// extension (type 9) lookup. `pairs` are (left, right, x-advance) for
    /// format 1; `classValues[c1][c2]` the format 2 x-advances, with
    /// `class1` and `class2` mapping glyphs to classes (others: class 0).
    static func gpos(left: Int, pairs: [(right: Int, value: Int)], class1: [Int: Int], class2: [Int: Int],
                     classValues: [[Int]]) -> [UInt8] {
        // Format 1: coverage [left], one pair set.
        let coverage1 = be16(1) + be16(1) + be16(left)
        var pairSet = be16(pairs.count)
        for p in pairs.sorted(by: { $0.right < $1.right }) { pairSet += be16(p.right) + be16(p.value) }
        let pairPos1Header = 12
        let pairPos1 = be16(1) + be16(pairPos1Header) + be16(0x0004) + be16(0) + be16(1)
            + be16(pairPos1Header + coverage1.count) + coverage1 + pairSet
        // Format 2: value format 1 = XPlacement + XAdvance, value format 2 = XAdvance.
        let c1Glyphs = class1.keys.sorted()
        let first = c1Glyphs.first ?? 0, last = c1Glyphs.last ?? 0
        var classDef1 = be16(1) + be16(first) + be16(last - first + 1)
        for g in first...last { classDef1 += be16(class1[g] ?? 0) }
        var classDef2 = be16(2) + be16(class2.count)
        for (g, c) in class2.sorted(by: { $0.key < $1.key }) { classDef2 += be16(g) + be16(g) + be16(c) }
        let coverage2 = be16(2) + be16(1) + be16(min(left, first)) + be16(max(left, last)) + be16(0)
        var records: [UInt8] = []
        for row in classValues { for v in row { records += be16(0) + be16(v) + be16(0) } }
        let headerSize = 16
        let recordsEnd = headerSize + records.count
        let pairPos2 = be16(2) + be16(recordsEnd) + be16(0x0005) + be16(0x0004)
            + be16(recordsEnd + coverage2.count) + be16(recordsEnd + coverage2.count + classDef1.count)
            + be16(classValues.count) + be16(classValues.first?.count ?? 0)
            + records + coverage2 + classDef1 + classDef2
        let extensionSub = be16(1) + be16(2) + be32(8) + pairPos2
        let lookup0 = be16(2) + be16(0) + be16(1) + be16(8) + pairPos1
        let lookup1 = be16(9) + be16(0) + be16(1) + be16(8) + extensionSub
        let lookupList = be16(2) + be16(6) + be16(6 + lookup0.count) + lookup0 + lookup1
        let feature = be16(0) + be16(2) + be16(0) + be16(1)
        let featureList = be16(1) + Array("kern".utf8) + be16(8) + feature
        let scriptList = be16(0)
        let header = 10
        return be32(0x0001_0000) + be16(header) + be16(header + scriptList.count)
            + be16(header + scriptList.count + featureList.count) + scriptList + featureList + lookupList
    }
}

func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }
