import Raster
import Testing
@testable import Typeset

@Suite struct GlyphMaskCacheTests {
    static func key(_ glyph: Int32, phase: UInt8 = 0) -> GlyphMaskCache.Key {
        GlyphMaskCache.Key(font: 1, glyph: glyph, sizeBits: Float(12).bitPattern, phase: phase, quadrant: 0)
    }

    static let square = CoverageMask.render(Path(rect: Rect(x: 0, y: 0, width: 3, height: 3)))

    @Test func rendersOncePerKeyAndCachesBlankGlyphsToo() {
        let cache = GlyphMaskCache()
        var renders = 0
        for _ in 0..<3 {
            _ = cache.mask(for: Self.key(1)) { renders += 1; return Self.square }
            _ = cache.mask(for: Self.key(2)) { renders += 1; return nil }
        }
        #expect(renders == 2)
        #expect(cache.count == 2)
        #expect(cache.statistics.hits == 4 && cache.statistics.misses == 2)
        #expect(cache.mask(for: Self.key(1)) { nil }?.coverage == Self.square?.coverage)
        #expect(cache.mask(for: Self.key(1, phase: 2)) { nil } == nil)
    }

    @Test func startsOverWhenFull() {
        let cache = GlyphMaskCache(capacity: 3)
        for g in 0..<3 { _ = cache.mask(for: Self.key(Int32(g))) { Self.square } }
        #expect(cache.count == 3)
        _ = cache.mask(for: Self.key(9)) { Self.square }
        #expect(cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0 && cache.statistics.misses == 0)
    }
}
