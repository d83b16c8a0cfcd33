import Raster

/// Where a font's glyph outlines come from: TrueType quadratics in
/// `glyf`/`loca`, or Type 2 charstrings in `CFF `.
///
/// Two optionals rather than an enum with two payloads: Swift keeps such an
/// enum's case in the spare high bits of the payload's pointers, which hides
/// them from LeakSanitizer's scan, so every cached CFF font was reported as a
/// leak. An optional marks nil without touching the pointer bits.
struct OutlineSource {
    private let trueType: GlyphOutlines?
    private let compact: CompactFontOutlines?

    init(directory: TableDirectory, header: HeaderTables) throws(FontError.Reason) {
        if let glyf = directory.tables["glyf"] {
            trueType = try GlyphOutlines(glyf: glyf, loca: try directory.required("loca"),
                                         longLoca: header.longLoca, glyphCount: header.glyphCount)
            compact = nil
        } else if let cff = directory.tables["CFF "] {
            trueType = nil
            compact = try parsing("CFF ") { () throws(FontError.Reason) in
                try CompactFontOutlines(cff: cff, glyphCount: header.glyphCount)
            }
        } else if directory.tables["CFF2"] != nil {
            throw .init(.unsupported(.compactFontFormat2, value: nil))
        } else {
            throw .init(.missingPart(.glyphOutlines))
        }
    }

    func outline(glyph: Int) throws(FontError.Reason) -> Path {
        if let trueType { return try trueType.outline(glyph: glyph) }
        if let compact { return try compact.outline(glyph: glyph) }
        return Path()
    }
}
