/// kern (Microsoft version 0): horizontal format 0 subtables, each a sorted
/// array of (left, right, value) pairs. Values of several subtables add up.
struct KerningTable {
    private struct Subtable {
        let pairs: FontReader   // 6 bytes per pair
        let count: Int
        let replaces: Bool      // coverage "override" bit
    }
    private let subtables: [Subtable]

    /// nil when the table holds no usable subtable (e.g. Apple's format).
    init?(table: FontReader) throws(FontError.Reason) {
        guard try table.u16(0) == 0 else { return nil } // Apple's kern starts with 1.0 as UInt32
        let count = Int(try table.u16(2))
        var found: [Subtable] = []
        var at = 4
        for _ in 0..<count {
            let length = Int(try table.u16(at + 2))
            let coverage = try table.u16(at + 4)
            let format = coverage >> 8
            // Horizontal, not minimum values, not cross-stream.
            if format == 0, coverage & 0x7 == 0x1 {
                let pairs = Int(try table.u16(at + 6))
                let window = try table.window(at: at + 14, length: 6 * pairs)
                found.append(Subtable(pairs: window, count: pairs, replaces: coverage & 0x8 != 0))
                // A big subtable's 16-bit length wraps; trust the pair count.
                at += 14 + 6 * pairs
            } else {
                guard length >= 6 else { throw .init(.fieldOutOfRange(.kerningSubtableLength, value: length, allowed: 6...0xFFFF)) }
                at += length
            }
        }
        guard !found.isEmpty else { return nil }
        subtables = found
    }

    func value(left: Int, right: Int) -> Int {
        let key = UInt32(truncatingIfNeeded: left) << 16 | UInt32(truncatingIfNeeded: right)
        var total = 0
        for sub in subtables {
            guard let v = Self.search(sub, key) else { continue }
            total = sub.replaces ? v : total + v
        }
        return total
    }

    private static func search(_ sub: Subtable, _ key: UInt32) -> Int? {
        var lo = 0, hi = sub.count
        while lo < hi {
            let mid = (lo + hi) / 2
            guard let k = try? sub.pairs.u32(6 * mid) else { return nil }
            if k < key { lo = mid + 1 } else if k > key { hi = mid } else {
                return (try? sub.pairs.i16(6 * mid + 4)).map(Int.init)
            }
        }
        return nil
    }
}
