/// One glyph of a shaped line: its font (the style's or a fallback), and its
/// origin in pixels from the line's start (x right, y down from the baseline).
struct ShapedGlyph {
    var font: Font
    var glyph: Int
    var x: Float
    var y: Float
}

/// One line of text as positioned glyphs, in visual order.
struct ShapedLine {
    var glyphs: [ShapedGlyph] = []
    var width: Float = 0

    /// Splits `text` at "\n" and shapes each line.
    static func lines(_ text: String, style: TextStyle) -> [ShapedLine] {
        var result: [ShapedLine] = []
        var scalars: [UInt32] = []
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result.append(shape(scalars, style: style))
                scalars.removeAll(keepingCapacity: true)
                continue
            }
            // Tabs are spaces; other control characters take no space.
            let v = scalar == "\t" ? 0x20 : scalar.value
            if v < 0x20 || (0x7F..<0xA0).contains(v) { continue }
            scalars.append(v)
        }
        result.append(shape(scalars, style: style))
        return result
    }

    /// Runs of one font and direction, each shaped by HarfBuzz, laid end to end.
    static func shape(_ scalars: [UInt32], style: TextStyle) -> ShapedLine {
        var line = ShapedLine()
        line.glyphs.reserveCapacity(scalars.count)
        var pen: Float = 0
        for run in TextRuns.itemize(scalars, primary: style.font, fallback: style.fallback) {
            let scale = style.size / Float(run.font.unitsPerEm)
            for g in Shaper.shape(scalars, run: run.range, font: run.font, rightToLeft: run.rightToLeft) {
                line.glyphs.append(ShapedGlyph(font: run.font, glyph: g.glyph,
                                               x: pen + Float(g.xOffset) * scale, y: -Float(g.yOffset) * scale))
                pen += Float(g.advance) * scale
            }
        }
        line.width = pen
        return line
    }
}
