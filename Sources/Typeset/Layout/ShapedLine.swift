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

    /// The most scalars of one line given to the shaper; the rest is left
    /// out. A chart label is far shorter, and shaping is not linear in the
    /// worst case (HarfBuzz sorts a run of marks by insertion).
    static let maxScalars = 1_000
    /// The most combining marks kept on one base character (Unicode's
    /// stream-safe limit, UAX #15): more draw as one smudge anyway.
    static let maxMarks = 30

    /// Splits `text` at "\n" and shapes each line.
    static func lines(_ text: String, style: TextStyle) -> [ShapedLine] {
        var result: [ShapedLine] = []
        var scalars: [UInt32] = []
        var marks = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result.append(shape(scalars, style: style))
                scalars.removeAll(keepingCapacity: true)
                marks = 0
                continue
            }
            // Tabs are spaces; other control characters take no space.
            let v = scalar == "\t" ? 0x20 : scalar.value
            if v < 0x20 || (0x7F..<0xA0).contains(v) || scalars.count == maxScalars { continue }
            if v >= 0x300, scalar.properties.canonicalCombiningClass != .notReordered {
                marks += 1
                if marks > maxMarks { continue }
            } else {
                marks = 0
            }
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
