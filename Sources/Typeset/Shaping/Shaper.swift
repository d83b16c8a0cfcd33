import CHarfBuzz

/// One glyph from the shaper, in font units: which glyph, how far it moves
/// the pen, and its offset from the pen (marks, cursive joins).
struct ShaperGlyph {
    var glyph: Int
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// HarfBuzz shaping of one run (one font, one direction): glyph choice,
/// ligatures, kerning and mark positioning from the font's GSUB/GPOS (or
/// `kern`). The whole line is passed as context so Arabic letters join
/// across run boundaries. Glyphs come back in visual (left-to-right) order.
/// Without HarfBuzz (`HarfBuzzLibrary`), `unshaped` sets the run instead.
enum Shaper {
    static func shape(_ line: [UInt32], run: Range<Int>, font: Font, rightToLeft: Bool) -> [ShaperGlyph] {
        guard !run.isEmpty, run.lowerBound >= 0, run.upperBound <= line.count else { return [] }
        guard HarfBuzzLibrary.load() else { return unshaped(line[run], font: font, rightToLeft: rightToLeft) }
        let buffer = rc_hb_buffer_create()
        defer { rc_hb_buffer_destroy(buffer) }
        line.withUnsafeBufferPointer { text in
            rc_hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(text.count),
                                        UInt32(run.lowerBound), Int32(run.count))
        }
        rc_hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        rc_hb_buffer_guess_segment_properties(buffer) // script and language from the text
        rc_hb_shape(font.harfBuzz.pointer, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = rc_hb_buffer_get_glyph_infos(buffer, &count),
              let positions = rc_hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShaperGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShaperGlyph(glyph: Int(infos[i].codepoint), advance: positions[i].x_advance,
                                      xOffset: positions[i].x_offset, yOffset: positions[i].y_offset))
        }
        return glyphs
    }

    /// One glyph per character from the font's character map, advanced by
    /// its width and the font's kerning: what HarfBuzz gives for plain text
    /// in a font without ligatures, and a readable fallback for the rest.
    static func unshaped(_ text: ArraySlice<UInt32>, font: Font, rightToLeft: Bool) -> [ShaperGlyph] {
        var glyphs: [ShaperGlyph] = []
        glyphs.reserveCapacity(text.count)
        let ordered = rightToLeft ? Array(text.reversed()) : Array(text)
        for code in ordered {
            let glyph = font.glyphIndex(code: code)
            if let last = glyphs.indices.last {
                glyphs[last].advance &+= Int32(truncatingIfNeeded: font.kerning(left: glyphs[last].glyph, right: glyph))
            }
            glyphs.append(ShaperGlyph(glyph: glyph, advance: Int32(truncatingIfNeeded: font.advanceWidth(glyph: glyph)),
                                      xOffset: 0, yOffset: 0))
        }
        return glyphs
    }
}
