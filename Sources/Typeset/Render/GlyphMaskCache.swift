import Raster

/// Rendered glyph masks keyed by font, glyph, pixel size, quarter-pixel
/// phase, direction and contrast curve. Thread-safe (one lock around a
/// dictionary); masks are immutable once stored. When it grows past
/// `capacity` entries it starts over, which bounds memory for long runs.
final class GlyphMaskCache: @unchecked Sendable {
    struct Key: Hashable {
        var font: UInt64
        var glyph: Int32
        var sizeBits: UInt32
        var phase: UInt8
        var quadrant: UInt8
        var contrast: UInt8
    }

    /// A cached mask; nil for glyphs that ink nothing (spaces).
    struct Entry {
        let mask: CoverageMask?
    }

    let capacity: Int
    private let entries = Locked<[Key: Entry]>([:])
    private let counters = Locked<(hits: Int, misses: Int)>((0, 0))

    init(capacity: Int = 16_384) {
        self.capacity = capacity
    }

    func mask(for key: Key, render: () -> CoverageMask?) -> CoverageMask? {
        if let hit = entries.withLock({ $0[key] }) {
            counters.withLock { $0.hits += 1 }
            return hit.mask
        }
        counters.withLock { $0.misses += 1 }
        // Rendered outside the lock; two threads may race to render the same
        // glyph, which only costs a duplicate render.
        let entry = Entry(mask: render())
        entries.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = entry
        }
        return entry.mask
    }

    var count: Int { entries.withLock { $0.count } }
    var statistics: (hits: Int, misses: Int) { counters.withLock { $0 } }

    func removeAll() {
        entries.withLock { $0.removeAll() }
        counters.withLock { $0 = (0, 0) }
    }
}
