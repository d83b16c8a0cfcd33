import Raster

/// Measurement, vector layout and truncation of text. Stateless; glyph
/// outlines come from the font's own cache.
public enum TextLayout {
    /// Size and ink of `text` ("\n" separates lines, each left-aligned).
    public static func measure(_ text: String, style: TextStyle) -> TextMetrics {
        let font = style.font, scale = style.scale
        let lines = ShapedLine.lines(text, style: style)
        let lineHeight = Float(font.ascent + font.descent + font.lineGap) * scale
        var width: Float = 0
        var ink: Rect?
        for (index, line) in lines.enumerated() {
            width = max(width, line.width)
            let baseline = Float(index) * lineHeight
            for g in line.glyphs {
                guard let b = (try? g.font.inkBounds(glyph: g.glyph)) ?? nil else { continue }
                // Font units, y up → pixels, y down.
                let s = style.size / Float(g.font.unitsPerEm)
                let r = Rect(x: g.x + b.minX * s, y: baseline + g.y - b.maxY * s,
                             width: b.width * s, height: b.height * s)
                ink = ink.map { $0.union(r) } ?? r
            }
        }
        return TextMetrics(width: width, ascent: Float(font.ascent) * scale, descent: Float(font.descent) * scale,
                           lineHeight: lineHeight, lineCount: lines.count, inkBounds: ink ?? .zero)
    }

    /// The advance width of the widest line.
    public static func width(_ text: String, style: TextStyle) -> Float {
        ShapedLine.lines(text, style: style).reduce(0) { max($0, $1.width) }
    }

    /// Glyph outlines of the laid-out text as one device-space `Path` (y down),
    /// positioned exactly as `TextRenderer` draws them. `rotation` is in
    /// radians, positive clockwise, about `point`. Glyphs that fail to decode
    /// are left out (their advance is kept).
    public static func path(_ text: String, style: TextStyle, at point: Point,
                            horizontal: HorizontalAlignment = .left, vertical: VerticalAlignment = .baseline,
                            rotation: Float = 0) -> Path {
        let placement = GlyphPlacement(text, style: style, at: point, horizontal: horizontal,
                                       vertical: vertical, rotation: rotation)
        var path = Path()
        for item in placement.items {
            guard let outline = try? item.font.outline(glyph: item.glyph), !outline.isEmpty else { continue }
            var t = placement.glyphTransform(item.font)
            t.tx += item.origin.x
            t.ty += item.origin.y
            path.append(outline.transformed(by: t))
        }
        return path
    }

    /// Quarter turns clockwise (0…3) of text set at `rotation` radians, or nil when it is tilted
    /// off them. Axis-aligned text has its baselines on whole device pixels (what an SVG writer
    /// needs to know to put its baselines where `TextRenderer` draws them).
    public static func quarterTurns(of rotation: Float) -> Int? {
        GlyphPlacement.quadrant(of: rotation)
    }

    /// `text` cut to fit `maxWidth` with a trailing "…" (each line on its
    /// own); unchanged when it fits, "" when not even "…" fits.
    public static func truncated(_ text: String, style: TextStyle, maxWidth: Float) -> String {
        guard text.contains("\n") else { return truncatedLine(text, style: style, maxWidth: maxWidth) }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { truncatedLine(String($0), style: style, maxWidth: maxWidth) }
            .joined(separator: "\n")
    }

    private static func truncatedLine(_ line: String, style: TextStyle, maxWidth: Float) -> String {
        if width(line, style: style) <= maxWidth { return line }
        let ellipsis = "…"
        guard width(ellipsis, style: style) <= maxWidth else { return "" }
        // Longest prefix of whole characters that fits with the ellipsis.
        let characters = Array(line)
        var lo = 0, hi = characters.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if width(String(characters[..<mid]) + ellipsis, style: style) <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        var prefix = String(characters[..<wholeWords(characters, cut: lo)])
        while prefix.last?.isWhitespace == true { prefix.removeLast() }
        return prefix + ellipsis
    }

    /// Where a cut at `cut` characters keeps whole words: back to the last
    /// space before a word it would split ("Bench Press (Barb" → "Bench
    /// Press"); `cut` itself when the first word does not fit whole. Charts' legend cuts its
    /// names with it too.
    /// A parenthesis the cut would leave open goes with its words ("Other (3
    /// exercises)" → "Other", never "Other (3").
    package static func wholeWords(_ characters: [Character], cut: Int) -> Int {
        guard cut > 0, cut < characters.count else { return cut }
        var end = cut
        if !characters[cut].isWhitespace {
            while end > 0, !characters[end - 1].isWhitespace { end -= 1 }
            while end > 0, characters[end - 1].isWhitespace { end -= 1 }
            if end == 0 { return cut }
        }
        if let open = characters[..<end].lastIndex(of: "("), !characters[open..<end].contains(")") {
            var before = open
            while before > 0, characters[before - 1].isWhitespace { before -= 1 }
            if before > 0 { return before }
        }
        return end
    }
}
