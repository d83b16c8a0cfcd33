import Foundation

/// One line of text as glyphs with pen positions (pixels from the line's
/// start, unrounded), advances and kerning applied.
struct ShapedLine {
    var glyphs: [Int] = []
    var xs: [Float] = []
    var width: Float = 0

    /// Splits `text` at "\n" and shapes each line. Characters the font lacks
    /// become .notdef (with its advance) and are recorded once on the font.
    static func lines(_ text: String, style: TextStyle) -> [ShapedLine] {
        // Compose "U + ◌̈" into "Ü" (the font has precomposed glyphs); only
        // text with a combining mark pays for normalization.
        let hasMark = text.unicodeScalars.contains { $0.value >= 0x300 && $0.properties.canonicalCombiningClass.rawValue != 0 }
        let normalized = hasMark ? text.precomposedStringWithCanonicalMapping : text
        var result: [ShapedLine] = []
        var scalars: [Unicode.Scalar] = []
        for scalar in normalized.unicodeScalars {
            if scalar == "\n" {
                result.append(shape(scalars, style: style))
                scalars.removeAll(keepingCapacity: true)
            } else {
                scalars.append(scalar)
            }
        }
        result.append(shape(scalars, style: style))
        return result
    }

    static func shape(_ scalars: [Unicode.Scalar], style: TextStyle) -> ShapedLine {
        let font = style.font, scale = style.scale
        var line = ShapedLine()
        line.glyphs.reserveCapacity(scalars.count)
        line.xs.reserveCapacity(scalars.count)
        var pen: Float = 0
        var previous: Int?
        for var scalar in scalars {
            if scalar == "\t" { scalar = " " }
            // Other control characters (CR, format controls) take no space.
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { continue }
            let glyph = font.glyphIndex(for: scalar)
            if glyph == 0 { font.noteMissing(scalar) }
            if let previous { pen += Float(font.kerning(left: previous, right: glyph)) * scale }
            line.glyphs.append(glyph)
            line.xs.append(pen)
            pen += Float(font.advanceWidth(glyph: glyph)) * scale
            previous = glyph
        }
        line.width = pen
        return line
    }
}
