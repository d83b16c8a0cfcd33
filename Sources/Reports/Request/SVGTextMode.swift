/// How an SVG chart writes its words (`--svg-text`).
package enum SVGTextMode: String, Hashable, Sendable, CaseIterable {
    /// Real `<text>` elements in a font stack: small, selectable, read by screen readers and search.
    case text
    /// Glyph outlines placed exactly as the PNG places them: the same shapes everywhere, with or
    /// without the font, at several times the size.
    case outlines
}
