/// hmtx: advance widths and left side bearings, in font units.
struct HorizontalMetrics {
    let table: FontReader
    let count: Int        // numberOfHMetrics
    let glyphCount: Int

    init(table: FontReader, numberOfHMetrics: Int, glyphCount: Int) throws(FontError.Reason) {
        // Glyphs past the long metrics share the last advance; their side
        // bearings follow, but only the long metrics are required to exist.
        guard table.contains(0, 4 * numberOfHMetrics) else {
            throw .init(.countExceedsTable(.horizontalMetrics, count: numberOfHMetrics, bytes: table.count), table: "hmtx")
        }
        self.table = table
        self.count = numberOfHMetrics
        self.glyphCount = glyphCount
    }

    func advance(glyph: Int) -> Int {
        guard glyph >= 0, glyph < glyphCount else { return 0 }
        let i = min(glyph, count - 1)
        return Int((try? table.u16(4 * i)) ?? 0)
    }

    func leftSideBearing(glyph: Int) -> Int {
        guard glyph >= 0, glyph < glyphCount else { return 0 }
        if glyph < count { return Int((try? table.i16(4 * glyph + 2)) ?? 0) }
        return Int((try? table.i16(4 * count + 2 * (glyph - count))) ?? 0)
    }
}
