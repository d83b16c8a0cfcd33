import Raster

/// Rendered glyph masks keyed by font, glyph, pixel size, quarter-pixel
/// phase and direction. Thread-safe (one lock around a
/// dictionary); masks are immutable once stored. When it grows past
/// `capacity` entries it starts over, which bounds memory for long runs.
final class GlyphMaskCache: @unchecked Sendable {
    struct Key: Hashable {
        var font: UInt64
        var glyph: Int32
        var sizeBits: UInt32
        var phase: UInt8
        var quadrant: UInt8
    }

    /// A cached mask; nil for glyphs that ink nothing (spaces).
    struct Entry {
        let mask: CoverageMask?
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var hits = 0
        var misses = 0
    }

    let capacity: Int
    private let state = Locked(State())

    init(capacity: Int = 16_384) {
        self.capacity = capacity
    }

    func mask(for key: Key, render: () -> CoverageMask?) -> CoverageMask? {
        let hit: Entry? = state.withLock { state in
            let entry = state.entries[key]
            if entry != nil { state.hits += 1 } else { state.misses += 1 }
            return entry
        }
        if let hit { return hit.mask }
        // Rendered outside the lock; two threads may race to render the same
        // glyph, which only costs a duplicate render.
        let entry = Entry(mask: render())
        state.withLock { state in
            if state.entries.count >= capacity { state.entries.removeAll(keepingCapacity: true) }
            state.entries[key] = entry
        }
        return entry.mask
    }

    var count: Int { state.withLock { $0.entries.count } }
    var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    func removeAll() {
        state.withLock { $0 = State() }
    }
}
